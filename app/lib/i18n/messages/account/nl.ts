import type { accountEs } from "./es";

export const accountNl = {
  "mail.greeting": "Beste {name},",
  "mail.offer.terms.amount": "Bedrag: {amount}",
  "mail.offer.terms.mortgage": "Financiering: hypotheek",
  "mail.offer.terms.cash": "Financiering: eigen middelen",
  "mail.offer.terms.arrasDate": "Voorgestelde datum voor het voorlopig koopcontract (arras): {date}",
  "mail.offer.terms.conditions": "Voorwaarden: {conditions}",
  "mail.offer.rejected.subject": "Uw bod op ‘{title}’ is afgewezen",
  "mail.offer.rejected.line": "De verkoper heeft uw bod op ‘{title}’ afgewezen.",
  "mail.offer.rejected.button": "Mijn bod bekijken",
  "mail.offer.countered.subject": "Tegenbod op ‘{title}’",
  "mail.offer.countered.line": "De verkoper stelt u {amount} voor ‘{title}’ voor.",
  "mail.offer.countered.message": "Zijn bericht: {message}",
  "mail.offer.countered.yours": "Uw bod was:",
  "mail.offer.countered.button": "Op het tegenbod reageren",
} as const satisfies Record<keyof typeof accountEs, string>;
