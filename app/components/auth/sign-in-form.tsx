import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { LogIn } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { SignInSchema } from "#app/domain/users/auth.schema";
import type { AuthReason } from "#app/domain/users/redirects";
import { ROUTES } from "#app/urls";
import { AuthErrorAlert } from "./auth-alert";
import { AuthSubmitButton } from "./auth-submit-button";
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
};

export function SignInForm({ actionData, from, redirectTo }: SignInFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({
    id: "sign-in",
    schema: SignInSchema,
    lastResult: actionData?.result,
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";

  return (
    <div className="flex flex-col gap-5">
      <AuthErrorAlert alert={actionData?.alert}>
        {actionData?.unverifiedEmail ? (
          <div className="mt-3">
            <ResendVerificationForm email={actionData.unverifiedEmail} from={from} redirectTo={redirectTo} />
          </div>
        ) : null}
        {actionData?.signInLinkEmail ? (
          <div className="mt-3">
            <SignInLinkForm email={actionData.signInLinkEmail} />
          </div>
        ) : null}
      </AuthErrorAlert>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="sign-in" />
        <RedirectContextFields from={from} redirectTo={redirectTo} />
        <EmailField field={fields.email} />
        <PasswordField
          label="Contraseña"
          field={fields.password}
          autoComplete="current-password"
          clearOn={actionData}
        />
        <AuthSubmitButton pending={submitting} icon={LogIn}>
          Iniciar sesión
        </AuthSubmitButton>
        <Link
          to={ROUTES.requestPasswordReset}
          className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          ¿Has olvidado tu contraseña?
        </Link>
      </Form>
    </div>
  );
}
