import {
  AppointmentForm,
  type ClosingActionData,
  DeedForm,
  DepositForm,
  KeysForm,
  MortgageForm,
  NotaryForm,
} from "#app/components/closing/closing-forms";
import { RoomSection } from "#app/components/closing/room-section";
import { appointmentText, TimelineList } from "#app/components/closing/timeline-list";
import { EndedDealNotice } from "#app/components/deals/ended-deal-notice";
import { type FallThroughActionData, FallThroughForm } from "#app/components/deals/fall-through-form";
import { useActionToast } from "#app/components/process/use-action-toast";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import { requireUser } from "#app/http/session.server";
import { formatAppointmentIn } from "#app/lib/i18n/format-date";
import { translator } from "#app/lib/i18n/translate";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import type { Route } from "./+types/timeline";
import { closingAction, loadTimeline } from "./timeline.server";

export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** '/cierre/<deal>': the timeline of the closing room, the viewer's next step and the history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { dealId: params.dealId, ...(await loadTimeline(context, user, params.dealId)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return closingAction(context, request, user, params.dealId);
}

function PartyForms({
  data,
  action,
}: {
  data: Route.ComponentProps["loaderData"];
  action: ClosingActionData;
}) {
  const { party, steps, notary, deedSignedOn, today, financing, locale } = data;
  const open = (key: string) => steps.find((step) => step.key === key)?.status === "todo";
  const props = { action, today, locale };
  if (party === "seller")
    return (
      <>
        {open("senal") ? <DepositForm {...props} /> : null}
        {notary && !deedSignedOn ? <AppointmentForm {...props} /> : null}
        {deedSignedOn && open("llaves") ? <KeysForm {...props} /> : null}
      </>
    );
  if (party === "buyer")
    return (
      <>
        {financing === "mortgage" && !deedSignedOn ? <MortgageForm {...props} /> : null}
        {!notary && !deedSignedOn ? <NotaryForm {...props} /> : null}
        {notary && !deedSignedOn ? <AppointmentForm {...props} /> : null}
        {!deedSignedOn ? <DeedForm {...props} /> : null}
      </>
    );
  return null;
}

export default function ClosingTimeline({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData as never);
  const { dealId, steps, next, notary, arras, history, readOnly, party, fallThrough, locale } = loaderData;
  const t = translator(locale);
  const appointment =
    locale === "es"
      ? (at: string) => `Cita el ${appointmentText(at)}`
      : (at: string) => t("closing.room.appointment", { when: formatAppointmentIn(locale, at) });
  return (
    <div className="flex flex-col gap-8">
      {next ? (
        <section aria-labelledby="next-step" className="rounded-md border-2 border-primary p-4">
          <h2 id="next-step" className="font-medium text-lg">
            {t("closing.room.next")}
          </h2>
          <p>{next.title}</p>
        </section>
      ) : null}
      {notary ? (
        <RoomSection id="notary" title={t("closing.room.notary")}>
          <p>
            {notary.name} · {notary.address}
          </p>
          <p>{appointment(notary.at)}</p>
        </RoomSection>
      ) : null}
      {arras ? (
        <RoomSection id="arras" title={t("closing.room.arras")}>
          <p>
            {t("closing.room.arrasSigned", { day: arras.signedOn })}{" "}
            <a className="underline underline-offset-4" href={arras.href} download>
              {t("closing.room.arrasDownload")}
            </a>
          </p>
        </RoomSection>
      ) : null}
      <section aria-labelledby="timeline" className="flex flex-col gap-3">
        <h2 id="timeline" className="font-medium text-lg">
          {t("closing.room.calendar")}
        </h2>
        <TimelineList steps={steps} dealId={dealId} locale={locale} />
      </section>
      {!readOnly && party !== "staff" ? (
        <section aria-labelledby="actions" className="flex flex-col gap-3">
          <h2 id="actions" className="font-medium text-lg">
            {t("closing.room.actions")}
          </h2>
          <PartyForms data={loaderData} action={(actionData as ClosingActionData) ?? null} />
        </section>
      ) : null}
      {/* An ended deal with nothing recorded has no history to tell: its notice says how it ended. */}
      {history.length === 0 && readOnly ? null : (
        <section aria-labelledby="history" className="flex flex-col gap-2">
          <h2 id="history" className="font-medium text-lg">
            {t("closing.room.history")}
          </h2>
          {history.length === 0 ? (
            <p className="text-muted-foreground">{t("closing.room.noHistory")}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {history.map((entry) => (
                <li key={`${entry.at}-${entry.text}`} className="text-sm">
                  {entry.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {fallThrough?.ended ? (
        <EndedDealNotice
          ended={fallThrough.ended}
          reader={party === "buyer" ? "buyer" : "seller"}
          words={fallThrough.endedWords}
        />
      ) : fallThrough?.choices && !readOnly && party !== "staff" ? (
        <section aria-labelledby="fall-through" className="flex flex-col gap-2">
          <h2 id="fall-through" className="font-medium text-lg">
            {t("closing.room.fallThrough")}
          </h2>
          <FallThroughForm
            dealId={dealId}
            intent={FALL_THROUGH_INTENT}
            reasons={fallThrough.choices.reasons}
            actionData={actionData as FallThroughActionData | undefined}
            words={fallThrough.formWords}
          />
        </section>
      ) : null}
    </div>
  );
}
