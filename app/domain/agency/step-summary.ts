import type { AgencyDetails } from "#app/db/schema/properties";
import type { CommissionSplit } from "#app/domain/payments/pricing";
import { AGENCY_STEP_TITLES } from "#app/domain/process/processes";
import { formatDateEs, formatPrice } from "#app/lib/format";
import { commissionLabel } from "./agreement";

export type AgencySummaryProperty = {
  title: string | null;
  address: string | null;
  price: number | null;
  agencyDetails: AgencyDetails | null;
  agencyCommissionPercentage: number | null;
  agencyCommissionFixed: number | null;
  images: readonly unknown[];
  contract: { acceptedAt: string } | null;
  marketingActive: boolean;
  saleConfirmed: boolean;
  paymentStatus: string;
  split: CommissionSplit | null;
};

export const agencyStepTitle = (step: number): string | undefined => AGENCY_STEP_TITLES[step - 1];

/** 'Ver' on a completed agency step: what was saved for it. */
export function agencyStepSummary(
  step: number,
  property: AgencySummaryProperty,
): { label: string; value: string }[] {
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
