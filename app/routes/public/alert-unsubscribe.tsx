import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { MANAGE_ALERTS_PATH } from "#app/domain/alerts/saved-searches";
import { applyUnsubscribe, describeUnsubscribeTarget } from "#app/domain/alerts/saved-searches.server";
import type { UnsubscribeTarget } from "#app/domain/alerts/unsubscribe.server";
import { resolveUnsubscribeToken } from "#app/domain/alerts/unsubscribe-links.server";
import { loadAsDocument } from "#app/lib/hydration";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { isMalformedToken } from "#app/lib/token-text";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/alert-unsubscribe";

/**
 * '/alertas/baja?t=<token>': the unsubscribe link of every alert e-mail, without signing in (the
 * token is signed, unsubscribe.server.ts). GET only shows the button, since mail scanners open
 * links; POST unsubscribes: from this page's button, or from the mail client's own one-click
 * 'Cancelar suscripción' (RFC 8058: body `List-Unsubscribe=One-Click`, sent by the mail provider's
 * servers, which is why server/origin-check.ts lets this one path through).
 *
 * A forged link and one its owner revoked (unsubscribe-links.server.ts) get the same 404 page,
 * which says what to use instead; the one-click POST of either is refused with it.
 */
async function targetOf(request: Request, context: Route.LoaderArgs["context"]): Promise<UnsubscribeTarget> {
  const token = new URL(request.url).searchParams.get("t");
  if (isMalformedToken(token)) throw data("Enlace no válido", { status: 400 });
  const target = await resolveUnsubscribeToken(context.db, context.env.AUTH_SECRET, token);
  if (!target) throw data("Enlace no válido", { status: 404 });
  return target;
}

function whatStops(target: UnsubscribeTarget, name: string | null): string {
  if (target.kind === "search") return `los avisos de tu búsqueda «${name ?? ""}»`;
  if (target.kind === "price-drops") return "los avisos de bajadas de precio de tus favoritos";
  return "todas las alertas por correo";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const target = await targetOf(request, context);
  const { exists, name } = await describeUnsubscribeTarget(context.db, target);
  return { exists, what: whatStops(target, name), done: false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const target = await targetOf(request, context);
  const { name } = await describeUnsubscribeTarget(context.db, target);
  // A deleted search has nothing left to stop: the page says it is done all the same.
  await applyUnsubscribe(context.db, target);
  return { exists: true, what: whatStops(target, name), done: true };
}

// The token is in the URL: no request from this page may carry it, so the referrer is the origin
// alone (not 'no-referrer', under which a form post without JavaScript sends `Origin: null`).
export const headers: Route.HeadersFunction = (args) => {
  const headers = headersWithRetryAfter(args);
  headers.set("Referrer-Policy", "strict-origin");
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Darse de baja de las alertas", path: ROUTES.alertUnsubscribe, noIndex: true });

export const clientLoader = loadAsDocument;

/** The page's frame: the heading, the card, and where to choose which alerts to get. */
function UnsubscribeFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PageHero title="Alertas por correo" />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <div className="flex max-w-xl flex-col gap-5 rounded-xl border border-border bg-card p-5 sm:p-6">
          {children}
          <p className="text-muted-foreground text-sm">
            Puedes elegir qué avisos recibir y con qué frecuencia en{" "}
            <a href={MANAGE_ALERTS_PATH} className="font-medium text-primary underline underline-offset-4">
              tus búsquedas guardadas
            </a>
            .
          </p>
        </div>
      </div>
    </>
  );
}

export default function AlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  return (
    <UnsubscribeFrame>
      {state.done ? (
        <p role="status" className="text-foreground text-lg">
          Listo: ya no recibirás {state.what}.
        </p>
      ) : state.exists ? (
        <form method="post" className="flex flex-col gap-5">
          <p className="text-foreground text-lg">¿Quieres dejar de recibir {state.what}?</p>
          <div>
            <Button type="submit">Darme de baja</Button>
          </div>
        </form>
      ) : (
        <p className="text-foreground text-lg">
          Esta búsqueda ya no existe: no recibirás más avisos de ella.
        </p>
      )}
    </UnsubscribeFrame>
  );
}

/** A forged or revoked link (404): what happened and what to use instead, never a dead end. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404)
    return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return (
    <UnsubscribeFrame>
      <p className="text-foreground text-lg">Este enlace para darte de baja ya no es válido.</p>
      <p className="text-muted-foreground">
        Los enlaces de los correos anteriores dejan de funcionar cuando cierras sesión en todos los
        dispositivos o cambias tu contraseña. Usa el del correo de alertas más reciente.
      </p>
    </UnsubscribeFrame>
  );
}
