import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { signUpSchema } from "#app/domain/users/auth.schema";
import type { AuthReason } from "#app/domain/users/redirects";
import { authPageHref } from "#app/domain/users/redirects";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, ROUTES } from "#app/urls";
import { AuthAlert, AuthErrorAlert } from "./auth-alert";
import { AuthSubmitButton } from "./auth-submit-button";
import type { AuthWords } from "./auth-words";
import { PasswordField } from "./password-field";
import { RedirectContextFields } from "./redirect-context-fields";
import { ResendVerificationForm } from "./resend-verification-form";
import { type AlertMessage, useAlertToast } from "./use-alert-toast";

export type SignUpActionData = {
  result: SubmissionResult<string[]>;
  alert: AlertMessage | null;
  /** The account was created and the verification e-mail queued for this address. */
  sentTo?: string;
};

type SignUpFormProps = {
  actionData?: SignUpActionData;
  from: AuthReason | null;
  redirectTo: string | null;
  words: AuthWords;
  locale: Locale;
};

export function SignUpForm({ actionData, from, redirectTo, words, locale }: SignUpFormProps) {
  const navigation = useNavigation();
  const schema = useMemo(() => signUpSchema(words.fields), [words.fields]);
  const [form, fields] = useSchemaForm({
    id: "sign-up",
    schema,
    lastResult: actionData?.result,
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-up";

  if (actionData?.sentTo) {
    const signInHref = authPageHref({ from, redirectTo, locale });
    const { signUp } = words;
    return (
      <div className="flex flex-col gap-5">
        <AuthAlert tone="info" title={signUp.sentTitle}>
          {/* The same words for an address that already has an account (it gets its own e-mail):
              the page must not tell anyone which addresses are registered. */}
          <p>
            {signUp.sentTo[0]}
            <strong className="[overflow-wrap:anywhere]">{actionData.sentTo}</strong>
            {signUp.sentTo[1]}
          </p>
          <p className="mt-2">
            <strong>{signUp.mustVerify}</strong> {signUp.sentBody}
          </p>
        </AuthAlert>
        <ResendVerificationForm
          email={actionData.sentTo}
          from={from}
          redirectTo={redirectTo}
          label={words.signIn.resend}
          locale={locale}
        />
        <Link to={signInHref} className="font-medium text-primary text-sm underline-offset-4 hover:underline">
          {signUp.verified}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <AuthErrorAlert alert={actionData?.alert} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="sign-up" />
        <RedirectContextFields from={from} redirectTo={redirectTo} />
        <FormField label={words.name} field={fields.name} autoComplete="name" maxLength={100} />
        <EmailField field={fields.email} label={words.email} />
        <PasswordField
          label={words.password}
          field={fields.password}
          autoComplete="new-password"
          clearOn={actionData}
          hint={words.signUp.passwordHint}
          toggle={words}
        />
        <AuthSubmitButton pending={submitting} icon={UserPlus}>
          {words.signUp.submit}
        </AuthSubmitButton>
        <p className="text-muted-foreground text-sm">
          {words.signUp.consent[0]}
          {/* The terms are Spanish only; in another language the link's words say so. */}
          <Link to={ROUTES.terms} className="text-primary underline underline-offset-4">
            {words.signUp.terms}
          </Link>
          {words.signUp.consent[1]}
          <Link
            to={localePathTo(locale, ROUTES.privacy)}
            className="text-primary underline underline-offset-4"
          >
            {words.signUp.privacy}
          </Link>
          {words.signUp.consent[2]}
        </p>
      </Form>
    </div>
  );
}
