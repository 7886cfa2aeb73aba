import { LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthAlert } from "#app/components/auth/auth-alert";
import { AuthPageShell } from "#app/components/auth/auth-page-shell";
import { AuthSubmitButton } from "#app/components/auth/auth-submit-button";
import { SignInLinkForm, type SignInLinkRequestResult } from "#app/components/auth/sign-in-link-form";
import { useAlertToast } from "#app/components/auth/use-alert-toast";
import { EmailField } from "#app/domain/users/auth.schema";
import { authDeps } from "#app/domain/users/auth-deps.server";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "#app/domain/users/auth-messages";
import { limitEmailRequest, limitSignInLinkUse } from "#app/domain/users/auth-rate-limits.server";
import { DEFAULT_AFTER_SIGN_IN } from "#app/domain/users/redirects";
import { SIGN_IN_LINK_TTL_SECONDS } from "#app/domain/users/session-policy";
import { inspectSignInLink, requestSignInLink, signInWithLink } from "#app/domain/users/sign-in-link.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { HYDRATE } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken, isTokenText } from "#app/lib/token-text";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/sign-in-link";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Entrar con un enlace", path: ROUTES.signInLink, noIndex: true });

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
  const base = { email: email.success ? email.data : null };
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
  if (intent === "request") return requestLink(context, formData, crossSite);
  if (intent === "sign-in") return signInWithToken(request, context, formData, crossSite);
  throw data("Formulario desconocido", { status: 400 });
}

const retryAfter = (ms: number) => ({ "Retry-After": String(Math.ceil(ms / 1000)) });

/** The same answer whether or not the address has a verified account (no account enumeration). */
async function requestLink(context: Route.ActionArgs["context"], formData: FormData, crossSite: boolean) {
  const answer = (status: number, result: Omit<SignInLinkRequestResult, "intent">, headers?: HeadersInit) =>
    data({ intent: "request" as const, ...result } satisfies SignInLinkRequestResult, { status, headers });
  const email = EmailField.safeParse(formData.get("email") ?? undefined);
  if (crossSite || !email.success) {
    return answer(crossSite ? 403 : 400, {
      status: "invalid",
      title: AUTH_MESSAGES.signInLinkErrorTitle,
      description: crossSite ? AUTH_MESSAGES.forbiddenOrigin : AUTH_MESSAGES.invalidEmail,
    });
  }
  const deps = authDeps(context);
  const limit = await limitEmailRequest(deps.rateLimiter, "sign-in-link-request", {
    ip: context.clientIp,
    email: email.data,
  });
  if (!limit.allowed) {
    const description = tooManyAttemptsMessage(limit.retryAfterMs);
    const title = AUTH_MESSAGES.tooManyAttemptsTitle;
    return answer(429, { status: "error", title, description }, retryAfter(limit.retryAfterMs));
  }
  if (!requestSignInLink(deps, email.data)) {
    return answer(503, {
      status: "error",
      title: AUTH_MESSAGES.signInLinkErrorTitle,
      description: AUTH_MESSAGES.signInLinkError,
    });
  }
  return answer(200, {
    status: "sent",
    title: AUTH_MESSAGES.signInLinkSentTitle,
    description: AUTH_MESSAGES.signInLinkSent,
  });
}

async function signInWithToken(
  request: Request,
  context: Route.ActionArgs["context"],
  formData: FormData,
  crossSite: boolean,
) {
  const refuse = (status: number, title: string, description: string, headers?: HeadersInit) =>
    data(
      { intent: "sign-in" as const, alert: { tone: "error" as const, title, description } },
      { status, headers },
    );
  const token = formData.get("token");
  if (crossSite) return refuse(403, "Error", AUTH_MESSAGES.forbiddenOrigin);
  if (
    typeof token !== "string" ||
    token.length === 0 ||
    token.length > MAX_TOKEN_LENGTH ||
    !isTokenText(token)
  ) {
    return refuse(400, AUTH_MESSAGES.signInLinkInvalidTitle, AUTH_MESSAGES.signInLinkInvalid);
  }
  const deps = authDeps(context);
  const limit = await limitSignInLinkUse(deps.rateLimiter, { ip: context.clientIp });
  if (!limit.allowed) {
    const description = tooManyAttemptsMessage(limit.retryAfterMs);
    return refuse(429, AUTH_MESSAGES.tooManyAttemptsTitle, description, retryAfter(limit.retryAfterMs));
  }
  const outcome = await signInWithLink(deps, { token, ip: context.clientIp, headers: request.headers });
  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(DEFAULT_AFTER_SIGN_IN, { headers });
  }
  if (outcome.reason === "invalid") {
    return refuse(400, AUTH_MESSAGES.signInLinkInvalidTitle, AUTH_MESSAGES.signInLinkInvalid);
  }
  if (outcome.reason === "banned") {
    return refuse(403, AUTH_MESSAGES.signInFailedTitle, AUTH_MESSAGES.accountSuspended);
  }
  return refuse(500, AUTH_MESSAGES.signInFailedTitle, AUTH_MESSAGES.somethingWentWrong);
}

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

const LEAD = `Te enviamos a tu correo un enlace para entrar en tu cuenta sin contraseña. Caduca en ${SIGN_IN_LINK_TTL_SECONDS / 60} minutos y solo sirve una vez.`;

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const requestAnswer = actionData?.intent === "request" ? actionData : undefined;
  const signInRefusal = actionData?.intent === "sign-in" ? actionData.alert : undefined;
  useAlertToast(signInRefusal);
  const { email } = loaderData;

  if (requestAnswer) {
    // Reached without JavaScript: the form posted here as a whole page.
    return (
      <AuthPageShell title="Entrar con un enlace">
        <AuthAlert tone={requestAnswer.status === "sent" ? "success" : "error"} title={requestAnswer.title}>
          <p>{requestAnswer.description}</p>
        </AuthAlert>
        {requestAnswer.status === "sent" ? null : <SignInLinkForm editable email={email} />}
        <BackToSignIn />
      </AuthPageShell>
    );
  }
  if (signInRefusal || loaderData.state === "invalid") {
    return (
      <AuthPageShell title="Entrar con un enlace">
        <AuthAlert tone="error" title={signInRefusal?.title ?? AUTH_MESSAGES.signInLinkInvalidTitle}>
          <p>{signInRefusal?.description ?? AUTH_MESSAGES.signInLinkInvalid}</p>
        </AuthAlert>
        <SignInLinkForm editable email={email} />
        <BackToSignIn />
      </AuthPageShell>
    );
  }
  if (loaderData.state === "confirm" && loaderData.token) {
    return (
      <AuthPageShell title="Entrar con un enlace">
        <ConfirmSignIn token={loaderData.token} />
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell title="Entrar con un enlace" lead={LEAD}>
      <SignInLinkForm editable email={email} />
      <BackToSignIn />
    </AuthPageShell>
  );
}

function ConfirmSignIn({ token }: { token: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" replace className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="sign-in" />
      <input type="hidden" name="token" value={token} />
      <p className="text-foreground">
        Pulsa el botón para entrar en tu cuenta. El enlace solo sirve una vez: si lo abres en otro
        dispositivo, pide uno nuevo allí.
      </p>
      <AuthSubmitButton pending={navigation.state !== "idle"} icon={LogIn}>
        Entrar en mi cuenta
      </AuthSubmitButton>
    </Form>
  );
}

function BackToSignIn() {
  return (
    <Link
      to={ROUTES.auth}
      className="self-center font-medium text-primary text-sm underline-offset-4 hover:underline"
    >
      Volver a Acceder
    </Link>
  );
}
