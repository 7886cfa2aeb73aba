import { data } from "react-router";
import type { DealParty } from "#app/db/schema/deals";
import { FALL_THROUGH_TEXTS, FallThroughSchema } from "#app/domain/sale/fall-through.schema";
import { previewFallThrough, recordFallThrough } from "#app/domain/sale/fall-through.server";
import { FALL_THROUGH_REASON_LABELS } from "#app/domain/sale/fallen-through";
import { emailBrand } from "#app/emails/brand.server";
import { redirectWithToast } from "#app/lib/toast.server";
import type { SignedInActionInput as ActionInput } from "./action-input";

const typed = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * 'La venta no sigue adelante' for `party` (the page decides it, never the form): a first POST
 * answers with the señal's fate to confirm; the confirmed one records it and goes to `doneHref`.
 * Someone who is not that party of a deal that holds gets the same 404 as a deal that does not exist.
 */
export function fallThroughIntent(party: DealParty, doneHref: (propertyId: string) => string) {
  return async ({ context, user, formData }: ActionInput) => {
    const kept = {
      dealId: typed(formData, "dealId"),
      reason: typed(formData, "reason"),
      note: typed(formData, "note"),
    };
    const back = (error: string, status: number) =>
      data({ intent: "record-fall-through", fallThrough: { ...kept, error } }, { status });
    const parsed = FallThroughSchema.safeParse({
      ...kept,
      confirmed: formData.get("confirmed") ?? undefined,
    });
    if (!parsed.success) return back(parsed.error.issues[0]?.message ?? FALL_THROUGH_TEXTS.notFound, 400);
    const { dealId, reason, note, confirmed } = parsed.data;
    if (!confirmed) {
      const preview = await previewFallThrough(context.db, { actor: user, dealId, party, reason });
      if (!preview) return back(FALL_THROUGH_TEXTS.notFound, 404);
      if (!preview.reasons.includes(reason)) return back(FALL_THROUGH_TEXTS.reasonUnavailable, 400);
      const confirm = { reasonLabel: FALL_THROUGH_REASON_LABELS[reason], statement: preview.fate.statement };
      return data({ intent: "record-fall-through", fallThrough: { ...kept, confirm } });
    }
    const outcome = await recordFallThrough(
      { db: context.db, brand: emailBrand(context.env), mailer: context.mailer },
      { actor: user, dealId, party, reason, note },
    );
    if (!outcome.ok)
      return outcome.reason === "not_found"
        ? back(FALL_THROUGH_TEXTS.notFound, 404)
        : back(FALL_THROUGH_TEXTS.reasonUnavailable, 400);
    return redirectWithToast(
      doneHref(outcome.propertyId),
      {
        title: FALL_THROUGH_TEXTS.recordedTitle,
        description: `${FALL_THROUGH_TEXTS.recorded} ${outcome.fate.statement}`,
        variant: "success",
      },
      undefined,
      { secret: context.env.AUTH_SECRET },
    );
  };
}
