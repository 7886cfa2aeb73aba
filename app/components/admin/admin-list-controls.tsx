import { Search } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import {
  ADMIN_PARAM,
  ADMIN_TABS,
  type AdminQuery,
  type AdminTab,
  adminHref,
  MAX_ADMIN_SEARCH_LENGTH,
} from "#app/domain/admin/query";
import { cn } from "#app/lib/utils";
import { ROUTES } from "#app/urls";

const TAB_LABELS: Record<AdminTab, string> = { clientes: "Clientes", propiedades: "Propiedades" };
const PLACEHOLDERS: Record<AdminTab, string> = {
  clientes: "Nombre, correo o DNI",
  propiedades: "Título, dirección o provincia",
};
const count = new Intl.NumberFormat("es-ES", { useGrouping: "always" });

/**
 * One search box for both lists and the two tabs ('Clientes', 'Propiedades'). Both are plain
 * links and a GET form: the list state lives in the URL and works without JavaScript. Switching
 * tab keeps the search, so the same words can be tried on the other list.
 */
export function AdminListControls({
  query,
  counts,
}: {
  query: AdminQuery;
  counts: Record<AdminTab, number> | null;
}) {
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <Form
        // A new location resets the field to what the URL says.
        key={location.key}
        method="get"
        action={ROUTES.admin}
        role="search"
        aria-label={`Buscar ${TAB_LABELS[query.tab].toLowerCase()}`}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        {query.tab === "clientes" ? null : <input type="hidden" name={ADMIN_PARAM.tab} value={query.tab} />}
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="admin-search" className="font-medium text-foreground text-sm">
            Buscar {TAB_LABELS[query.tab].toLowerCase()}
          </label>
          <Input
            id="admin-search"
            type="search"
            name={ADMIN_PARAM.search}
            defaultValue={query.search}
            placeholder={PLACEHOLDERS[query.tab]}
            maxLength={MAX_ADMIN_SEARCH_LENGTH}
            enterKeyHint="search"
            autoComplete="off"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" />
            Buscar
          </Button>
          {query.search ? (
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              <Link to={adminHref({ tab: query.tab })}>Limpiar</Link>
            </Button>
          ) : null}
        </div>
      </Form>
      <nav aria-label="Listados" className="flex gap-1 border-border border-b">
        {ADMIN_TABS.map((tab) => {
          const isActive = tab === query.tab;
          return (
            <Link
              key={tab}
              to={adminHref({ tab, search: query.search })}
              aria-current={isActive ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-3 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                isActive
                  ? "border-primary text-primary"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {TAB_LABELS[tab]}
              {counts ? (
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs tabular-nums",
                    isActive ? "bg-primary-soft text-primary" : "bg-muted text-muted-foreground",
                  )}
                >
                  {count.format(counts[tab])}
                  <span className="sr-only">{query.search ? " resultados" : " en total"}</span>
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
