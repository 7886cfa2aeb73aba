import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthAlert, AuthErrorAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { AuthSubmitButton } from "#app/components/auth/auth-submit-button";
import { PasswordField } from "#app/components/auth/password-field";
import { RedirectAfterDelay } from "#app/components/auth/redirect-after-delay";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { ResetPasswordSchema } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "#app/domain/users/auth-messages";
import { limitPasswordReset } from "#app/domain/users/auth-rate-limits.server";
import { inspectResetToken, resetPassword } from "#app/domain/users/password-reset.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken } from "#app/lib/token-text";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Restablecer contraseña", path: ROUTES.resetPassword, noIndex: true });

/** A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** idle: the form; missing: no usable token (→ /auth after 3 s); expired: ask for a new link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (isMalformedToken(token)) return data({ link: "missing" as const, token: null }, { status: 400 });
  if (!token || token.length > 200) return { link: "missing" as const, token: null };
  const state = await inspectResetToken(context.auth, token);
  if (state === "invalid") return { link: "missing" as const, token: null };
  return { link: state === "expired" ? ("expired" as const) : ("valid" as const), token };
}

const HIDE_PASSWORDS = { hideFields: ["password", "confirmPassword"] };

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data(
      { state: "idle" as const, result: submission.reply(HIDE_PASSWORDS), alert: null },
      { status: 400 },
    );
  }
  const error = (status: number, title: string, description: string, headers?: HeadersInit) =>
    data(
      {
        state: "error" as const,
        result: submission.reply({ ...HIDE_PASSWORDS, formErrors: [description] }),
        alert: { tone: "error" as const, title, description },
      },
      { status, headers },
    );
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) {
    return error(403, "Error", AUTH_MESSAGES.forbiddenOrigin);
  }
  const deps = authDeps(context);
  const limit = await limitPasswordReset(deps.rateLimiter, { ip: context.clientIp });
  if (!limit.allowed) {
    return error(429, AUTH_MESSAGES.tooManyAttemptsTitle, tooManyAttemptsMessage(limit.retryAfterMs), {
      "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)),
    });
  }
  const outcome = await resetPassword(deps, { ...submission.value, ip: context.clientIp });
  if (outcome === "invalid") return error(400, "Enlace caducado", AUTH_MESSAGES.resetTokenExpired);
  if (outcome === "unexpected") return error(500, "Error", AUTH_MESSAGES.somethingWentWrong);
  return { state: "success" as const, result: submission.reply({ resetForm: true }), alert: null };
}

const MISSING = {
  tone: "error",
  title: "Enlace no válido",
  description: AUTH_MESSAGES.resetTokenMissing,
} as const;
const EXPIRED = {
  tone: "error",
  title: "Enlace caducado",
  description: AUTH_MESSAGES.resetTokenExpired,
} as const;

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({
    id: "reset-password",
    schema: ResetPasswordSchema,
    lastResult: actionData?.result,
  });
  const linkProblem =
    loaderData.link === "missing" ? MISSING : loaderData.link === "expired" ? EXPIRED : null;
  useAlertToast(actionData?.alert ?? (actionData ? null : linkProblem));
  const submitting = navigation.state !== "idle";

  if (actionData?.state === "success") {
    return (
      <AuthPageShell title="Restablecer contraseña">
        <AuthAlert tone="success" title="Contraseña actualizada">
          <p>{AUTH_MESSAGES.resetDone}</p>
        </AuthAlert>
        <Button asChild className="self-start">
          <Link to={ROUTES.auth}>Iniciar sesión</Link>
        </Button>
      </AuthPageShell>
    );
  }

  if (loaderData.link !== "valid" || !loaderData.token) {
    return (
      <AuthPageShell title="Restablecer contraseña">
        <AuthAlert tone="error" title={(linkProblem ?? MISSING).title}>
          <p>{(linkProblem ?? MISSING).description}</p>
        </AuthAlert>
        {loaderData.link === "expired" ? (
          <Button asChild className="self-start">
            <Link to={ROUTES.requestPasswordReset}>Pedir un enlace nuevo</Link>
          </Button>
        ) : (
          <RedirectAfterDelay to={ROUTES.auth} label="Ir a Acceder ahora" />
        )}
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title="Restablecer contraseña" lead="Elige una contraseña nueva para tu cuenta.">
      <AuthErrorAlert alert={actionData?.alert}>
        {actionData?.state === "error" ? (
          <p className="mt-2">
            <Link
              to={ROUTES.requestPasswordReset}
              className="font-medium text-primary underline underline-offset-4"
            >
              Pedir un enlace nuevo
            </Link>
          </p>
        ) : null}
      </AuthErrorAlert>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          label="Contraseña nueva"
          field={fields.password}
          autoComplete="new-password"
          hint="Al menos 8 caracteres."
          clearOn={actionData}
        />
        <PasswordField
          label="Repite la contraseña"
          field={fields.confirmPassword}
          autoComplete="new-password"
          clearOn={actionData}
        />
        <AuthSubmitButton pending={submitting} icon={KeyRound}>
          Guardar contraseña
        </AuthSubmitButton>
      </Form>
    </AuthPageShell>
  );
}
