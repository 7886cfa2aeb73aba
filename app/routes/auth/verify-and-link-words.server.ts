import { SIGN_IN_LINK_TTL_SECONDS, VERIFICATION_TOKEN_TTL_HOURS } from "#app/domain/users/session-policy";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { authRefusals } from "./auth-words.server";

const LINK_MINUTES = SIGN_IN_LINK_TTL_SECONDS / 60;

/** Confirming an address from its e-mail's link: every word of the page, in the page's language. */
export function verifyEmailWords(locale: Locale) {
  const t = translator(locale);
  return {
    title: t("auth.verify.title"),
    preparing: t("auth.verify.preparing"),
    verifying: t("auth.verify.verifying"),
    confirm: t("auth.verify.confirm"),
    doneTitle: t("auth.verify.doneTitle"),
    done: t("auth.verify.done"),
    usedTitle: t("auth.verify.usedTitle"),
    used: t("auth.verify.used"),
    error: { tone: "error", title: t("auth.verify.errorTitle"), description: t("auth.verify.error") },
    missing: { tone: "error", title: t("auth.verify.missingTitle"), description: t("auth.verify.missing") },
    askAgain: t("auth.verify.askAgain", { hours: VERIFICATION_TOKEN_TTL_HOURS }),
    signIn: t("auth.signIn.submit"),
    resend: t("auth.signIn.resend"),
    email: t("auth.field.email"),
    movingOn: t("auth.reset.movingOn"),
    goNow: t("auth.reset.goNow"),
  } as const;
}

/** Asking for, and using, a one-time sign-in link, in the page's language. */
export function signInLinkWords(locale: Locale) {
  const t = translator(locale);
  return {
    title: t("auth.link.title"),
    lead: t("auth.link.lead", { minutes: LINK_MINUTES }),
    confirm: t("auth.link.confirm"),
    submit: t("auth.link.submit"),
    request: t("auth.signIn.link"),
    email: t("auth.field.email"),
    back: t("auth.reset.back"),
    invalidTitle: t("auth.link.invalidTitle"),
    invalid: t("auth.link.invalid"),
  } as const;
}

/** The answers of both pages' actions: refusals, and what was sent. */
export function verifyAndLinkAnswers(locale: Locale) {
  const t = translator(locale);
  return {
    ...authRefusals(locale),
    title: t("auth.error.title"),
    invalidEmail: t("auth.invalid.email"),
    resendErrorTitle: t("auth.verify.resendErrorTitle"),
    resendError: t("auth.verify.resendError"),
    resentTitle: t("auth.verify.resentTitle"),
    resent: t("auth.verify.resent"),
    linkSentTitle: t("auth.link.sentTitle"),
    linkSent: t("auth.link.sent", { minutes: LINK_MINUTES }),
    linkErrorTitle: t("auth.link.errorTitle"),
    linkError: t("auth.link.error"),
    linkInvalidTitle: t("auth.link.invalidTitle"),
    linkInvalid: t("auth.link.invalid"),
  };
}
