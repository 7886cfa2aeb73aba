import { useListingWords } from "#app/components/listings/listing-words";
import { PropertyGrid } from "#app/components/listings/property-grid";
import type { PortalListing } from "#app/domain/listings/portal.server";

/** Up to 4 listings of the same province and type, nearest in price (similar-listings.server.ts). */
export function SimilarListings({ listings, publicUrl }: { listings: PortalListing[]; publicUrl: string }) {
  const { t, locale } = useListingWords();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="similar-listings" className="render-when-near mt-12 flex flex-col gap-6">
      <h2 id="similar-listings" className="text-2xl">
        {t("listing.similar")}
      </h2>
      <PropertyGrid listings={listings} publicUrl={publicUrl} locale={locale} />
    </section>
  );
}
