import { SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
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
import { RenderOncePerVersion } from "#app/lib/render-once";
import { ROUTES } from "#app/urls";
import { PortalMoreFilters } from "./portal-more-filters";

const MORE_FILTERS_ID = "portal-more-filters";

/**
 * Filters apply only on 'Aplicar Filtros' and live in the URL. A plain GET form: the
 * server drops empty fields with a redirect to the page's one URL, and the enhancement script
 * leaves them out before sending (`data-drop-empty`). On phones the bar stays compact: the search
 * field and a 'Filtros' toggle — a CSS-only checkbox.
 */
export function PortalFilterBar({ filters }: { filters: PortalQuery }) {
  const activeCount = activeFilterCount(filters);

  return (
    // Sticky while short; with 'Precio, habitaciones y más' open it would cover a third of the
    // screen over the results, so then it scrolls away with the page.
    <div className="sticky top-16 z-30 border-border border-b bg-background shadow-sm has-[details[open]]:static">
      {/* biome-ignore lint/a11y/useSemanticElements: a form is the search landmark; <search> would only wrap it */}
      <form
        method="get"
        action={ROUTES.portal}
        role="search"
        aria-label="Filtrar propiedades"
        // Back to earlier results, the fields show that page's filters, not what the browser kept.
        autoComplete="off"
        data-drop-empty
        className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-end gap-2 px-4 py-3 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] md:gap-3 lg:px-8"
      >
        <input id={MORE_FILTERS_ID} type="checkbox" className="peer sr-only md:hidden" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="portal-search" className="font-medium text-foreground text-sm max-md:sr-only">
            Buscar
          </label>
          <Input
            id="portal-search"
            type="search"
            name={PORTAL_PARAM.search}
            defaultValue={filters.search}
            placeholder="Título o dirección..."
            maxLength={MAX_SEARCH_LENGTH}
            enterKeyHint="search"
          />
        </div>
        <label
          htmlFor={MORE_FILTERS_ID}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 font-semibold text-foreground peer-checked:bg-primary-soft peer-checked:text-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtros{activeCount > 0 ? ` (${activeCount})` : ""}
        </label>
        <div className="col-span-2 hidden grid-cols-2 gap-2 peer-checked:grid md:contents">
          {/* Each select follows from its value alone: kept per value across searches
              (app/lib/render-once.ts), the province's 52 options above all. */}
          <RenderOncePerVersion name="portal/filter-province" inputs={[filters.province ?? ""]}>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="portal-province" className="font-medium text-foreground text-sm">
                Provincia
              </label>
              <NativeSelect
                id="portal-province"
                name={PORTAL_PARAM.province}
                defaultValue={filters.province ?? ""}
              >
                <option value="">Todas</option>
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
            label="Tipo"
            name={PORTAL_PARAM.type}
            value={filters.type ?? ""}
            options={PORTAL_TYPE_OPTIONS}
          />
          {/* Full width on phones, so the two buttons share the last row. */}
          <OptionFilter
            keptAs="portal/filter-origin"
            id="portal-origin"
            label="Anunciante"
            name={PORTAL_PARAM.origin}
            value={filters.origin ?? ""}
            options={PORTAL_ORIGIN_OPTIONS}
            className="col-span-2 flex flex-col gap-1.5 md:col-span-1"
          />
          <PortalMoreFilters query={filters} />
          <Button type="submit">Aplicar Filtros</Button>
          <Button asChild variant="outline">
            <Link to={ROUTES.portal}>Limpiar</Link>
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
}: {
  keptAs: string;
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <RenderOncePerVersion name={keptAs} inputs={[value]}>
      <div className={className}>
        <label htmlFor={id} className="font-medium text-foreground text-sm">
          {label}
        </label>
        <NativeSelect id={id} name={name} defaultValue={value}>
          <option value="">Todos</option>
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
