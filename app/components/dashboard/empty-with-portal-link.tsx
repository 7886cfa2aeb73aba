import { EmptyState } from "#app/components/ui/data-table";
import type { Locale } from "#app/lib/i18n/locales";
import { languageHome } from "#app/urls";

/** A buyer's empty tab: its sentence around a link to the portal in the space's language. */
export function EmptyWithPortalLink({
  words,
}: {
  words: { empty: readonly [string, string]; portal: string; locale: Locale };
}) {
  return (
    <EmptyState>
      {words.empty[0]}
      <a
        href={languageHome(words.locale)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {words.portal}
      </a>
      {words.empty[1]}
    </EmptyState>
  );
}
