import type { accountEs } from "./es";

/** British English, as written to a buyer reading from the UK. */
export const accountEn = {
  "mail.greeting": "Hello {name},",
  "mail.offer.terms.amount": "Amount: {amount}",
  "mail.offer.terms.mortgage": "Financing: mortgage",
  "mail.offer.terms.cash": "Financing: cash buyer",
  "mail.offer.terms.arrasDate": "Proposed date for the deposit contract (arras): {date}",
  "mail.offer.terms.conditions": "Conditions: {conditions}",
  "mail.offer.rejected.subject": "Your offer on “{title}” was not accepted",
  "mail.offer.rejected.line": "The seller has decided not to accept your offer on “{title}”.",
  "mail.offer.rejected.button": "View my offer",
  "mail.offer.countered.subject": "The seller has come back with a counter-offer on “{title}”",
  "mail.offer.countered.line": "The seller would accept {amount} for “{title}”.",
  "mail.offer.countered.message": "Their message: {message}",
  "mail.offer.countered.yours": "Your offer was:",
  "mail.offer.countered.button": "Reply to the counter-offer",
  "mail.alert.manage": "Manage my alerts",
  "mail.alert.unsubscribe": "Unsubscribe",
  "mail.alert.untitled": "Untitled property",
  "mail.alert.search": "Your search “{search}”",
  "mail.alert.new.subject":
    "{count, plural, one {A new property for “{search}”} other {# new properties for “{search}”}}",
  "mail.alert.new.intro":
    "{count, plural, one {A new property matches your saved search.} other {# new properties match your saved search.}}",
  "mail.alert.backOnSale": "Back on the market: ",
  "mail.alert.new.stop": "Would you rather not hear about this search any more?",
  "mail.alert.drops.heading": "Price drops on your favourites",
  "mail.alert.drops.line": "{title}: down from {from} to {to}",
  "mail.alert.drops.subjectOne": "Price reduced: “{title}”",
  "mail.alert.drops.subjectMany": "{count} of your favourites have come down in price",
  "mail.alert.drops.introOne": "A property you saved to your favourites has come down in price.",
  "mail.alert.drops.introMany": "Several properties you saved to your favourites have come down in price.",
  "mail.alert.drops.stop": "Would you rather not hear about price drops any more?",
  "mail.alert.digest.subject": "Your daily property round-up",
  "mail.alert.digest.intro": "Here is what is new today in your saved searches and favourites.",
  "mail.alert.digest.stop": "Would you rather not receive alerts by e-mail any more?",
} as const satisfies Record<keyof typeof accountEs, string>;
