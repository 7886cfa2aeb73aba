import { singleLineText, z } from "#app/lib/zod";

/**
 * Whole euros from what a person in Spain types: '250000', '250.000', '250 000 €', '250000,50'.
 * Null when it is not a number. The price is parsed as an integer, so cents are dropped.
 */
export function parseWholeNumber(text: string): number | null {
  let cleaned = text.replace(/[\s\u00a0€]/g, "").replace(/euros?$/i, "");
  if (cleaned === "") return null;
  // Dots between groups of three are thousands separators in Spain.
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(cleaned)) cleaned = cleaned.replace(/\./g, "");
  cleaned = cleaned.replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Math.trunc(Number(cleaned));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A figure with one decimal, as an energy certificate prints it: '123,4', '123.4', '98'. Null when
 * it is not a number. A dot is a decimal point here (certificates never reach a thousand groups).
 */
export function parseOneDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10) / 10;
}

/** Empty becomes null; anything else must be a number between min and max. */
export const optionalNumber = ({
  min,
  max,
  message,
  parse = parseWholeNumber,
}: {
  min: number;
  max: number;
  message: string;
  parse?: (text: string) => number | null;
}) =>
  singleLineText()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === "") return null;
      const parsed = parse(value);
      if (parsed === null || parsed < min || parsed > max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    });
