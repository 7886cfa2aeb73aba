import type { accountEs } from "./es";

export const accountDe = {
  "mail.greeting": "Guten Tag {name},",
  "mail.offer.terms.amount": "Betrag: {amount}",
  "mail.offer.terms.mortgage": "Finanzierung: Hypothek",
  "mail.offer.terms.cash": "Finanzierung: Barzahlung",
  "mail.offer.terms.arrasDate": "Vorgeschlagener Termin für den Anzahlungsvertrag (Arras): {date}",
  "mail.offer.terms.conditions": "Bedingungen: {conditions}",
  "mail.offer.rejected.subject": "Ihr Angebot für „{title}“ wurde abgelehnt",
  "mail.offer.rejected.line": "Der Verkäufer hat Ihr Angebot für „{title}“ abgelehnt.",
  "mail.offer.rejected.button": "Mein Angebot ansehen",
  "mail.offer.countered.subject": "Gegenangebot für „{title}“",
  "mail.offer.countered.line": "Der Verkäufer schlägt Ihnen {amount} für „{title}“ vor.",
  "mail.offer.countered.message": "Seine Nachricht: {message}",
  "mail.offer.countered.yours": "Ihr Angebot war:",
  "mail.offer.countered.button": "Auf das Gegenangebot antworten",
  "mail.alert.manage": "Meine Suchaufträge verwalten",
  "mail.alert.unsubscribe": "Abmelden",
  "mail.alert.untitled": "Immobilie ohne Titel",
  "mail.alert.search": "Ihre Suche „{search}“",
  "mail.alert.new.subject":
    "{count, plural, one {Neue Immobilie für „{search}“} other {# neue Immobilien für „{search}“}}",
  "mail.alert.new.intro":
    "{count, plural, one {Eine neue Immobilie passt zu Ihrer gespeicherten Suche.} other {# neue Immobilien passen zu Ihrer gespeicherten Suche.}}",
  "mail.alert.new.stop": "Keine Benachrichtigungen mehr zu dieser Suche?",
} as const satisfies Record<keyof typeof accountEs, string>;
