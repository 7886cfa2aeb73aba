import { BuyingCostsGuideLink } from "#app/components/listings/buying-guide-links";
import { useListingWords } from "#app/components/listings/listing-words";
import { MortgageCalculator } from "#app/components/listings/mortgage-calculator";
import { PurchaseTaxes } from "#app/components/listings/purchase-taxes";
import type { MortgageInput, MortgageQuery } from "#app/domain/listings/mortgage";
import type { PurchaseCosts } from "#app/domain/taxes/purchase-costs";

/** What buying this home costs, on the listing, without JavaScript too. */
export function PurchaseCostsSection({
  listingId,
  mortgage,
  costs,
  retry = null,
}: {
  listingId: string;
  /** null for a listing without a price. */
  mortgage: MortgageInput | null;
  /** null without a price or a province we know. */
  costs: PurchaseCosts | null;
  /** The calculator's fields as typed, when its price is asked again (the page without JavaScript). */
  retry?: Extract<MortgageQuery, { kind: "ambiguous" }>["texts"] | null;
}) {
  const { t, locale } = useListingWords();
  if (!mortgage) return null;
  return (
    <section aria-labelledby="purchase-costs" className="flex flex-col gap-6">
      <h2 id="purchase-costs" className="text-2xl">
        {t("costs.title")}
      </h2>
      <BuyingCostsGuideLink locale={locale} />
      <MortgageCalculator listingId={listingId} input={mortgage} retry={retry} />
      {costs ? <PurchaseTaxes costs={costs} /> : null}
    </section>
  );
}
