import { data } from "react-router";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { markHeldSenderAsSpam, releaseHeldLeads } from "#app/domain/leads/review/held-lead-groups.server";
import { markLeadAsSpam, releaseHeldLead } from "#app/domain/leads/review/lead-review.server";
import {
  HELD_REVIEW_TOASTS,
  MARK_LEAD_SPAM_INTENT,
  MARK_SENDER_SPAM_INTENT,
  RELEASE_LEAD_INTENT,
  RELEASE_SELECTED_INTENT,
} from "#app/domain/leads/review/review";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";

type Review = typeof releaseHeldLead;

const notFound = (toast: { title: string; description: string } = DASHBOARD_MESSAGES.leadNotFound) =>
  data({ toast: { ...toast, variant: "destructive" as const } }, { status: 404 });

const backToListing = (
  { context }: ActionInput,
  propertyId: string | null,
  toast: { title: string; description: string },
) =>
  redirectWithToast(leadLogHref(propertyId), { ...toast, variant: "success" }, undefined, {
    secret: context.env.AUTH_SECRET,
  });

/** One review answer on a lead of the acting owner's (the query checks whose), then back to its listing. */
async function review(input: ActionInput, change: Review, done: { title: string; description: string }) {
  const changed = await change({
    db: input.context.db,
    actor: input.user,
    leadId: String(input.formData.get("leadId") ?? ""),
    secret: input.context.env.AUTH_SECRET,
  });
  if (!changed) return notFound();
  return backToListing(input, changed.propertyId, done);
}

/** 'Aprobar seleccionados': the ticked ids, of which only the actor's held contacts change (in the query). */
async function releaseSelected(input: ActionInput) {
  const released = await releaseHeldLeads({
    db: input.context.db,
    actor: input.user,
    leadIds: input.formData.getAll("leadId").map(String),
    secret: input.context.env.AUTH_SECRET,
  });
  if (!released) return notFound(HELD_REVIEW_TOASTS.noneSelected);
  return backToListing(input, released.propertyId, HELD_REVIEW_TOASTS.released(released.released));
}

/** 'Marcar todo como spam': the sender of the named held contact, on its listing, if it is the actor's. */
async function markSenderSpam(input: ActionInput) {
  const marked = await markHeldSenderAsSpam({
    db: input.context.db,
    actor: input.user,
    leadId: String(input.formData.get("leadId") ?? ""),
    secret: input.context.env.AUTH_SECRET,
  });
  if (!marked) return notFound();
  return backToListing(input, marked.propertyId, HELD_REVIEW_TOASTS.senderMarkedSpam(marked.marked));
}

/** 'Pendientes de revisión' and the opened lead: 'Aprobar' and 'Marcar como spam', one or by sender. */
export const LEAD_REVIEW_INTENTS = {
  [RELEASE_LEAD_INTENT]: (input: ActionInput) =>
    review(input, releaseHeldLead, DASHBOARD_MESSAGES.leadReleased),
  [MARK_LEAD_SPAM_INTENT]: (input: ActionInput) =>
    review(input, markLeadAsSpam, DASHBOARD_MESSAGES.leadMarkedSpam),
  [RELEASE_SELECTED_INTENT]: releaseSelected,
  [MARK_SENDER_SPAM_INTENT]: markSenderSpam,
} as const;
