import { ExternalLink, Eye, EyeOff } from "lucide-react";
import { Link } from "react-router";
import { TestListingBadge } from "#app/components/listings/test-listing-badge";
import { Badge } from "#app/components/ui/badge";
import { DataCell, DataEmptyRow, DataRow, DataTable } from "#app/components/ui/data-table";
import { visibilityLabel } from "#app/domain/admin/messages";
import type { AdminPropertyRow } from "#app/domain/admin/overview.server";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { originLabel } from "#app/domain/listings/labels";
import { formatDateEs } from "#app/lib/format";
import { pathTo, ROUTES } from "#app/urls";
import { ConfirmActionDialog } from "./confirm-action-dialog";

const COLUMNS = ["Propiedad", "Provincia", "Propietario", "Estado", "Contactos", "Alta", "Acciones"];

/** 'Propiedades': every listing whatever its status, its owner, and the §4 status label. */
export function AdminPropertiesTable({ properties }: { properties: AdminPropertyRow[] }) {
  return (
    <DataTable caption="Propiedades" columns={COLUMNS}>
      {properties.length === 0 ? (
        <DataEmptyRow columns={COLUMNS.length}>No se encontraron propiedades.</DataEmptyRow>
      ) : (
        properties.map((property) => {
          const title = property.title?.trim() || "Sin título";
          const visibility = visibilityLabel(property.status);
          return (
            <DataRow className="align-top" key={property.id}>
              <DataCell className="md:max-w-80">
                <Link
                  to={pathTo(ROUTES.property, { id: property.id })}
                  className="font-semibold text-base text-primary underline-offset-4 hover:underline md:text-sm"
                >
                  {title}
                </Link>
                <p className="text-muted-foreground">{property.address ?? "Sin dirección"}</p>
                <p className="text-muted-foreground text-xs">{originLabel(property.origin)}</p>
              </DataCell>
              <DataCell label="Provincia">{property.province ?? "—"}</DataCell>
              <DataCell label="Propietario" className="[overflow-wrap:anywhere]">
                <span className="font-medium text-foreground">{property.owner.name}</span>
                <span className="block text-muted-foreground">{property.owner.email}</span>
              </DataCell>
              <DataCell label="Estado">
                <span className="inline-flex flex-wrap gap-1">
                  <Badge variant={property.statusLabel === "Vendido" ? "success" : "soft"}>
                    {property.statusLabel}
                  </Badge>
                  {visibility ? <Badge variant="outline">{visibility}</Badge> : null}
                  {property.isTest ? <TestListingBadge /> : null}
                </span>
              </DataCell>
              <DataCell label="Contactos" className="tabular-nums">
                {property.leadCount > 0 ? (
                  <Link
                    to={leadLogHref(property.id)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {property.leadCount}
                    <span className="sr-only"> contactos de compradores de {title}</span>
                  </Link>
                ) : (
                  "0"
                )}
              </DataCell>
              <DataCell label="Alta" className="whitespace-nowrap">
                {formatDateEs(property.createdAt)}
              </DataCell>
              <DataCell className="max-md:pt-1">
                <div className="flex flex-wrap gap-2">
                  <ListingVisibilityAction id={property.id} title={title} status={property.status} />
                  <Link
                    to={pathTo(ROUTES.property, { id: property.id })}
                    className="inline-flex h-9 items-center gap-1 px-1 font-semibold text-primary text-sm underline-offset-4 hover:underline"
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                    Ver anuncio<span className="sr-only">: {title}</span>
                  </Link>
                </div>
              </DataCell>
            </DataRow>
          );
        })
      )}
    </DataTable>
  );
}

/** Only a published listing can be taken down, and only a taken-down one put back; sold ones stay as they are. */
function ListingVisibilityAction({
  id,
  title,
  status,
}: {
  id: string;
  title: string;
  status: AdminPropertyRow["status"];
}) {
  if (status === "published") {
    return (
      <ConfirmActionDialog
        triggerLabel="Retirar del portal"
        triggerContext={title}
        triggerIcon={EyeOff}
        title="¿Retirar este anuncio del portal?"
        description={`«${title}» dejará de verse en el portal y en su página pública hasta que se vuelva a publicar. Su propietario no pierde ningún dato.`}
        confirmLabel="Retirar anuncio"
        destructive
        fields={{ intent: "unpublish", propertyId: id }}
      />
    );
  }
  if (status === "unpublished") {
    return (
      <ConfirmActionDialog
        triggerLabel="Volver a publicar"
        triggerContext={title}
        triggerIcon={Eye}
        title="¿Volver a publicar este anuncio?"
        description={`«${title}» volverá a aparecer en el portal.`}
        confirmLabel="Publicar de nuevo"
        fields={{ intent: "republish", propertyId: id }}
      />
    );
  }
  return null;
}
