import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound } from "lucide-react";
import { useMemo } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthAlert, AuthErrorAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { AuthSubmitButton } from "#app/components/auth/auth-submit-button";
import { PasswordField } from "#app/components/auth/password-field";
import { RedirectAfterDelay } from "#app/components/auth/redirect-after-delay";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { resetPasswordSchema } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { limitPasswordReset } from "#app/domain/users/auth-rate-limits.server";
import { inspectResetToken, resetPassword } from "#app/domain/users/password-reset.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken } from "#app/lib/token-text";
import { localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/reset-password";
import { resetPasswordWords, resetRefusals } from "./password-reset-words.server";

/**
 * In the language of its address, which the account's e-mail chose (docs/decisions/0067). No
 * alternates: the address carries a one-time token.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.title,
    path: localePathTo(loaderData?.locale ?? "es", ROUTES.resetPassword),
    locale: loaderData?.locale,
    noIndex: true,
  });

/** The page's language, from its address only: never a field the browser could change. */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/** A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/** idle: the form; missing: no usable token (→ /auth after 3 s); expired: ask for a new link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = { locale, words: resetPasswordWords(locale) };
  const token = new URL(request.url).searchParams.get("token");
  if (isMalformedToken(token)) {
    return data({ ...page, link: "missing" as const, token: null }, { status: 400 });
  }
  if (!token || token.length > 200) return { ...page, link: "missing" as const, token: null };
  const state = await inspectResetToken(context.auth, token);
  if (state === "invalid") return { ...page, link: "missing" as const, token: null };
  return { ...page, link: state === "expired" ? ("expired" as const) : ("valid" as const), token };
}

const HIDE_PASSWORDS = { hideFields: ["password", "confirmPassword"] };

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const refusal = resetRefusals(locale);
  const schema = resetPasswordSchema(resetPasswordWords(locale).fields);
  const submission = parseWithZod(await request.formData(), { schema });
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
    return error(403, refusal.title, refusal.forbiddenOrigin);
  }
  const deps = authDeps(context);
  const limit = await limitPasswordReset(deps.rateLimiter, { ip: context.clientIp });
  if (!limit.allowed) {
    return error(429, refusal.tooManyTitle, refusal.tooMany(limit.retryAfterMs), {
      "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)),
    });
  }
  const outcome = await resetPassword(deps, { ...submission.value, ip: context.clientIp });
  if (outcome === "invalid") return error(400, refusal.expiredTitle, refusal.expired);
  if (outcome === "unexpected") return error(500, refusal.title, refusal.somethingWentWrong);
  return { state: "success" as const, result: submission.reply({ resetForm: true }), alert: null };
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, words } = loaderData;
  const navigation = useNavigation();
  const schema = useMemo(() => resetPasswordSchema(words.fields), [words.fields]);
  const [form, fields] = useSchemaForm({ id: "reset-password", schema, lastResult: actionData?.result });
  const linkProblem =
    loaderData.link === "missing" ? words.missing : loaderData.link === "expired" ? words.expired : null;
  useAlertToast(actionData?.alert ?? (actionData ? null : linkProblem));
  const submitting = navigation.state !== "idle";
  const authPath = localePathTo(locale, ROUTES.auth);
  const newLinkPath = localePathTo(locale, ROUTES.requestPasswordReset);

  if (actionData?.state === "success") {
    return (
      <AuthPageShell title={words.title}>
        <AuthAlert tone="success" title={words.doneTitle}>
          <p>{words.done}</p>
        </AuthAlert>
        <Button asChild className="self-start">
          <Link to={authPath}>{words.signIn}</Link>
        </Button>
      </AuthPageShell>
    );
  }

  if (loaderData.link !== "valid" || !loaderData.token) {
    const problem = linkProblem ?? words.missing;
    return (
      <AuthPageShell title={words.title}>
        <AuthAlert tone="error" title={problem.title}>
          <p>{problem.description}</p>
        </AuthAlert>
        {loaderData.link === "expired" ? (
          <Button asChild className="self-start">
            <Link to={newLinkPath}>{words.newLink}</Link>
          </Button>
        ) : (
          <RedirectAfterDelay to={authPath} notice={words.movingOn} label={words.goNow} />
        )}
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={words.title} lead={words.lead}>
      <AuthErrorAlert alert={actionData?.alert}>
        {actionData?.state === "error" ? (
          <p className="mt-2">
            <Link to={newLinkPath} className="font-medium text-primary underline underline-offset-4">
              {words.newLink}
            </Link>
          </p>
        ) : null}
      </AuthErrorAlert>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          label={words.newPassword}
          field={fields.password}
          autoComplete="new-password"
          hint={words.hint}
          clearOn={actionData}
          toggle={words.toggle}
        />
        <PasswordField
          label={words.repeat}
          field={fields.confirmPassword}
          autoComplete="new-password"
          clearOn={actionData}
          toggle={words.toggle}
        />
        <AuthSubmitButton pending={submitting} icon={KeyRound}>
          {words.submit}
        </AuthSubmitButton>
      </Form>
    </AuthPageShell>
  );
}
