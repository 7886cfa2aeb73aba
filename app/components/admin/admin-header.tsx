import { NavLink } from "react-router";
import { cn } from "#app/lib/utils";
import { ROUTES } from "#app/urls";

const SECTIONS = [
  { to: ROUTES.admin, label: "Panel" },
  { to: ROUTES.adminCampaigns, label: "Campañas" },
  { to: ROUTES.adminTools, label: "Herramientas" },
  { to: ROUTES.agencyFinalFee, label: "Comisiones" },
  { to: ROUTES.adminFeeReviews, label: "Revisiones" },
  { to: ROUTES.adminInvoices, label: "Facturas" },
] as const;

/** The staff pages' title band with links between them. */
export function AdminHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="border-border border-b bg-muted/60">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 pt-10 sm:px-6 lg:px-8">
        <p className="font-semibold text-accent text-sm uppercase tracking-wider">Administración</p>
        <h1 className="text-3xl text-foreground sm:text-4xl">{title}</h1>
        <p className="max-w-2xl text-muted-foreground">{lead}</p>
        <nav aria-label="Secciones de administración" className="-mb-px flex gap-1 overflow-x-auto">
          {SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end
              className={({ isActive }) =>
                cn(
                  "whitespace-nowrap border-b-2 px-3 py-3 font-semibold text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive
                    ? "border-primary text-primary"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </section>
  );
}
