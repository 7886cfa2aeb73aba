import { useListingWords } from "#app/components/listings/listing-words";
import type { Translate } from "#app/lib/i18n/translate";
import { cn } from "#app/lib/utils";

/** The EU energy-label letters, best first. 'En trámite' and 'Exento' are shown as words. */
const LETTERS = ["A", "B", "C", "D", "E", "F", "G"] as const;
type Letter = (typeof LETTERS)[number];

// The label's familiar green-to-red scale; dark text where white would not reach 4.5:1.
export const LETTER_STYLES: Record<Letter, string> = {
  A: "bg-[#00843d] text-white",
  B: "bg-[#50b848] text-[#10240f]",
  C: "bg-[#bed630] text-[#1f2607]",
  D: "bg-[#fff200] text-[#2b2900]",
  E: "bg-[#fdb913] text-[#2e2000]",
  F: "bg-[#f37021] text-[#2a1000]",
  G: "bg-[#d7261e] text-white",
};

const isLetter = (rating: string | null): rating is Letter => LETTERS.includes(rating as Letter);

/** A rating in the reader's words: the letter as it is, the two words in their language. */
export function ratingText(rating: string, t: Translate): string {
  if (rating === "En trámite") return t("energy.rating.pending");
  if (rating === "Exento") return t("energy.rating.exempt");
  return rating;
}

/** The compact form for a card: 'Energía' and the coloured letter (or the word). */
export function EnergyRatingBadge({
  rating,
  t,
  className,
}: {
  rating: string | null;
  /** The portal's words (a card is drawn outside the listing's words). */
  t: Translate;
  className?: string;
}) {
  if (!rating) return null;
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-muted-foreground text-xs", className)}>
      <span aria-hidden="true">{t("energy.short")}</span>
      <span className="sr-only">{t("listing.energy.title")}:</span>
      <span
        className={cn(
          "inline-flex h-5 min-w-5 items-center justify-center rounded px-1.5 font-bold text-xs",
          isLetter(rating) ? LETTER_STYLES[rating] : "bg-muted text-foreground",
        )}
      >
        {ratingText(rating, t)}
      </span>
    </span>
  );
}

/** The A–G scale of the detail page with the listing's letter marked, as on the official label. */
export function EnergyRatingScale({ rating }: { rating: string | null }) {
  const { t } = useListingWords();
  return (
    <section aria-labelledby="energy-rating-title" className="flex flex-col gap-2">
      <p id="energy-rating-title" className="font-semibold text-foreground text-sm">
        {t("listing.energy.title")}:{" "}
        <span className="font-bold">{rating ? ratingText(rating, t) : t("energy.notStated")}</span>
      </p>
      {isLetter(rating) ? (
        <ol aria-hidden="true" className="flex flex-col gap-1">
          {LETTERS.map((letter, index) => {
            const isCurrent = letter === rating;
            return (
              <li key={letter} className="flex items-center gap-2">
                <span
                  className={cn(
                    "flex h-5 items-center pl-2 font-bold text-xs [clip-path:polygon(0_0,calc(100%-8px)_0,100%_50%,calc(100%-8px)_100%,0_100%)]",
                    LETTER_STYLES[letter],
                    isCurrent ? "h-6 text-sm" : "opacity-45",
                  )}
                  style={{ width: `${40 + index * 9}%` }}
                >
                  {letter}
                </span>
                {isCurrent ? (
                  <span className="font-semibold text-foreground text-xs">◀ {t("energy.thisHome")}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
