import { FlaskConical } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { Icon } from "#app/components/ui/shared-icons";
import {
  TEST_LISTING_LABEL,
  TEST_LISTING_LABEL_MEANING,
  TEST_LISTING_NOTICE,
} from "#app/domain/listings/test-listings";
import { cn } from "#app/lib/utils";

/**
 * "Prueba" on a tester's listing wherever its tester or staff see it (docs/decisions/0025): the
 * flask of 'Modo de Prueba', the word, and what it means for screen readers.
 */
export function TestListingBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn("gap-1 border-accent bg-card text-accent", className)}>
      <Icon icon={FlaskConical} className="size-3.5" />
      {TEST_LISTING_LABEL}
      <span className="sr-only">: {TEST_LISTING_LABEL_MEANING}</span>
    </Badge>
  );
}

/** The line under a test listing's title on its own page: who sees it and where it never goes. */
export function TestListingNotice() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-accent bg-accent-soft px-3 py-2 text-foreground text-sm">
      <Icon icon={FlaskConical} className="mt-0.5 size-4 shrink-0 text-accent" />
      {TEST_LISTING_NOTICE}
    </p>
  );
}
