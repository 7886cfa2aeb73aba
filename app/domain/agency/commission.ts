import { commissionSplit } from "#app/domain/payments/pricing";
import { parseWholeNumber } from "#app/domain/sale/listing.schema";
import { singleLineText, z } from "#app/lib/zod";

export const COMMISSION_MODES = ["percentage", "fixed"] as const;
export type CommissionMode = (typeof COMMISSION_MODES)[number];

/** The agreed commission: a percentage in steps of 0.1, or a fixed amount in whole euros. */
export type Commission = { percentage: number; fixed: null } | { percentage: null; fixed: number };

export const COMMISSION_PERCENT_STEP = 0.1;
export const MAX_COMMISSION_PERCENT = 20;
export const MAX_COMMISSION_FIXED = 1_000_000;

export const COMMISSION_MESSAGES = {
  required: "Debes introducir la comisión pactada (en % o cantidad fija).",
  both: "Indica la comisión en % o en cantidad fija, no las dos.",
  percentage: `Escribe un porcentaje entre 0,1 y ${MAX_COMMISSION_PERCENT}, con un decimal como máximo (p. ej. 4,5).`,
  fixed: "Escribe la cantidad en euros, sin decimales (p. ej. 9000).",
} as const;

/** '4,5' or '4.5' → 4.5; null when it is not a percentage in steps of 0.1. */
export function parseCommissionPercentage(text: string): number | null {
  const cleaned = text.replace(/[\s%]/g, "").replace(",", ".");
  if (!/^\d+(\.\d)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (value < COMMISSION_PERCENT_STEP || value > MAX_COMMISSION_PERCENT) return null;
  return Math.round(value * 10) / 10;
}

export function parseCommissionFixed(text: string): number | null {
  const value = parseWholeNumber(text);
  return value !== null && value >= 1 && value <= MAX_COMMISSION_FIXED ? value : null;
}

/**
 * Entering one clears the other. The form does that as the user types; this is what the
 * browser shows after an edit of `changed` (the other field is emptied once this one has text).
 */
export function clearOtherCommission(
  values: { percentage: string; fixed: string },
  changed: CommissionMode,
): { percentage: string; fixed: string } {
  if (changed === "percentage")
    return { percentage: values.percentage, fixed: values.percentage ? "" : values.fixed };
  return { fixed: values.fixed, percentage: values.fixed ? "" : values.percentage };
}

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/** Exactly one of the two, each in its own format; the error goes to the field at fault. */
export const CommissionSchema = z
  .object({
    commissionPercentage: singleLineText().optional(),
    commissionFixed: singleLineText().optional(),
  })
  .transform((values, context): Commission => {
    const { commissionPercentage: percentage, commissionFixed: fixed } = values;
    if (blank(percentage) && blank(fixed)) {
      context.addIssue({
        code: "custom",
        path: ["commissionPercentage"],
        message: COMMISSION_MESSAGES.required,
      });
      return z.NEVER;
    }
    if (!blank(percentage) && !blank(fixed)) {
      context.addIssue({ code: "custom", path: ["commissionFixed"], message: COMMISSION_MESSAGES.both });
      return z.NEVER;
    }
    if (!blank(percentage)) {
      const parsed = parseCommissionPercentage(percentage as string);
      if (parsed === null) {
        context.addIssue({
          code: "custom",
          path: ["commissionPercentage"],
          message: COMMISSION_MESSAGES.percentage,
        });
        return z.NEVER;
      }
      return { percentage: parsed, fixed: null };
    }
    const parsed = parseCommissionFixed(fixed as string);
    if (parsed === null) {
      context.addIssue({ code: "custom", path: ["commissionFixed"], message: COMMISSION_MESSAGES.fixed });
      return z.NEVER;
    }
    return { percentage: null, fixed: parsed };
  });

/**
 * The platform's share of the commission when the home sold at `finalPrice` (euros, sin IVA):
 * the agreed percentage applies to the price actually paid, a fixed amount stays as agreed. One
 * rule for the confirmation step, the stored report, the staff panel and the staff e-mail.
 */
export function platformShareAtPrice(
  finalPrice: number,
  commission: { agencyCommissionPercentage: number | null; agencyCommissionFixed: number | null },
): number | null {
  return (
    commissionSplit({
      price: finalPrice,
      percentage: commission.agencyCommissionPercentage,
      fixed: commission.agencyCommissionFixed,
    })?.platform ?? null
  );
}
