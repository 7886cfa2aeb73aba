import { Eye } from "lucide-react";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import type { AgencyPageData } from "#app/domain/agency/agency-page.server";
import { AGENCY_STEP_TITLES } from "#app/domain/agency/agency-steps";
import { commissionLabel } from "#app/domain/agency/agreement";
import { formatDateEs, formatPrice } from "#app/lib/format";

type Property = NonNullable<AgencyPageData["property"]>;

function rowsFor(step: number, property: Property): { label: string; value: string }[] {
  const paid = property.paymentStatus === "paid_tester" ? "Pagado (Prueba)" : "Pagado";
  switch (step) {
    case 1:
      return [
        { label: "Título", value: property.title ?? "—" },
        { label: "Dirección", value: property.address ?? "—" },
        { label: "Precio", value: property.price === null ? "—" : formatPrice(property.price) },
        { label: "Agencia", value: property.agencyDetails?.company_name ?? "—" },
        { label: "Comisión", value: commissionLabel(property) },
        { label: "Fotos", value: String(property.images.length) },
        {
          label: "Contrato aceptado",
          value: property.contract ? formatDateEs(property.contract.acceptedAt) : "—",
        },
      ];
    case 2:
      return [{ label: "Campaña de Marketing", value: property.marketingActive ? paid : "Pendiente" }];
    case 3:
      return property.split
        ? [
            { label: "Comisión total", value: formatPrice(property.split.totalCommission) },
            { label: "Agencia (60 %)", value: formatPrice(property.split.agency) },
            { label: "Plataforma (40 %)", value: formatPrice(property.split.platform) },
          ]
        : [];
    default:
      return [{ label: "Comisión Final", value: property.saleConfirmed ? paid : "Pendiente" }];
  }
}

/** 'Ver' on a completed step: what was saved for it. */
export function StepPreviewDialog({ step, property }: { step: number; property: Property }) {
  const rows = rowsFor(step, property);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Ver el paso ${step}`}>
          <Eye aria-hidden="true" /> Ver
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Paso ${step}: ${AGENCY_STEP_TITLES[step - 1]}`}</DialogTitle>
          <DialogDescription>Los datos guardados en este paso.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-muted-foreground">{row.label}</dt>
              <dd className="min-w-0 break-words text-foreground">{row.value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
