import { multiLineText, z } from "#app/lib/zod";
import { FALL_THROUGH_REASONS } from "./fallen-through";

export const FALL_THROUGH_NOTE_MAX = 500;

/** The form's intent wherever it is rendered: the seller's step, the buyer's requests, the closing room. */
export const FALL_THROUGH_INTENT = "record-fall-through";

export const FALL_THROUGH_TEXTS = {
  heading: "La venta no sigue adelante",
  hint: "Si la venta con esta persona no va a seguir, regístralo aquí: te diremos qué pasa con la señal según vuestro contrato antes de confirmar.",
  reasonLegend: "¿Por qué no sigue adelante?",
  noteLabel: "Nota para la otra parte (opcional)",
  next: "Continuar",
  confirmHeading: "¿Confirmas que la venta no sigue adelante?",
  consequence:
    "La reserva termina: la vivienda vuelve a estar «En venta», avisamos por correo a la otra parte y a los demás interesados, y el contrato de arras deja de estar en vigor en Zaguán.",
  senalLabel: "Qué pasa con la señal",
  confirm: "Sí, la venta no sigue adelante",
  back: "No, volver",
  recordedTitle: "Venta terminada",
  recorded: "Hemos registrado que la venta no sigue adelante. La vivienda vuelve a estar en venta.",
  endedHeading: "La venta no siguió adelante",
  notFound: "Este acuerdo ya no está activo: recarga la página para ver cómo está.",
  reasonRequired: "Elige por qué no sigue adelante.",
  reasonUnavailable:
    "Ese motivo no se puede usar: el contrato de arras no tiene la condición de financiación. Elige otro.",
} as const;

/** The refusals the form's check words, in the reader's language; Spanish by default. */
export type FallThroughRefusals = {
  notFound: string;
  reasonRequired: string;
  noteTooLong: string;
};

export const FALL_THROUGH_REFUSALS_ES: FallThroughRefusals = {
  notFound: FALL_THROUGH_TEXTS.notFound,
  reasonRequired: FALL_THROUGH_TEXTS.reasonRequired,
  noteTooLong: `La nota no puede pasar de ${FALL_THROUGH_NOTE_MAX} caracteres.`,
};

/**
 * The browser sends the deal, the reason and a note; the party and everything else are the
 * server's. Built from the words of the page that sent it, so a refusal reads in its language.
 */
export function fallThroughSchema(words: FallThroughRefusals = FALL_THROUGH_REFUSALS_ES) {
  return z.object({
    dealId: z.string().trim().min(1, words.notFound),
    reason: z.enum(FALL_THROUGH_REASONS, { error: words.reasonRequired }),
    note: multiLineText()
      .trim()
      .max(FALL_THROUGH_NOTE_MAX, words.noteTooLong)
      .optional()
      .transform((value) => value || null),
    confirmed: z.literal("yes").optional(),
  });
}
