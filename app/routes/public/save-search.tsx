import { data } from "react-router";
import { AlertFrequencyFieldset } from "#app/components/alerts/alert-frequency-fieldset";
import { controlProps, FieldShell, plainField } from "#app/components/forms/field-shell";
import { PageHero } from "#app/components/layout/page-placeholder";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import {
  filtersOfSavedQuery,
  isAlertFrequency,
  MAX_SAVED_SEARCH_NAME,
  savedQueryOf,
} from "#app/domain/alerts/saved-searches";
import { saveSearch, setOwnSearchFrequency } from "#app/domain/alerts/saved-searches.server";
import { dashboardHref } from "#app/domain/kernel/dashboard-urls";
import { defaultSearchNameIn, describeSearch } from "#app/emails/search-summary.server";
import { requireUser } from "#app/http/session.server";
import { isCrossSiteRequest } from "#app/lib/cookies.server";
import { loadAsDocument } from "#app/lib/hydration";
import { type Locale, localeOfPath } from "#app/lib/i18n/locales";
import { headersWithRetryAfter } from "#app/lib/retry-after";
import { pageMeta } from "#app/lib/seo";
import { redirectWithToast } from "#app/lib/toast.server";
import { languageVersions, localePathTo, ROUTES } from "#app/urls";
import type { Route } from "./+types/save-search";
import { saveSearchRefusal, saveSearchToast, saveSearchWords } from "./save-search-words.server";

/** The page's language, from its address only (the portal in that language links here). */
const localeOf = (request: Request): Locale => localeOfPath(new URL(request.url).pathname);

/**
 * '/portal/guardar?…' ('/en/portal/guardar?…' in another language): 'Guardar búsqueda' from the
 * portal. The portal's query comes along in the URL, so the portal itself only carries a link (its
 * HTML budget has no room for a form); signed-out visitors go to sign in, in the same language, and
 * come back here. A plain form: no JavaScript needed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { from: "busqueda" });
  const locale = localeOf(request);
  const query = savedQueryOf(new URL(request.url).searchParams);
  const filters = filtersOfSavedQuery(query);
  return {
    locale,
    query,
    summary: describeSearch(locale, filters),
    defaultName: defaultSearchNameIn(locale, filters),
    words: saveSearchWords(locale),
  };
}

/** A 429 says when to come back (Retry-After), for the page and for `.data` alike. */
export const headers: Route.HeadersFunction = headersWithRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSiteRequest(request, context.publicEnv.PUBLIC_URL))
    throw data("Origen no permitido", { status: 403 });
  const user = await requireUser(request, context);
  const formData = await request.formData();
  // The filters are read again as the portal reads them: whatever the form sent, what is stored is
  // a portal query.
  const query = savedQueryOf(new URLSearchParams(String(formData.get("query") ?? "")));
  const name = formData.get("name");
  const frequency = formData.get("frequency");
  const outcome = await saveSearch(context.db, { userId: user.id, name, query });
  const locale = localeOf(request);
  if (!outcome.ok) {
    // The page comes back with what was typed and chosen, not the suggested name and 'Al momento'.
    return data(
      {
        error: saveSearchRefusal(locale, outcome.reason),
        name: typeof name === "string" ? name.slice(0, MAX_SAVED_SEARCH_NAME) : "",
        frequency: isAlertFrequency(frequency) ? frequency : "instant",
      },
      { status: 400 },
    );
  }
  if (isAlertFrequency(frequency)) await setOwnSearchFrequency(context.db, user.id, outcome.id, frequency);
  return redirectWithToast(dashboardHref("busquedas"), saveSearchToast(locale, outcome.existed), undefined, {
    secret: context.env.AUTH_SECRET,
    document: true,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.title,
    path: localePathTo(loaderData?.locale ?? "es", ROUTES.saveSearch),
    locale: loaderData?.locale,
    alternates: languageVersions(ROUTES.saveSearch),
    noIndex: true,
  });

/** Server HTML only, also when reached from an application page. */
export const clientLoader = loadAsDocument;

export default function SaveSearch({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, query, summary, defaultName, words } = loaderData;
  const failed = actionData && "error" in actionData ? actionData : null;
  const error = failed?.error ?? null;
  const searchName = plainField({
    id: "search-name",
    name: "name",
    error,
    value: failed ? failed.name : defaultName,
  });
  return (
    <>
      <PageHero title={words.title} lead={words.lead} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <form
          method="post"
          className="flex max-w-xl flex-col gap-6 rounded-xl border border-border bg-card p-5 sm:p-6"
        >
          <input type="hidden" name="query" value={query} />
          <p className="text-muted-foreground">
            {/* One text node with its space, as the Spanish page always had it. */}
            {`${words.filters} `}
            <strong className="text-foreground">{summary}</strong>
          </p>
          <FieldShell field={searchName} label={words.name} announce className="gap-1.5">
            <Input {...controlProps(searchName)} maxLength={MAX_SAVED_SEARCH_NAME} required />
          </FieldShell>
          <AlertFrequencyFieldset
            legend={words.alerts}
            value={failed?.frequency ?? "instant"}
            idPrefix="save-frequency"
            labels={words.frequency}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit">{words.submit}</Button>
            <Button asChild variant="outline">
              <a href={localePathTo(locale, ROUTES.portal, query)}>{words.back}</a>
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
