import type { mailEs } from "./es";

/** British English, as written to a buyer reading from the UK. */
export const mailEn = {
  "mail.layout.tagline": "Sell your home without an agency.",
  "mail.layout.help": "Need help? Write to us at",
  "mail.layout.buttonFallback": "If the button doesn’t work, copy this link into your browser:",
  "mail.hello": "Hello,",
  "mail.helloName": "Hello {name},",
  "mail.deal.buyer.subject": "Agreement reached: “{title}”",
  "mail.deal.buyer.acceptedBySeller": "The seller has accepted your offer of {price}.",
  "mail.deal.buyer.acceptedByBuyer": "You have accepted the seller’s counter-offer of {price}.",
  "mail.deal.nextStep":
    "The next step is to sign the deposit contract (contrato de arras). The home is reserved for you in the meantime.",
  "mail.deal.buyer.button": "View my offer",
  "mail.deal.buyer.after": "The seller will get in touch with you to arrange the signing.",
  "mail.deal.terms.price": "Agreed price: {amount}",
  "mail.deal.terms.deposit": "Proposed deposit (arras): {amount}",
  "mail.closed.subject": "Offer closed: “{title}”",
  "mail.closed.line":
    "The seller has accepted another offer for “{title}”: the home is now reserved and your offer is closed.",
  "mail.closed.back": "If the reservation falls through, the home will be back on the market on the portal.",
  "mail.verification.subject": "Confirm your email address for {brand}",
  "mail.verification.preview": "Confirm your email address to get started.",
  "mail.verification.line":
    "Thank you for signing up to {brand}. To activate your account, please confirm that this email address is yours.",
  "mail.verification.textLine":
    "Thank you for signing up to {brand}. To activate your account, please confirm that this email address is yours by opening this link:",
  "mail.verification.button": "Confirm my email address",
  "mail.verification.expiry":
    "The link expires in {hours} hours and can only be used once. If you didn’t create an account, please ignore this message.",
  "mail.reset.subject": "Reset your {brand} password",
  "mail.reset.preview": "Choose a new password for your account.",
  "mail.reset.line": "We received a request to reset the password of your {brand} account.",
  "mail.reset.textLine":
    "We received a request to reset the password of your {brand} account. To choose a new password, open this link:",
  "mail.reset.button": "Choose a new password",
  "mail.reset.expiry":
    "The link expires in {minutes} minutes and can only be used once. Changing your password signs you out on all your devices. If you didn’t ask for this, please ignore this message: your password will stay the same.",
  "mail.signInLink.subject": "Your link to sign in to {brand}",
  "mail.signInLink.preview": "Sign in to your account with one click, no password needed.",
  "mail.signInLink.line":
    "You asked for a link to sign in to your {brand} account without typing your password.",
  "mail.signInLink.textLine":
    "You asked for a link to sign in to your {brand} account without typing your password. To sign in, open this link:",
  "mail.signInLink.button": "Sign in to my account",
  "mail.signInLink.validity": "The link expires in {minutes} minutes and can only be used once.",
  "mail.signInLink.notYou":
    "If you didn’t ask for it, please ignore this message: without this link nobody can sign in, and your password stays the same.",
  "mail.signUpExisting.subject": "Someone tried to create a {brand} account with your email address",
  "mail.signUpExisting.preview": "You already have an account with this email address.",
  "mail.signUpExisting.what":
    "Someone tried to create a {brand} account with this email address, but it already has one. We haven’t created another account or changed anything in yours.",
  "mail.signUpExisting.ifYou":
    "If it was you, sign in with your password or, if you can’t remember it, reset it: we’ll send a link to this address.",
  "mail.signUpExisting.notYou":
    "If it wasn’t you, please ignore this message: your account is just as it was.",
  "mail.signUpExisting.signIn": "Sign in to my account",
  "mail.signUpExisting.signInText": "Sign in",
  "mail.signUpExisting.reset": "Reset my password",
  "mail.locked.subject": "Someone is trying to get into your {brand} account",
  "mail.locked.preview": "We’ve paused signing in with your password for a while.",
  "mail.locked.what":
    "We’ve had a lot of attempts to sign in to your {brand} account with the wrong password. None of them worked. To keep your account safe, we won’t accept the password for the next {minutes, plural, one {minute} other {# minutes}}.",
  "mail.locked.link":
    "If you need to get in now, ask for a sign-in link: we’ll send it to this address, it works once and needs no password.",
  "mail.locked.linkButton": "Send me a sign-in link",
  "mail.locked.linkText": "Ask for it here:",
  "mail.locked.advice":
    "If this wasn’t you, we recommend changing your password to one you don’t use on any other website. If it was you and you can’t remember it, change it too: that’s the quickest way back in.",
  "mail.locked.resetButton": "Change my password",
  "mail.locked.resetText": "You can do that here:",
  "mail.availableAgain.subject": "Back on the market: “{title}”",
  "mail.availableAgain.line":
    "“{title}”, a home you were interested in, is for sale again: the sale that was under way has fallen through.",
  "mail.availableAgain.next":
    "If you are still interested, you can ask for a viewing or make an offer from its page.",
  "mail.availableAgain.button": "View the property",
} as const satisfies Record<keyof typeof mailEs, string>;
