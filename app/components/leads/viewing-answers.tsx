import { CalendarCheck, CalendarClock, CalendarX, Star } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { MachineTranslation } from "#app/components/dashboard/machine-translation";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { PendingIcon } from "#app/components/ui/spinner";
import type { LeadViewing } from "#app/domain/leads/log/lead-log.server";
import { MAX_TIME_PROPOSALS } from "#app/domain/leads/viewings/viewing-slots";

/**
 * A viewing in 'Compradores': the times in question and the seller's answers — 'Confirmar visita'
 * (one of the buyer's times), 'Proponer otra hora', 'Rechazar', and 'Cancelar visita' once
 * confirmed — plus the buyer's rating after the visit, its comment in the language the buyer wrote
 * it in (`commentLang`) with the adapter's Spanish under it. Plain POST forms; `canAnswer` is false
 * for staff, who only read (the server refuses them anyway).
 */
export function ViewingAnswers({
  leadId,
  state,
  viewing,
  commentLang,
  canAnswer,
}: {
  leadId: string;
  state: string;
  viewing: LeadViewing;
  commentLang: string;
  canAnswer: boolean;
}) {
  const awaitsSeller = state === "requested";
  const proposedBySeller = state === "rescheduled";
  return (
    <div className="flex flex-col gap-3" data-testid="viewing">
      {viewing.scheduled && (state === "confirmed" || proposedBySeller) ? (
        <p className="text-foreground">
          {proposedBySeller ? "Has propuesto: " : viewing.isPast ? "Visitó la vivienda el " : "Visita el "}
          <strong>{viewing.scheduled.label}</strong> (hora de Madrid)
          {proposedBySeller ? ". Esperando respuesta del comprador." : "."}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-foreground">Fechas propuestas (hora de Madrid):</p>
          <ul className="list-inside list-disc text-foreground">
            {viewing.proposedSlots.map((slot) => (
              <li key={slot.value}>{slot.label}</li>
            ))}
          </ul>
        </div>
      )}
      {viewing.rating !== null ? (
        <div className="rounded-lg border border-border bg-muted/40 p-3" data-testid="viewing-rating">
          <p className="flex items-center gap-2 font-medium text-foreground">
            <Star aria-hidden="true" className="size-4 text-accent" />
            Valoración del comprador: {viewing.rating} de 5
          </p>
          {viewing.ratingComment ? (
            // Only another language than Spanish is marked. A long compound (German) breaks inside
            // the box on a phone instead of running past its edge.
            <p
              lang={commentLang === "es" ? undefined : commentLang}
              className="mt-1 whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]"
            >
              {viewing.ratingComment}
            </p>
          ) : null}
          {viewing.ratingCommentTranslation ? (
            <div className="mt-2">
              <MachineTranslation text={viewing.ratingCommentTranslation} />
            </div>
          ) : null}
        </div>
      ) : null}
      {canAnswer && awaitsSeller ? <ConfirmForm leadId={leadId} viewing={viewing} /> : null}
      {canAnswer && (awaitsSeller || proposedBySeller) ? (
        viewing.canProposeTime ? (
          <ProposeForm leadId={leadId} />
        ) : (
          <p className="text-muted-foreground text-sm">
            Ya has propuesto otra hora {MAX_TIME_PROPOSALS} veces para esta visita.
          </p>
        )
      ) : null}
      {canAnswer ? (
        <div className="flex flex-wrap gap-2">
          {awaitsSeller || proposedBySeller ? (
            <ViewingButton leadId={leadId} intent="reject-viewing" icon={CalendarX}>
              Rechazar
            </ViewingButton>
          ) : null}
          {state === "confirmed" && !viewing.isPast ? (
            <ViewingButton leadId={leadId} intent="cancel-viewing" icon={CalendarX}>
              Cancelar visita
            </ViewingButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function useBusy(intent: string, leadId: string) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("leadId") === leadId
  );
}

function ConfirmForm({ leadId, viewing }: { leadId: string; viewing: LeadViewing }) {
  const busy = useBusy("confirm-viewing", leadId);
  const first = viewing.proposedSlots[0]?.value;
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <input type="hidden" name="intent" value="confirm-viewing" />
      <input type="hidden" name="leadId" value={leadId} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-foreground">Elige la hora de la visita</legend>
        {viewing.proposedSlots.map((slot) => (
          <label key={slot.value} className="flex items-center gap-2 text-foreground text-sm">
            <input
              type="radio"
              name="slot"
              value={slot.value}
              defaultChecked={slot.value === first}
              className="size-4 accent-[var(--color-primary)]"
            />
            {slot.label}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="sm" disabled={busy} className="self-start">
        <PendingIcon pending={busy} icon={CalendarCheck} />
        Confirmar visita
      </Button>
    </Form>
  );
}

function ProposeForm({ leadId }: { leadId: string }) {
  const busy = useBusy("propose-viewing-time", leadId);
  const inputId = `proponer-${leadId}`;
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-end"
    >
      <input type="hidden" name="intent" value="propose-viewing-time" />
      <input type="hidden" name="leadId" value={leadId} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>Otra fecha y hora (hora de Madrid)</Label>
        <Input id={inputId} name="slot" type="datetime-local" step={900} required />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={busy} className="self-start sm:self-end">
        <PendingIcon pending={busy} icon={CalendarClock} />
        Proponer otra hora
      </Button>
    </Form>
  );
}

function ViewingButton({
  leadId,
  intent,
  icon,
  children,
}: {
  leadId: string;
  intent: "reject-viewing" | "cancel-viewing";
  icon: typeof CalendarX;
  children: string;
}) {
  const busy = useBusy(intent, leadId);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="leadId" value={leadId} />
      <Button type="submit" size="sm" variant="ghost" disabled={busy}>
        <PendingIcon pending={busy} icon={icon} />
        {children}
      </Button>
    </Form>
  );
}
