import { PropertyCard } from "#app/components/listings/property-card";
import type { PortalListing } from "#app/domain/listings/portal.server";
import { OWN_TEST_LISTINGS_NOTE, OWN_TEST_LISTINGS_TITLE } from "#app/domain/listings/test-listings";

/**
 * Above the portal's results, for a tester only: their own published test listings that match the
 * search, each labelled "Prueba" (docs/decisions/0025). Not part of the public results, their
 * count or their pages: nobody else's portal has them.
 */
export function OwnTestListings({
  listings,
  publicUrl,
  saved,
}: {
  listings: PortalListing[];
  publicUrl: string;
  /** The ids a signed-in buyer saved (their hearts filled). */
  saved?: ReadonlySet<string>;
}) {
  if (listings.length === 0) return null;
  return (
    <section
      aria-labelledby="own-test-listings-title"
      className="mx-auto mt-8 w-full max-w-7xl rounded-xl border border-accent border-dashed bg-accent-soft/40 p-4 sm:p-6"
    >
      <h2 id="own-test-listings-title" className="font-semibold text-foreground text-xl">
        {OWN_TEST_LISTINGS_TITLE}
      </h2>
      <p className="mt-1 mb-4 text-muted-foreground text-sm">{OWN_TEST_LISTINGS_NOTE}</p>
      {/* Full icons, not the results' shared symbols: two grids would define the same symbol ids. */}
      <ul data-share-base={publicUrl} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <PropertyCard listing={listing} isTest saved={saved?.has(listing.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
