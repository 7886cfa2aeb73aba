import type { accountEs } from "./es";

/** Typographic apostrophes (’): a straight one is ICU's escape character. */
export const accountFr = {
  "mail.greeting": "Bonjour {name},",
  "mail.offer.terms.amount": "Montant : {amount}",
  "mail.offer.terms.mortgage": "Financement : prêt immobilier",
  "mail.offer.terms.cash": "Financement : comptant",
  "mail.offer.terms.arrasDate": "Date proposée pour le compromis (arras) : {date}",
  "mail.offer.terms.conditions": "Conditions : {conditions}",
  "mail.offer.rejected.subject": "Votre offre pour « {title} » n’a pas été retenue",
  "mail.offer.rejected.line": "Le vendeur n’a pas retenu votre offre pour « {title} ».",
  "mail.offer.rejected.button": "Voir mon offre",
  "mail.offer.countered.subject": "Contre-proposition pour « {title} »",
  "mail.offer.countered.line": "Le vendeur vous propose {amount} pour « {title} ».",
  "mail.offer.countered.message": "Son message : {message}",
  "mail.offer.countered.yours": "Votre offre était :",
  "mail.offer.countered.button": "Répondre à la contre-proposition",
  "mail.alert.manage": "Gérer mes alertes",
  "mail.alert.unsubscribe": "Me désabonner",
  "mail.alert.untitled": "Bien sans titre",
  "mail.alert.search": "Votre recherche « {search} »",
  "mail.alert.new.subject":
    "{count, plural, one {Un nouveau bien pour « {search} »} other {# nouveaux biens pour « {search} »}}",
  "mail.alert.new.intro":
    "{count, plural, one {Un nouveau bien correspond à votre recherche enregistrée.} other {# nouveaux biens correspondent à votre recherche enregistrée.}}",
  "mail.alert.new.stop": "Vous ne souhaitez plus d’alertes pour cette recherche ?",
} as const satisfies Record<keyof typeof accountEs, string>;
