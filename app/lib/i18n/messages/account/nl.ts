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
  "mail.alert.manage": "Mijn zoekmeldingen beheren",
  "mail.alert.unsubscribe": "Afmelden",
  "mail.alert.untitled": "Woning zonder titel",
  "mail.alert.search": "Uw zoekopdracht ‘{search}’",
  "mail.alert.new.subject":
    "{count, plural, one {Nieuwe woning voor ‘{search}’} other {# nieuwe woningen voor ‘{search}’}}",
  "mail.alert.new.intro":
    "{count, plural, one {Er is een nieuwe woning die bij uw bewaarde zoekopdracht past.} other {Er zijn # nieuwe woningen die bij uw bewaarde zoekopdracht passen.}}",
  "mail.alert.new.stop": "Geen meldingen meer voor deze zoekopdracht?",
} as const satisfies Record<keyof typeof accountEs, string>;
