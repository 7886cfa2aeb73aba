import { buttonVariants } from "#app/components/ui/button";
import { CARD_HEART_LABELS, FAVOURITE_INTENT, UNFAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { cn } from "#app/lib/utils";

/**
 * A card's heart: a submit button of the card's form to the listing's own action
 * (shared with 'Ver teléfono'), which saves the listing (or sends a visitor to /auth first) or, when
 * the signed-in buyer saved it, takes it away, and comes back to the same results. It works without JavaScript. `saved` is only ever true
 * on a page rendered for a signed-in buyer, which the shared page cache never keeps: a visitor's
 * page is the same for everyone. The button names what it does ('Guardar en favoritos' / 'Quitar
 * de favoritos'), so it is not also a pressed toggle. A glyph, not an SVG: the portal's HTML has
 * to stay within its gzip budget (scripts/bench/page-weight.ts).
 */
export function CardHeartButton({ saved, label }: { saved: boolean; label?: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={saved ? UNFAVOURITE_INTENT : FAVOURITE_INTENT}
      aria-label={label ?? (saved ? CARD_HEART_LABELS.remove : CARD_HEART_LABELS.save)}
      className={cn(
        buttonVariants({ variant: "outline", size: "icon" }),
        "relative z-10 text-2xl",
        saved && "text-accent",
      )}
    >
      {saved ? "♥" : "♡"}
    </button>
  );
}
