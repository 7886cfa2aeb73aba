import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import { AuthAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { RedirectAfterDelay } from "#app/components/auth/redirect-after-delay";
import { type ResendResult, ResendVerificationForm } from "#app/components/auth/resend-verification-form";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { Button } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { EmailField } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { limitEmailRequest } from "#app/domain/users/auth-rate-limits.server";
import {
  consumeEmailVerificationToken,
  inspectEmailVerificationToken,
  resendVerificationEmail,
} from "#app/domain/users/email-verification.server";
import { authPageHref, authReasonOf } from "#app/domain/users/redirects";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken, isTokenText } from "#app/lib/token-text";
import { localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/verify-email";
import { verifyAndLinkAnswers, verifyEmailWords } from "./verify-and-link-words.server";

/**
 * In the language of its address, which the verification e-mail chose (docs/decisions/0067). No
 * alternates: the address carries a one-time token.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.title,
    path: localePathTo(loaderData?.locale ?? "es", ROUTES.verifyEmail),
    locale: loaderData?.locale,
    noIndex: true,
  });

/** The page's language, from its address only: never a field the browser could change. */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/** A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

type PageState = "confirm" | "success" | "info" | "error" | "missing";

function continueParams(params: URLSearchParams | FormData) {
  const from = authReasonOf(params.get("from"));
  return { from, redirectTo: safeLocalPath(params.get("redirectTo")) };
}

/**
 * Opening the link shows the page and confirms with a POST (sent by the page itself), never on
 * the GET: mail scanners that prefetch links would otherwise use up a single-use token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const email = EmailField.safeParse(url.searchParams.get("email") ?? undefined);
  const locale = localeOf(request);
  const base = {
    email: email.success ? email.data : null,
    ...continueParams(url.searchParams),
    locale,
    words: verifyEmailWords(locale),
  };
  if (isMalformedToken(token))
    return data({ ...base, state: "error" as PageState, token: null }, { status: 400 });
  if (!token) return { ...base, state: "missing" as PageState, token: null };
  const link = await inspectEmailVerificationToken(context.db, token);
  const state: PageState = link === "valid" ? "confirm" : link === "used" ? "info" : "error";
  return { ...base, state, token: link === "valid" ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const crossSite = isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL);
  if (intent === "verify") {
    const token = formData.get("token");
    if (crossSite || typeof token !== "string" || token.length === 0 || !isTokenText(token)) {
      return data({ intent: "verify" as const, state: "error" as PageState }, { status: 400 });
    }
    const outcome = await consumeEmailVerificationToken(context.db, token);
    const state: PageState = outcome === "verified" ? "success" : outcome === "used" ? "info" : "error";
    return data({ intent: "verify" as const, state }, { status: state === "error" ? 400 : 200 });
  }
  const answers = verifyAndLinkAnswers(localeOf(request));
  if (intent === "resend") return resend(context, formData, crossSite, answers);
  throw data(answers.unknownForm, { status: 400 });
}

async function resend(
  context: Route.ActionArgs["context"],
  formData: FormData,
  crossSite: boolean,
  answers: ReturnType<typeof verifyAndLinkAnswers>,
) {
  const answer = (status: number, result: Omit<ResendResult, "intent">, headers?: HeadersInit) =>
    data({ intent: "resend" as const, ...result } satisfies ResendResult, { status, headers });
  const email = EmailField.safeParse(formData.get("email") ?? undefined);
  if (crossSite || !email.success) {
    return answer(400, {
      status: "invalid",
      title: answers.resendErrorTitle,
      description: crossSite ? answers.forbiddenOrigin : answers.invalidEmail,
    });
  }
  const deps = authDeps(context);
  const limit = await limitEmailRequest(deps.rateLimiter, "verification-resend", {
    ip: context.clientIp,
    email: email.data,
  });
  if (!limit.allowed) {
    return answer(
      429,
      {
        status: "error",
        title: answers.tooManyTitle,
        description: answers.tooMany(limit.retryAfterMs),
      },
      { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) },
    );
  }
  const queued = resendVerificationEmail({
    ...deps,
    email: email.data,
    continueWith: continueParams(formData),
  });
  if (!queued) {
    return answer(503, {
      status: "error",
      title: answers.resendErrorTitle,
      description: answers.resendError,
    });
  }
  return answer(200, {
    status: "sent",
    title: answers.resentTitle,
    description: answers.resent,
  });
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const resendAnswer = actionData?.intent === "resend" ? actionData : undefined;
  const state = actionData?.intent === "verify" ? actionData.state : loaderData.state;
  const { email, from, redirectTo, locale, words } = loaderData;
  const signInHref = authPageHref({ from, redirectTo, locale });
  useAlertToast(!resendAnswer && (state === "error" || state === "missing") ? words[state] : null);
  const resendForm = (
    <ResendVerificationForm
      editable
      email={email}
      from={from}
      redirectTo={redirectTo}
      label={words.resend}
      emailLabel={words.email}
      locale={locale}
    />
  );

  if (resendAnswer) {
    // Reached without JavaScript: the resend form posted here as a whole page.
    return (
      <AuthPageShell title={words.title}>
        <AuthAlert tone={resendAnswer.status === "sent" ? "success" : "error"} title={resendAnswer.title}>
          <p>{resendAnswer.description}</p>
        </AuthAlert>
        {resendForm}
        <SignInLink href={signInHref} label={words.signIn} />
      </AuthPageShell>
    );
  }

  return (
    <AuthPageShell title={words.title}>
      {state === "confirm" && loaderData.token ? (
        <ConfirmVerification token={loaderData.token} words={words} />
      ) : null}
      {state === "success" ? (
        <>
          <AuthAlert tone="success" title={words.doneTitle}>
            <p>{words.done}</p>
          </AuthAlert>
          <SignInLink href={signInHref} label={words.signIn} primary />
        </>
      ) : null}
      {state === "info" ? (
        <>
          <AuthAlert tone="info" title={words.usedTitle}>
            <p>{words.used}</p>
          </AuthAlert>
          <SignInLink href={signInHref} label={words.signIn} primary />
        </>
      ) : null}
      {state === "error" ? (
        <>
          <AuthAlert tone="error" title={words.error.title}>
            <p>{words.error.description}</p>
            <p className="mt-2">{words.askAgain}</p>
          </AuthAlert>
          {resendForm}
        </>
      ) : null}
      {state === "missing" ? (
        <>
          <AuthAlert tone="error" title={words.missing.title}>
            <p>{words.missing.description}</p>
          </AuthAlert>
          <RedirectAfterDelay
            to={localePathTo(locale, ROUTES.auth)}
            label={words.goNow}
            notice={words.movingOn}
          />
        </>
      ) : null}
    </AuthPageShell>
  );
}

/** The loading state: the page confirms by itself once loaded; without JavaScript, a button does. */
function ConfirmVerification({
  token,
  words,
}: {
  token: string;
  words: { preparing: string; verifying: string; confirm: string };
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    void submit(form.current, { replace: true });
  }, [submit]);
  return (
    <Form ref={form} method="post" className="flex flex-col items-center gap-4 py-4 text-center">
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="token" value={token} />
      <Spinner label={null} className="size-8" />
      <p role="status" className="font-medium text-foreground">
        {navigation.state === "idle" ? words.preparing : words.verifying}
      </p>
      <noscript>
        <Button type="submit">{words.confirm}</Button>
      </noscript>
    </Form>
  );
}

function SignInLink({ href, label, primary = false }: { href: string; label: string; primary?: boolean }) {
  return (
    <Button asChild variant={primary ? "default" : "link"} className="self-start">
      <Link to={href}>{label}</Link>
    </Button>
  );
}
