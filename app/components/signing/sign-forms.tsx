import { Mail, PenLine } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { CheckField, controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Spinner } from "#app/components/ui/spinner";
import { REQUEST_SIGNING_CODE_INTENT, SIGN_CONTRACT_INTENT } from "#app/domain/arras-signing/sign-form";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";

// Where the address goes in the translated sentence, split on to set it in bold.
const MARK = "\u0001";

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
  locale = "es",
}: {
  versionId: string;
  documentSha256: string;
  signerEmail: string;
  /** What the route needs besides (the seller's property). */
  hidden: Record<string, string>;
  actionData?: SigningActionData;
  locale?: Locale;
}) {
  const t = translator(locale);
  const [beforeEmail = "", afterEmail = ""] = t("closing.sign.form.step1", { email: MARK }).split(MARK);
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
          <strong>1.</strong> {beforeEmail}
          <strong>{signerEmail}</strong>
          {afterEmail}
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
          {t(codeSent ? "closing.sign.form.sendAnother" : "closing.sign.form.sendCode")}
        </Button>
        {codeSent ? (
          <p role="status" className="text-success text-sm">
            {t("closing.sign.form.codeSent")}
          </p>
        ) : null}
      </Form>
      <Form
        method="post"
        preventScrollReset
        aria-label={t("closing.sign.form.sign")}
        className="flex flex-col gap-4"
      >
        <Hidden fields={{ ...hidden, intent: SIGN_CONTRACT_INTENT, versionId, documentSha256 }} />
        <p className="text-foreground">
          <strong>2.</strong> {t("closing.sign.form.step2")}
        </p>
        <FieldShell field={code} label={t("closing.sign.form.codeLabel")} className="max-w-xs">
          <Input {...controlProps(code)} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        </FieldShell>
        <CheckField field={consent} label={t("closing.sign.consent")}>
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
          {t("closing.sign.form.sign")}
        </Button>
      </Form>
    </div>
  );
}
