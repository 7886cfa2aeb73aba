import { Mail, PenLine } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { CheckField, controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Spinner } from "#app/components/ui/spinner";
import { SIGNING_CONSENT_TEXT } from "#app/domain/arras-signing/consent";
import { REQUEST_SIGNING_CODE_INTENT, SIGN_CONTRACT_INTENT } from "#app/domain/arras-signing/sign-form";

/** What the signing actions answer when they do not redirect (contract-signing-actions.server.ts). */
export type SigningActionData = {
  intent?: string;
  fieldErrors?: { code?: string; consent?: string };
  code?: string;
  consent?: boolean;
  codeSent?: boolean;
};

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * The signer's two steps: ask for a code (sent to the address the version names), then type it,
 * tick the consent and sign. Plain forms: they work before the page's script has loaded.
 */
export function SignForms({
  versionId,
  documentSha256,
  signerEmail,
  hidden,
  actionData,
}: {
  versionId: string;
  documentSha256: string;
  signerEmail: string;
  /** What the route needs besides (the seller's property). */
  hidden: Record<string, string>;
  actionData?: SigningActionData;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const answer = actionData?.intent === SIGN_CONTRACT_INTENT ? actionData : undefined;
  const code = plainField({
    id: "codigo-firma",
    name: "code",
    error: answer?.fieldErrors?.code,
    value: answer?.code,
  });
  const consent = plainField({
    id: "consentimiento-firma",
    name: "consent",
    error: answer?.fieldErrors?.consent,
  });
  const codeSent = actionData?.intent === REQUEST_SIGNING_CODE_INTENT && actionData.codeSent;
  return (
    <div className="flex flex-col gap-5">
      <Form method="post" preventScrollReset className="flex flex-col gap-3">
        <Hidden fields={{ ...hidden, intent: REQUEST_SIGNING_CODE_INTENT, versionId }} />
        <p className="text-foreground">
          <strong>1.</strong> Te enviaremos un código de 6 cifras a <strong>{signerEmail}</strong>. Vale 10
          minutos y sirve una sola vez.
        </p>
        <Button
          type="submit"
          variant="outline"
          className="min-h-11 self-start"
          disabled={busy(REQUEST_SIGNING_CODE_INTENT)}
        >
          {busy(REQUEST_SIGNING_CODE_INTENT) ? (
            <Spinner label={null} className="size-5 text-current" />
          ) : (
            <Mail aria-hidden="true" />
          )}
          {codeSent ? "Enviarme otro código" : "Enviarme el código"}
        </Button>
        {codeSent ? (
          <p role="status" className="text-success text-sm">
            Código enviado. Revisa tu correo.
          </p>
        ) : null}
      </Form>
      <Form method="post" preventScrollReset aria-label="Firmar el contrato" className="flex flex-col gap-4">
        <Hidden fields={{ ...hidden, intent: SIGN_CONTRACT_INTENT, versionId, documentSha256 }} />
        <p className="text-foreground">
          <strong>2.</strong> Escribe el código y confirma tu firma.
        </p>
        <FieldShell field={code} label="Código recibido por correo" className="max-w-xs">
          <Input {...controlProps(code)} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        </FieldShell>
        <CheckField field={consent} label={SIGNING_CONSENT_TEXT}>
          <input
            type="checkbox"
            {...controlProps(consent, { keepValue: false })}
            defaultChecked={answer?.consent ?? false}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
        </CheckField>
        <Button type="submit" size="lg" className="min-h-11 self-start" disabled={busy(SIGN_CONTRACT_INTENT)}>
          {busy(SIGN_CONTRACT_INTENT) ? (
            <Spinner label={null} className="size-5 text-current" />
          ) : (
            <PenLine aria-hidden="true" />
          )}
          Firmar el contrato
        </Button>
      </Form>
    </div>
  );
}
