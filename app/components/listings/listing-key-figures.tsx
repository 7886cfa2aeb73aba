import { useListingWords } from "#app/components/listings/listing-words";

/**
 * The line a buyer compares and quotes by: €/m² (price over built surface), the day it was
 * published and its reference.
 */
export function ListingKeyFigures({
  pricePerSquareMetre,
  publishedOn,
  reference,
}: {
  pricePerSquareMetre: number | null;
  /** An ISO day (YYYY-MM-DD) or a date. */
  publishedOn: string | Date;
  reference: string;
}) {
  const { t, price, date } = useListingWords();
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
      {pricePerSquareMetre !== null ? (
        <span className="font-semibold text-foreground tabular-nums">{price(pricePerSquareMetre)}/m²</span>
      ) : null}
      <span>{t("listing.published", { date: date(publishedOn) })}</span>
      <span>{t("listing.reference", { reference })}</span>
    </p>
  );
}
