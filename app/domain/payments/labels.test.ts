import { describe, expect, test } from "vitest";
import { paymentKindLabel, paymentStatusLabel } from "#app/domain/payments/labels";

describe("payment status label", () => {
  test("a succeeded or paid payment is 'Pagado'", () => {
    expect(paymentStatusLabel("succeeded")).toBe("Pagado");
    expect(paymentStatusLabel("paid")).toBe("Pagado");
  });

  test("a tester's payment is 'Pagado (Prueba)'", () => {
    expect(paymentStatusLabel("paid_tester")).toBe("Pagado (Prueba)");
  });

  test("a failed payment is 'Fallido'", () => {
    expect(paymentStatusLabel("failed")).toBe("Fallido");
  });

  test("a payment not yet made or abandoned says so in Spanish", () => {
    expect(paymentStatusLabel("pending")).toBe("Pendiente");
    expect(paymentStatusLabel("canceled")).toBe("Cancelado");
  });

  test("any other status is shown as stored", () => {
    expect(paymentStatusLabel("requires_action")).toBe("requires_action");
  });
});

describe("payment kind label", () => {
  test("a marketing product is 'Campaña de Marketing' whatever its provider id", () => {
    expect(paymentKindLabel({ productType: "marketing", providerPaymentId: "pi_3Nx" })).toBe(
      "Campaña de Marketing",
    );
  });

  test("a final fee is 'Comisión de Éxito' even if its provider id mentions marketing", () => {
    expect(paymentKindLabel({ productType: "final_fee", providerPaymentId: "test_marketing_1" })).toBe(
      "Comisión de Éxito",
    );
  });

  test("without a product, a provider id containing 'marketing' is 'Campaña de Marketing'", () => {
    expect(paymentKindLabel({ providerPaymentId: "pi_marketing_123" })).toBe("Campaña de Marketing");
    expect(paymentKindLabel({ productType: null, providerPaymentId: "marketing" })).toBe(
      "Campaña de Marketing",
    );
  });

  test("without a product, any other provider id is 'Comisión de Éxito'", () => {
    expect(paymentKindLabel({ providerPaymentId: "pi_final_fee_123" })).toBe("Comisión de Éxito");
  });
});
