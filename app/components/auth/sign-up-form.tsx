import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { EmailField } from "#app/components/forms/email-field";
import { FormField } from "#app/components/forms/form-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { SignUpSchema } from "#app/domain/users/auth.schema";
import type { AuthReason } from "#app/domain/users/redirects";
import { authPageHref } from "#app/domain/users/redirects";
import { VERIFICATION_TOKEN_TTL_HOURS } from "#app/domain/users/session-policy";
import { ROUTES } from "#app/urls";
import { AuthAlert, AuthErrorAlert } from "./auth-alert";
import { AuthSubmitButton } from "./auth-submit-button";
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
};

export function SignUpForm({ actionData, from, redirectTo }: SignUpFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({
    id: "sign-up",
    schema: SignUpSchema,
    lastResult: actionData?.result,
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "sign-up";

  if (actionData?.sentTo) {
    const signInHref = authPageHref({ from, redirectTo });
    return (
      <div className="flex flex-col gap-5">
        <AuthAlert tone="info" title="Revisa tu correo">
          {/* The same words for an address that already has an account (it gets its own e-mail):
              the page must not tell anyone which addresses are registered. */}
          <p>
            Te hemos enviado un correo a{" "}
            <strong className="[overflow-wrap:anywhere]">{actionData.sentTo}</strong>.
          </p>
          <p className="mt-2">
            <strong>Debes verificar tu correo antes de poder iniciar sesión.</strong> Abre el enlace del
            mensaje (caduca en {VERIFICATION_TOKEN_TTL_HOURS} horas). Si ya tenías una cuenta con este correo,
            el mensaje te explica cómo entrar. Si no lo ves, mira en la carpeta de spam.
          </p>
        </AuthAlert>
        <ResendVerificationForm email={actionData.sentTo} from={from} redirectTo={redirectTo} />
        <Link to={signInHref} className="font-medium text-primary text-sm underline-offset-4 hover:underline">
          Ya lo he verificado: iniciar sesión
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
        <FormField label="Nombre completo" field={fields.name} autoComplete="name" maxLength={100} />
        <EmailField field={fields.email} />
        <PasswordField
          label="Contraseña"
          field={fields.password}
          autoComplete="new-password"
          clearOn={actionData}
          hint="Al menos 8 caracteres. Mejor una frase que solo tú recuerdes."
        />
        <AuthSubmitButton pending={submitting} icon={UserPlus}>
          Crear cuenta
        </AuthSubmitButton>
        <p className="text-muted-foreground text-sm">
          Al registrarte aceptas los{" "}
          <Link to={ROUTES.terms} className="text-primary underline underline-offset-4">
            Términos y Condiciones
          </Link>{" "}
          y la{" "}
          <Link to={ROUTES.privacy} className="text-primary underline underline-offset-4">
            Política de Privacidad
          </Link>
          .
        </p>
      </Form>
    </div>
  );
}
