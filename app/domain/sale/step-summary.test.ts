import { describe, expect, test } from "vitest";
import { NO_STEP_DATA, type SummaryProperty, stepSummary } from "./step-summary";

const property: SummaryProperty = {
  title: "Piso en Ruzafa",
  address: "Calle de Cádiz 45, Valencia",
  province: "Valencia",
  propertyType: "Piso",
  price: 265000,
  bedrooms: 3,
  bathrooms: null,
  size: 98,
  countryCode: "+34",
  phone: "612345678",
  energyRating: "C",
  features: ["Terraza"],
  images: Array.from({ length: 15 }, (_, index) => `/files/${index}.webp`),
  status: "published",
  marketingActive: true,
  visitsManaged: false,
  arrasSigned: false,
  notaryDone: false,
  saleConfirmed: false,
  paymentStatus: "paid",
  catastralReference: null,
  payments: [{ productType: "marketing", amount: 60500, paidAt: "2026-03-02T10:00:00.000Z" }],
};

const value = (rows: ReturnType<typeof stepSummary>, label: string) =>
  rows?.find((row) => row.label === label)?.value;

describe("the 'Ver' dialog of each step", () => {
  test("step 1 shows the saved listing", () => {
    const rows = stepSummary(1, property);
    expect(value(rows, "Precio")).toBe("265.000\u00a0€");
    expect(value(rows, "Baños")).toBe("—");
    expect(value(rows, "Fotos")).toBe("15");
    expect(value(rows, "Teléfono")).toBe("+34 612345678");
  });

  test("step 2 shows the payment: amount and date", () => {
    const rows = stepSummary(2, property);
    expect(value(rows, "Importe")).toBe("605,00\u00a0€");
    expect(value(rows, "Fecha")).toBe("2 de marzo de 2026");
  });

  test("a tester's free step says so", () => {
    const rows = stepSummary(2, { ...property, payments: [], paymentStatus: "paid_tester" });
    expect(value(rows, "Pago")).toBe("Pagado (Prueba): sin cargo");
  });

  test("step 4 shows the cadastral reference to its owner", () => {
    const rows = stepSummary(4, {
      ...property,
      arrasSigned: true,
      catastralReference: "9872023VH5797S0001WX",
    });
    expect(value(rows, "Referencia catastral")).toBe("9872023VH5797S0001WX");
  });

  test("a step without saved data, or an unknown step, has nothing to show", () => {
    expect(stepSummary(3, property)).toBeNull();
    expect(stepSummary(0, property)).toBeNull();
    expect(stepSummary(9, property)).toBeNull();
    expect(NO_STEP_DATA).toBe("No hay datos que mostrar para este paso.");
  });
});
