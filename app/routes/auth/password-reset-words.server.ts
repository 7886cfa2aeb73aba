import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { authFieldMessages, authRefusals } from "./auth-words.server";

// Where the link goes in the "not arrived" sentence, then split on.
const LINK = "\u0001";

/** Asking for a reset link: every word of the page and its refusals, in the page's language. */
export function requestResetWords(locale: Locale) {
  const t = translator(locale);
  const [beforeAgain = "", afterAgain = ""] = t("auth.reset.request.notArrived", { again: LINK }).split(LINK);
  return {
    title: t("auth.reset.request.title"),
    lead: t("auth.reset.request.lead"),
    email: t("auth.field.email"),
    submit: t("auth.reset.request.submit"),
    sentTitle: t("auth.reset.request.sentTitle"),
    sent: t("auth.reset.request.sent"),
    notArrived: [beforeAgain, afterAgain] as const,
    again: t("auth.reset.request.again"),
    back: t("auth.reset.back"),
    fields: authFieldMessages(locale),
  };
}

/** Choosing the new password from the e-mail's link, in the page's language. */
export function resetPasswordWords(locale: Locale) {
  const t = translator(locale);
  return {
    title: t("auth.reset.title"),
    lead: t("auth.reset.lead"),
    newPassword: t("auth.reset.newPassword"),
    hint: t("auth.reset.hint"),
    repeat: t("auth.reset.repeat"),
    submit: t("auth.reset.submit"),
    toggle: { show: t("auth.password.show"), hide: t("auth.password.hide") },
    doneTitle: t("auth.reset.doneTitle"),
    done: t("auth.reset.done"),
    signIn: t("auth.signIn.submit"),
    missing: { tone: "error", title: t("auth.reset.invalidTitle"), description: t("auth.reset.invalid") },
    expired: { tone: "error", title: t("auth.reset.expiredTitle"), description: t("auth.reset.expired") },
    newLink: t("auth.reset.newLink"),
    movingOn: t("auth.reset.movingOn"),
    goNow: t("auth.reset.goNow"),
    fields: authFieldMessages(locale),
  } as const;
}

/** Why asking for, or using, a reset link was refused. */
export function resetRefusals(locale: Locale) {
  const t = translator(locale);
  return {
    ...authRefusals(locale),
    title: t("auth.error.title"),
    requestFailed: t("auth.reset.request.failed"),
    expiredTitle: t("auth.reset.expiredTitle"),
    expired: t("auth.reset.expired"),
  };
}
