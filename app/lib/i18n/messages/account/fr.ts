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
  "mail.alert.backOnSale": "De nouveau en vente : ",
  "mail.alert.new.stop": "Vous ne souhaitez plus d’alertes pour cette recherche ?",
  "mail.alert.drops.heading": "Baisses de prix sur vos favoris",
  "mail.alert.drops.line": "{title} : de {from} à {to}",
  "mail.alert.drops.subjectOne": "Baisse de prix : « {title} »",
  "mail.alert.drops.subjectMany": "{count} de vos favoris ont baissé de prix",
  "mail.alert.drops.introOne": "Un bien de vos favoris a baissé de prix.",
  "mail.alert.drops.introMany": "Plusieurs biens de vos favoris ont baissé de prix.",
  "mail.alert.drops.stop": "Vous ne souhaitez plus d’alertes de baisse de prix ?",
  "mail.alert.digest.subject": "Votre récapitulatif immobilier du jour",
  "mail.alert.digest.intro": "Voici les nouveautés du jour dans vos recherches enregistrées et vos favoris.",
  "mail.alert.digest.stop": "Vous ne souhaitez plus d’alertes par e-mail ?",
} as const satisfies Record<keyof typeof accountEs, string>;
