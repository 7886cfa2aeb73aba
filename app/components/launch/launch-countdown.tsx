import { MapPin } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useRootData } from "#app/components/layout/use-root-data";
import {
  formatLaunchDate,
  launchTimestamp,
  type TimeLeft,
  timeUntilLaunch,
  twoDigits,
} from "#app/domain/launch";
import { BRAND_NAME } from "#app/lib/brand";
import { cn } from "#app/lib/utils";

type LaunchCountdownProps = {
  /** ISO date with offset, from `publicEnv.LAUNCH_AT`. */
  launchAt: string;
  className?: string;
};

const UNITS: ReadonlyArray<{ key: keyof TimeLeft; label: string }> = [
  { key: "days", label: "días" },
  { key: "hours", label: "horas" },
  { key: "minutes", label: "minutos" },
  { key: "seconds", label: "segundos" },
];

/**
 * Days, hours, minutes and seconds to the launch, ticking each second; afterwards, the 'arrived in
 * Spain' message (spec §2). Server and browser render the same first frame: the server writes the
 * instant it rendered into `data-now`, and hydration starts from that instant instead of the
 * browser's clock, so text and structure match; an effect then corrects to the real time and ticks.
 * Both states sit in one box whose minimum height fits either (measured from 360 px up), so
 * nothing below moves when it switches.
 */
export function LaunchCountdown({ launchAt, className }: LaunchCountdownProps) {
  const id = useId();
  const brandName = useRootData()?.publicEnv.BRAND_NAME ?? BRAND_NAME;
  const launchMs = launchTimestamp(launchAt);
  const [now, setNow] = useState(() => renderedNow(id));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= launchMs) return;
      // Wake exactly when the time left crosses the next whole second (seconds round up), so the
      // display never skips or lags; a timer that fires a little early just wakes again at once.
      timer = setTimeout(tick, (launchMs - current) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [launchMs]);

  const left = timeUntilLaunch(launchMs, now);

  return (
    <div
      id={id}
      data-now={now}
      data-testid="launch-box"
      className={cn(
        "flex min-h-[11.25rem] w-full max-w-xl flex-col justify-center rounded-2xl border border-border bg-card px-4 py-5 shadow-card sm:min-h-40 sm:px-6",
        className,
      )}
    >
      {left ? (
        <div
          role="timer"
          // The numbers change every second: screen readers get one static sentence instead.
          aria-live="off"
          aria-label={`Cuenta atrás para la llegada de ${brandName} a España, el ${formatLaunchDate(launchMs)}`}
        >
          <p aria-hidden="true" className="text-center font-semibold text-muted-foreground text-sm">
            {brandName} llega a España en
          </p>
          <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
            {UNITS.map(({ key, label }) => (
              <div key={key} className="flex flex-col items-center rounded-xl bg-muted px-1 py-2">
                <span
                  data-unit={key}
                  className={cn(
                    "font-bold text-3xl text-primary tabular-nums leading-none sm:text-4xl",
                    key === "days" ? "min-w-[3ch] text-center" : "min-w-[2ch] text-center",
                  )}
                >
                  {key === "days" ? left.days : twoDigits(left[key])}
                </span>
                <span className="mt-1.5 text-muted-foreground text-xs">{label}</span>
              </div>
            ))}
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-4">
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
      )}
    </div>
  );
}

/**
 * The instant the first frame is drawn from. While hydrating, the server's box is still in the
 * DOM with the instant the server used; elsewhere (the server, a client-side navigation) it is now.
 */
function renderedNow(id: string): number {
  if (typeof document === "undefined") return Date.now();
  const rendered = Number(document.getElementById(id)?.dataset.now);
  return Number.isFinite(rendered) && rendered > 0 ? rendered : Date.now();
}
