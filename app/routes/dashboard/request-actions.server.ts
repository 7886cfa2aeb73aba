import { type AppLoadContext, data } from "react-router";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import type { LeadKind } from "#app/domain/leads/log/kinds";
import { CounterOfferSchema, OFFER_MESSAGES, readOfferAmount } from "#app/domain/leads/offers/offer.schema";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import {
  acceptCounteroffer,
  counterCounteroffer,
  type OfferMoveOutcome,
  withdrawOffer,
} from "#app/domain/leads/offers/offers.server";
import { findOwnRequest } from "#app/domain/leads/requests/buyer-requests.server";
import { ProposeViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { proposeOtherTime } from "#app/domain/leads/viewings/viewing-proposals.server";
import type { ViewingAnswerOutcome } from "#app/domain/leads/viewings/viewing-record.server";
import { acceptViewingTime, cancelMyViewing } from "#app/domain/leads/viewings/viewings.server";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import { accountLocale } from "#app/domain/users/account-locale.server";
import type { Locale } from "#app/lib/i18n/locales";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { fallThroughIntent } from "../fall-through-action.server";
import { fieldError, type RequestNotices, requestNotices } from "./request-words.server";

/**
 * 'Mis solicitudes': the buyer's answers from their account. Each intent first finds
 * the lead among the account's own (findOwnRequest: sent signed in, or to its verified address) —
 * another buyer's, or another kind, is the same 404 — then calls the very domain function the
 * e-mailed link calls (`/solicitud/<token>`), so the states and e-mails are those of the link.
 * Every answer is in the account's language, as the tab is.
 */
const REQUESTS_PATH = dashboardHref("solicitudes");

type Toast = { title: string; description: string };
type Success = keyof RequestNotices;

const failure = (toast: Toast, status: number, extra: object = {}) =>
  data({ ...extra, toast: { ...toast, variant: "destructive" as const } }, { status });

const done = (context: AppLoadContext, toast: Toast) =>
  redirectWithToast(REQUESTS_PATH, { ...toast, variant: "success" }, undefined, {
    secret: context.env.AUTH_SECRET,
  });

/** The lead, if it is the account's own, and the words the answer is given in. */
async function ownLead({ context, user, formData }: ActionInput, kind: LeadKind) {
  const [lead, locale] = await Promise.all([
    findOwnRequest(context.db, user.id, String(formData.get("leadId") ?? ""), kind),
    accountLocale(context.db, user.id),
  ]);
  const notices = requestNotices(locale);
  if (!lead) throw data({ toast: { ...notices.notFound, variant: "destructive" } }, { status: 404 });
  return { lead, locale, notices };
}

function offerAnswer(
  context: AppLoadContext,
  notices: RequestNotices,
  outcome: OfferMoveOutcome,
  success: Success,
) {
  if (outcome.ok) return done(context, notices[success]);
  if (outcome.reason === "not_found") return failure(notices.notFound, 404);
  if (outcome.reason === "already_accepted") return failure(notices.alreadyAccepted, 409);
  return failure(notices.stale, 409);
}

const offerMove = (move: typeof withdrawOffer, success: Success) => async (input: ActionInput) => {
  const { lead, notices } = await ownLead(input, "offer");
  const { context } = input;
  const outcome = await move({ ...offerMail(context), db: context.db, leadId: lead.id });
  return offerAnswer(context, notices, outcome, success);
};

/** The amount as its reader types it; Spanish keeps the reading every Spanish offer has had. */
function typedAmount(
  locale: Locale,
  typed: FormDataEntryValue | null,
): { value: FormDataEntryValue | undefined; problem: string | null } {
  if (locale === "es" || typeof typed !== "string" || !typed.trim())
    return { value: typed ?? undefined, problem: null };
  const reading = readOfferAmount(locale, typed);
  return "euros" in reading
    ? { value: String(reading.euros), problem: null }
    : { value: undefined, problem: reading.problem };
}

/** 'Responder con otra oferta': the buyer's amount, checked as the seller's counteroffer is. */
export async function counterCounterofferIntent(input: ActionInput) {
  const { lead, locale, notices } = await ownLead(input, "offer");
  const { context, formData } = input;
  const typed = formData.get("amount");
  const amount = typedAmount(locale, typed);
  const parsed = CounterOfferSchema.safeParse({ leadId: lead.id, counterAmount: amount.value });
  if (amount.problem || !parsed.success) {
    const problem = amount.problem ?? parsed.error?.issues[0]?.message ?? OFFER_MESSAGES.amountInvalid;
    return data(
      {
        intent: "counter-counteroffer",
        counter: {
          leadId: lead.id,
          error: fieldError(locale, problem),
          amount: typeof typed === "string" ? typed : "",
          message: "",
        },
      },
      { status: 400 },
    );
  }
  const outcome = await counterCounteroffer({
    ...offerMail(context),
    db: context.db,
    leadId: lead.id,
    amount: parsed.data.counterAmount,
  });
  return offerAnswer(context, notices, outcome, "counteredBack");
}

function viewingAnswer(
  context: AppLoadContext,
  notices: RequestNotices,
  outcome: ViewingAnswerOutcome | boolean,
  success: Success,
) {
  if (outcome === true || (typeof outcome === "object" && outcome.ok)) return done(context, notices[success]);
  if (typeof outcome === "object" && outcome.reason === "not_found") return failure(notices.notFound, 404);
  if (typeof outcome === "object" && outcome.reason === "limit") return failure(notices.limit, 409);
  return failure(notices.stale, 409);
}

/** 'Proponer otra hora': one time, in the window every viewing time obeys (viewing.schema). */
export async function proposeViewingTimeIntent(input: ActionInput) {
  const { lead, locale, notices } = await ownLead(input, "viewing");
  const { context, formData } = input;
  const parsed = ProposeViewingSchema.safeParse({ leadId: lead.id, slot: formData.get("slot") ?? undefined });
  if (!parsed.success) {
    const typed = formData.get("slot");
    return data(
      {
        intent: "propose-other-time",
        propose: {
          leadId: lead.id,
          error: fieldError(locale, parsed.error.issues[0]?.message ?? ""),
          slot: typeof typed === "string" ? typed : "",
        },
      },
      { status: 400 },
    );
  }
  const outcome = await proposeOtherTime(viewingDeps(context), {
    leadId: lead.id,
    startsAt: parsed.data.slot,
  });
  return viewingAnswer(context, notices, outcome, "viewingProposed");
}

export async function acceptViewingTimeIntent(input: ActionInput) {
  const { lead, notices } = await ownLead(input, "viewing");
  const accepted = await acceptViewingTime(viewingDeps(input.context), lead.id);
  return viewingAnswer(input.context, notices, accepted, "viewingAccepted");
}

export async function cancelViewingIntent(input: ActionInput) {
  const { lead, notices } = await ownLead(input, "viewing");
  const cancelled = await cancelMyViewing(viewingDeps(input.context), lead.id);
  return viewingAnswer(input.context, notices, cancelled, "viewingCancelled");
}

/** 'Mis solicitudes' (/dashboard/solicitudes): the buyer's own answers to the seller. */
export const REQUESTS_TAB_INTENTS = {
  "propose-other-time": proposeViewingTimeIntent,
  "accept-seller-time": acceptViewingTimeIntent,
  "cancel-my-viewing": cancelViewingIntent,
  "accept-counteroffer": offerMove(acceptCounteroffer, "counterAccepted"),
  "counter-counteroffer": counterCounterofferIntent,
  "withdraw-offer": offerMove(withdrawOffer, "withdrawn"),
  // The buyer's own deal falls through: the domain checks the deal is theirs, as for the seller.
  [FALL_THROUGH_INTENT]: fallThroughIntent(
    "buyer",
    () => REQUESTS_PATH,
    ({ context, user }) => accountLocale(context.db, user.id),
  ),
} as const;
