import type { AuthWords } from "#app/components/auth/auth-words";
import type { AuthFieldMessages } from "#app/domain/users/auth.schema";
import type { AuthReason } from "#app/domain/users/redirects";
import { VERIFICATION_TOKEN_TTL_HOURS } from "#app/domain/users/session-policy";
import type { Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";

// Stand-ins a translated sentence carries where a link or an address goes, then split on.
const FIRST = "\u0001";
const SECOND = "\u0002";

/** A sentence cut where its stand-ins were: ['Al registrarte aceptas los ', ' y la ', '.']. */
function pieces(text: string): string[] {
  return text.split(new RegExp(`[${FIRST}${SECOND}]`));
}

export function authFieldMessages(locale: Locale): AuthFieldMessages {
  const t = translator(locale);
  return {
    emailRequired: t("auth.invalid.emailRequired"),
    emailTooLong: t("auth.invalid.emailTooLong"),
    email: t("auth.invalid.email"),
    passwordRequired: t("auth.invalid.passwordRequired"),
    newPasswordRequired: t("auth.invalid.newPasswordRequired"),
    passwordSpecMinimum: t("auth.invalid.passwordSpecMinimum"),
    passwordMinimum: t("auth.invalid.passwordMinimum"),
    passwordMaximum: t("auth.invalid.passwordMaximum"),
    nameRequired: t("auth.invalid.nameRequired"),
    nameShort: t("auth.invalid.nameShort"),
    nameLong: t("auth.invalid.nameLong"),
    tokenMissing: t("auth.invalid.tokenMissing"),
    tokenInvalid: t("auth.invalid.tokenInvalid"),
    confirmRequired: t("auth.invalid.confirmRequired"),
    mismatch: t("auth.invalid.mismatch"),
  };
}

export function authWords(locale: Locale): AuthWords {
  const t = translator(locale);
  const [beforeTerms = "", between = "", afterPrivacy = ""] = pieces(
    t("auth.signUp.consent", { terms: FIRST, privacy: SECOND }),
  );
  const [beforeEmail = "", afterEmail = ""] = pieces(t("auth.signUp.sent.to", { email: FIRST }));
  return {
    tabs: { label: t("auth.tabs.label"), login: t("auth.tabs.login"), signup: t("auth.tabs.signup") },
    email: t("auth.field.email"),
    password: t("auth.field.password"),
    name: t("auth.field.name"),
    show: t("auth.password.show"),
    hide: t("auth.password.hide"),
    signIn: {
      submit: t("auth.signIn.submit"),
      forgot: t("auth.signIn.forgot"),
      resend: t("auth.signIn.resend"),
      link: t("auth.signIn.link"),
    },
    signUp: {
      passwordHint: t("auth.signUp.passwordHint"),
      submit: t("auth.signUp.submit"),
      consent: [beforeTerms, between, afterPrivacy],
      terms: t("auth.signUp.terms"),
      privacy: t("auth.signUp.privacy"),
      sentTitle: t("auth.signUp.sent.title"),
      sentTo: [beforeEmail, afterEmail],
      mustVerify: t("auth.signUp.sent.mustVerify"),
      sentBody: t("auth.signUp.sent.body", { hours: VERIFICATION_TOKEN_TTL_HOURS }),
      verified: t("auth.signUp.sent.verified"),
    },
    fields: authFieldMessages(locale),
  };
}

const INTRO_KEYS = {
  default: ["auth.intro.default.title", "auth.intro.default.lead"],
  agency: ["auth.intro.agency.title", "auth.intro.agency.lead"],
  favorito: ["auth.intro.favorito.title", "auth.intro.favorito.lead"],
  busqueda: ["auth.intro.busqueda.title", "auth.intro.busqueda.lead"],
} as const;

/** The page's heading and lead by why the visitor came (`from`), in the page's language. */
export function authIntro(locale: Locale, from: AuthReason | null) {
  const [title, lead] = INTRO_KEYS[from ?? "default"];
  const t = translator(locale);
  return { title: t(title), lead: t(lead) };
}

export function authMeta(locale: Locale) {
  const t = translator(locale);
  return { title: t("auth.meta.title"), description: t("auth.meta.description") };
}

/** Whole minutes, rounded up: a wait of 10 s reads '1 minute'. */
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Why signing in or up was refused, in the page's language. */
export function authRefusals(locale: Locale) {
  const t: Translate = translator(locale);
  return {
    signInTitle: t("auth.error.signInTitle"),
    signUpTitle: t("auth.error.signUpTitle"),
    tooManyTitle: t("auth.error.tooManyTitle"),
    wrongCredentials: t("auth.error.wrongCredentials"),
    unverified: t("auth.error.unverified"),
    suspended: t("auth.error.suspended"),
    forbiddenOrigin: t("auth.error.forbiddenOrigin"),
    unknownForm: t("auth.error.unknownForm"),
    somethingWentWrong: t("auth.error.somethingWentWrong"),
    unexpected: (detail: string) => t("auth.error.unexpected", { detail }),
    tooMany: (retryAfterMs: number) => t("auth.error.tooMany", { minutes: minutes(retryAfterMs) }),
    locked: (retryAfterMs: number) => t("auth.error.locked", { minutes: minutes(retryAfterMs) }),
  };
}
