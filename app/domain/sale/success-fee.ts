import type { FeeReviewStatus } from "#app/db/schema/fee-reviews";
import type { LeadKind } from "#app/db/schema/leads";
import type { BuyerSource } from "#app/db/schema/sale-buyers";
import type { LegalSection } from "#app/domain/legal/document";
import { privateOwnerContract } from "#app/domain/legal/owner-contract";
import { BRAND_NAME } from "#app/lib/brand";
import { formatDateEs } from "#app/lib/format";

/**
 * The rule the product is sold on (owner terms, clause 5): the success fee is due
 * only if the sale closes with a buyer who came through the platform. Which one it was is the
 * seller's own answer at step 6 (docs/decisions: the buyer declaration). The agency process's final
 * fee is a different agreement and does not read this.
 */
const SUCCESS_FEE_DUE: Record<BuyerSource, boolean> = {
  lead: true,
  outside: false,
};

export const isSuccessFeeDue = (source: BuyerSource): boolean => SUCCESS_FEE_DUE[source];

export const BUYER_QUESTION = "¿Quién ha comprado tu vivienda?";
export const OUTSIDE_BUYER_LABEL = `Un comprador que no llegó a través de ${BRAND_NAME}`;

const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  enquiry: "mensaje",
  viewing: "solicitud de visita",
  offer: "oferta",
};

/** One lead as the seller recognises it in the step-6 question. */
export type BuyerLead = {
  id: string;
  buyerName: string;
  kind: LeadKind;
  createdAt: string;
  discarded: boolean;
};

/** 'Ana Ruiz · mensaje del 3 de noviembre de 2026' (and '· descartado' when set aside). */
export function leadChoiceLabel(lead: BuyerLead): string {
  const label = `${lead.buyerName} · ${LEAD_KIND_LABELS[lead.kind]} del ${formatDateEs(lead.createdAt)}`;
  return lead.discarded ? `${label} · descartado` : label;
}

/** The seller's answer as stored, with the lead's name while the lead still exists. */
export type BuyerAnswer = { source: BuyerSource; lead: BuyerLead | null };

/** How the summaries (step 6, 'Resumen final') name the buyer. */
export function buyerSummary(answer: BuyerAnswer, review: FeeReviewStatus | null = null): string {
  // Under staff review, or charged after it, the outside answer no longer means 'no fee'.
  if (answer.source === "outside")
    return review === "open" || review === "charged"
      ? OUTSIDE_BUYER_LABEL
      : `${OUTSIDE_BUYER_LABEL} (sin comisión de éxito)`;
  const who = answer.lead ? `: ${answer.lead.buyerName}` : "";
  return `Un comprador que llegó a través de ${BRAND_NAME}${who}`;
}

/**
 * Clause 5 of the owner terms ('Cuándo se paga la comisión de éxito'), word for word from the one
 * source of the terms: step 6 shows it when an outside buyer is declared against the record.
 */
export function successFeeClause(): LegalSection | null {
  const terms = privateOwnerContract({ date: new Date(0) });
  return terms.sections.find((section) => section.heading.startsWith("5.")) ?? null;
}

/**
 * Where the staff review of an outside declaration stands, as the seller reads it (step 6, the
 * dashboard, the final summary). The fee is the pricing module's, never a stored copy.
 */
export function feeReviewSummary(status: FeeReviewStatus, fee: string, paid: boolean | null = null): string {
  switch (status) {
    case "open":
      return `En revisión: nuestro equipo está comparando tu respuesta con lo que consta en ${BRAND_NAME} y te escribirá.`;
    case "charged":
      // Where the payment is not read (the panel's summary), the line holds whether paid or not.
      if (paid === null)
        return `Corresponde pagarla (${fee}), según la cláusula 5 de las condiciones. Puedes pagarla y descargar su factura en «Mis Pagos».`;
      return paid
        ? `Pagada (${fee}). Tienes el justificante y la factura en «Mis Pagos».`
        : `Corresponde pagarla (${fee}), según la cláusula 5 de las condiciones. La tienes pendiente de pago en «Mis Pagos».`;
    case "waived":
      return "No se cobra: nuestro equipo ha revisado tu respuesta.";
  }
}

/**
 * The congratulations once the sale is closed. An outside buyer declared against the record leaves
 * the fee under staff review: the same page states it below, so the congratulations must not read as
 * if nothing were pending.
 */
export function saleFinishedLead(reviewStatus: FeeReviewStatus | null, fee: string): string {
  const done = "Has completado los seis pasos. ¡Enhorabuena por la venta!";
  if (reviewStatus === null) return done;
  return `${done} Comisión de éxito: ${feeReviewSummary(reviewStatus, fee)}`;
}
