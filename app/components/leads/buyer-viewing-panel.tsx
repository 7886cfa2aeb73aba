import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { CalendarCheck, CalendarX, CircleCheck, Star } from "lucide-react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ChoiceGroup, choiceProps } from "#app/components/forms/field-shell";
import { TextareaField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import type { ViewingPanelWords } from "#app/components/leads/request-words";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { PendingIcon } from "#app/components/ui/spinner";
import { rateViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import type { BuyerViewingView } from "#app/domain/leads/viewings/viewing-views.server";

/** The buyer's viewing on their own page: its state, and cancel / accept the seller's time / rate it. */
export function BuyerViewingPanel({
  view,
  words,
  notice,
  lastResult,
}: {
  view: BuyerViewingView;
  words: ViewingPanelWords;
  notice: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <section
      aria-labelledby="solicitud-titulo"
      className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <Badge variant="outline" className="self-start">
          {words.stateLabel}
        </Badge>
        <h1 id="solicitud-titulo" className="text-2xl text-foreground sm:text-3xl">
          {words.title}
        </h1>
        <Link
          to={words.listingHref}
          className="self-start rounded font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {words.listing}
        </Link>
      </div>
      {notice ? (
        <p
          role="status"
          className="flex gap-3 rounded-lg border border-success/40 bg-success/5 p-4 text-foreground"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          {notice}
        </p>
      ) : null}
      {view.scheduledTime && (view.state === "confirmed" || view.state === "rescheduled") ? (
        <p className="text-foreground">
          {view.state === "rescheduled" ? words.proposed : words.date} <strong>{view.scheduledTime}</strong>{" "}
          {words.madrid}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-foreground">{words.yourTimes}</p>
          <ul className="list-inside list-disc text-foreground">
            {view.proposedTimes.map((time) => (
              <li key={time}>{time}</li>
            ))}
          </ul>
        </div>
      )}
      {view.canAccept || view.canCancel ? (
        <div className="flex flex-wrap gap-2">
          {view.canAccept ? (
            <Form method="post">
              <input type="hidden" name="intent" value="accept-viewing-time" />
              <Button type="submit" disabled={busy("accept-viewing-time")}>
                <PendingIcon pending={busy("accept-viewing-time")} icon={CalendarCheck} />
                {words.accept}
              </Button>
            </Form>
          ) : null}
          {view.canCancel ? (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel-viewing" />
              <Button type="submit" variant="outline" disabled={busy("cancel-viewing")}>
                <PendingIcon pending={busy("cancel-viewing")} icon={CalendarX} />
                {words.cancel}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {view.canRate ? <RatingForm words={words} lastResult={lastResult} busy={busy("rate-viewing")} /> : null}
      {words.rating !== null ? (
        <p className="flex items-center gap-2 text-foreground">
          <Star aria-hidden="true" className="size-4 text-accent" />
          {words.rating}
          {view.ratingComment ? ` · «${view.ratingComment}»` : ""}
        </p>
      ) : null}
    </section>
  );
}

function RatingForm({
  words,
  lastResult,
  busy,
}: {
  words: ViewingPanelWords;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  // The page's words: the browser's check refuses in the same language as the action's answer.
  const schema = useMemo(() => rateViewingSchema(words.rateErrors), [words.rateErrors]);
  const [form, fields] = useSchemaForm({
    id: "valorar-visita",
    schema,
    lastResult,
    shouldValidate: "onSubmit",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      <input type="hidden" name="intent" value="rate-viewing" />
      <ChoiceGroup
        field={fields.rating}
        legend={words.rateLegend}
        legendClassName="mb-1 font-semibold text-lg"
        hint={words.rateHint}
      >
        <div className="flex flex-wrap gap-3">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="flex items-center gap-1.5 text-foreground">
              <input
                type="radio"
                {...choiceProps(fields.rating)}
                value={value}
                defaultChecked={fields.rating.initialValue === String(value)}
                className="size-5 accent-[var(--color-primary)]"
              />
              {value}
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <TextareaField label={words.comment} field={fields.comment} rows={4} maxLength={1000} />
      <Button type="submit" disabled={busy} className="self-start">
        <PendingIcon pending={busy} icon={Star} />
        {words.rateSubmit}
      </Button>
    </Form>
  );
}
