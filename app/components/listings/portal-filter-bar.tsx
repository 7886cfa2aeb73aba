import { SlidersHorizontal } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/select";
import { PORTAL_ORIGIN_OPTIONS, PORTAL_TYPE_OPTIONS, PROVINCES } from "#app/domain/listings/catalogues";
import {
  activeFilterCount,
  MAX_SEARCH_LENGTH,
  PORTAL_PARAM,
  type PortalQuery,
} from "#app/domain/listings/filters";
import { DEFAULT_LOCALE, type Locale } from "#app/lib/i18n/locales";
import { type Translate, translator } from "#app/lib/i18n/translate";
import { RenderOncePerVersion } from "#app/lib/render-once";
import { localePathTo, ROUTES } from "#app/urls";
import { PortalMoreFilters } from "./portal-more-filters";
import { ORIGIN_KEYS, typeKey } from "./portal-words";

const MORE_FILTERS_ID = "portal-more-filters";

/**
 * Filters apply only on 'Aplicar Filtros' and live in the URL. A plain GET form: the
 * server drops empty fields with a redirect to the page's one URL, and the enhancement script
 * leaves them out before sending (`data-drop-empty`). On phones the bar stays compact: the search
 * field and a 'Filtros' toggle — a CSS-only checkbox.
 */
export function PortalFilterBar({
  filters,
  locale = DEFAULT_LOCALE,
}: {
  filters: PortalQuery;
  locale?: Locale;
}) {
  const activeCount = activeFilterCount(filters);
  const t = translator(locale);
  const portal = localePathTo(locale, ROUTES.portal);

  return (
    // Sticky while short; with 'Precio, habitaciones y más' open it would cover a third of the
    // screen over the results, so then it scrolls away with the page.
    <div className="sticky top-16 z-30 border-border border-b bg-background shadow-sm has-[details[open]]:static">
      {/* biome-ignore lint/a11y/useSemanticElements: a form is the search landmark; <search> would only wrap it */}
      <form
        method="get"
        action={portal}
        role="search"
        aria-label={t("filters.label")}
        // Back to earlier results, the fields show that page's filters, not what the browser kept.
        autoComplete="off"
        data-drop-empty
        className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-end gap-2 px-4 py-3 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] md:gap-3 lg:px-8"
      >
        <input id={MORE_FILTERS_ID} type="checkbox" className="peer sr-only md:hidden" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="portal-search" className="font-medium text-foreground text-sm max-md:sr-only">
            {t("filters.search")}
          </label>
          <Input
            id="portal-search"
            type="search"
            name={PORTAL_PARAM.search}
            defaultValue={filters.search}
            placeholder={t("filters.searchPlaceholder")}
            maxLength={MAX_SEARCH_LENGTH}
            enterKeyHint="search"
          />
        </div>
        <label
          htmlFor={MORE_FILTERS_ID}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 font-semibold text-foreground peer-checked:bg-primary-soft peer-checked:text-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t("filters.toggle")}
          {activeCount > 0 ? ` (${activeCount})` : ""}
        </label>
        <div className="col-span-2 hidden grid-cols-2 gap-2 peer-checked:grid md:contents">
          {/* Each select follows from its value alone: kept per value across searches
              (app/lib/render-once.ts), the province's 52 options above all. */}
          <RenderOncePerVersion name="portal/filter-province" inputs={[locale, filters.province ?? ""]}>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="portal-province" className="font-medium text-foreground text-sm">
                {t("filters.province")}
              </label>
              <NativeSelect
                id="portal-province"
                name={PORTAL_PARAM.province}
                defaultValue={filters.province ?? ""}
              >
                <option value="">{t("filters.anyProvince")}</option>
                {/* An option without a value sends its text: 52 names written once, not twice. */}
                {PROVINCES.map((province) => (
                  <option key={province}>{province}</option>
                ))}
              </NativeSelect>
            </div>
          </RenderOncePerVersion>
          <OptionFilter
            keptAs="portal/filter-type"
            id="portal-type"
            label={t("filters.type")}
            name={PORTAL_PARAM.type}
            value={filters.type ?? ""}
            options={PORTAL_TYPE_OPTIONS.map(({ value }) => {
              const key = typeKey(value);
              return { value, label: key ? t(key) : value };
            })}
            locale={locale}
            t={t}
          />
          {/* Full width on phones, so the two buttons share the last row. */}
          <OptionFilter
            keptAs="portal/filter-origin"
            id="portal-origin"
            label={t("filters.origin")}
            name={PORTAL_PARAM.origin}
            value={filters.origin ?? ""}
            options={PORTAL_ORIGIN_OPTIONS.map(({ value }) => ({ value, label: t(ORIGIN_KEYS[value]) }))}
            locale={locale}
            t={t}
            className="col-span-2 flex flex-col gap-1.5 md:col-span-1"
          />
          <PortalMoreFilters query={filters} locale={locale} t={t} />
          <Button type="submit">{t("filters.apply")}</Button>
          {/* A plain link: the portal does not hydrate. */}
          <Button asChild variant="outline">
            <a href={portal}>{t("filters.clear")}</a>
          </Button>
        </div>
      </form>
    </div>
  );
}

/** A filter that picks one of a list, 'Todos' first; kept per chosen value (RenderOncePerVersion). */
function OptionFilter({
  keptAs,
  id,
  label,
  name,
  value,
  options,
  className = "flex flex-col gap-1.5",
  locale,
  t,
}: {
  keptAs: string;
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  className?: string;
  locale: Locale;
  t: Translate;
}) {
  return (
    <RenderOncePerVersion name={keptAs} inputs={[locale, value]}>
      <div className={className}>
        <label htmlFor={id} className="font-medium text-foreground text-sm">
          {label}
        </label>
        <NativeSelect id={id} name={name} defaultValue={value}>
          <option value="">{t("filters.any")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </RenderOncePerVersion>
  );
}
