import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthAlert, AuthErrorAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { AuthSubmitButton } from "#app/components/auth/auth-submit-button";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { EmailField } from "#app/components/forms/email-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { EmailOnlySchema } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "#app/domain/users/auth-messages";
import { limitEmailRequest } from "#app/domain/users/auth-rate-limits.server";
import { requestPasswordReset } from "#app/domain/users/password-reset.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/request-password-reset";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Recuperar contraseña", path: ROUTES.requestPasswordReset, noIndex: true });

/** A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/**
 * States idle, success, error. The answer is the same whether or not the address has
 * an account, and it comes before any lookup (the work is queued), so neither the text nor the
 * timing tells.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: EmailOnlySchema });
  if (submission.status !== "success") {
    return data({ state: "idle" as const, result: submission.reply(), alert: null }, { status: 400 });
  }
  const error = (status: number, title: string, description: string, headers?: HeadersInit) =>
    data(
      {
        state: "error" as const,
        result: submission.reply({ formErrors: [description] }),
        alert: { tone: "error" as const, title, description },
      },
      { status, headers },
    );
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) {
    return error(403, "Error", AUTH_MESSAGES.forbiddenOrigin);
  }
  const deps = authDeps(context);
  const email = submission.value.email;
  const limit = await limitEmailRequest(deps.rateLimiter, "password-reset-request", {
    ip: context.clientIp,
    email,
  });
  if (!limit.allowed) {
    return error(429, AUTH_MESSAGES.tooManyAttemptsTitle, tooManyAttemptsMessage(limit.retryAfterMs), {
      "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)),
    });
  }
  if (!requestPasswordReset(deps, email)) return error(503, "Error", AUTH_MESSAGES.resetRequestError);
  return { state: "success" as const, result: submission.reply({ resetForm: true }), alert: null, email };
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function RequestPasswordReset({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({
    id: "request-password-reset",
    schema: EmailOnlySchema,
    lastResult: actionData?.result,
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle";

  if (actionData?.state === "success") {
    return (
      <AuthPageShell title="Recuperar contraseña">
        <AuthAlert tone="success" title="Revisa tu correo">
          <p>{AUTH_MESSAGES.resetRequestDone}</p>
        </AuthAlert>
        <p className="text-muted-foreground text-sm">
          ¿No llega? Mira en la carpeta de spam o{" "}
          <Link
            to={ROUTES.requestPasswordReset}
            className="font-medium text-primary underline underline-offset-4"
          >
            vuelve a pedirlo
          </Link>
          .
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={ROUTES.auth}>Volver a Acceder</Link>
        </Button>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell
      title="Recuperar contraseña"
      lead="Escribe el correo con el que te registraste y te enviaremos un enlace para elegir una contraseña nueva."
    >
      <AuthErrorAlert alert={actionData?.alert} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <EmailField field={fields.email} />
        <AuthSubmitButton pending={submitting} icon={MailCheck}>
          Enviar enlace
        </AuthSubmitButton>
      </Form>
      <Link
        to={ROUTES.auth}
        className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        Volver a Acceder
      </Link>
    </AuthPageShell>
  );
}
