import { parseMadridLocal } from "#app/lib/calendar";
import { multiLineText, singleLineText, z } from "#app/lib/zod";
import { BuyerSchema } from "../intake/lead-form.schema";
import { MAX_VIEWING_SLOTS, VIEWING_SLOT_MESSAGES, viewingSlotProblem } from "./viewing-slots";

export const REQUEST_VIEWING_INTENT = "request-viewing";
export const SLOT_FIELDS = ["slot1", "slot2", "slot3"] as const satisfies readonly string[];

export const VIEWING_MESSAGES = {
  slotRequired: "Propón al menos una fecha y hora para la visita.",
  slotInvalid: VIEWING_SLOT_MESSAGES.invalid,
  slotPast: VIEWING_SLOT_MESSAGES.past,
  slotRepeated: "Ya has propuesto esta fecha y hora.",
  privacyRequired: "Debes aceptar la Política de Privacidad para solicitar la visita.",
} as const;

/**
 * One 'Fecha y hora', checked where it was typed so its error shows beside it even while other
 * fields are wrong: a real Madrid time, two hours to 90 days ahead, 08:00–22:00. `Date.now()` is
 * the server's clock in the action and the browser's in the form.
 */
const slotField = (requiredMessage?: string) =>
  singleLineText(requiredMessage ? { error: requiredMessage } : undefined)
    .trim()
    .superRefine((value, ctx) => {
      if (!value) {
        if (requiredMessage) ctx.addIssue({ code: "custom", message: requiredMessage });
        return;
      }
      const problem = viewingSlotProblem(value, Date.now());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/**
 * 'Solicitar visita': who the buyer is (as in the contact form) and one to three proposed times.
 * Each time is checked where it was typed, so its error shows beside it; the output carries instants.
 */
export const RequestViewingSchema = BuyerSchema.extend({
  // The first time is required where it is typed, so its error shows with the others.
  slot1: slotField(VIEWING_MESSAGES.slotRequired),
  slot2: slotField().optional(),
  slot3: slotField().optional(),
  acceptPrivacy: z.literal("on", { error: VIEWING_MESSAGES.privacyRequired }),
})
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    let given = 0;
    for (const field of SLOT_FIELDS) {
      const raw = value[field];
      if (!raw) continue;
      given += 1;
      // A time that is not one has its own error already; it repeats nothing.
      const time = parseMadridLocal(raw)?.getTime();
      if (time === undefined) continue;
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
/** 'Proponer otra hora': the seller's time obeys the same window as the buyer's. */
export const ProposeViewingSchema = z.object({
  leadId: z.string(),
  slot: slotField(VIEWING_MESSAGES.slotRequired).transform((value) => parseMadridLocal(value) as Date),
});

/** The rating's two refusals, in the words of the page that shows the form. */
export type RateViewingMessages = { ratingRequired: string; commentLong: string };

/**
 * '¿Qué te pareció la visita?': 1 to 5 and an optional comment. The refusals are the page's words
 * (`request.rating.*`, Spanish included), so the browser's check and the action's say the same.
 */
export const rateViewingSchema = (messages: RateViewingMessages) =>
  z.object({
    rating: z.coerce
      .number({ error: messages.ratingRequired })
      .int(messages.ratingRequired)
      .min(1, messages.ratingRequired)
      .max(5, messages.ratingRequired),
    comment: multiLineText().trim().max(1000, messages.commentLong).optional(),
  });
