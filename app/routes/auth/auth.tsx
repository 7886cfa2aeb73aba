import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { type AuthTab, AuthTabs } from "#app/components/auth/auth-tabs";
import { SignInForm } from "#app/components/auth/sign-in-form";
import { SignUpForm } from "#app/components/auth/sign-up-form";
import { LaunchCountdown } from "#app/components/launch/launch-countdown";
import { useRootData } from "#app/components/layout/use-root-data";
import { Card } from "#app/components/ui/card";
import { signIn, signUp } from "#app/domain/users/accounts.server";
import { signInSchema, signUpSchema } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { afterSignInPath, authReasonOf } from "#app/domain/users/redirects";
import { secondFactorPath } from "#app/domain/users/second-factor-paths";
import { getOptionalUser } from "#app/domain/users/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { pageMeta } from "#app/lib/seo";
import { languageVersions, localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/auth";
import { authFieldMessages, authIntro, authMeta, authRefusals, authWords } from "./auth-words.server";

/**
 * 'Acceder': sign in and sign up, in the language of its address (`/auth`, `/en/auth`…): a visitor
 * comes from a page in their language before any account can say it (docs/decisions/0061).
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    ...(loaderData?.meta ?? {}),
    path: localePathTo(loaderData?.locale ?? "es", ROUTES.auth),
    locale: loaderData?.locale,
    alternates: languageVersions(ROUTES.auth),
  });

/** The page's language, from its address only: never a field the browser could change. */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/** A 429 says when to come back (Retry-After), also on the full-page answer without JavaScript. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getOptionalUser(request, context)) throw redirect(ROUTES.dashboard);
  const url = new URL(request.url);
  const from = authReasonOf(url.searchParams.get("from"));
  const locale = localeOf(request);
  return {
    tab: (url.searchParams.get("tab") === "registro" ? "signup" : "login") as AuthTab,
    from,
    redirectTo: safeLocalPath(url.searchParams.get("redirectTo")),
    locale,
    meta: authMeta(locale),
    // Chosen here, so the words for the other reasons and languages stay out of the page's JavaScript.
    intro: authIntro(locale, from),
    words: authWords(locale),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "sign-up") return signUpAction(request, context, formData);
  if (intent === "sign-in") return signInAction(request, context, formData);
  throw data(authRefusals(localeOf(request)).unknownForm, { status: 400 });
}

const HIDE_PASSWORD = { hideFields: ["password"] };

async function signInAction(request: Request, context: Route.ActionArgs["context"], formData: FormData) {
  const locale = localeOf(request);
  const refusal = authRefusals(locale);
  const submission = parseWithZod(formData, { schema: signInSchema(authFieldMessages(locale)) });
  if (submission.status !== "success") {
    return data(
      { intent: "sign-in" as const, result: submission.reply(HIDE_PASSWORD), alert: null },
      { status: 400 },
    );
  }
  const { email, password, from, redirectTo } = submission.value;
  const fail = (
    status: number,
    description: string,
    {
      unverifiedEmail,
      signInLinkEmail,
      retryAfterMs,
    }: { unverifiedEmail?: string; signInLinkEmail?: string; retryAfterMs?: number } = {},
  ) =>
    data(
      {
        intent: "sign-in" as const,
        result: submission.reply({ ...HIDE_PASSWORD, formErrors: [description] }),
        alert: { title: refusal.signInTitle, description, tone: "error" as const },
        unverifiedEmail,
        signInLinkEmail,
      },
      {
        status,
        headers: retryAfterMs ? { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) } : undefined,
      },
    );
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) return fail(403, refusal.forbiddenOrigin);

  const outcome = await signIn(authDeps(context), {
    email,
    password,
    ip: context.clientIp,
    headers: request.headers,
  });
  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    const next = afterSignInPath({ from, redirectTo });
    throw redirect(outcome.secondFactor ? secondFactorPath(next) : next, { headers });
  }
  switch (outcome.reason) {
    case "credentials":
      return fail(401, refusal.wrongCredentials);
    case "unverified":
      return fail(403, refusal.unverified, { unverifiedEmail: email });
    case "banned":
      return fail(403, refusal.suspended);
    // Both offer the one-time link: an owner who shares an address with an attacker waits otherwise.
    case "limited":
      return fail(429, refusal.tooMany(outcome.retryAfterMs), {
        retryAfterMs: outcome.retryAfterMs,
        signInLinkEmail: email,
      });
    case "locked":
      return fail(429, refusal.locked(outcome.retryAfterMs), {
        retryAfterMs: outcome.retryAfterMs,
        signInLinkEmail: email,
      });
    default:
      return fail(500, refusal.somethingWentWrong);
  }
}

async function signUpAction(request: Request, context: Route.ActionArgs["context"], formData: FormData) {
  const locale = localeOf(request);
  const refusal = authRefusals(locale);
  const submission = parseWithZod(formData, { schema: signUpSchema(authFieldMessages(locale)) });
  if (submission.status !== "success") {
    return data(
      { intent: "sign-up" as const, result: submission.reply(HIDE_PASSWORD), alert: null },
      { status: 400 },
    );
  }
  const fail = (status: number, description: string) =>
    data(
      {
        intent: "sign-up" as const,
        result: submission.reply({ ...HIDE_PASSWORD, formErrors: [description] }),
        alert: { title: refusal.signUpTitle, description, tone: "error" as const },
      },
      { status },
    );
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) return fail(403, refusal.forbiddenOrigin);

  const { name, email, password, from } = submission.value;
  const redirectTo = safeLocalPath(submission.value.redirectTo);
  const outcome = await signUp(authDeps(context), {
    name,
    email,
    password,
    ip: context.clientIp,
    locale,
    continueWith: { from, redirectTo },
  });
  if (outcome.ok) {
    return {
      intent: "sign-up" as const,
      result: submission.reply({ resetForm: true }),
      alert: null,
      sentTo: outcome.email,
    };
  }
  switch (outcome.reason) {
    case "limited":
      return data(
        {
          intent: "sign-up" as const,
          result: submission.reply({
            ...HIDE_PASSWORD,
            formErrors: [refusal.tooMany(outcome.retryAfterMs)],
          }),
          alert: {
            title: refusal.tooManyTitle,
            description: refusal.tooMany(outcome.retryAfterMs),
            tone: "error" as const,
          },
        },
        { status: 429, headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) } },
      );
    default:
      return fail(500, refusal.unexpected(outcome.detail));
  }
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const launchAt = useRootData()?.publicEnv.LAUNCH_AT;
  const { tab, from, redirectTo, intro, words, locale } = loaderData;
  const context = { from, redirectTo, words, locale };
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:px-8">
      <header className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1">
        <h1 className="text-3xl text-foreground sm:text-4xl">{intro.title}</h1>
        <p className="max-w-xl text-lg text-muted-foreground">{intro.lead}</p>
      </header>
      <Card className="gap-6 p-5 sm:p-7 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <AuthTabs current={tab} {...context} />
        {tab === "signup" ? (
          <SignUpForm actionData={actionData?.intent === "sign-up" ? actionData : undefined} {...context} />
        ) : (
          <SignInForm
            actionData={actionData?.intent === "sign-in" ? actionData : undefined}
            from={from}
            redirectTo={redirectTo}
            words={words}
            locale={locale}
          />
        )}
      </Card>
      {launchAt ? (
        <section aria-label="Lanzamiento" className="lg:col-start-1 lg:row-start-2">
          <LaunchCountdown launchAt={launchAt} />
        </section>
      ) : null}
    </div>
  );
}
