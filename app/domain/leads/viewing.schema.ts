import { z } from "#app/lib/zod";
import { ContactSellerSchema } from "./contact.schema";
import { MAX_VIEWING_SLOTS, parseMadridLocal } from "./viewing-slots";

export const REQUEST_VIEWING_INTENT = "request-viewing";
export const SLOT_FIELDS = ["slot1", "slot2", "slot3"] as const satisfies readonly string[];

export const VIEWING_MESSAGES = {
  slotRequired: "Propón al menos una fecha y hora para la visita.",
  slotInvalid: "Introduce una fecha y hora válidas (por ejemplo, 14/03/2026 10:30).",
  slotPast: "Elige una fecha y hora que aún no hayan pasado.",
  slotRepeated: "Ya has propuesto esta fecha y hora.",
  ratingRequired: "Elige una puntuación del 1 al 5.",
  commentLong: "El comentario no puede tener más de 1000 caracteres.",
  privacyRequired: "Debes aceptar la Política de Privacidad para solicitar la visita.",
} as const;

/** Reads and checks one 'Fecha y hora' (Madrid time, in the future); `now` is the server's or browser's clock. */
export function slotError(value: string, now: number): string | null {
  const instant = parseMadridLocal(value);
  if (!instant) return VIEWING_MESSAGES.slotInvalid;
  if (instant.getTime() <= now) return VIEWING_MESSAGES.slotPast;
  return null;
}

/** Checked where it was typed, so its error shows beside it even while other fields are wrong. */
const optionalSlot = z
  .string()
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    const error = value ? slotError(value, Date.now()) : null;
    if (error) ctx.addIssue({ code: "custom", message: error });
  });

/**
 * 'Solicitar visita': who the buyer is (as in the contact form) and one to three proposed times.
 * Each time is checked where it was typed, so its error shows beside it; the output carries instants.
 */
export const RequestViewingSchema = ContactSellerSchema.pick({
  name: true,
  email: true,
  phone: true,
  acceptPrivacy: true,
})
  .extend({
    // The first time is required where it is typed, so its error shows with the others.
    slot1: z
      .string({ error: VIEWING_MESSAGES.slotRequired })
      .trim()
      .min(1, VIEWING_MESSAGES.slotRequired)
      .superRefine((value, ctx) => {
        const error = slotError(value, Date.now());
        if (error) ctx.addIssue({ code: "custom", message: error });
      }),
    slot2: optionalSlot,
    slot3: optionalSlot,
    acceptPrivacy: z.literal("on", { error: VIEWING_MESSAGES.privacyRequired }),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    let given = 0;
    for (const field of SLOT_FIELDS) {
      const raw = value[field];
      if (!raw) continue;
      given += 1;
      const time = parseMadridLocal(raw)?.getTime() ?? 0;
      if (seen.has(time))
        ctx.addIssue({ code: "custom", path: [field], message: VIEWING_MESSAGES.slotRepeated });
      seen.add(time);
    }
    if (given === 0)
      ctx.addIssue({ code: "custom", path: ["slot1"], message: VIEWING_MESSAGES.slotRequired });
  })
  .transform(({ slot1, slot2, slot3, ...buyer }) => ({
    ...buyer,
    slots: [slot1, slot2, slot3]
      .filter((slot): slot is string => Boolean(slot))
      .slice(0, MAX_VIEWING_SLOTS)
      .map((slot) => parseMadridLocal(slot) as Date),
  }));
export type RequestViewingForm = z.output<typeof RequestViewingSchema>;

/** The seller's answers and the buyer's, each naming the lead. */
export const ConfirmViewingSchema = z.object({
  leadId: z.string(),
  slot: z.string({ error: "Elige una de las horas propuestas." }),
});
export const ProposeViewingSchema = z.object({
  leadId: z.string(),
  slot: z.string({ error: VIEWING_MESSAGES.slotRequired }).superRefine((value, ctx) => {
    const error = slotError(value, Date.now());
    if (error) ctx.addIssue({ code: "custom", message: error });
  }),
});
export const RateViewingSchema = z.object({
  rating: z.coerce
    .number({ error: VIEWING_MESSAGES.ratingRequired })
    .int(VIEWING_MESSAGES.ratingRequired)
    .min(1, VIEWING_MESSAGES.ratingRequired)
    .max(5, VIEWING_MESSAGES.ratingRequired),
  comment: z.string().trim().max(1000, VIEWING_MESSAGES.commentLong).optional(),
});
