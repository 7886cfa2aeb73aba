import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { MailCheck } from "lucide-react";
import { useMemo } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthAlert, AuthErrorAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { AuthSubmitButton } from "#app/components/auth/auth-submit-button";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { EmailField } from "#app/components/forms/email-field";
import { useSchemaForm } from "#app/components/forms/use-schema-form";
import { Button } from "#app/components/ui/button";
import { emailOnlySchema } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { limitEmailRequest } from "#app/domain/users/auth-rate-limits.server";
import { requestPasswordReset } from "#app/domain/users/password-reset.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { languageVersions, localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/request-password-reset";
import { requestResetWords, resetRefusals } from "./password-reset-words.server";

/** In the language of its address, as sign-in is: the visitor came from it (docs/decisions/0067). */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.title,
    path: localePathTo(loaderData?.locale ?? "es", ROUTES.requestPasswordReset),
    locale: loaderData?.locale,
    alternates: languageVersions(ROUTES.requestPasswordReset),
    noIndex: true,
  });

/** The page's language, from its address only: never a field the browser could change. */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { locale, words: requestResetWords(locale) };
}

/** A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

/**
 * States idle, success, error. The answer is the same whether or not the address has
 * an account, and it comes before any lookup (the work is queued), so neither the text nor the
 * timing tells.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const refusal = resetRefusals(locale);
  const schema = emailOnlySchema(requestResetWords(locale).fields);
  const submission = parseWithZod(await request.formData(), { schema });
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
    return error(403, refusal.title, refusal.forbiddenOrigin);
  }
  const deps = authDeps(context);
  const email = submission.value.email;
  const limit = await limitEmailRequest(deps.rateLimiter, "password-reset-request", {
    ip: context.clientIp,
    email,
  });
  if (!limit.allowed) {
    return error(429, refusal.tooManyTitle, refusal.tooMany(limit.retryAfterMs), {
      "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)),
    });
  }
  if (!requestPasswordReset(deps, email)) return error(503, refusal.title, refusal.requestFailed);
  return { state: "success" as const, result: submission.reply({ resetForm: true }), alert: null, email };
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function RequestPasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, words } = loaderData;
  const navigation = useNavigation();
  const schema = useMemo(() => emailOnlySchema(words.fields), [words.fields]);
  const [form, fields] = useSchemaForm({
    id: "request-password-reset",
    schema,
    lastResult: actionData?.result,
  });
  useAlertToast(actionData?.alert);
  const submitting = navigation.state !== "idle";
  const backToAuth = (
    <Link
      to={localePathTo(locale, ROUTES.auth)}
      className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
    >
      {words.back}
    </Link>
  );

  if (actionData?.state === "success") {
    return (
      <AuthPageShell title={words.title}>
        <AuthAlert tone="success" title={words.sentTitle}>
          <p>{words.sent}</p>
        </AuthAlert>
        <p className="text-muted-foreground text-sm">
          {words.notArrived[0]}
          <Link
            to={localePathTo(locale, ROUTES.requestPasswordReset)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {words.again}
          </Link>
          {words.notArrived[1]}
        </p>
        <Button asChild variant="outline" className="self-start">
          <Link to={localePathTo(locale, ROUTES.auth)}>{words.back}</Link>
        </Button>
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={words.title} lead={words.lead}>
      <AuthErrorAlert alert={actionData?.alert} />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <EmailField field={fields.email} label={words.email} />
        <AuthSubmitButton pending={submitting} icon={MailCheck}>
          {words.submit}
        </AuthSubmitButton>
      </Form>
      {backToAuth}
    </AuthPageShell>
  );
}
