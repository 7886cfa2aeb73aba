import { Clock } from "lucide-react";
import { Link } from "react-router";
import { StatusPage } from "#app/components/layout/not-found-page";
import { Button } from "#app/components/ui/button";
import { BUYER_LINK_DAYS_AFTER_CLOSE } from "#app/domain/leads/log/lead-lifecycle";
import { pathTo, ROUTES } from "#app/urls";

/**
 * '/solicitud/<token>' once the lead closed more than 90 days ago (410): says so, and where to go
 * instead — the listing, while it is still on sale, to write to the seller again; else the portal.
 */
export function BuyerLinkExpiredPage({ listingId }: { listingId: string | null }) {
  return (
    <StatusPage
      icon={<Clock aria-hidden="true" className="size-10 text-primary" />}
      eyebrow="Enlace caducado"
      title="Este enlace ha caducado"
      message={
        <>
          <p>
            El enlace de tu solicitud funciona mientras está abierta y hasta {BUYER_LINK_DAYS_AFTER_CLOSE}{" "}
            días después de que termine.
          </p>
          <p className="mt-3">
            {listingId
              ? "Si sigues interesado en la vivienda, puedes volver a escribir al vendedor desde el anuncio."
              : "El anuncio ya no está publicado. En el Portal encontrarás otras viviendas en venta."}
          </p>
        </>
      }
    >
      {listingId ? (
        <Button asChild>
          <Link to={pathTo(ROUTES.property, { id: listingId })}>Ver el anuncio</Link>
        </Button>
      ) : null}
      <Button asChild variant={listingId ? "outline" : "default"}>
        <Link to={ROUTES.portal}>Ir al Portal</Link>
      </Button>
    </StatusPage>
  );
}
