import { type AppLoadContext, data } from "react-router";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import type { LeadKind } from "#app/domain/leads/log/kinds";
import { CounterOfferSchema, OFFER_MESSAGES } from "#app/domain/leads/offers/offer.schema";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import {
  acceptCounteroffer,
  counterCounteroffer,
  type OfferMoveOutcome,
  withdrawOffer,
} from "#app/domain/leads/offers/offers.server";
import { BUYER_REQUEST_MESSAGES } from "#app/domain/leads/requests/buyer-request-labels";
import { findOwnRequest } from "#app/domain/leads/requests/buyer-requests.server";
import { ProposeViewingSchema } from "#app/domain/leads/viewings/viewing.schema";
import { viewingDeps } from "#app/domain/leads/viewings/viewing-deps.server";
import { proposeOtherTime } from "#app/domain/leads/viewings/viewing-proposals.server";
import type { ViewingAnswerOutcome } from "#app/domain/leads/viewings/viewing-record.server";
import { acceptViewingTime, cancelMyViewing } from "#app/domain/leads/viewings/viewings.server";
import { FALL_THROUGH_INTENT } from "#app/domain/sale/fall-through.schema";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";
import { fallThroughIntent } from "../fall-through-action.server";

/**
 * 'Mis solicitudes': the buyer's answers from their account. Each intent first finds
 * the lead among the account's own (findOwnRequest: sent signed in, or to its verified address) —
 * another buyer's, or another kind, is the same 404 — then calls the very domain function the
 * e-mailed link calls (`/solicitud/<token>`), so the states and e-mails are those of the link.
 */
const REQUESTS_PATH = dashboardHref("solicitudes");

type Toast = { title: string; description: string };

const failure = (toast: Toast, status: number, extra: object = {}) =>
  data({ ...extra, toast: { ...toast, variant: "destructive" as const } }, { status });

const done = (context: AppLoadContext, toast: Toast) =>
  redirectWithToast(REQUESTS_PATH, { ...toast, variant: "success" }, undefined, {
    secret: context.env.AUTH_SECRET,
  });

async function ownLead({ context, user, formData }: ActionInput, kind: LeadKind) {
  const lead = await findOwnRequest(context.db, user.id, String(formData.get("leadId") ?? ""), kind);
  if (!lead)
    throw data({ toast: { ...BUYER_REQUEST_MESSAGES.notFound, variant: "destructive" } }, { status: 404 });
  return lead;
}

function offerAnswer(context: AppLoadContext, outcome: OfferMoveOutcome, success: Toast) {
  if (outcome.ok) return done(context, success);
  if (outcome.reason === "not_found") return failure(BUYER_REQUEST_MESSAGES.notFound, 404);
  if (outcome.reason === "already_accepted") return failure(BUYER_REQUEST_MESSAGES.alreadyAccepted, 409);
  return failure(BUYER_REQUEST_MESSAGES.stale, 409);
}

const offerMove = (move: typeof withdrawOffer, success: Toast) => async (input: ActionInput) => {
  const lead = await ownLead(input, "offer");
  const { context } = input;
  const outcome = await move({ ...offerMail(context), db: context.db, leadId: lead.id });
  return offerAnswer(context, outcome, success);
};

/** 'Responder con otra oferta': the buyer's amount, checked as the seller's counteroffer is. */
export async function counterCounterofferIntent(input: ActionInput) {
  const lead = await ownLead(input, "offer");
  const { context, formData } = input;
  const parsed = CounterOfferSchema.safeParse({
    leadId: lead.id,
    counterAmount: formData.get("amount") ?? undefined,
  });
  if (!parsed.success) {
    const typed = formData.get("amount");
    return data(
      {
        intent: "counter-counteroffer",
        counter: {
          leadId: lead.id,
          error: parsed.error.issues[0]?.message ?? OFFER_MESSAGES.amountInvalid,
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
  return offerAnswer(context, outcome, BUYER_REQUEST_MESSAGES.counteredBack);
}

function viewingAnswer(context: AppLoadContext, outcome: ViewingAnswerOutcome | boolean, success: Toast) {
  if (outcome === true || (typeof outcome === "object" && outcome.ok)) return done(context, success);
  if (typeof outcome === "object" && outcome.reason === "not_found")
    return failure(BUYER_REQUEST_MESSAGES.notFound, 404);
  if (typeof outcome === "object" && outcome.reason === "limit")
    return failure(BUYER_REQUEST_MESSAGES.limit, 409);
  return failure(BUYER_REQUEST_MESSAGES.stale, 409);
}

/** 'Proponer otra hora': one time, in the window every viewing time obeys (viewing.schema). */
export async function proposeViewingTimeIntent(input: ActionInput) {
  const lead = await ownLead(input, "viewing");
  const { context, formData } = input;
  const parsed = ProposeViewingSchema.safeParse({ leadId: lead.id, slot: formData.get("slot") ?? undefined });
  if (!parsed.success) {
    const typed = formData.get("slot");
    return data(
      {
        intent: "propose-other-time",
        propose: {
          leadId: lead.id,
          error: parsed.error.issues[0]?.message ?? "",
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
  return viewingAnswer(context, outcome, BUYER_REQUEST_MESSAGES.viewingProposed);
}

export async function acceptViewingTimeIntent(input: ActionInput) {
  const lead = await ownLead(input, "viewing");
  const accepted = await acceptViewingTime(viewingDeps(input.context), lead.id);
  return viewingAnswer(input.context, accepted, BUYER_REQUEST_MESSAGES.viewingAccepted);
}

export async function cancelViewingIntent(input: ActionInput) {
  const lead = await ownLead(input, "viewing");
  const cancelled = await cancelMyViewing(viewingDeps(input.context), lead.id);
  return viewingAnswer(input.context, cancelled, BUYER_REQUEST_MESSAGES.viewingCancelled);
}

/** 'Mis solicitudes' (/dashboard/solicitudes): the buyer's own answers to the seller. */
export const REQUESTS_TAB_INTENTS = {
  "propose-other-time": proposeViewingTimeIntent,
  "accept-seller-time": acceptViewingTimeIntent,
  "cancel-my-viewing": cancelViewingIntent,
  "accept-counteroffer": offerMove(acceptCounteroffer, BUYER_REQUEST_MESSAGES.counterAccepted),
  "counter-counteroffer": counterCounterofferIntent,
  "withdraw-offer": offerMove(withdrawOffer, BUYER_REQUEST_MESSAGES.withdrawn),
  // The buyer's own deal falls through: the domain checks the deal is theirs, as for the seller.
  [FALL_THROUGH_INTENT]: fallThroughIntent("buyer", () => REQUESTS_PATH),
} as const;
