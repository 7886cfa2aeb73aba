import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { LogIn } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "#app/components/forms/form-field";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { SignInSchema } from "#app/domain/users/auth.schema";
import { AuthAlert } from "./auth-alert";
import { PasswordField } from "./password-field";
import { RedirectContextFields } from "./redirect-context-fields";
import { ResendVerificationForm } from "./resend-verification-form";
import { type AlertMessage, useAlertToast } from "./use-alert-toast";

export type SignInActionData = {
  result: SubmissionResult<string[]>;
  alert: AlertMessage | null;
  /** Set when the password was right but the e-mail is not verified yet. */
  unverifiedEmail?: string;
};

type SignInFormProps = {
  actionData?: SignInActionData;
  from: "agency" | null;
  redirectTo: string | null;
};

export function SignInForm({ actionData, from, redirectTo }: SignInFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-in";

  return (
    <div className="flex flex-col gap-5">
      {actionData?.alert ? (
        <AuthAlert tone="error" title={actionData.alert.title}>
          <p>{actionData.alert.description}</p>
          {actionData.unverifiedEmail ? (
            <div className="mt-3">
              <ResendVerificationForm
                email={actionData.unverifiedEmail}
                from={from}
                redirectTo={redirectTo}
              />
            </div>
          ) : null}
        </AuthAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="sign-in" />
        <RedirectContextFields from={from} redirectTo={redirectTo} />
        <FormField
          label="Correo electrónico"
          field={fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          label="Contraseña"
          field={fields.password}
          autoComplete="current-password"
          clearOn={actionData}
        />
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? (
            <Spinner label={null} className="size-5 text-current" />
          ) : (
            <LogIn aria-hidden="true" />
          )}
          Iniciar sesión
        </Button>
        <Link
          to="/request-password-reset"
          className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          ¿Has olvidado tu contraseña?
        </Link>
      </Form>
    </div>
  );
}
