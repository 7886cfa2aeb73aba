import { BellRing, Search, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AlertFrequencyFieldset } from "#app/components/alerts/alert-frequency-fieldset";
import { Button } from "#app/components/ui/button";
import type { AlertFrequency } from "#app/db/schema/buyer-alerts";
import { prefixedPath } from "#app/lib/i18n/locales";
import { languageHome, pathTo, ROUTES } from "#app/urls";
import { TabLoadError } from "./load-error";
import { around, type SearchesWords } from "./space-words";

export type SavedSearchView = {
  id: string;
  name: string;
  query: string;
  /** The filters in the account's language, written on the server. */
  summary: string;
  alertFrequency: AlertFrequency;
};
export type SearchesTabData = { searches: SavedSearchView[]; priceDropFrequency: AlertFrequency } | null;

/**
 * 'Búsquedas': each saved search with its filters, 'Ver resultados', 'Eliminar' and its
 * alert choice; and the choice for favourites' price drops. Plain forms: they work before (or
 * without) JavaScript, and each says what it changes to a screen reader.
 */
export function SearchesTab({ data, words }: { data: SearchesTabData; words: SearchesWords }) {
  if (!data) return <TabLoadError message={words.loadFailed} />;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="saved-searches-heading" className="flex flex-col gap-4">
        <h2 id="saved-searches-heading" className="text-foreground text-xl">
          {words.heading}
        </h2>
        {data.searches.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-border border-dashed bg-card p-5">
            <p className="text-muted-foreground">{words.empty}</p>
            <Button asChild variant="outline">
              <a href={languageHome(words.locale)}>
                <Search aria-hidden="true" />
                {words.toPortal}
              </a>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {data.searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} words={words} />
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="price-drops-heading"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5"
      >
        <h2 id="price-drops-heading" className="flex items-center gap-2 text-foreground text-xl">
          <BellRing aria-hidden="true" className="size-5 text-primary" />
          {words.drops}
        </h2>
        <Form method="post" preventScrollReset className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="set-price-drop-alert" />
          <AlertFrequencyFieldset
            legend={words.dropsLegend}
            value={data.priceDropFrequency}
            idPrefix="price-drop"
            labels={words.frequency}
          />
          <SaveButton intent="set-price-drop-alert" label={words.dropsSave} text={words.save} />
        </Form>
      </section>
    </div>
  );
}

function SavedSearchItem({ search, words }: { search: SavedSearchView; words: SearchesWords }) {
  const headingId = `search-${search.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-5"
      data-testid="saved-search"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="break-words font-semibold text-foreground text-lg">
          {search.name}
        </h3>
        <p className="text-muted-foreground text-sm">{search.summary}</p>
      </div>
      <Form method="post" preventScrollReset className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="set-search-alert" />
        <input type="hidden" name="searchId" value={search.id} />
        <AlertFrequencyFieldset
          legend={words.alerts}
          value={search.alertFrequency}
          idPrefix={headingId}
          labels={words.frequency}
        />
        <SaveButton
          intent="set-search-alert"
          searchId={search.id}
          label={around(words.saveAlerts, search.name)}
          text={words.save}
        />
      </Form>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a
            href={prefixedPath(words.locale, pathTo(ROUTES.portal, search.query))}
            aria-label={around(words.resultsLabel, search.name)}
          >
            <Search aria-hidden="true" />
            {words.results}
          </a>
        </Button>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete-search" />
          <input type="hidden" name="searchId" value={search.id} />
          <Button type="submit" variant="ghost" aria-label={around(words.deleteLabel, search.name)}>
            <Trash2 aria-hidden="true" />
            {words.delete}
          </Button>
        </Form>
      </div>
    </li>
  );
}

function SaveButton({
  intent,
  searchId,
  label,
  text,
}: {
  intent: string;
  searchId?: string;
  label: string;
  text: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    (searchId === undefined || navigation.formData?.get("searchId") === searchId);
  return (
    <Button type="submit" variant="secondary" aria-label={label} disabled={busy} className="sm:mb-0.5">
      {text}
    </Button>
  );
}
