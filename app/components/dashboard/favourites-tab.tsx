import { HeartOff } from "lucide-react";
import { Form } from "react-router";
import { EmptyWithPortalLink } from "#app/components/dashboard/empty-with-portal-link";
import { CardPhoto } from "#app/components/listings/listing-photo";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import type { FavouriteListing } from "#app/domain/favourites/favourites.server";
import { REMOVE_FAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { formatPrice } from "#app/lib/format";
import { formatPriceIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import { localePathTo, ROUTES } from "#app/urls";
import { BADGE_VARIANT } from "./badge-variant";
import { TabLoadError } from "./load-error";
import { around, type FavouritesWords } from "./space-words";

/** Spanish keeps the site's own price format; the other languages write it their way. */
const priceIn = (locale: Locale, euros: number) =>
  locale === "es" ? formatPrice(euros) : formatPriceIn(locale, euros);

/**
 * 'Favoritos': the listings the user saved with the heart, at today's price and state, in the
 * account's language; each links to the listing in that language.
 */
export function FavouritesTab({
  favourites,
  words,
}: {
  favourites: FavouriteListing[] | null;
  words: FavouritesWords;
}) {
  if (favourites === null) return <TabLoadError message={words.loadFailed} />;
  if (favourites.length === 0) return <EmptyWithPortalLink words={words} />;
  return (
    <ul aria-label={words.list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {favourites.map((favourite) => (
        <FavouriteCard key={favourite.id} favourite={favourite} words={words} />
      ))}
    </ul>
  );
}

function FavouriteCard({ favourite, words }: { favourite: FavouriteListing; words: FavouritesWords }) {
  const { locale } = words;
  const title = favourite.title?.trim() || words.untitled;
  const badge = favourite.status === "Borrador" ? "Retirado" : favourite.status;
  const badgeWords = {
    "En venta": words.status.onSale,
    Reservado: words.status.reserved,
    Vendida: words.status.sold,
    Retirado: words.status.withdrawn,
  };
  // A sold or withdrawn listing has no public page any more: it stays here and says why.
  const onSale = favourite.status === "En venta" || favourite.status === "Reservado";
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-card">
      <CardPhoto url={favourite.coverImage} className={onSale ? undefined : "opacity-60 grayscale"} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={BADGE_VARIANT[badge]}>{badgeWords[badge]}</Badge>
        </div>
        <h3 className="font-semibold text-foreground text-lg leading-snug">
          {/* A plain link: the listing page is a public page, loaded whole (ADR 0018). */}
          {onSale ? (
            <a href={localePathTo(locale, ROUTES.property, { id: favourite.id })} className="hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        {favourite.address ? <p className="text-muted-foreground text-sm">{favourite.address}</p> : null}
        <p className="font-bold text-primary text-xl tabular-nums">
          {favourite.price !== null ? priceIn(locale, favourite.price) : words.priceOnRequest}
        </p>
        {onSale && favourite.previousPrice !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-success/15 px-2.5 py-0.5 font-semibold text-success">
              {words.dropped}
            </span>
            <span className="text-muted-foreground">
              {words.before} <s className="tabular-nums">{priceIn(locale, favourite.previousPrice)}</s>
            </span>
          </p>
        ) : null}
        {onSale ? null : (
          <p className="text-muted-foreground text-sm">
            {favourite.status === "Vendida" ? words.sold : words.withdrawn}
          </p>
        )}
        <Form method="post" preventScrollReset className="mt-auto pt-2">
          <input type="hidden" name="intent" value={REMOVE_FAVOURITE_INTENT} />
          <input type="hidden" name="propertyId" value={favourite.id} />
          <Button type="submit" variant="outline" size="sm" aria-label={around(words.removeLabel, title)}>
            <HeartOff aria-hidden="true" />
            {words.remove}
          </Button>
        </Form>
      </div>
    </li>
  );
}
