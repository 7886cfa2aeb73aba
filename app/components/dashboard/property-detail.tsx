import { ArrowRight, ExternalLink, FileCheck2, MapPin, PencilLine } from "lucide-react";
import { Link } from "react-router";
import { TestListingBadge } from "#app/components/listings/test-listing-badge";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import type { OwnContract, OwnPayment, OwnProperty } from "#app/domain/dashboard/dashboard.server";
import { editListingPath, processPath, publicListingPath } from "#app/domain/dashboard/property-links";
import type { SignedArrasDocument } from "#app/domain/dashboard/signed-arras";
import { writeInProgressProperty } from "#app/domain/sale/in-progress";
import { BADGE_VARIANT } from "./badge-variant";
import { DeletePropertyDialog } from "./delete-property-dialog";
import { ListingFactsNotice } from "./listing-facts-notice";
import { PropertyChecklist } from "./property-checklist";
import { SaleSummaryDialog } from "./sale-summary-dialog";

/** The selected property: title, address, checklist, and what to do next. */
export function PropertyDetail({
  userId,
  property,
  payments,
  contracts,
  signedArras,
}: {
  userId: string;
  property: OwnProperty;
  payments: OwnPayment[];
  contracts: OwnContract[];
  signedArras: SignedArrasDocument[];
}) {
  // Stored under its process's key, then on to that process, for this very property.
  const keepInProgress = () => writeInProgressProperty(property.origin, { userId, propertyId: property.id });
  const title = property.title ?? "Propiedad sin título";
  return (
    <section
      aria-labelledby="selected-property-title"
      className="flex min-w-0 flex-col gap-5 self-start rounded-xl border border-border bg-card p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">
              {property.origin === "agency" ? "Colaboración de Agencia" : "Venta Particular"}
            </Badge>
            <Badge variant={BADGE_VARIANT[property.badge]}>{property.badge}</Badge>
            {property.isTest ? <TestListingBadge /> : null}
          </div>
          <h2 id="selected-property-title" className="break-words font-semibold text-2xl text-foreground">
            {title}
          </h2>
          {property.address ? (
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">
                {property.address}
                {property.province && !property.address.includes(property.province)
                  ? `, ${property.province}`
                  : ""}
              </span>
            </p>
          ) : null}
        </div>
        <DeletePropertyDialog property={property} userId={userId} />
      </div>
      <ListingFactsNotice
        missing={property.missingFacts}
        editPath={editListingPath(property.origin, property.id)}
        onFollow={keepInProgress}
      />
      <PropertyChecklist items={property.checklist} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {property.isFinished ? (
          <SaleSummaryDialog
            property={property}
            payments={payments}
            contracts={contracts}
            signedArras={signedArras}
          >
            <Button variant="success" className="max-sm:w-full">
              <FileCheck2 aria-hidden="true" /> Ver Resumen Final
            </Button>
          </SaleSummaryDialog>
        ) : (
          <>
            <Button asChild className="max-sm:w-full">
              <Link to={processPath(property.origin, property.id)} onClick={keepInProgress}>
                Continuar Proceso <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" className="max-sm:w-full">
              <Link to={editListingPath(property.origin, property.id)} onClick={keepInProgress}>
                <PencilLine aria-hidden="true" /> Editar anuncio
              </Link>
            </Button>
          </>
        )}
        {property.isPublished ? (
          <Button asChild variant="outline" className="max-sm:w-full">
            <Link to={publicListingPath(property.id)}>
              <ExternalLink aria-hidden="true" /> Ver anuncio
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
