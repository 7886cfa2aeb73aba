import { HeartOff } from "lucide-react";
import { Form } from "react-router";
import { CardPhoto } from "#app/components/listings/listing-photo";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { EmptyState } from "#app/components/ui/data-table";
import type { FavouriteListing } from "#app/domain/favourites/favourites.server";
import { REMOVE_FAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { formatPrice } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";
import { BADGE_VARIANT } from "./badge-variant";
import { TabLoadError } from "./load-error";

/** 'Favoritos': the listings the user saved with the heart, at today's price and state. */
export function FavouritesTab({ favourites }: { favourites: FavouriteListing[] | null }) {
  if (favourites === null)
    return <TabLoadError message="No se han podido cargar tus favoritos. Inténtalo de nuevo más tarde." />;
  if (favourites.length === 0)
    return (
      <EmptyState>
        Todavía no has guardado ninguna propiedad. Pulsa el corazón de un anuncio del{" "}
        <a href={ROUTES.portal} className="font-medium text-primary underline-offset-4 hover:underline">
          Portal
        </a>{" "}
        para tenerla aquí.
      </EmptyState>
    );
  return (
    <ul aria-label="Mis favoritos" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {favourites.map((favourite) => (
        <FavouriteCard key={favourite.id} favourite={favourite} />
      ))}
    </ul>
  );
}

function FavouriteCard({ favourite }: { favourite: FavouriteListing }) {
  const title = favourite.title?.trim() || "Propiedad en venta";
  // A sold or withdrawn listing has no public page any more: it stays here and says why.
  const onSale = favourite.status === "En venta" || favourite.status === "Reservado";
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-card">
      <CardPhoto url={favourite.coverImage} className={onSale ? undefined : "opacity-60 grayscale"} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={BADGE_VARIANT[favourite.status === "Borrador" ? "Retirado" : favourite.status]}>
            {favourite.status === "Borrador" ? "Retirado" : favourite.status}
          </Badge>
        </div>
        <h3 className="font-semibold text-foreground text-lg leading-snug">
          {/* A plain link: the listing page is a public page, loaded whole (ADR 0018). */}
          {onSale ? (
            <a href={pathTo(ROUTES.property, { id: favourite.id })} className="hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        {favourite.address ? <p className="text-muted-foreground text-sm">{favourite.address}</p> : null}
        <p className="font-bold text-primary text-xl tabular-nums">
          {favourite.price !== null ? formatPrice(favourite.price) : "Precio a consultar"}
        </p>
        {onSale && favourite.previousPrice !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-success/15 px-2.5 py-0.5 font-semibold text-success">
              Ha bajado de precio
            </span>
            <span className="text-muted-foreground">
              Antes <s className="tabular-nums">{formatPrice(favourite.previousPrice)}</s>
            </span>
          </p>
        ) : null}
        {onSale ? null : (
          <p className="text-muted-foreground text-sm">
            {favourite.status === "Vendida"
              ? "Esta propiedad ya se ha vendido."
              : "Esta propiedad ya no está a la venta."}
          </p>
        )}
        <Form method="post" preventScrollReset className="mt-auto pt-2">
          <input type="hidden" name="intent" value={REMOVE_FAVOURITE_INTENT} />
          <input type="hidden" name="propertyId" value={favourite.id} />
          <Button type="submit" variant="outline" size="sm" aria-label={`Quitar de favoritos: ${title}`}>
            <HeartOff aria-hidden="true" />
            Quitar
          </Button>
        </Form>
      </div>
    </li>
  );
}
