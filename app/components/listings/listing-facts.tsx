import { LETTER_STYLES } from "#app/components/listings/energy-rating";
import { type ListingWords, useListingWords } from "#app/components/listings/listing-words";
import {
  type EnergyScale,
  energyLabel,
  type FactId,
  type ListingFactValues,
  listingFactRows,
} from "#app/domain/listings/fact-rows";
import type { Occupancy } from "#app/domain/listings/facts";
import { INTL_TAGS } from "#app/lib/i18n/locales";
import type { MessageKey } from "#app/lib/i18n/translate";
import { cn } from "#app/lib/utils";

/** Each fact's name in the catalogue, written out so the catalogue test sees every key used. */
const FACT_KEYS: Record<FactId, MessageKey> = {
  size: "fact.size",
  usefulSize: "fact.usefulSize",
  yearBuilt: "fact.yearBuilt",
  yearRenovated: "fact.yearRenovated",
  floor: "fact.floor",
  hasLift: "fact.hasLift",
  accessibility: "fact.accessibility",
  occupancy: "fact.occupancy",
  communityFeesYearly: "fact.communityFeesYearly",
  ibiYearly: "fact.ibiYearly",
  hasHabitabilityCertificate: "fact.hasHabitabilityCertificate",
  charges: "fact.charges",
};

const OCCUPANCY_KEYS: Record<Occupancy, MessageKey> = {
  libre: "occupancy.libre",
  alquilada: "occupancy.alquilada",
  ocupada: "occupancy.ocupada",
};

function factWriting({ t, price, area, locale }: ListingWords) {
  const decimal = new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits: 1 });
  return {
    rows: {
      yesNo: (value: boolean) => (value ? t("fact.yes") : t("fact.no")),
      perYear: (euros: number) => t("fact.perYear", { amount: price(euros) }),
      area,
      occupancy: (occupancy: Occupancy) => t(OCCUPANCY_KEYS[occupancy]),
    },
    energy: { number: (value: number) => decimal.format(value), year: t("listing.energy.year") },
  };
}

/**
 * What a buyer may ask for before paying anything (Ley 12/2023 art. 31): 'Datos de la vivienda'
 * and the full energy label. Only the facts the listing has are shown: one published before they
 * were asked shows what it has, and a block with nothing is left out.
 */
export function ListingFacts({ facts }: { facts: ListingFactValues }) {
  const words = useListingWords();
  const { t } = words;
  const writing = factWriting(words);
  const rows = listingFactRows(facts, writing.rows);
  const energy = energyLabel(facts, writing.energy);
  if (rows.length === 0 && !energy) return null;
  return (
    <div className="flex flex-col gap-8">
      {rows.length > 0 ? (
        <section aria-labelledby="listing-facts" className="flex flex-col gap-3">
          <h2 id="listing-facts" className="text-2xl">
            {t("listing.facts.title")}
          </h2>
          <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
            {rows.map((row) => (
              <div
                key={row.id}
                className="flex justify-between gap-4 border-border border-b py-2.5 text-sm sm:text-base"
              >
                <dt className="text-muted-foreground">{t(FACT_KEYS[row.id])}</dt>
                <dd className="text-right font-semibold text-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {energy ? (
        <section aria-labelledby="listing-energy" className="flex flex-col gap-3">
          <h2 id="listing-energy" className="text-2xl">
            {t("listing.energy.title")}
          </h2>
          {energy.kind === "word" ? (
            <p className="font-semibold text-foreground">{energy.word}</p>
          ) : (
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <EnergyRow label={t("listing.energy.consumption")} scale={energy.consumption} />
              {energy.emissions ? (
                <EnergyRow label={t("listing.energy.emissions")} scale={energy.emissions} />
              ) : null}
            </dl>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** dl > div > dt + dd, as a definition list must be; the coloured letter sits in the dd. */
function EnergyRow({ label, scale }: { label: string; scale: EnergyScale }) {
  const { t } = useListingWords();
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
        <span className="sr-only">{t("listing.energy.letter", { letter: scale.letter })}</span>
        {scale.value ?? t("listing.energy.noValue")}
      </dd>
    </div>
  );
}
