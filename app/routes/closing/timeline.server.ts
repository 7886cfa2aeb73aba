import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { fallThroughViewIn } from "#app/components/deals/fall-through-words.server";
import { isClosingIntent, parseClosingForm } from "#app/domain/closing/action-forms";
import { assertMayAct, formatDay, recordClosingChange } from "#app/domain/closing/actions.server";
import { eventsOfDeal, timelineInputOf } from "#app/domain/closing/room-data.server";
import { closingTimeline, nextStepFor, stepsOnRecord } from "#app/domain/closing/timeline";
import { isDomainError } from "#app/domain/errors";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import { dealFallThroughView } from "#app/domain/sale/fall-through-facts.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { emailBrand } from "#app/emails/brand.server";
import { eventSentenceIn } from "#app/emails/closing-words";
import { failureStatus } from "#app/http/http-errors.server";
import { madridDay } from "#app/lib/calendar";
import { formatDayIn } from "#app/lib/i18n/format-date";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import { redirectWithToast } from "#app/lib/toast.server";
import { pathTo, ROUTES } from "#app/urls";
import { fallThroughIntent } from "../fall-through-action.server";
import { closingFieldWords, closingRefusalIn } from "./field-words.server";
import { requireClosingRoom, roomLocale } from "./room-access.server";
import { stepsIn } from "./timeline-words.server";

type Context = AppLoadContext;

/** The timeline, what is the viewer's to do next, and the history, for the room's index page. */
export async function loadTimeline(context: Context, user: SessionUser, dealId: string) {
  const room = await requireClosingRoom(context, user, dealId);
  const events = await eventsOfDeal(context.db, room.deal.id);
  const input = await timelineInputOf(context.db, room, events);
  const locale = await roomLocale(context, room);
  const steps = stepsIn(locale, closingTimeline(input), input);
  const view = await dealFallThroughView(context.db, room.deal.id);
  const fallThrough = view && fallThroughViewIn(locale, view);
  return {
    locale,
    party: room.party,
    readOnly: room.readOnly,
    financing: room.deal.financing,
    today: madridDay(new Date()),
    // An ended deal has no step left for anyone: only its steps done stay, as its record.
    steps: stepsOnRecord(steps, room.readOnly),
    next: room.party === "staff" || room.readOnly ? null : nextStepFor(steps, room.party),
    notary: input.state.notary,
    /** The signed contract, for both parties to read again: the señal and the deed's date rest on it. */
    arras: input.arras?.signedOn
      ? {
          signedOn:
            locale === "es" ? formatDay(input.arras.signedOn) : formatDayIn(locale, input.arras.signedOn),
          href: pathTo(ROUTES.closingArrasPdf, { dealId: room.deal.id }),
        }
      : null,
    deedSignedOn: input.state.deedSignedOn,
    /** While the deal holds, the reasons the contract allows; once it fell through, how it ended. */
    fallThrough,
    history: events
      .map((event) => ({
        at: event.createdAt.toISOString(),
        text: eventSentenceIn(locale, event),
      }))
      .reverse(),
  };
}

/** What each change says back, written out so a reader (and the catalogue test) finds every key. */
const SUCCESS: Record<string, MessageKey> = {
  "mark-deposit": "closing.room.toast.mark-deposit",
  "record-mortgage": "closing.room.toast.record-mortgage",
  "choose-notary": "closing.room.toast.choose-notary",
  "change-appointment": "closing.room.toast.change-appointment",
  "confirm-deed": "closing.room.toast.confirm-deed",
  "hand-keys": "closing.room.toast.hand-keys",
};

/** One POST of the room: parse, check the party and the state, record, tell the other party. */
export async function closingAction(context: Context, request: Request, user: SessionUser, dealId: string) {
  const room = await requireClosingRoom(context, user, dealId);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  // Either party may end the deal from here; the party is the room's, never the form's.
  if (intent === FALL_THROUGH_INTENT && room.party !== "staff" && !room.readOnly)
    return fallThroughIntent(
      room.party,
      () => pathTo(ROUTES.closingRoom, { dealId: room.deal.id }),
      () => roomLocale(context, room),
    )({
      context,
      request,
      formData,
      user,
    });
  if (!isClosingIntent(intent)) throw data("Acción desconocida", { status: 400 });
  try {
    assertMayAct(room, intent);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw data(error.message, { status: failureStatus(error) });
  }
  const now = new Date();
  const locale = await roomLocale(context, room);
  const parsed = parseClosingForm(intent, formData, now, madridDay(now), closingFieldWords(locale));
  if (!parsed.ok)
    return data({ intent, errors: parsed.errors, values: parsed.values, message: null }, { status: 400 });
  try {
    await recordClosingChange(
      { db: context.db, mailer: context.mailer, brand: emailBrand(context.env) },
      { room, userId: user.id, intent, payload: parsed.payload },
    );
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const values = Object.fromEntries([...formData].map(([k, v]) => [k, String(v)]));
    const message = closingRefusalIn(locale, error);
    return data({ intent, errors: {}, values, message }, { status: failureStatus(error) });
  }
  const t = translator(locale);
  const success = SUCCESS[intent];
  return redirectWithToast(
    pathTo(ROUTES.closingRoom, { dealId: room.deal.id }),
    {
      title: success ? t(success) : t("closing.room.toast.done"),
      description: t("closing.room.toast.told"),
      variant: "success",
    },
    undefined,
    { secret: context.env.AUTH_SECRET },
  );
}
