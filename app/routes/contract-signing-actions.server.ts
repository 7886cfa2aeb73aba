import { data } from "react-router";
import { readSignForm, type SignFormErrors } from "#app/domain/arras-signing/sign-form";
import { SIGNING_CONSENT_TEXT } from "#app/domain/arras-signing/signatures.server";
import { CODE_REFUSALS, type SigningParty } from "#app/domain/arras-signing/signing-codes.server";
import { requestSigningCode, signAsParty } from "#app/domain/arras-signing/signing-flow.server";
import { isDomainError } from "#app/domain/errors";
import { emailBrand } from "#app/emails/brand.server";
import { failureStatus } from "#app/http/http-errors.server";
import type { SignedInActionInput } from "./action-input";

/**
 * The two forms both parties sign with (the seller in step 4, the buyer on their own page): ask for
 * a code, then sign. The route has found the version the caller may sign (`versionOf`): a version
 * id the browser sends is only compared with it, never trusted.
 */
type VersionOf = (input: SignedInActionInput) => Promise<string | null>;

const notYours = () =>
  data(
    {
      intent: "sign-contract" as const,
      toast: {
        variant: "destructive" as const,
        title: "El contrato ha cambiado",
        description: "Vuelve a leer la versión que tienes ahora en pantalla antes de firmar.",
      },
    },
    { status: 409 },
  );

function refused(intent: string, error: unknown) {
  if (!isDomainError(error)) throw error;
  return data(
    {
      intent,
      toast: { variant: "destructive" as const, title: "No se pudo firmar", description: error.userMessage },
    },
    { status: failureStatus(error) },
  );
}

export const requestCodeIntent =
  (party: SigningParty, versionOf: VersionOf) => async (input: SignedInActionInput) => {
    const versionId = await versionOf(input);
    if (!versionId || versionId !== input.formData.get("versionId")) return notYours();
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
              title: "Demasiadas solicitudes de código",
              description: `Espera ${minutes} ${minutes === 1 ? "minuto" : "minutos"} antes de pedir otro código.`,
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
          title: "Código enviado",
          description: "Te lo hemos enviado por correo. Vale 10 minutos.",
        },
      });
    } catch (error) {
      return refused("request-signing-code", error);
    }
  };

export const signContractIntent =
  (party: SigningParty, versionOf: VersionOf) => async (input: SignedInActionInput) => {
    const { context, request, formData, user } = input;
    // Whose version it is first: a stranger's form is refused for that, whatever it holds.
    const versionId = await versionOf(input);
    if (!versionId || versionId !== formData.get("versionId")) return notYours();
    const read = readSignForm(formData);
    if (!read.ok)
      return data(
        { intent: "sign-contract" as const, fieldErrors: read.errors, code: read.code, consent: false },
        { status: 400 },
      );
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
          consentText: SIGNING_CONSENT_TEXT,
        },
      });
      if (!outcome.ok) {
        const fieldErrors: SignFormErrors = { code: CODE_REFUSALS[outcome.reason] };
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
          title: "Contrato firmado",
          description: outcome.bothSigned
            ? "Firmado por ambas partes. Os enviamos la copia sellada por correo."
            : "Tu firma queda registrada. Cuando firme la otra parte, os enviaremos a los dos la copia firmada.",
        },
      });
    } catch (error) {
      return refused("sign-contract", error);
    }
  };
