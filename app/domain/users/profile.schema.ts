import { singleLineText, z } from "#app/lib/zod";
import { isBlankDni, isValidSpanishId, normalizeSpanishId } from "./dni";

/**
 * 'Mis Datos': name and DNI are the user's to change; the e-mail is read-only
 * and the role is never a field. Unknown keys are dropped, so a crafted `role` goes nowhere.
 */
export const ProfileSchema = z.object({
  name: singleLineText({ error: "Introduce tu nombre." })
    .trim()
    .min(2, "El nombre debe tener al menos 2 caracteres.")
    .max(100, "El nombre no puede tener más de 100 caracteres."),
  dni: singleLineText()
    .optional()
    .transform((value) => (isBlankDni(value) ? null : normalizeSpanishId(value as string)))
    .refine((value) => value === null || isValidSpanishId(value), {
      error: "Introduce un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L).",
    }),
});
export type ProfileForm = z.output<typeof ProfileSchema>;
