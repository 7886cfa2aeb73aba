import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import type { OwnContract, OwnPayment, OwnProperty } from "#app/domain/dashboard/dashboard.server";
import type { SignedArrasDocument } from "#app/domain/dashboard/signed-arras";
import { formatCents, formatDateEs } from "#app/lib/format";
import { DownloadButton } from "./documents-tab";

/** 'Ver Resumen Final': a sold property's dates, the fees paid and its documents. */
export function SaleSummaryDialog({
  property,
  payments,
  contracts,
  signedArras,
  children,
}: {
  property: OwnProperty;
  payments: OwnPayment[];
  contracts: OwnContract[];
  signedArras: SignedArrasDocument[];
  children: ReactNode;
}) {
  const paid = payments.filter((payment) => payment.status === "succeeded");
  const total = paid.reduce((sum, payment) => sum + payment.amountCents, 0);
  // The success fee closes the sale; without one (testers) the last change of the property does.
  const closedAt =
    paid.find((payment) => payment.concept === "Comisión de Éxito")?.createdAt ?? property.updatedAt;
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Resumen final</DialogTitle>
          <DialogDescription>{property.title ?? "Propiedad sin título"}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="summary-dates" className="flex flex-col gap-2">
          <h3 id="summary-dates" className="font-semibold text-foreground">
            Fechas
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Alta de la propiedad</dt>
            <dd>{formatDateEs(property.createdAt)}</dd>
            <dt className="text-muted-foreground">Venta completada</dt>
            <dd>{formatDateEs(closedAt)}</dd>
          </dl>
        </section>
        {property.buyer ? (
          <section aria-labelledby="summary-buyer" className="flex flex-col gap-2">
            <h3 id="summary-buyer" className="font-semibold text-foreground">
              Comprador
            </h3>
            <p className="text-sm">{property.buyer}</p>
            {property.feeReview ? <p className="text-sm">Comisión de éxito: {property.feeReview}</p> : null}
          </section>
        ) : null}
        <section aria-labelledby="summary-fees" className="flex flex-col gap-2">
          <h3 id="summary-fees" className="font-semibold text-foreground">
            Pagos realizados
          </h3>
          {paid.length === 0 ? (
            <p className="text-muted-foreground text-sm">No hay pagos registrados para esta propiedad.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {paid.map((payment) => (
                <li key={payment.id} className="grid grid-cols-[1fr_auto] gap-x-4">
                  <span>
                    {payment.concept} · {formatDateEs(payment.createdAt)}
                  </span>
                  <span className="text-right font-semibold tabular-nums">
                    {formatCents(payment.amountCents)}
                  </span>
                </li>
              ))}
              <li className="grid grid-cols-[1fr_auto] gap-x-4 border-border border-t pt-1 font-semibold">
                <span>Total</span>
                <span className="tabular-nums">{formatCents(total)}</span>
              </li>
            </ul>
          )}
        </section>
        <section aria-labelledby="summary-documents" className="flex flex-col gap-2">
          <h3 id="summary-documents" className="font-semibold text-foreground">
            Documentos
          </h3>
          {contracts.length === 0 && signedArras.length === 0 ? (
            <p className="text-muted-foreground text-sm">No hay contratos firmados para esta propiedad.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {signedArras.map((arras) => (
                <li key={arras.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {arras.label} el {formatDateEs(arras.signedAt)}
                  </span>
                  {/* A plain link: the PDF's route checks who asks. */}
                  <Button asChild variant="outline" size="sm" className="max-md:w-full">
                    <a
                      href={arras.href}
                      download
                      aria-label={`Descargar el ${arras.label.toLowerCase()} (PDF)`}
                    >
                      <Download aria-hidden="true" />
                      Descargar
                    </a>
                  </Button>
                </li>
              ))}
              {contracts.map((contract) => (
                <li key={contract.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>Contrato aceptado el {formatDateEs(contract.acceptedAt)}</span>
                  <DownloadButton contract={contract} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
