import { isValidSpanishId, normalizeSpanishId } from "#app/domain/users/dni";
import { multiLineText, singleLineText, z } from "#app/lib/zod";
import type { DeclaredBuyer } from "./fee-evidence";

/**
 * Step 6 with an outside buyer: who it is, and — only when the product's own
 * record points at a platform lead — why the seller says the buyer did not come through it.
 */
export const OUTSIDE_BUYER_MESSAGES = {
  nameMissing: "Escribe el nombre y los apellidos de quien ha comprado.",
  dniInvalid: "Escribe un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L), o déjalo en blanco.",
  contactInvalid:
    "Escribe un e-mail (nombre@dominio.es) o un teléfono de al menos 9 cifras, o déjalo en blanco.",
  reasonShort: "Explica con tus palabras, en al menos 20 caracteres, cómo llegó el comprador.",
  tooLong: (max: number) => `No puede tener más de ${max} caracteres.`,
} as const;

export const REASON_MIN_LENGTH = 20;

export const OutsideBuyerSchema = z.object({
  buyerName: singleLineText({ error: OUTSIDE_BUYER_MESSAGES.nameMissing })
    .trim()
    .min(1, OUTSIDE_BUYER_MESSAGES.nameMissing)
    .max(120, OUTSIDE_BUYER_MESSAGES.tooLong(120)),
  buyerDni: singleLineText()
    .trim()
    .optional()
    .transform((value) => (value ? normalizeSpanishId(value) : null))
    .refine((value) => value === null || isValidSpanishId(value), OUTSIDE_BUYER_MESSAGES.dniInvalid),
  /** The buyer's e-mail or phone, compared with every lead's (docs/decisions/0051). */
  buyerContact: singleLineText()
    .trim()
    .max(120, OUTSIDE_BUYER_MESSAGES.tooLong(120))
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || contactOf(value) !== null, OUTSIDE_BUYER_MESSAGES.contactInvalid),
  /** Absent until the record asks for it; when sent, a real sentence. */
  reason: multiLineText()
    .trim()
    .max(1000, OUTSIDE_BUYER_MESSAGES.tooLong(1000))
    .optional()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || value.length >= REASON_MIN_LENGTH,
      OUTSIDE_BUYER_MESSAGES.reasonShort,
    ),
});
export type OutsideBuyerForm = z.infer<typeof OutsideBuyerSchema>;

/** One box, two kinds: an e-mail has an '@'; a phone has at least nine digits and nothing but phone signs. */
export function contactOf(value: string): { email: string } | { phone: string } | null {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { email: value };
  if (/^[+\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 9) return { phone: value };
  return null;
}

/** The declared buyer the domain compares, from the parsed form. */
export function declaredBuyerOf(form: OutsideBuyerForm): DeclaredBuyer {
  const contact = form.buyerContact ? contactOf(form.buyerContact) : null;
  return { name: form.buyerName, dni: form.buyerDni, ...contact };
}
