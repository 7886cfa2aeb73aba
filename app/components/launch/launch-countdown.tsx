import { MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { useRootData } from "#app/components/layout/use-root-data";
import {
  formatLaunchDate,
  launchTimestamp,
  type TimeLeft,
  timeUntilLaunch,
  twoDigits,
} from "#app/domain/launch";
import { startCountdown } from "#app/enhance/countdown";
import { BRAND_NAME } from "#app/lib/brand";
import { cn } from "#app/lib/utils";

type LaunchCountdownProps = {
  /** ISO date with offset, from `publicEnv.LAUNCH_AT`. */
  launchAt: string;
  className?: string;
};

export const COUNTDOWN_UNITS: ReadonlyArray<{ key: keyof TimeLeft; label: string }> = [
  { key: "days", label: "días" },
  { key: "hours", label: "horas" },
  { key: "minutes", label: "minutos" },
  { key: "seconds", label: "segundos" },
];

/**
 * Days, hours, minutes and seconds to the launch; afterwards, the 'arrived in Spain' message
 *. The server draws both, the one that does not apply hidden, as of its own clock; the
 * enhancement script (app/enhance/countdown.ts) switches to the visitor's clock and ticks each
 * second. Both states sit in one box whose minimum height fits either (measured from 360 px up),
 * so nothing below moves when it switches.
 */
export function LaunchCountdown({ launchAt, className }: LaunchCountdownProps) {
  const brandName = useRootData()?.publicEnv.BRAND_NAME ?? BRAND_NAME;
  const launchMs = launchTimestamp(launchAt);
  const left = timeUntilLaunch(launchMs, Date.now());
  const boxRef = useRef<HTMLDivElement>(null);
  // On an application page (/auth) React is running: the same ticking as the public pages' script.
  useEffect(() => (boxRef.current ? startCountdown(boxRef.current) : undefined), []);

  return (
    <div
      ref={boxRef}
      data-launch-at={launchMs}
      data-testid="launch-box"
      className={cn(
        "flex min-h-[11.25rem] w-full max-w-xl flex-col justify-center rounded-2xl border border-border bg-card px-4 py-5 shadow-card sm:min-h-40 sm:px-6",
        className,
      )}
    >
      {/* The browser's clock differs from the server's: the ticking sets these, not hydration. */}
      <div
        role="timer"
        suppressHydrationWarning
        hidden={!left}
        data-launch-timer
        // The numbers change every second: screen readers get one static sentence instead.
        aria-live="off"
        aria-label={`Cuenta atrás para la llegada de ${brandName} a España, el ${formatLaunchDate(launchMs)}`}
      >
        <p aria-hidden="true" className="text-center font-semibold text-muted-foreground text-sm">
          {brandName} llega a España en
        </p>
        <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
          {COUNTDOWN_UNITS.map(({ key, label }) => (
            <div key={key} className="flex flex-col items-center rounded-xl bg-muted px-1 py-2">
              <span
                suppressHydrationWarning
                data-unit={key}
                className={cn(
                  "font-bold text-3xl text-primary tabular-nums leading-none sm:text-4xl",
                  key === "days" ? "min-w-[3ch] text-center" : "min-w-[2ch] text-center",
                )}
              >
                {!left ? "0" : key === "days" ? left.days : twoDigits(left[key])}
              </span>
              <span className="mt-1.5 text-muted-foreground text-xs">{label}</span>
            </div>
          ))}
        </div>
      </div>
      <div
        suppressHydrationWarning
        data-launch-arrived
        hidden={Boolean(left)}
        className="items-center gap-4 [&:not([hidden])]:flex"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft">
          <MapPin aria-hidden="true" className="size-6 text-accent" />
        </span>
        <div>
          <p className="font-bold text-foreground text-xl">¡{brandName} ya ha llegado a España!</p>
          <p className="mt-1 text-muted-foreground">
            Ya puedes vender tu vivienda sin agencia, estés donde estés.
          </p>
        </div>
      </div>
    </div>
  );
}
