import { CallButton } from "#app/components/listings/call-button";
import type { PublicProperty } from "#app/domain/listings/property.server";
import { formatPrice } from "#app/lib/format";

/**
 * On a phone the side panel sits below the gallery and the title, a screen away: this bar keeps
 * the price and the call button at the bottom of the first screen (issue 28). CSS only, so it
 * works without JavaScript; wide screens have the sticky side panel instead.
 */
export function ContactBar({ property }: { property: PublicProperty }) {
  return (
    <section
      aria-label="Contacto"
      className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-card/95 px-4 py-3 shadow-overlay backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="font-bold text-primary text-xl tabular-nums">
          {property.price !== null ? formatPrice(property.price) : "Precio a consultar"}
        </p>
        <CallButton
          propertyId={property.id}
          countryCode={property.countryCode}
          phone={property.phone}
          label="Llamar"
          unavailableLabel="Teléfono no disponible"
          isReserved={property.isReserved}
          className="shrink-0"
        />
      </div>
    </section>
  );
}
