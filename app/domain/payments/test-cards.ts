import { singleLineText, z } from "#app/lib/zod";

/** The built-in provider's cards, as Stripe's test mode: 4242… succeeds, 4000 0000 0000 0002 is declined. */
export const SUCCEEDING_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** No card is issued for longer than this: a later expiry is a typing mistake. */
const MAX_CARD_YEARS = 20;

/** MM/AA, not in the past and not beyond what a card is issued for. */
function isFutureExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12 || year > now.getFullYear() + MAX_CARD_YEARS) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const TestCardSchema = z.object({
  cardNumber: singleLineText({ error: "Introduce el número de la tarjeta." })
    .transform(digitsOnly)
    .refine(
      (value) => /^\d{13,19}$/.test(value) && passesLuhn(value),
      "El número de la tarjeta no es válido.",
    ),
  expiry: singleLineText({ error: "Introduce la fecha de caducidad." }).refine(
    (value) => isFutureExpiry(value, new Date()),
    "La fecha de caducidad no es válida (MM/AA).",
  ),
  cvc: singleLineText({ error: "Introduce el código de seguridad." })
    .trim()
    .regex(/^\d{3,4}$/, "El código de seguridad (CVC) no es válido."),
});
export type TestCard = z.infer<typeof TestCardSchema>;

export type CardOutcome = { approved: true } | { approved: false; message: string };

export function cardOutcome(card: Pick<TestCard, "cardNumber">): CardOutcome {
  if (digitsOnly(card.cardNumber) === SUCCEEDING_CARD) return { approved: true };
  if (digitsOnly(card.cardNumber) === DECLINED_CARD)
    return { approved: false, message: "Tu tarjeta ha sido rechazada." };
  // Any other valid test number behaves like an unsupported card, as Stripe's test mode does.
  return { approved: false, message: "Esta tarjeta no está admitida en el modo de pruebas." };
}
