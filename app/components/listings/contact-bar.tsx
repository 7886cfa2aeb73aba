import { useListingWords } from "#app/components/listings/listing-words";
import {
  PHONE_REVEAL_CONTAINER,
  PhoneRevealControl,
  PhoneRevealStatus,
} from "#app/components/listings/phone-reveal";
import type { PhoneRevealView } from "#app/domain/listings/phone-reveal";
import type { PublicProperty } from "#app/domain/listings/property.server";

/**
 * On a phone the side panel sits below the gallery and the title, a screen away: this bar keeps
 * the price and 'Ver teléfono' at the bottom of the first screen. CSS only, so it
 * works without JavaScript; wide screens have the sticky side panel instead.
 */
export function ContactBar({
  property,
  phoneAnswer,
}: {
  property: PublicProperty;
  /** This visitor's 'Ver teléfono' answer, on the page drawn for that POST only. */
  phoneAnswer: PhoneRevealView | null;
}) {
  const { t, price: formatPrice } = useListingWords();
  return (
    <section
      aria-label={t("panel.contact")}
      className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-card/95 px-4 py-3 shadow-overlay backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:hidden"
    >
      <div
        {...PHONE_REVEAL_CONTAINER}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3"
      >
        <p className="font-bold text-primary text-xl tabular-nums">
          {property.price !== null ? formatPrice(property.price) : t("card.priceOnRequest")}
        </p>
        <PhoneRevealControl
          propertyId={property.id}
          hasPhone={property.hasPhone}
          answer={phoneAnswer}
          unavailableLabel={t("panel.noPhone")}
          isReserved={property.isReserved}
          className="shrink-0"
        />
        <PhoneRevealStatus answer={phoneAnswer} className="basis-full pt-2" />
      </div>
    </section>
  );
}
