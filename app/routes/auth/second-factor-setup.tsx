import { data } from "react-router";
import { AuthAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import {
  ScanAndConfirm,
  type ScanStep,
  StartSetupForm,
  TurnOffForm,
} from "#app/components/auth/second-factor-setup-steps";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { limitSecondFactorCode } from "#app/domain/users/auth-rate-limits.server";
import { afterSignInPath } from "#app/domain/users/redirects";
import {
  confirmSecondFactorSetup,
  hasSecondFactor,
  startSecondFactorSetup,
  turnOffSecondFactor,
} from "#app/domain/users/second-factor.server";
import { SECOND_FACTOR_MESSAGES as M } from "#app/domain/users/second-factor-messages";
import { requireUser } from "#app/http/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { qrImageSource } from "#app/lib/qr-image.server";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { pageMeta } from "#app/lib/seo";
import { redirectWithToast } from "#app/lib/toast.server";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/second-factor-setup";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: M.title, path: ROUTES.secondFactorSetup, noIndex: true });

// The secret and the recovery codes are in the page: no cache may keep it.
export const headers: Route.HeadersFunction = (args) => {
  const headers = headersWithRetryAfter(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

const PROFILE_PATH = ROUTES.dashboardProfile;

/** Set up an authenticator app (staff must; owners may), or turn it off (owners only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return {
    enabled: await hasSecondFactor(context.db, user.id),
    isStaff: user.role === "admin" || user.secondFactor === "setup-required",
    redirectTo: safeLocalPath(new URL(request.url).searchParams.get("redirectTo")),
  };
}

type ActionData = { intent: "start" | "confirm" | "turn-off"; error?: string; step?: ScanStep };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const refuse = (status: number, answer: ActionData) => data(answer, { status });
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    return refuse(403, { intent: "start", error: M.unexpected });
  // Every intent here checks a secret (the password, or the app's first code): each try is counted.
  const limit = await limitSecondFactorCode(context.rateLimiter, { ip: context.clientIp, userId: user.id });
  if (!limit.allowed)
    return data(
      { intent: intent === "confirm" || intent === "turn-off" ? intent : "start", error: M.locked },
      { status: 429, headers: { "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) } },
    );
  const deps = authDeps(context);
  const text = (name: string, max: number) => {
    const value = formData.get(name);
    return typeof value === "string" && value.length <= max ? value : "";
  };
  const redirectTo = safeLocalPath(new URL(request.url).searchParams.get("redirectTo"));

  if (intent === "start") {
    const started = await startSecondFactorSetup(deps, {
      password: text("password", 128),
      headers: request.headers,
    });
    if (!started.ok)
      return refuse(started.reason === "password" ? 401 : 409, {
        intent,
        error: started.reason === "password" ? M.wrongPassword : M.unexpected,
      });
    const { totpUri, secret, recoveryCodes } = started;
    return { intent, step: { totpUri, secret, recoveryCodes, qrImage: await qrImageSource(totpUri) } };
  }
  if (intent === "confirm") {
    const outcome = await confirmSecondFactorSetup(deps, {
      code: text("code", 20).trim(),
      headers: request.headers,
      user,
    });
    if (!outcome.ok) {
      // The secret shown stays on the page (it is the one stored) so a mistyped code can be retried.
      const totpUri = text("totpUri", 500);
      const secret = totpUri.startsWith("otpauth://")
        ? (new URL(totpUri).searchParams.get("secret") ?? "")
        : "";
      const recoveryCodes = formData
        .getAll("recoveryCode")
        .filter((code) => typeof code === "string")
        .slice(0, 10);
      const step = secret
        ? { totpUri, secret, recoveryCodes, qrImage: await qrImageSource(totpUri) }
        : undefined;
      return refuse(outcome.reason === "code" ? 401 : 409, { intent, step, error: M.wrongCode });
    }
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    const next = redirectTo ?? (user.secondFactor === "setup-required" ? ROUTES.admin : PROFILE_PATH);
    return redirectWithToast(
      afterSignInPath({ redirectTo: next }),
      { title: M.enabledToast, variant: "success" },
      { headers },
      { secret: context.env.AUTH_SECRET },
    );
  }
  if (intent === "turn-off") {
    const outcome = await turnOffSecondFactor(deps, {
      password: text("password", 128),
      headers: request.headers,
      user,
    });
    if (!outcome.ok)
      return refuse(outcome.reason === "password" ? 401 : 403, {
        intent,
        error:
          outcome.reason === "password"
            ? M.wrongPassword
            : outcome.reason === "staff"
              ? M.staffCannotTurnOff
              : M.unexpected,
      });
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast(
      PROFILE_PATH,
      { title: M.turnedOffToast, variant: "success" },
      { headers },
      {
        secret: context.env.AUTH_SECRET,
      },
    );
  }
  throw data("Formulario desconocido", { status: 400 });
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

export default function SecondFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ActionData | undefined;
  if (answer?.step) {
    return (
      <AuthPageShell title={M.title}>
        <ScanAndConfirm step={answer.step} error={answer.error} />
      </AuthPageShell>
    );
  }
  if (loaderData.enabled) {
    return (
      <AuthPageShell title={M.title}>
        <AuthAlert tone="success" title={M.enabled} />
        {loaderData.isStaff ? (
          <p className="text-muted-foreground">{M.staffCannotTurnOff}</p>
        ) : (
          <TurnOffForm error={answer?.intent === "turn-off" ? answer.error : undefined} />
        )}
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell
      title={M.title}
      lead={loaderData.isStaff ? `${M.staffSetupLead} ${M.setupLead}` : M.setupLead}
    >
      <StartSetupForm error={answer?.intent === "start" ? answer.error : undefined} />
    </AuthPageShell>
  );
}
