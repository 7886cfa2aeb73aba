import { isRouteErrorResponse, Outlet } from "react-router";
import { RoomTabs } from "#app/components/closing/room-tabs";
import { NotFoundPage } from "#app/components/layout/not-found-page";
import { SITE_WORDS_FROM_DATA } from "#app/components/layout/site-words";
import { readerSiteWords } from "#app/components/layout/site-words.server";
import { requireUser } from "#app/http/session.server";
import { HYDRATE } from "#app/lib/hydration";
import { translator } from "#app/lib/i18n/translate";
import { pageMeta } from "#app/lib/seo";
import { ROUTES } from "#app/urls";
import type { Route } from "./+types/room";
import { requireClosingRoom, roomLocale } from "./room-access.server";

/**
 * '/cierre/<deal>': the closing room shared by the seller and the buyer of one deal, from the
 * accepted offer to the keys. This layout checks who may enter (a stranger gets the 404 of an unknown
 * deal) and shows the deal's header and tabs; each tab is a child route with its own loader. The
 * buyer reads it in their language; the seller and staff in Spanish.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const room = await requireClosingRoom(context, user, params.dealId);
  const { deal, property, party, readOnly } = room;
  const locale = await roomLocale(context, room);
  return {
    dealId: deal.id,
    title: property.title ?? translator(locale)("closing.room.untitled"),
    address: property.address,
    party,
    readOnly,
    locale,
    // The header and footer in the buyer's language too (the seller's and staff's stay Spanish).
    site: readerSiteWords(locale, context.publicEnv.BRAND_NAME),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: translator(loaderData?.locale ?? "es")("closing.room.title"),
    path: ROUTES.closingRoom,
    noIndex: true,
  });

/** An application page (app/lib/hydration.ts) whose shell follows the reader (site-words.ts). */
export const handle = { ...HYDRATE, ...SITE_WORDS_FROM_DATA };

const PARTY_LABEL = {
  seller: "closing.room.party.seller",
  buyer: "closing.room.party.buyer",
  staff: "closing.room.party.staff",
} as const;

export default function ClosingRoom({ loaderData }: Route.ComponentProps) {
  const { dealId, title, address, party, readOnly, locale } = loaderData;
  const t = translator(locale);
  return (
    <div
      lang={locale === "es" ? undefined : locale}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12"
    >
      <header className="flex flex-col gap-1">
        <p className="text-muted-foreground text-sm">
          {t("closing.room.title")} · {t(PARTY_LABEL[party])}
        </p>
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        {address ? <p className="text-muted-foreground">{address}</p> : null}
        {readOnly ? (
          <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {t("closing.room.ended")}
          </p>
        ) : null}
      </header>
      <RoomTabs dealId={dealId} locale={locale} />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
