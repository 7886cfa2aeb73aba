import type { authEs } from "./es";

/** Signing in and up, in British English, for a buyer who came from a page in English. */
export const authEn = {
  "auth.meta.title": "Sign in",
  "auth.meta.description":
    "Sign in or create a free account to save homes, get alerts about new listings and follow your enquiries.",
  "auth.intro.default.title": "Sign in to your account",
  "auth.intro.default.lead":
    "Sign in or create a free account to keep your favourite homes, get alerts about new listings and follow your enquiries, viewings and offers.",
  "auth.intro.agency.title": "Sign in to work with us",
  "auth.intro.agency.lead":
    "Sign in or create an account to carry on with the partnership process for agencies.",
  "auth.intro.favorito.title": "Keep the homes you like",
  "auth.intro.favorito.lead":
    "Sign in or create a free account to save this home to your favourites, see it in your account and hear by email if its price drops.",
  "auth.intro.busqueda.title": "Save your search and get alerts",
  "auth.intro.busqueda.lead":
    "Sign in or create a free account to save this search and get an email when a new home matches it.",
  "auth.tabs.label": "Sign in or sign up",
  "auth.tabs.login": "Sign in",
  "auth.tabs.signup": "Create an account",
  "auth.field.email": "Email address",
  "auth.field.password": "Password",
  "auth.field.name": "Full name",
  "auth.password.show": "Show",
  "auth.password.hide": "Hide",
  "auth.signIn.submit": "Sign in",
  "auth.signIn.forgot": "Forgotten your password? (page in Spanish)",
  "auth.signIn.resend": "Resend the verification email",
  "auth.signIn.link": "Email me a sign-in link",
  "auth.signUp.passwordHint": "At least 8 characters. A phrase only you would remember is best.",
  "auth.signUp.submit": "Create account",
  "auth.signUp.consent": "By signing up you accept the {terms} and the {privacy}.",
  "auth.signUp.terms": "Terms and Conditions (in Spanish)",
  "auth.signUp.privacy": "Privacy Policy",
  "auth.signUp.sent.title": "Check your inbox",
  "auth.signUp.sent.to": "We have sent an email to {email}.",
  "auth.signUp.sent.mustVerify": "You need to confirm your email address before you can sign in.",
  "auth.signUp.sent.body":
    "Open the link in the message (it expires in {hours} hours). If you already had an account with this address, the message explains how to sign in. If you can’t see it, look in your spam folder.",
  "auth.signUp.sent.verified": "I have confirmed it: sign in",
  "auth.error.signInTitle": "Sign-in failed",
  "auth.error.signUpTitle": "We couldn’t create your account",
  "auth.error.tooManyTitle": "Too many attempts",
  "auth.error.wrongCredentials": "Wrong email address or password.",
  "auth.error.unverified":
    "You haven’t confirmed your email address yet. Open the link we sent you when you signed up, or ask for a new one.",
  "auth.error.suspended": "Your account is suspended. Write to us if you think this is a mistake.",
  "auth.error.forbiddenOrigin": "This request didn’t come from our website. Reload the page and try again.",
  "auth.error.somethingWentWrong": "Something went wrong",
  "auth.error.unexpected": "Something went wrong ({detail}).",
  "auth.error.tooMany":
    "For your security, please wait {minutes, plural, one {# minute} other {# minutes}} before trying again.",
  "auth.error.locked":
    "This account has had too many attempts with a wrong password, so for your security we won’t accept passwords for it for {minutes, plural, one {# minute} other {# minutes}}. If it is your account, you can sign in now with a link we email to you.",
  "auth.invalid.emailRequired": "Enter your email address.",
  "auth.invalid.emailTooLong": "That email address is too long.",
  "auth.invalid.email": "Enter a valid email address, like name@example.com.",
  "auth.invalid.passwordRequired": "Enter your password.",
  "auth.invalid.newPasswordRequired": "Choose a password.",
  "auth.invalid.passwordSpecMinimum": "Your password must be at least 6 characters long.",
  "auth.invalid.passwordMinimum": "For your security, your password must be at least 8 characters long.",
  "auth.invalid.passwordMaximum": "Your password can’t be longer than 128 characters.",
  "auth.invalid.nameRequired": "Enter your name.",
  "auth.invalid.nameShort": "Your name must be at least 2 characters long.",
  "auth.invalid.nameLong": "Your name can’t be longer than 100 characters.",
} as const satisfies Record<keyof typeof authEs, string>;
