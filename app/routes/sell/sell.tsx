import { Link, redirect, replace } from "react-router";
import { Spinner } from "#app/components/ui/spinner";
import { legacySaleRedirect, salePath } from "#app/domain/kernel/process-urls";
import { keptPropertyAmong } from "#app/domain/sale/in-progress";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { pageMeta } from "#app/lib/seo";
import { loadSaleEntry, type SaleEntry } from "#app/routes/sell/sale-page.server";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/sell";

/**
 * `/vender` shows nothing of its own (docs/decisions/0045-process-routes-by-step.md): the older
 * query addresses (`?id=…&paso=…`, `?nueva`, in e-mails already sent) go to their new place on the
 * server; otherwise the browser chooses, as only it knows the property it keeps in progress.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const moved = legacySaleRedirect(new URL(request.url));
  if (moved) throw redirect(moved);
  const user = await requireUser(request, context);
  return loadSaleEntry(context, user);
}

/**
 * The property kept in progress in this browser opens when it is still one of the owner's sales
 * under way; else the newest on its current step (or a new sale). Replaced in the history, so Back
 * does not land here again.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<SaleEntry> {
  const { userId, underWay, newest } = await serverLoader();
  const kept = keptPropertyAmong("particular", userId, underWay);
  throw replace(kept ? salePath(kept) : newest);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Vender mi propiedad", path: ROUTES.sell, noIndex: true });

/** An application page: React runs in the browser (app/lib/hydration.ts). */
export const handle = HYDRATE;

/** While the browser chooses; without JavaScript, the newest sale is one link away. */
function Opening({ newest }: { newest: string | undefined }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Spinner label="Abriendo tu venta…" className="size-8" />
      {newest ? (
        <Link to={newest} className="text-primary underline underline-offset-4">
          Continuar con mi venta
        </Link>
      ) : null}
    </div>
  );
}

export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  return <Opening newest={loaderData?.newest} />;
}

/** A page, not a resource route (those answer with their data); the client loader always moves on. */
export default function SellEntry({ loaderData }: Route.ComponentProps) {
  return <Opening newest={loaderData.newest} />;
}
