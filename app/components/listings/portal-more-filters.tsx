import { ChevronDown } from "lucide-react";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/select";
import { moreFilterCount, PORTAL_PARAM, type PortalQuery } from "#app/domain/listings/filters";
import {
  BATHROOM_STEPS,
  BEDROOM_STEPS,
  DEFAULT_PORTAL_SORT,
  PORTAL_FEATURES,
  PORTAL_SORTS,
} from "#app/domain/listings/search-options";
import { formatNumberIn } from "#app/lib/i18n/format";
import type { Locale } from "#app/lib/i18n/locales";
import type { MessageKey, Translate } from "#app/lib/i18n/translate";
import { RenderOncePerVersion } from "#app/lib/render-once";
import { FEATURE_KEYS, SORT_KEYS } from "./portal-words";

/**
 * Budget, rooms, bathrooms, built surface, features and the order, behind 'Más filtros'
 * so that the bar stays one row on a computer and short on a phone. A native disclosure: it opens
 * without JavaScript, and the server opens it when one of its filters is set.
 */
export function PortalMoreFilters({
  query,
  locale,
  t,
}: {
  query: PortalQuery;
  locale: Locale;
  t: Translate;
}) {
  const count = moreFilterCount(query);
  const isSorted = query.sort !== DEFAULT_PORTAL_SORT;
  return (
    <details
      open={count > 0 || isSorted}
      className="group col-span-2 rounded-lg border border-border bg-card md:order-last md:col-span-6"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 font-semibold text-foreground [&::-webkit-details-marker]:hidden">
        <span>
          {t("filters.more")}
          {count > 0 ? ` (${count})` : ""}
          {isSorted ? <span className="sr-only"> · {t("filters.sorted")}</span> : null}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid grid-cols-2 gap-2 border-border border-t p-3 md:grid-cols-4 md:gap-3 lg:grid-cols-[repeat(6,minmax(0,1fr))_minmax(0,1.2fr)]">
        {/* Each field, the order and the features follow from their own values: kept per value
            across searches (app/lib/render-once.ts). */}
        {NUMBER_FIELDS.map((field) => (
          <RenderOncePerVersion
            key={field.key}
            name="portal/filter-number"
            inputs={[locale, field.key, String(query[field.key])]}
          >
            <NumberField field={field} value={query[field.key]} locale={locale} t={t} />
          </RenderOncePerVersion>
        ))}
        <RenderOncePerVersion name="portal/filter-sort" inputs={[locale, query.sort]}>
          <div className="col-span-2 flex flex-col gap-1.5 md:col-span-1">
            <label htmlFor="portal-sort" className="font-medium text-foreground text-sm">
              {t("filters.sort")}
            </label>
            <NativeSelect id="portal-sort" name={PORTAL_PARAM.sort} defaultValue={isSorted ? query.sort : ""}>
              {PORTAL_SORTS.map((option) => (
                // The default order sends nothing: the page's one URL leaves it out.
                <option key={option.value} value={option.value === DEFAULT_PORTAL_SORT ? "" : option.value}>
                  {t(SORT_KEYS[option.value])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </RenderOncePerVersion>
        <RenderOncePerVersion name="portal/filter-features" inputs={[locale, ...query.features]}>
          <fieldset className="col-span-2 md:col-span-4 lg:col-span-7">
            <legend className="mb-1.5 font-medium text-foreground text-sm">{t("filters.features")}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {PORTAL_FEATURES.map((option) => (
                <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-foreground">
                  <input
                    type="checkbox"
                    name={PORTAL_PARAM.features}
                    value={option.value}
                    defaultChecked={query.features.includes(option.value)}
                    className="size-5 accent-primary"
                  />
                  {t(FEATURE_KEYS[option.value])}
                </label>
              ))}
            </div>
          </fieldset>
        </RenderOncePerVersion>
      </div>
    </details>
  );
}

type NumberKey = "priceMin" | "priceMax" | "bedroomsMin" | "bathroomsMin" | "sizeMin" | "sizeMax";
type NumberFieldSpec = { key: NumberKey; label: MessageKey } & (
  | { steps: readonly number[] }
  | { placeholder: MessageKey }
);

/** In the order shown: 'at least' rooms are chosen from steps, amounts are typed. */
const NUMBER_FIELDS: readonly NumberFieldSpec[] = [
  { key: "priceMin", label: "filters.priceMin", placeholder: "filters.noMin" },
  { key: "priceMax", label: "filters.priceMax", placeholder: "filters.noMax" },
  { key: "bedroomsMin", label: "filters.bedrooms", steps: BEDROOM_STEPS },
  { key: "bathroomsMin", label: "filters.bathrooms", steps: BATHROOM_STEPS },
  { key: "sizeMin", label: "filters.sizeMin", placeholder: "filters.noMin" },
  { key: "sizeMax", label: "filters.sizeMax", placeholder: "filters.noMax" },
];

/**
 * An amount is typed as a person writes it ('300000' or '300.000': the server reads both, and the
 * page shows it back grouped), in a text field with a numeric keyboard since a number field refuses
 * the dots. 'At least N' is a select with 'Indiferente' first; a value from the URL between the
 * steps is offered too.
 */
function NumberField({
  field,
  value,
  locale,
  t,
}: {
  field: NumberFieldSpec;
  value: number | null;
  locale: Locale;
  t: Translate;
}) {
  const id = `portal-${PORTAL_PARAM[field.key]}`;
  const name = PORTAL_PARAM[field.key];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-foreground text-sm">
        {t(field.label)}
      </label>
      {"steps" in field ? (
        <NativeSelect id={id} name={name} defaultValue={value === null ? "" : String(value)}>
          <option value="">{t("filters.indifferent")}</option>
          {(value === null || field.steps.includes(value)
            ? field.steps
            : [...field.steps, value].sort((a, b) => a - b)
          ).map((step) => (
            <option key={step} value={step}>
              {t("filters.atLeast", { count: step })}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          id={id}
          name={name}
          inputMode="numeric"
          defaultValue={value === null ? "" : formatNumberIn(locale, value)}
          placeholder={t(field.placeholder)}
          maxLength={13}
        />
      )}
    </div>
  );
}
