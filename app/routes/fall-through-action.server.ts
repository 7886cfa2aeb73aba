import { data } from "react-router";
import { fallThroughAnswerWords } from "#app/components/deals/fall-through-words.server";
import type { DealParty } from "#app/db/schema/deals";
import { fallThroughSchema } from "#app/domain/sale/fall-through.schema";
import { previewFallThrough, recordFallThrough } from "#app/domain/sale/fall-through.server";
import { FALL_THROUGH_REASON_LABELS } from "#app/domain/sale/fallen-through";
import { emailBrand } from "#app/emails/brand.server";
import type { Locale } from "#app/lib/i18n/locales";
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
 * Every answer is in `localeOf`'s language, the page's reader's (Spanish unless told).
 */
export function fallThroughIntent(
  party: DealParty,
  doneHref: (propertyId: string) => string,
  localeOf: (input: ActionInput) => Promise<Locale> = async () => "es",
) {
  return async (input: ActionInput) => {
    const { context, user, formData } = input;
    const words = fallThroughAnswerWords(await localeOf(input));
    const kept = {
      dealId: typed(formData, "dealId"),
      reason: typed(formData, "reason"),
      note: typed(formData, "note"),
    };
    const back = (error: string, status: number, errorField: "note" | "reason" = "reason") =>
      data({ intent: "record-fall-through", fallThrough: { ...kept, error, errorField } }, { status });
    const parsed = fallThroughSchema(words.refusals).safeParse({
      ...kept,
      confirmed: formData.get("confirmed") ?? undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return back(
        issue?.message ?? words.refusals.notFound,
        400,
        issue?.path[0] === "note" ? "note" : "reason",
      );
    }
    const { dealId, reason, note, confirmed } = parsed.data;
    if (!confirmed) {
      const preview = await previewFallThrough(context.db, { actor: user, dealId, party, reason });
      if (!preview) return back(words.refusals.notFound, 404);
      if (!preview.reasons.includes(reason)) return back(words.reasonUnavailable, 400);
      const confirm = {
        reasonLine: words.reasonLine(reason, FALL_THROUGH_REASON_LABELS[reason]),
        statement: words.fate(preview.senal, preview.fate.statement),
      };
      return data({ intent: "record-fall-through", fallThrough: { ...kept, confirm } });
    }
    const outcome = await recordFallThrough(
      { db: context.db, brand: emailBrand(context.env), mailer: context.mailer },
      { actor: user, dealId, party, reason, note },
    );
    if (!outcome.ok)
      return outcome.reason === "not_found"
        ? back(words.refusals.notFound, 404)
        : back(words.reasonUnavailable, 400);
    return redirectWithToast(
      doneHref(outcome.propertyId),
      {
        title: words.recordedTitle,
        description: `${words.recorded} ${words.fate(outcome.senal, outcome.fate.statement)}`,
        variant: "success",
      },
      undefined,
      { secret: context.env.AUTH_SECRET },
    );
  };
}
