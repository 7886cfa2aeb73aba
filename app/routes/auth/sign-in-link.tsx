import { LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { AuthSubmitButton } from "#app/components/auth/auth-submit-button";
import { SignInLinkForm, type SignInLinkRequestResult } from "#app/components/auth/sign-in-link-form";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { EmailField } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { limitEmailRequest, limitSignInLinkUse } from "#app/domain/users/auth-rate-limits.server";
import { DEFAULT_AFTER_SIGN_IN } from "#app/domain/users/redirects";
import { inspectSignInLink, requestSignInLink, signInWithLink } from "#app/domain/users/sign-in-link.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken, isTokenText } from "#app/lib/token-text";
import { localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/sign-in-link";
import { signInLinkWords, verifyAndLinkAnswers } from "./verify-and-link-words.server";

/**
 * In the language of its address, which the sign-in-link e-mail or the sign-in page chose
 * (docs/decisions/0067). No alternates: the address may carry a one-time token.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.title,
    path: localePathTo(loaderData?.locale ?? "es", ROUTES.signInLink),
    locale: loaderData?.locale,
    noIndex: true,
  });

/** The page's language, from its address only: never a field the browser could change. */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

type Answers = ReturnType<typeof verifyAndLinkAnswers>;

/**
 * A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. The
 * token is in the URL and in the page: no cache keeps it, and no request from the page carries it
 * (the referrer is the origin alone; not 'no-referrer', under which a form post without JavaScript
 * sends `Origin: null`, which the cross-site guard refuses).
 */
export const headers: Route.HeadersFunction = (args) => {
  const headers = headersWithRetryAfter(args);
  headers.set("Cache-Control", "private, no-store");
  headers.set("Referrer-Policy", "strict-origin");
  return headers;
};

const MAX_TOKEN_LENGTH = 200;

/**
 * Without a token: the form that sends a link. With one: a button that signs in, never the GET
 * itself, because mail scanners open links and would use the token up (or hold the session).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = EmailField.safeParse(url.searchParams.get("email") ?? undefined);
  const locale = localeOf(request);
  const base = { email: email.success ? email.data : null, locale, words: signInLinkWords(locale) };
  const token = url.searchParams.get("token");
  if (token === null) return { ...base, state: "request" as const, token: null };
  if (isMalformedToken(token))
    return data({ ...base, state: "invalid" as const, token: null }, { status: 400 });
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return { ...base, state: "invalid" as const, token: null };
  }
  const link = await inspectSignInLink(context.auth, token);
  if (link !== "valid") return { ...base, state: "invalid" as const, token: null };
  return { ...base, state: "confirm" as const, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const crossSite = isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL);
  const answers = verifyAndLinkAnswers(localeOf(request));
  if (intent === "request") return requestLink(context, formData, crossSite, answers);
  if (intent === "sign-in") return signInWithToken(request, context, formData, crossSite, answers);
  throw data(answers.unknownForm, { status: 400 });
}

const retryAfter = (ms: number) => ({ "Retry-After": String(Math.ceil(ms / 1000)) });

/** The same answer whether or not the address has a verified account (no account enumeration). */
async function requestLink(
  context: Route.ActionArgs["context"],
  formData: FormData,
  crossSite: boolean,
  answers: Answers,
) {
  const answer = (status: number, result: Omit<SignInLinkRequestResult, "intent">, headers?: HeadersInit) =>
    data({ intent: "request" as const, ...result } satisfies SignInLinkRequestResult, { status, headers });
  const email = EmailField.safeParse(formData.get("email") ?? undefined);
  if (crossSite || !email.success) {
    return answer(crossSite ? 403 : 400, {
      status: "invalid",
      title: answers.linkErrorTitle,
      description: crossSite ? answers.forbiddenOrigin : answers.invalidEmail,
    });
  }
  const deps = authDeps(context);
  const limit = await limitEmailRequest(deps.rateLimiter, "sign-in-link-request", {
    ip: context.clientIp,
    email: email.data,
  });
  if (!limit.allowed) {
    const description = answers.tooMany(limit.retryAfterMs);
    const title = answers.tooManyTitle;
    return answer(429, { status: "error", title, description }, retryAfter(limit.retryAfterMs));
  }
  if (!requestSignInLink(deps, email.data)) {
    return answer(503, {
      status: "error",
      title: answers.linkErrorTitle,
      description: answers.linkError,
    });
  }
  return answer(200, {
    status: "sent",
    title: answers.linkSentTitle,
    description: answers.linkSent,
  });
}

async function signInWithToken(
  request: Request,
  context: Route.ActionArgs["context"],
  formData: FormData,
  crossSite: boolean,
  answers: Answers,
) {
  const refuse = (status: number, title: string, description: string, headers?: HeadersInit) =>
    data(
      { intent: "sign-in" as const, alert: { tone: "error" as const, title, description } },
      { status, headers },
    );
  const token = formData.get("token");
  if (crossSite) return refuse(403, answers.title, answers.forbiddenOrigin);
  if (
    typeof token !== "string" ||
    token.length === 0 ||
    token.length > MAX_TOKEN_LENGTH ||
    !isTokenText(token)
  ) {
    return refuse(400, answers.linkInvalidTitle, answers.linkInvalid);
  }
  const deps = authDeps(context);
  const limit = await limitSignInLinkUse(deps.rateLimiter, { ip: context.clientIp });
  if (!limit.allowed) {
    const description = answers.tooMany(limit.retryAfterMs);
    return refuse(429, answers.tooManyTitle, description, retryAfter(limit.retryAfterMs));
  }
  const outcome = await signInWithLink(deps, { token, ip: context.clientIp, headers: request.headers });
  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(DEFAULT_AFTER_SIGN_IN, { headers });
  }
  if (outcome.reason === "invalid") {
    return refuse(400, answers.linkInvalidTitle, answers.linkInvalid);
  }
  if (outcome.reason === "banned") {
    return refuse(403, answers.signInTitle, answers.suspended);
  }
  return refuse(500, answers.signInTitle, answers.somethingWentWrong);
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const requestAnswer = actionData?.intent === "request" ? actionData : undefined;
  const signInRefusal = actionData?.intent === "sign-in" ? actionData.alert : undefined;
  useAlertToast(signInRefusal);
  const { email, locale, words } = loaderData;
  const linkForm = (
    <SignInLinkForm editable email={email} label={words.request} emailLabel={words.email} locale={locale} />
  );
  const back = <BackToSignIn to={localePathTo(locale, ROUTES.auth)} label={words.back} />;

  if (requestAnswer) {
    // Reached without JavaScript: the form posted here as a whole page.
    return (
      <AuthPageShell title={words.title}>
        <AuthAlert tone={requestAnswer.status === "sent" ? "success" : "error"} title={requestAnswer.title}>
          <p>{requestAnswer.description}</p>
        </AuthAlert>
        {requestAnswer.status === "sent" ? null : linkForm}
        {back}
      </AuthPageShell>
    );
  }
  if (signInRefusal || loaderData.state === "invalid") {
    return (
      <AuthPageShell title={words.title}>
        <AuthAlert tone="error" title={signInRefusal?.title ?? words.invalidTitle}>
          <p>{signInRefusal?.description ?? words.invalid}</p>
        </AuthAlert>
        {linkForm}
        {back}
      </AuthPageShell>
    );
  }
  if (loaderData.state === "confirm" && loaderData.token) {
    return (
      <AuthPageShell title={words.title}>
        <ConfirmSignIn token={loaderData.token} words={words} />
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell title={words.title} lead={words.lead}>
      {linkForm}
      {back}
    </AuthPageShell>
  );
}

function ConfirmSignIn({ token, words }: { token: string; words: { confirm: string; submit: string } }) {
  const navigation = useNavigation();
  return (
    <Form method="post" replace className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="token" value={token} />
      <p className="text-foreground">{words.confirm}</p>
      <AuthSubmitButton pending={navigation.state !== "idle"} icon={LogIn}>
        {words.submit}
      </AuthSubmitButton>
    </Form>
  );
}

function BackToSignIn({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline">
      {label}
    </Link>
  );
}
