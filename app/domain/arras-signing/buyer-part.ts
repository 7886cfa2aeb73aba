import type { ArrasTerms } from "#app/domain/sale/arras";
import { BUYER_PART_RULES } from "#app/domain/sale/arras.schema";
import { z } from "#app/lib/zod";

/**
 * The buyer's own part of the contract, filled in by the buyer on their signing page (the seller's
 * form may start it; only the name, from the deal, is required there). A version is signed only once
 * that part is complete: nobody signs a contract with a blank where a party's DNI goes.
 */
export const BuyerPartSchema = z.object(BUYER_PART_RULES);
export type BuyerPart = z.infer<typeof BuyerPartSchema>;
export const BUYER_PART_FIELDS = Object.keys(BuyerPartSchema.shape) as Array<keyof BuyerPart>;
export const SAVE_BUYER_PART_INTENT = "save-buyer-part";

/** What the buyer typed and its errors, by field, when the part is refused. */
export function readBuyerPart(
  formData: FormData,
):
  | { ok: true; part: BuyerPart }
  | { ok: false; values: Record<string, string>; errors: Record<string, string> } {
  const values = Object.fromEntries(
    BUYER_PART_FIELDS.map((name) => [name, String(formData.get(name) ?? "")]),
  );
  const parsed = BuyerPartSchema.safeParse(values);
  if (parsed.success) return { ok: true, part: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return { ok: false, values, errors };
}

/** Whether a version's terms name the buyer fully: only then may either party sign it. */
export const isBuyerPartComplete = (
  terms: Pick<ArrasTerms, "buyer1Id" | "buyer1Domicile" | "buyer1MaritalStatus">,
) => Boolean(terms.buyer1Id && terms.buyer1Domicile && terms.buyer1MaritalStatus);
