import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { LogIn } from "lucide-react";
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { signInSchema } from "#app/domain/users/auth.schema";
import type { AuthReason } from "#app/domain/users/redirects";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, ROUTES } from "#app/urls";
import { AuthErrorAlert } from "./auth-alert";
import { AuthSubmitButton } from "./auth-submit-button";
import type { AuthWords } from "./auth-words";
import { PasswordField } from "./password-field";
import { RedirectContextFields } from "./redirect-context-fields";
import { ResendVerificationForm } from "./resend-verification-form";
import { SignInLinkForm } from "./sign-in-link-form";
import { type AlertMessage, useAlertToast } from "./use-alert-toast";

export type SignInActionData = {
  result: SubmissionResult<string[]>;
  alert: AlertMessage | null;
  /** Set when the password was right but the e-mail is not verified yet. */
  unverifiedEmail?: string;
  /** Set when passwords are refused for a while: a one-time link to this address gets the owner in. */
  signInLinkEmail?: string;
};

type SignInFormProps = {
  actionData?: SignInActionData;
  from: AuthReason | null;
  redirectTo: string | null;
  words: AuthWords;
  /** The page's language: the forgotten-password page opens in it. */
  locale: Locale;
};

export function SignInForm({ actionData, from, redirectTo, words, locale }: SignInFormProps) {
  const navigation = useNavigation();
  const schema = useMemo(() => signInSchema(words.fields), [words.fields]);
  const [form, fields] = useSchemaForm({
    id: "sign-in",
    schema,
    lastResult: actionData?.result,
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";

  return (
    <div className="flex flex-col gap-5">
      <AuthErrorAlert alert={actionData?.alert}>
        {actionData?.unverifiedEmail ? (
          <div className="mt-3">
            <ResendVerificationForm
              email={actionData.unverifiedEmail}
              from={from}
              redirectTo={redirectTo}
              label={words.signIn.resend}
              locale={locale}
            />
          </div>
        ) : null}
        {actionData?.signInLinkEmail ? (
          <div className="mt-3">
            <SignInLinkForm email={actionData.signInLinkEmail} label={words.signIn.link} locale={locale} />
          </div>
        ) : null}
      </AuthErrorAlert>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="sign-in" />
        <RedirectContextFields from={from} redirectTo={redirectTo} />
        <EmailField field={fields.email} label={words.email} />
        <PasswordField
          label={words.password}
          field={fields.password}
          autoComplete="current-password"
          clearOn={actionData}
          toggle={words}
        />
        <AuthSubmitButton pending={submitting} icon={LogIn}>
          {words.signIn.submit}
        </AuthSubmitButton>
        <Link
          to={localePathTo(locale, ROUTES.requestPasswordReset)}
          className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {words.signIn.forgot}
        </Link>
      </Form>
    </div>
  );
}
