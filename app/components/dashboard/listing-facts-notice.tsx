import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";

/**
 * A live listing published before the law's facts were asked for (docs/decisions/0036): it stays
 * published, and its owner is asked for what it lacks, with the way to the listing's form.
 */
export function ListingFactsNotice({
  missing,
  editPath,
  onFollow,
}: {
  missing: string[];
  editPath: string;
  onFollow?: () => void;
}) {
  if (missing.length === 0) return null;
  return (
    <div
      role="note"
      aria-labelledby="listing-facts-notice"
      className="flex flex-col gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4"
    >
      <p id="listing-facts-notice" className="flex items-start gap-2 font-semibold text-foreground">
        <ClipboardList aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Completa los datos que la ley exige en tu anuncio
      </p>
      <p className="text-foreground text-sm">
        Falta: {missing.join(", ")}. Tu anuncio sigue publicado; los compradores verán estos datos en cuanto
        los guardes.
      </p>
      <Button asChild variant="outline" size="sm" className="self-start max-sm:w-full">
        <Link to={editPath} onClick={onFollow}>
          Completar los datos
        </Link>
      </Button>
    </div>
  );
}
