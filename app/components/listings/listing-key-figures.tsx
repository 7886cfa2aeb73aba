import { formatDateEs, formatPrice } from "#app/lib/format";

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
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
      {pricePerSquareMetre !== null ? (
        <span className="font-semibold text-foreground tabular-nums">
          {formatPrice(pricePerSquareMetre)}/m²
        </span>
      ) : null}
      <span>Publicado el {formatDateEs(publishedOn)}</span>
      <span>Referencia: {reference}</span>
    </p>
  );
}
