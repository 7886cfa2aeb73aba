import { CalendarClock } from "lucide-react";
import { pathTo, ROUTES } from "#app/urls";

/** The way from the seller's steps into the closing room shared with the buyer. */
export function ClosingRoomLink({ dealId }: { dealId: string }) {
  return (
    <div className="mb-6 flex flex-col gap-2 rounded-lg border-2 border-primary bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-foreground">
        La sala de cierre reúne el calendario hasta la escritura, la notaría y los plazos de impuestos, con tu
        comprador.
      </p>
      <a
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-md bg-primary px-4 font-medium text-primary-foreground"
        href={pathTo(ROUTES.closingRoom, { dealId })}
      >
        <CalendarClock aria-hidden="true" />
        Abrir la sala de cierre
      </a>
    </div>
  );
}
