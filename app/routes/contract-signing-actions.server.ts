import { data } from "react-router";
import { readSignForm, type SignFormErrors } from "#app/domain/arras-signing/sign-form";
import type { CodeRefusal, SigningParty } from "#app/domain/arras-signing/signing-codes.server";
import { requestSigningCode, signAsParty } from "#app/domain/arras-signing/signing-flow.server";
import { isDomainError } from "#app/domain/errors";
import { emailBrand } from "#app/emails/brand.server";
import { failureStatus } from "#app/http/http-errors.server";
import type { Locale } from "#app/lib/i18n/locales";
import { type MessageKey, translator } from "#app/lib/i18n/translate";
import type { SignedInActionInput } from "./action-input";

/**
 * The two forms both parties sign with (the seller in step 4, the buyer on their own page): ask for
 * a code, then sign. The route has found the version the caller may sign (`versionOf`): a version
 * id the browser sends is only compared with it, never trusted. Everything the forms say back is in
 * the signer's language (the seller's is Spanish); the consent stored is the one they were shown.
 */
type VersionOf = (input: SignedInActionInput) => Promise<string | null>;

/** Why a code was refused, written out so a reader (and the catalogue test) finds every key. */
const CODE_REFUSALS: Record<CodeRefusal, MessageKey> = {
  no_code: "closing.sign.refusal.no_code",
  used: "closing.sign.refusal.used",
  expired: "closing.sign.refusal.expired",
  too_many_tries: "closing.sign.refusal.too_many_tries",
  wrong_code: "closing.sign.refusal.wrong_code",
};

const notYours = (locale: Locale) =>
  data(
    {
      intent: "sign-contract" as const,
      toast: {
        variant: "destructive" as const,
        title: translator(locale)("closing.sign.toast.changed"),
        description: translator(locale)("closing.sign.toast.changedText"),
      },
    },
    { status: 409 },
  );

function refused(intent: string, error: unknown, locale: Locale) {
  if (!isDomainError(error)) throw error;
  const t = translator(locale);
  // The domain words its refusals in Spanish; another reader gets what to do next.
  const description = locale === "es" ? error.userMessage : t("closing.sign.toast.refusedText");
  return data(
    {
      intent,
      toast: { variant: "destructive" as const, title: t("closing.sign.toast.refused"), description },
    },
    { status: failureStatus(error) },
  );
}

export const requestCodeIntent =
  (party: SigningParty, versionOf: VersionOf, locale: Locale = "es") =>
  async (input: SignedInActionInput) => {
    const t = translator(locale);
    const versionId = await versionOf(input);
    if (!versionId || versionId !== input.formData.get("versionId")) return notYours(locale);
    const { context } = input;
    try {
      const outcome = await requestSigningCode({
        db: context.db,
        mailer: context.mailer,
        brand: emailBrand(context.env),
        limiter: context.rateLimiter,
        ip: context.clientIp,
        secret: context.env.AUTH_SECRET,
        versionId,
        party,
      });
      if (!outcome.sent) {
        const minutes = Math.ceil(outcome.retryAfterMs / 60_000);
        return data(
          {
            intent: "request-signing-code" as const,
            toast: {
              variant: "destructive" as const,
              title: t("closing.sign.toast.tooMany"),
              description: t("closing.sign.toast.tooManyText", { minutes }),
            },
          },
          { status: 429, headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) } },
        );
      }
      return data({
        intent: "request-signing-code" as const,
        codeSent: true,
        toast: {
          variant: "success" as const,
          title: t("closing.sign.toast.codeSent"),
          description: t("closing.sign.toast.codeSentText"),
        },
      });
    } catch (error) {
      return refused("request-signing-code", error, locale);
    }
  };

export const signContractIntent =
  (party: SigningParty, versionOf: VersionOf, locale: Locale = "es") =>
  async (input: SignedInActionInput) => {
    const t = translator(locale);
    const { context, request, formData, user } = input;
    // Whose version it is first: a stranger's form is refused for that, whatever it holds.
    const versionId = await versionOf(input);
    if (!versionId || versionId !== formData.get("versionId")) return notYours(locale);
    const read = readSignForm(formData);
    if (!read.ok) {
      const fieldErrors: SignFormErrors = {
        ...(read.errors.code ? { code: t("closing.sign.error.code") } : {}),
        ...(read.errors.consent ? { consent: t("closing.sign.error.consent") } : {}),
      };
      return data(
        { intent: "sign-contract" as const, fieldErrors, code: read.code, consent: false },
        { status: 400 },
      );
    }
    try {
      const outcome = await signAsParty({
        db: context.db,
        jobs: context.jobs,
        secret: context.env.AUTH_SECRET,
        versionId,
        party,
        code: read.form.code,
        documentSha256: read.form.documentSha256,
        signerUserId: user.id,
        evidence: {
          ipAddress: context.clientIp,
          userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "",
          consentText: t("closing.sign.consent"),
        },
      });
      if (!outcome.ok) {
        const fieldErrors: SignFormErrors = { code: t(CODE_REFUSALS[outcome.reason]) };
        return data(
          { intent: "sign-contract" as const, fieldErrors, code: read.form.code, consent: true },
          { status: 400 },
        );
      }
      return data({
        intent: "sign-contract" as const,
        signed: true,
        toast: {
          variant: "success" as const,
          title: t("closing.sign.toast.signed"),
          description: t(
            outcome.bothSigned ? "closing.sign.toast.bothSigned" : "closing.sign.toast.oneSigned",
          ),
        },
      });
    } catch (error) {
      return refused("sign-contract", error, locale);
    }
  };
