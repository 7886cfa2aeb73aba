import { MapPin, Phone, PhoneOff, SearchX, Share2 } from "lucide-react";
import { Link } from "react-router";
import { PropertyCard } from "#app/components/listings/property-card";
import { Button } from "#app/components/ui/button";
import { SharedIcons } from "#app/components/ui/shared-icons";
import { Spinner } from "#app/components/ui/spinner";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { cn } from "#app/lib/utils";

/** Spec §2: each card enters 0.1 s after the one before it. */
const ENTRANCE_STEP_SECONDS = 0.1;

/** Every card repeats these, so they are drawn once for the grid. */
const CARD_ICONS = {
  "card-icon-map-pin": MapPin,
  "card-icon-phone": Phone,
  "card-icon-phone-off": PhoneOff,
  "card-icon-share": Share2,
};

type PropertyGridProps = {
  listings: PortalListing[];
  publicUrl: string;
  portalSearch: string;
  /** A new set of filters is loading: the old cards stay, dimmed, under a spinner. */
  isLoading: boolean;
};

/**
 * 1, 2 or 3 columns by width. The entrance animation is CSS only (so server-rendered cards
 * animate before any JavaScript runs) and switched off entirely, delay included, for people who
 * ask for reduced motion.
 */
export function PropertyGrid({ listings, publicUrl, portalSearch, isLoading }: PropertyGridProps) {
  return (
    <div className="relative" aria-busy={isLoading}>
      <SharedIcons icons={CARD_ICONS}>
        <ul
          className={cn(
            "grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
            isLoading && "pointer-events-none opacity-50",
          )}
        >
          {listings.map((listing, index) => (
            <li
              key={listing.id}
              className="motion-safe:animate-[fade-in_450ms_ease-out_both]"
              style={{ animationDelay: `${(index * ENTRANCE_STEP_SECONDS).toFixed(1)}s` }}
            >
              <PropertyCard
                listing={listing}
                publicUrl={publicUrl}
                portalSearch={portalSearch}
                isPriority={index === 0}
              />
            </li>
          ))}
        </ul>
      </SharedIcons>
      {isLoading ? <LoadingOverlay /> : null}
    </div>
  );
}

function LoadingOverlay() {
  return (
    <div className="absolute inset-0 flex items-start justify-center pt-16">
      <div className="sticky top-1/3 flex items-center gap-3 rounded-full border border-border bg-card px-5 py-3 shadow-overlay">
        <Spinner label={null} className="size-6" />
        <span role="status" className="font-medium text-foreground">
          Buscando propiedades…
        </span>
      </div>
    </div>
  );
}

/**
 * Spec §2: the empty state. The invitation to be the first to publish only when the portal has no
 * listing at all; when filters match nothing, a way back to every listing instead.
 */
export function PortalEmptyState({
  isLoading,
  portalIsEmpty,
}: {
  isLoading: boolean;
  portalIsEmpty: boolean;
}) {
  return (
    <div
      aria-busy={isLoading}
      className="flex flex-col items-center gap-4 rounded-xl border border-border border-dashed bg-card px-6 py-16 text-center"
    >
      {isLoading ? (
        <Spinner className="size-10" />
      ) : (
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft">
          <SearchX aria-hidden="true" className="size-8 text-primary" />
        </span>
      )}
      <h2 className="font-semibold text-2xl text-foreground">No se encontraron propiedades</h2>
      <p className="max-w-md text-muted-foreground">
        Prueba a cambiar los filtros o vuelve a intentarlo más tarde.
      </p>
      <Button asChild size="lg" className="mt-2" variant={portalIsEmpty ? "default" : "outline"}>
        {portalIsEmpty ? (
          <Link to="/vender">Sé el Primero en Publicar</Link>
        ) : (
          <Link to="/portal">Ver todas las propiedades</Link>
        )}
      </Button>
    </div>
  );
}
