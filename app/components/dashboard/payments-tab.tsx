import { Download } from "lucide-react";
import { Badge } from "#app/components/ui/badge";
import { DataCell, DataRow, DataTable, EmptyState } from "#app/components/ui/data-table";
import type { OwnPayment } from "#app/domain/dashboard/dashboard.server";
import { DASHBOARD_MESSAGES } from "#app/domain/dashboard/messages";
import { formatCents, formatDateEs } from "#app/lib/format";
import { TabLoadError } from "./load-error";

const COLUMNS = ["Fecha", "Concepto", "Propiedad", "Importe", "Estado", "Factura"];

/** 'Mis Pagos': every payment of the user, newest first. */
export function PaymentsTab({ payments }: { payments: OwnPayment[] | null }) {
  if (payments === null) return <TabLoadError message={DASHBOARD_MESSAGES.paymentsLoadFailed.description} />;
  if (payments.length === 0) return <EmptyState>Todavía no has hecho ningún pago.</EmptyState>;
  return (
    <DataTable caption="Mis pagos" columns={COLUMNS}>
      {payments.map((payment) => (
        <DataRow key={payment.id}>
          <DataCell label="Fecha" className="md:whitespace-nowrap">
            {formatDateEs(payment.createdAt)}
          </DataCell>
          <DataCell label="Concepto" className="font-semibold text-foreground">
            {payment.concept}
          </DataCell>
          <DataCell label="Propiedad">
            {payment.propertyTitle ?? "Propiedad eliminada"}
            {payment.propertyId === null && payment.propertyTitle ? (
              <span className="text-muted-foreground"> (eliminada)</span>
            ) : null}
          </DataCell>
          <DataCell label="Importe" className="tabular-nums md:whitespace-nowrap md:text-right">
            {formatCents(payment.amountCents)}
          </DataCell>
          <DataCell label="Estado">
            <Badge
              variant={
                payment.statusLabel.startsWith("Pagado")
                  ? "success"
                  : payment.status === "failed"
                    ? "destructive"
                    : "secondary"
              }
            >
              {payment.statusLabel}
            </Badge>
          </DataCell>
          <DataCell label="Factura" className="md:whitespace-nowrap">
            {payment.invoice ? (
              // A plain link: the browser downloads the file (Content-Disposition), no app code involved.
              <a
                href={payment.invoice.href}
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={`Descargar factura ${payment.invoice.number}`}
              >
                <Download aria-hidden="true" className="size-4" />
                Descargar factura
                {payment.invoice.voided ? (
                  <span className="text-muted-foreground text-xs">(anulada)</span>
                ) : null}
              </a>
            ) : (
              <span className="text-muted-foreground">—</span>
            )}
            {payment.rectifications.map((rectification) => (
              <a
                key={rectification.href}
                href={rectification.href}
                className="mt-1 flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
                aria-label={`Descargar factura rectificativa ${rectification.number} (${formatCents(rectification.totalCents)})`}
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  Rectificativa {rectification.number}
                  <span className="block text-muted-foreground text-xs tabular-nums">
                    {formatCents(rectification.totalCents)}
                    {rectification.voided ? " · anulada" : ""}
                  </span>
                </span>
              </a>
            ))}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
