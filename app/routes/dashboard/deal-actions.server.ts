import { data } from "react-router";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { DEAL_TEXTS, ReleaseDealSchema } from "#app/domain/leads/deals/offer-deal";
import { releaseDeal } from "#app/domain/leads/deals/offer-deal.server";
import { offerMail } from "#app/domain/leads/offers/offer-mail.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "../action-input";

const typed = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * 'Liberar la reserva' in 'Compradores': the listing's owner ends its agreed deal with a reason
 * (offer-deal.server.ts releaseDeal checks the owner in the query). A mistake comes back to the
 * same card with what was typed.
 */
export async function releaseDealIntent({ context, user, formData }: ActionInput) {
  const parsed = ReleaseDealSchema.safeParse({
    propertyId: typed(formData, "propertyId"),
    leadId: typed(formData, "leadId"),
    reason: typed(formData, "reason"),
  });
  const back = (error: string, status: number) =>
    data(
      {
        intent: "release-deal",
        release: { leadId: typed(formData, "leadId"), error, reason: typed(formData, "reason") },
      },
      { status },
    );
  if (!parsed.success) return back(parsed.error.issues[0]?.message ?? DEAL_TEXTS.noActiveDeal, 400);
  const outcome = await releaseDeal({
    db: context.db,
    mail: offerMail(context),
    actor: user,
    propertyId: parsed.data.propertyId,
    reason: parsed.data.reason,
  });
  // Someone else's listing, or no deal holding: the same 404 (no hint that it exists).
  if (!outcome.ok)
    return outcome.reason === "arras_signed"
      ? back(DEAL_TEXTS.releaseArrasSigned, 409)
      : back(DEAL_TEXTS.noActiveDeal, 404);
  return redirectWithToast(
    leadLogHref(parsed.data.propertyId, parsed.data.leadId),
    { title: "Reserva liberada", description: DEAL_TEXTS.released, variant: "success" },
    undefined,
    { secret: context.env.AUTH_SECRET },
  );
}

export const DEAL_DASHBOARD_INTENTS = { "release-deal": releaseDealIntent };
