import { describe, expect, test } from "vitest";
import {
  type BuyerLead,
  buyerSummary,
  feeReviewSummary,
  isSuccessFeeDue,
  leadChoiceLabel,
  OUTSIDE_BUYER_LABEL,
  saleFinishedLead,
} from "./success-fee";

const lead: BuyerLead = {
  id: "7b0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f",
  buyerName: "Lucía Martín",
  kind: "viewing",
  createdAt: "2026-11-03T10:00:00Z",
  discarded: false,
};

describe("is the success fee due for this sale", () => {
  test("only when the owner names a buyer who came through the platform", () => {
    expect(isSuccessFeeDue("lead")).toBe(true);
    expect(isSuccessFeeDue("outside")).toBe(false);
  });
});

describe("how the buyer is named", () => {
  test("the step-6 choice names the outside buyer as the issue gives it", () => {
    expect(OUTSIDE_BUYER_LABEL).toBe("Un comprador que no llegó a través de Zaguán");
  });

  test("a lead is recognisable by name, kind and date, and says when it was discarded", () => {
    expect(leadChoiceLabel(lead)).toBe("Lucía Martín · solicitud de visita del 3 de noviembre de 2026");
    expect(leadChoiceLabel({ ...lead, kind: "enquiry", discarded: true })).toBe(
      "Lucía Martín · mensaje del 3 de noviembre de 2026 · descartado",
    );
  });

  test("the summaries say which case it was, also once the lead itself is gone", () => {
    expect(buyerSummary({ source: "lead", lead })).toBe(
      "Un comprador que llegó a través de Zaguán: Lucía Martín",
    );
    expect(buyerSummary({ source: "lead", lead: null })).toBe("Un comprador que llegó a través de Zaguán");
    expect(buyerSummary({ source: "outside", lead: null })).toBe(
      "Un comprador que no llegó a través de Zaguán (sin comisión de éxito)",
    );
  });
});

describe("a charged fee, as the seller reads it", () => {
  test("points to Mis Pagos while unpaid, says paid once paid, and holds for both where the payment is not read", () => {
    expect(feeReviewSummary("charged", "605,00 €", false)).toContain("pendiente de pago en «Mis Pagos»");
    expect(feeReviewSummary("charged", "605,00 €", true)).toBe(
      "Pagada (605,00 €). Tienes el justificante y la factura en «Mis Pagos».",
    );
    const unknown = feeReviewSummary("charged", "605,00 €");
    expect(unknown).not.toMatch(/pendiente|Pagada/);
    expect(unknown).toContain("«Mis Pagos»");
  });
});

describe("the congratulations once the sale is closed", () => {
  test("states the success fee under review, in the same words as the step below", () => {
    const lead = saleFinishedLead("open", "1.815,00 €");
    expect(lead).toContain("¡Enhorabuena por la venta!");
    expect(lead).toContain("Comisión de éxito: En revisión");
  });

  test("states a charged fee with its amount", () => {
    expect(saleFinishedLead("charged", "1.815,00 €")).toContain("Corresponde pagarla (1.815,00 €)");
  });

  test("says nothing of a fee when no review exists", () => {
    expect(saleFinishedLead(null, "1.815,00 €")).toBe(
      "Has completado los seis pasos. ¡Enhorabuena por la venta!",
    );
  });
});
