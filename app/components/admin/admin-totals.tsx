import { Building2, CircleCheckBig, Euro, Globe, MessagesSquare, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { AdminTotals as Totals } from "#app/domain/admin/overview.server";
import { formatCents } from "#app/lib/format";
import { cn } from "#app/lib/utils";

const count = new Intl.NumberFormat("es-ES", { useGrouping: "always" });

function Stat({
  label,
  value,
  icon,
  className,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <li
      className={cn(
        "flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-card",
        className,
      )}
    >
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-muted-foreground text-sm">{label}</p>
        <p className="truncate font-semibold text-foreground text-xl tabular-nums">{value}</p>
      </div>
    </li>
  );
}

/** The panel's headline figures. */
export function AdminTotals({ totals }: { totals: Totals }) {
  return (
    <section aria-labelledby="admin-totals-title">
      <h2 id="admin-totals-title" className="sr-only">
        Totales
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <Stat
          label="Usuarios"
          value={count.format(totals.users)}
          icon={<Users aria-hidden="true" className="size-5" />}
        />
        <Stat
          label="Propiedades"
          value={count.format(totals.properties)}
          icon={<Building2 aria-hidden="true" className="size-5" />}
        />
        <Stat
          label="Publicadas"
          value={count.format(totals.published)}
          icon={<Globe aria-hidden="true" className="size-5" />}
        />
        <Stat
          label="Vendidas"
          value={count.format(totals.sold)}
          icon={<CircleCheckBig aria-hidden="true" className="size-5" />}
        />
        <Stat
          label="Contactos de compradores"
          value={count.format(totals.leads)}
          icon={<MessagesSquare aria-hidden="true" className="size-5" />}
          className="col-span-2 lg:col-span-1"
        />
        <Stat
          label="Pagos recibidos"
          value={formatCents(totals.receivedCents)}
          icon={<Euro aria-hidden="true" className="size-5" />}
          className="col-span-2 lg:col-span-1"
        />
      </ul>
    </section>
  );
}
