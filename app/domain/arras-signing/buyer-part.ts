import { ArrasContractSchema } from "#app/domain/sale/arras.schema";
import { z } from "#app/lib/zod";

/**
 * The buyer's own part of the contract, filled in by the buyer on their signing page (the seller's
 * form only starts it from the deal): the same rules, word for word, as the seller's form.
 */
const shape = ArrasContractSchema.shape;
export const BuyerPartSchema = z.object({
  buyer1Name: shape.buyer1Name,
  buyer1Id: shape.buyer1Id,
  buyer1Domicile: shape.buyer1Domicile,
  buyer1MaritalStatus: shape.buyer1MaritalStatus,
});
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
