import { isRouteErrorResponse, Outlet } from "react-router";
import { RoomTabs } from "#app/components/closing/room-tabs";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/room";
import { requireClosingRoom } from "./room-access.server";

/**
 * '/cierre/<deal>': the closing room shared by the seller and the buyer of one deal, from the
 * accepted offer to the keys. This layout checks who may enter (a stranger gets the 404 of an unknown
 * deal) and shows the deal's header and tabs; each tab is a child route with its own loader.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { deal, property, party, readOnly } = await requireClosingRoom(context, user, params.dealId);
  return {
    dealId: deal.id,
    title: property.title ?? "Tu vivienda",
    address: property.address,
    party,
    readOnly,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sala de cierre", path: ROUTES.closingRoom, noIndex: true });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

const PARTY_LABEL = { seller: "Vendedor", buyer: "Comprador", staff: "Equipo de Zaguán" } as const;

export default function ClosingRoom({ loaderData }: Route.ComponentProps) {
  const { dealId, title, address, party, readOnly } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm">Sala de cierre · {PARTY_LABEL[party]}</p>
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {address ? <p className="text-muted-foreground">{address}</p> : null}
        {readOnly ? (
          <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            Esta operación no siguió adelante. Lo que pasó queda aquí como historial; ya no se puede cambiar.
          </p>
        ) : null}
      </header>
      <RoomTabs dealId={dealId} />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
