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
import type { RequestCardWords, RequestTexts } from "./space-words";

type Viewing = NonNullable<BuyerRequest["viewing"]>;

/**
 * A viewing in 'Mis solicitudes': the times asked for, the one agreed or proposed by the seller,
 * and the buyer's moves — accept the seller's time, propose another, cancel — as their link offers.
 */
export function RequestViewing({
  leadId,
  state,
  viewing,
  texts,
  words,
  actionData,
}: {
  leadId: string;
  state: string;
  viewing: Viewing;
  /** The times, written on Madrid's clock in the account's language. */
  texts: RequestTexts;
  words: RequestCardWords;
  actionData: DashboardActionData | undefined;
}) {
  const said = words.viewing;
  const sellersTime = state === "rescheduled" ? texts.scheduledTime : null;
  return (
    <div className="flex flex-col gap-4">
      {texts.scheduledTime && state === "confirmed" ? (
        <p className="text-foreground">
          {said.agreed} <strong>{texts.scheduledTime}</strong> {said.madrid}
        </p>
      ) : null}
      {sellersTime ? (
        <div className="flex flex-col gap-1 rounded-lg border border-accent/50 bg-accent/5 p-3">
          <h4 className="font-semibold text-foreground">{said.sellerProposes}</h4>
          <p className="text-foreground">
            {sellersTime} {said.madrid}
          </p>
        </div>
      ) : null}
      {state === "requested" || state === "rescheduled" ? (
        <div className="flex flex-col gap-1">
          <p className="text-muted-foreground text-sm">
            {texts.proposedTimes.length === 1 ? said.yourTime : said.yourTimes}
          </p>
          <ul className="list-inside list-disc text-foreground text-sm">
            {texts.proposedTimes.map((time) => (
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
            label={said.accept}
            icon={CalendarCheck}
          />
        ) : null}
        {viewing.canCancel ? (
          <RequestButton
            leadId={leadId}
            intent="cancel-my-viewing"
            label={said.cancel}
            icon={CalendarX}
            variant="outline"
          />
        ) : null}
      </div>
      {viewing.canPropose ? <ProposeTimeForm leadId={leadId} words={said} actionData={actionData} /> : null}
    </div>
  );
}

/** 'Proponer otra hora': a `datetime-local` in Madrid time; the server checks the window. */
function ProposeTimeForm({
  leadId,
  words,
  actionData,
}: {
  leadId: string;
  words: RequestCardWords["viewing"];
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
      <Label htmlFor={slot.id}>{words.proposeLabel}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input {...controlProps(slot)} type="datetime-local" step={900} required className="sm:max-w-xs" />
        <Button type="submit" variant="outline" disabled={busy}>
          <PendingIcon pending={busy} icon={CalendarClock} />
          {words.proposeSubmit}
        </Button>
      </div>
      <FieldError field={slot} announce />
    </Form>
  );
}
