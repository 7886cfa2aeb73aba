import { data, Link, redirect } from "react-router";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { SecondFactorChallengeForm } from "#app/components/auth/second-factor-fields";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { limitSecondFactorCode } from "#app/domain/users/auth-rate-limits.server";
import { afterSignInPath } from "#app/domain/users/redirects";
import { hasSignInChallenge, passSecondFactor } from "#app/domain/users/second-factor.server";
import { SECOND_FACTOR_MESSAGES as M } from "#app/domain/users/second-factor-messages";
import { secondFactorSetupPath } from "#app/domain/users/second-factor-paths";
import { getSessionState } from "#app/domain/users/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { pageMeta } from "#app/lib/seo";
import { pathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/second-factor";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: M.title, path: ROUTES.secondFactor, noIndex: true });

export const headers: Route.HeadersFunction = (args) => {
  const headers = headersWithRetryAfter(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/**
 * The code after the password (the plugin's short-lived cookie), or for a session that owes its
 * account's factor (a one-time sign-in link). Staff without a factor yet are sent to set one up.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeLocalPath(url.searchParams.get("redirectTo"));
  const recovery = url.searchParams.get("con") === "recuperacion";
  const state = await getSessionState(request, context);
  if (state.kind === "signed-in") {
    if (state.user.secondFactor === "setup-required") throw redirect(secondFactorSetupPath(redirectTo));
    throw redirect(afterSignInPath({ redirectTo }));
  }
  if (state.kind === "none" && !hasSignInChallenge(request)) throw redirect(ROUTES.auth);
  return { redirectTo, recovery };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const code = formData.get("code");
  const method = intent === "totp" ? "totp" : intent === "recovery" ? "recovery" : null;
  const recovery = method === "recovery";
  const refuse = (status: number, error: string) => data({ error, recovery }, { status });
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL)) return refuse(403, M.unexpected);
  const redirectTo = safeLocalPath(new URL(request.url).searchParams.get("redirectTo"));
  // Nothing to pass: a full session goes on; without the plugin's cookie the sign-in has lapsed.
  const state = await getSessionState(request, context);
  if (state.kind === "signed-in") throw redirect(afterSignInPath({ redirectTo }));
  if (state.kind === "none" && !hasSignInChallenge(request)) return refuse(401, M.expired);
  if (!method || typeof code !== "string" || code.length > 20)
    return refuse(400, recovery ? M.wrongRecovery : M.wrongCode);
  const limit = await limitSecondFactorCode(context.rateLimiter, {
    ip: context.clientIp,
    userId: state.kind === "pending" ? state.user.id : undefined,
  });
  if (!limit.allowed)
    return data(
      { error: M.locked, recovery },
      { status: 429, headers: { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) } },
    );
  const outcome = await passSecondFactor(authDeps(context), {
    method,
    code: code.trim(),
    headers: request.headers,
  });
  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(afterSignInPath({ redirectTo }), { headers });
  }
  if (outcome.reason === "code") return refuse(401, recovery ? M.wrongRecovery : M.wrongCode);
  if (outcome.reason === "expired") return refuse(401, M.expired);
  if (outcome.reason === "locked") return refuse(429, M.locked);
  return refuse(500, M.unexpected);
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const recovery = actionData?.recovery ?? loaderData.recovery;
  const other = pathTo(ROUTES.secondFactor, {
    redirectTo: loaderData.redirectTo || null,
    con: recovery ? null : "recuperacion",
  });
  return (
    <AuthPageShell title={M.title} lead={recovery ? undefined : M.challengeLead}>
      <SecondFactorChallengeForm key={String(recovery)} recovery={recovery} error={actionData?.error} />
      <Link
        to={other}
        className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        {recovery ? M.useApp : M.useRecovery}
      </Link>
    </AuthPageShell>
  );
}
