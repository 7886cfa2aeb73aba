import { CalendarCheck, CalendarClock, CalendarX } from "lucide-react";
import { Form } from "react-router";
import { controlProps, FieldError, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import type { BuyerRequest } from "#app/domain/leads/requests/buyer-requests.server";
import type { DashboardActionData } from "./action-data";
import { RequestButton, useBusy } from "./request-actions";

type Viewing = NonNullable<BuyerRequest["viewing"]>;

/**
 * A viewing in 'Mis solicitudes': the times asked for, the one agreed or proposed by the seller,
 * and the buyer's moves — accept the seller's time, propose another, cancel — as their link offers.
 */
export function RequestViewing({
  leadId,
  state,
  viewing,
  actionData,
}: {
  leadId: string;
  state: string;
  viewing: Viewing;
  actionData: DashboardActionData | undefined;
}) {
  const sellersTime = state === "rescheduled" ? viewing.scheduledTime : null;
  return (
    <div className="flex flex-col gap-4">
      {viewing.scheduledTime && state === "confirmed" ? (
        <p className="text-foreground">
          Visita acordada: <strong>{viewing.scheduledTime}</strong> (hora de Madrid)
        </p>
      ) : null}
      {sellersTime ? (
        <div className="flex flex-col gap-1 rounded-lg border border-accent/50 bg-accent/5 p-3">
          <h4 className="font-semibold text-foreground">El vendedor te propone</h4>
          <p className="text-foreground">{sellersTime} (hora de Madrid)</p>
        </div>
      ) : null}
      {state === "requested" || state === "rescheduled" ? (
        <div className="flex flex-col gap-1">
          <p className="text-muted-foreground text-sm">
            {viewing.proposedTimes.length === 1 ? "Hora que propusiste:" : "Horas que propusiste:"}
          </p>
          <ul className="list-inside list-disc text-foreground text-sm">
            {viewing.proposedTimes.map((time) => (
              <li key={time}>{time}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        {viewing.canAccept ? (
          <RequestButton
            leadId={leadId}
            intent="accept-seller-time"
            label="Aceptar esta hora"
            icon={CalendarCheck}
          />
        ) : null}
        {viewing.canCancel ? (
          <RequestButton
            leadId={leadId}
            intent="cancel-my-viewing"
            label="Cancelar la visita"
            icon={CalendarX}
            variant="outline"
          />
        ) : null}
      </div>
      {viewing.canPropose ? <ProposeTimeForm leadId={leadId} actionData={actionData} /> : null}
    </div>
  );
}

/** 'Proponer otra hora': a `datetime-local` in Madrid time; the server checks the window. */
function ProposeTimeForm({
  leadId,
  actionData,
}: {
  leadId: string;
  actionData: DashboardActionData | undefined;
}) {
  const busy = useBusy(leadId)("propose-other-time");
  const refused = actionData?.propose?.leadId === leadId ? actionData.propose : undefined;
  const slot = plainField({
    id: `otra-hora-${leadId}`,
    name: "slot",
    error: refused?.error,
    value: refused?.slot,
  });
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <input type="hidden" name="intent" value="propose-other-time" />
      <input type="hidden" name="leadId" value={leadId} />
      <Label htmlFor={slot.id}>Proponer otra hora (hora de Madrid)</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input {...controlProps(slot)} type="datetime-local" step={900} required className="sm:max-w-xs" />
        <Button type="submit" variant="outline" disabled={busy}>
          <PendingIcon pending={busy} icon={CalendarClock} />
          Proponer esta hora
        </Button>
      </div>
      <FieldError field={slot} announce />
    </Form>
  );
}
