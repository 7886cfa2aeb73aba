import { type AppLoadContext, data, redirect } from "react-router";
import { addFavourite, removeFavourite } from "#app/domain/favourites/favourites.server";
import { FAVOURITE_MESSAGES } from "#app/domain/favourites/texts";
import { authPageHref } from "#app/domain/users/redirects";
import { getOptionalUser } from "#app/domain/users/session.server";
import {
  forgetPendingFavourite,
  readPendingFavourite,
  rememberPendingFavourite,
} from "#app/http/pending-favourite.server";
import { localeOfPath, unprefixedPath } from "#app/lib/i18n/locales";
import { refererPath, safeLocalPath } from "#app/lib/safe-local-path";
import { combineHeaders, redirectWithToast } from "#app/lib/toast.server";
import { localePathTo, ROUTES } from "#app/urls";
import type { ListingActionInput } from "../action-input";

/** The listing in the language of the page the heart was pressed on (its form posts to that page). */
const listingPath = (request: Request, propertyId: string) =>
  localePathTo(localeOfPath(new URL(request.url).pathname), ROUTES.property, { id: propertyId });

/** Sign-in for a visitor's heart, in the language of the listing it was pressed on, back to that listing. */
function signInFirst(request: Request, propertyId: string): string {
  return authPageHref({
    from: "favorito",
    redirectTo: listingPath(request, propertyId),
    locale: localeOfPath(new URL(request.url).pathname),
  });
}

const cookieOptions = (context: AppLoadContext) => ({
  secret: context.env.AUTH_SECRET,
  secure: context.env.isProduction,
});

/**
 * Where the heart sends the user back: the portal page it was pressed on (its cards post here),
 * else the listing's own page. Only a path of ours, read from Referer.
 */
function backPath(request: Request, propertyId: string): string {
  const path = refererPath(request);
  const portal = path ? unprefixedPath(path) : null;
  if (path && portal && (portal === ROUTES.portal || portal.startsWith(`${ROUTES.portal}?`))) return path;
  return listingPath(request, propertyId);
}

/**
 * The heart: a signed-in user saves the listing; a visitor is sent to /auth with the listing
 * waiting in a signed cookie, saved when they come back to it signed in (`takePendingFavourite`).
 */
export async function favouriteIntent({ context, request, propertyId }: ListingActionInput) {
  const user = await getOptionalUser(request, context);
  if (!user) {
    const cookie = await rememberPendingFavourite(propertyId, cookieOptions(context));
    return redirect(signInFirst(request, propertyId), {
      headers: { "Set-Cookie": cookie },
    });
  }
  if (!(await addFavourite(context.db, user.id, propertyId)))
    throw data("Propiedad no encontrada", { status: 404 });
  return redirectWithToast(
    backPath(request, propertyId),
    { ...FAVOURITE_MESSAGES.saved, variant: "success" },
    undefined,
    { secret: context.env.AUTH_SECRET },
  );
}

/** The heart of a saved listing: takes it out of the user's favourites. */
export async function unfavouriteIntent({ context, request, propertyId }: ListingActionInput) {
  const user = await getOptionalUser(request, context);
  if (!user) return redirect(signInFirst(request, propertyId));
  await removeFavourite(context.db, user.id, propertyId);
  return redirectWithToast(backPath(request, propertyId), FAVOURITE_MESSAGES.removed, undefined, {
    secret: context.env.AUTH_SECRET,
  });
}

/**
 * On a listing's page, for a signed-in user: the heart they pressed on this listing before
 * signing in is saved now, and the page reloads with 'Guardado en favoritos'. Null when nothing
 * waits for this listing (a wish for another listing stays until its page or its expiry).
 */
export async function takePendingFavourite(
  context: AppLoadContext,
  request: Request,
  userId: string,
  propertyId: string,
): Promise<Response | null> {
  const options = cookieOptions(context);
  const pending = await readPendingFavourite(request, options);
  if (pending !== propertyId) return null;
  const saved = await addFavourite(context.db, userId, propertyId);
  const forget = { "Set-Cookie": await forgetPendingFavourite(options) };
  const url = new URL(request.url);
  const here = safeLocalPath(`${url.pathname}${url.search}`) ?? listingPath(request, propertyId);
  if (!saved) return redirect(here, { headers: forget });
  return redirectWithToast(
    here,
    { ...FAVOURITE_MESSAGES.saved, variant: "success" },
    { headers: combineHeaders(forget) },
    {
      secret: context.env.AUTH_SECRET,
    },
  );
}
