import type { PropertyPaymentStatus, PropertyStatus } from "#app/db/schema/properties";
import { energyLabel, type ListingFactValues, listingFactRows } from "#app/domain/listings/fact-rows";
import { paymentStatusLabel } from "#app/domain/payments/labels";
import { formatCents, formatDateEs, formatPrice } from "#app/lib/format";
import { type BuyerAnswer, buyerSummary, isSuccessFeeDue } from "./success-fee";

/** What the 'Ver' dialog says for a step it has nothing to show for. */
export const NO_STEP_DATA = "No hay datos que mostrar para este paso.";

export type SummaryProperty = {
  title: string | null;
  address: string | null;
  province: string | null;
  propertyType: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  countryCode: string;
  phone: string | null;
  energyRating: string | null;
  features: string[];
  images: string[];
  status: PropertyStatus;
  marketingActive: boolean;
  visitsManaged: boolean;
  arrasSigned: boolean;
  notaryDone: boolean;
  saleConfirmed: boolean;
  paymentStatus: PropertyPaymentStatus;
  catastralReference: string | null;
  /** The succeeded payments of this property (amounts in cents, ISO dates). */
  payments: { productType: "marketing" | "final_fee"; amount: number; paidAt: string }[];
  /** Who bought, as the owner answered at step 6 (absent for sales closed before the question). */
  buyer?: { answer: BuyerAnswer | null } | null;
} & Partial<Omit<ListingFactValues, "size" | "energyRating">>;

export type SummaryRow = { label: string; value: string };

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/** The facts the listing has (domain/listings/fact-rows.ts), after the rows above say size and letter. */
function factRows(property: SummaryProperty): SummaryRow[] {
  const facts: ListingFactValues = {
    size: null,
    usefulSize: property.usefulSize ?? null,
    yearBuilt: property.yearBuilt ?? null,
    yearRenovated: property.yearRenovated ?? null,
    floor: property.floor ?? null,
    hasLift: property.hasLift ?? null,
    accessibility: property.accessibility ?? null,
    occupancy: property.occupancy ?? null,
    communityFeesYearly: property.communityFeesYearly ?? null,
    ibiYearly: property.ibiYearly ?? null,
    hasHabitabilityCertificate: property.hasHabitabilityCertificate ?? null,
    charges: property.charges ?? null,
    energyRating: property.energyRating,
    energyConsumption: property.energyConsumption ?? null,
    energyEmissionsRating: property.energyEmissionsRating ?? null,
    energyEmissions: property.energyEmissions ?? null,
  };
  const energy = energyLabel(facts);
  const values =
    energy?.kind === "letters"
      ? [
          { label: "Consumo de energía", value: energy.consumption.value ?? "—" },
          ...(energy.emissions
            ? [
                {
                  label: "Emisiones de CO₂",
                  value: `${energy.emissions.letter} · ${energy.emissions.value ?? "—"}`,
                },
              ]
            : []),
        ]
      : [];
  return [...listingFactRows(facts), ...values];
}

const STATUS_LABELS: Record<PropertyStatus, string> = {
  draft: "Borrador",
  published: "Publicado",
  unpublished: "Retirado",
  sold: "Vendido",
};

/**
 * The saved data behind a completed step, as label/value rows for the 'Ver' dialog; null when
 * the step is unknown or holds nothing yet (the dialog then shows NO_STEP_DATA).
 */
export function stepSummary(step: number, property: SummaryProperty): SummaryRow[] | null {
  switch (step) {
    case 1:
      if (!property.title) return null;
      return [
        { label: "Título", value: property.title },
        { label: "Dirección", value: orDash(property.address) },
        { label: "Provincia", value: orDash(property.province) },
        { label: "Tipo de inmueble", value: orDash(property.propertyType) },
        { label: "Precio", value: property.price === null ? "—" : formatPrice(property.price) },
        { label: "Dormitorios", value: orDash(property.bedrooms) },
        { label: "Baños", value: orDash(property.bathrooms) },
        { label: "Superficie", value: property.size === null ? "—" : `${property.size} m²` },
        { label: "Teléfono", value: property.phone ? `${property.countryCode} ${property.phone}` : "—" },
        { label: "Calificación energética", value: orDash(property.energyRating) },
        ...factRows(property),
        { label: "Características", value: property.features.length ? property.features.join(", ") : "—" },
        { label: "Fotos", value: String(property.images.length) },
        { label: "Estado del anuncio", value: STATUS_LABELS[property.status] },
      ];
    case 2:
      if (!property.marketingActive) return null;
      return [{ label: "Campaña de marketing", value: "Activa" }, ...paymentRows(property, "marketing")];
    case 3:
      if (!property.visitsManaged) return null;
      return [{ label: "Visitas", value: "Preparadas" }];
    case 4:
      if (!property.arrasSigned) return null;
      return [
        { label: "Contrato de arras", value: "Firmado" },
        {
          label: "Referencia catastral",
          value: property.catastralReference ?? "Sin indicar (omitido en modo de prueba)",
        },
      ];
    case 5:
      if (!property.notaryDone) return null;
      return [{ label: "Documentación para la notaría", value: "Preparada" }];
    case 6: {
      if (!property.saleConfirmed) return null;
      const answer = property.buyer?.answer ?? null;
      const sale = { label: "Venta", value: property.status === "sold" ? "Completada" : "Confirmada" };
      if (!answer) return [sale, ...paymentRows(property, "final_fee")];
      const buyer = { label: "Comprador", value: buyerSummary(answer) };
      if (!isSuccessFeeDue(answer.source))
        return [sale, buyer, { label: "Comisión de éxito", value: "No aplica" }];
      return [sale, buyer, ...paymentRows(property, "final_fee")];
    }
    default:
      return null;
  }
}

/** The payment behind a paid step; a tester's free step says so instead. */
function paymentRows(property: SummaryProperty, product: "marketing" | "final_fee"): SummaryRow[] {
  const paid = property.payments.find((payment) => payment.productType === product);
  if (paid) {
    return [
      { label: "Pago", value: paymentStatusLabel("succeeded") },
      { label: "Importe", value: formatCents(paid.amount) },
      { label: "Fecha", value: formatDateEs(paid.paidAt) },
    ];
  }
  if (property.paymentStatus === "paid_tester") {
    return [{ label: "Pago", value: `${paymentStatusLabel("paid_tester")}: sin cargo` }];
  }
  return [];
}
