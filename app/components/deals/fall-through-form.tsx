import { CircleSlash } from "lucide-react";
import { Form, useNavigation } from "react-router";
import {
  ChoiceGroup,
  choiceProps,
  controlProps,
  FieldShell,
  plainField,
} from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Textarea } from "#app/components/ui/input";
import { PendingIcon } from "#app/components/ui/spinner";
import { FALL_THROUGH_NOTE_MAX, FALL_THROUGH_TEXTS } from "#app/domain/sale/fall-through.schema";

/** What the form says around the reasons: Spanish is the domain's own words, untouched. */
export type FallThroughFormWords = Record<
  | "heading"
  | "hint"
  | "reasonLegend"
  | "noteLabel"
  | "next"
  | "confirmHeading"
  | "consequence"
  | "senalLabel"
  | "confirm"
  | "back",
  string
>;

/** What the action answers this form with: a refusal with what was typed, or the step asking to confirm. */
export type FallThroughActionData = {
  fallThrough?: {
    dealId: string;
    reason: string;
    note: string;
    error?: string;
    /** Which field the refusal is about: the note, or else the reason. */
    errorField?: "note" | "reason";
    /** The reason's line ('Motivo: ….') and the señal's fate, in the reader's words. */
    confirm?: { reasonLine: string; statement: string };
  };
};

/**
 * 'La venta no sigue adelante', for either party, wherever the deal shows (the seller's step, the
 * buyer's requests, the closing room). Two plain POSTs, so it works without JS: the first sends the
 * reason and comes back with what the contract says of the señal; only the second, confirmed,
 * records it. The party is never sent: the server knows it from the page and the signed-in user.
 */
export function FallThroughForm({
  dealId,
  intent,
  reasons,
  action,
  actionData,
  words: T = FALL_THROUGH_TEXTS,
}: {
  dealId: string;
  intent: string;
  reasons: { value: string; label: string }[];
  /** The route that records it, when not the page's own. */
  action?: string;
  actionData: FallThroughActionData | undefined;
  /** The buyer's language when not Spanish (the server words it); Spanish by default. */
  words?: FallThroughFormWords;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("dealId") === dealId;
  const answer = actionData?.fallThrough?.dealId === dealId ? actionData.fallThrough : undefined;
  const headingId = `venta-cae-${dealId}`;
  if (answer?.confirm)
    return (
      <Form
        method="post"
        action={action}
        preventScrollReset
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="dealId" value={dealId} />
        <input type="hidden" name="reason" value={answer.reason} />
        <input type="hidden" name="note" value={answer.note} />
        <input type="hidden" name="confirmed" value="yes" />
        <h3 id={headingId} className="font-semibold text-foreground text-lg" tabIndex={-1}>
          {T.confirmHeading}
        </h3>
        <p className="text-foreground">{answer.confirm.reasonLine}</p>
        <p className="text-foreground">{T.consequence}</p>
        <div role="note" className="rounded-md border border-border bg-background p-3">
          <p className="font-medium text-foreground">{T.senalLabel}</p>
          <p className="text-foreground" data-testid="senal-fate">
            {answer.confirm.statement}
          </p>
        </div>
        {/* A long answer (German) wraps inside its button on a phone instead of being cut off. */}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="submit"
            variant="destructive"
            disabled={busy}
            className="h-auto min-h-11 whitespace-normal py-2"
          >
            <PendingIcon pending={busy} icon={CircleSlash} />
            {T.confirm}
          </Button>
          <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2">
            <a href="?">{T.back}</a>
          </Button>
        </div>
      </Form>
    );
  const noteRefused = answer?.errorField === "note";
  const reason = plainField({
    id: `${headingId}-motivo`,
    name: "reason",
    error: noteRefused ? undefined : answer?.error,
  });
  const note = plainField({
    id: `${headingId}-nota`,
    name: "note",
    error: noteRefused ? answer?.error : undefined,
    value: answer?.note,
  });
  return (
    <Form
      method="post"
      action={action}
      preventScrollReset
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="dealId" value={dealId} />
      <h3 id={headingId} className="font-semibold text-foreground text-lg">
        {T.heading}
      </h3>
      <p className="text-muted-foreground text-sm">{T.hint}</p>
      <ChoiceGroup field={reason} legend={T.reasonLegend}>
        {reasons.map((choice) => (
          <div key={choice.value} className="flex min-h-11 items-center gap-3">
            <input
              {...choiceProps(reason)}
              id={`${reason.id}-${choice.value}`}
              type="radio"
              value={choice.value}
              required
              defaultChecked={answer?.reason === choice.value}
              className="size-5 accent-primary"
            />
            <label htmlFor={`${reason.id}-${choice.value}`}>{choice.label}</label>
          </div>
        ))}
      </ChoiceGroup>
      <FieldShell field={note} label={T.noteLabel}>
        <Textarea {...controlProps(note)} rows={2} maxLength={FALL_THROUGH_NOTE_MAX} />
      </FieldShell>
      <Button
        type="submit"
        variant="outline"
        disabled={busy}
        className="min-h-11 w-full sm:w-auto sm:self-start"
      >
        <PendingIcon pending={busy} icon={CircleSlash} />
        {T.next}
      </Button>
    </Form>
  );
}
