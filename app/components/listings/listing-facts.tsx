import { LETTER_STYLES } from "#app/components/listings/energy-rating";
import {
  type EnergyScale,
  energyLabel,
  type ListingFactValues,
  listingFactRows,
} from "#app/domain/listings/fact-rows";
import { cn } from "#app/lib/utils";

/**
 * What a buyer may ask for before paying anything (Ley 12/2023 art. 31): 'Datos de la vivienda'
 * and the full energy label. Only the facts the listing has are shown: one published before they
 * were asked shows what it has, and a block with nothing is left out.
 */
export function ListingFacts({ facts }: { facts: ListingFactValues }) {
  const rows = listingFactRows(facts);
  const energy = energyLabel(facts);
  if (rows.length === 0 && !energy) return null;
  return (
    <div className="flex flex-col gap-8">
      {rows.length > 0 ? (
        <section aria-labelledby="listing-facts" className="flex flex-col gap-3">
          <h2 id="listing-facts" className="text-2xl">
            Datos de la vivienda
          </h2>
          <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
            {rows.map((row) => (
              <div
                key={row.label}
                className="flex justify-between gap-4 border-border border-b py-2.5 text-sm sm:text-base"
              >
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="text-right font-semibold text-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {energy ? (
        <section aria-labelledby="listing-energy" className="flex flex-col gap-3">
          <h2 id="listing-energy" className="text-2xl">
            Certificado energético
          </h2>
          {energy.kind === "word" ? (
            <p className="font-semibold text-foreground">{energy.word}</p>
          ) : (
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <EnergyRow label="Consumo de energía" scale={energy.consumption} />
              {energy.emissions ? <EnergyRow label="Emisiones de CO₂" scale={energy.emissions} /> : null}
            </dl>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** dl > div > dt + dd, as a definition list must be; the coloured letter sits in the dd. */
function EnergyRow({ label, scale }: { label: string; scale: EnergyScale }) {
  return (
    <div className="relative flex min-h-16 flex-col justify-center rounded-lg bg-muted/70 py-3 pr-3 pl-16">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-foreground">
        <span
          aria-hidden="true"
          data-energy-letter
          className={cn(
            "absolute top-1/2 left-3 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md font-bold text-xl",
            LETTER_STYLES[scale.letter as keyof typeof LETTER_STYLES],
          )}
        >
          {scale.letter}
        </span>
        <span className="sr-only">Letra {scale.letter}: </span>
        {scale.value ?? "Valor no indicado"}
      </dd>
    </div>
  );
}
