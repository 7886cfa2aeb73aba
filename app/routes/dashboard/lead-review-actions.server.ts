import { data } from "react-router";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { markLeadAsSpam, releaseHeldLead } from "#app/domain/leads/lead-review.server";
import { MARK_LEAD_SPAM_INTENT, RELEASE_LEAD_INTENT } from "#app/domain/leads/review";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";

type Review = typeof releaseHeldLead;

/** One review answer on a lead of the acting owner's (the query checks whose), then back to its listing. */
async function review(
  { context, user, formData }: ActionInput,
  change: Review,
  done: { title: string; description: string },
) {
  const changed = await change({
    db: context.db,
    actor: user,
    leadId: String(formData.get("leadId") ?? ""),
    secret: context.env.AUTH_SECRET,
  });
  if (!changed)
    return data(
      { toast: { ...DASHBOARD_MESSAGES.leadNotFound, variant: "destructive" as const } },
      { status: 404 },
    );
  return redirectWithToast(leadLogHref(changed.propertyId), { ...done, variant: "success" }, undefined, {
    secret: context.env.AUTH_SECRET,
  });
}

/** 'Pendientes de revisión' and the opened lead: 'Aprobar' and 'Marcar como spam'. */
export const LEAD_REVIEW_INTENTS = {
  [RELEASE_LEAD_INTENT]: (input: ActionInput) =>
    review(input, releaseHeldLead, DASHBOARD_MESSAGES.leadReleased),
  [MARK_LEAD_SPAM_INTENT]: (input: ActionInput) =>
    review(input, markLeadAsSpam, DASHBOARD_MESSAGES.leadMarkedSpam),
} as const;
