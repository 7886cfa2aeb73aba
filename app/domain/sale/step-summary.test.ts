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
  test("step 1 shows the facts the listing has, both energy values among them", () => {
    const rows = stepSummary(1, {
      ...property,
      usefulSize: 84,
      occupancy: "libre",
      energyConsumption: 98.4,
      energyEmissionsRating: "D",
      energyEmissions: 27.5,
    });
    expect(value(rows, "Superficie útil")).toBe("84\u00a0m²");
    expect(value(rows, "Ocupación")).toBe("Libre");
    expect(value(rows, "Consumo de energía")).toBe("98,4 kWh/m² año");
    expect(value(rows, "Emisiones de CO₂")).toBe("D · 27,5 kg CO₂/m² año");
    // A listing published before the facts shows none of them, and nothing empty.
    expect(value(stepSummary(1, property), "Superficie útil")).toBeUndefined();
  });

  test("step 6 says who bought and whether the success fee applied", () => {
    const sold = { ...property, saleConfirmed: true, status: "sold" as const };
    const outside = stepSummary(6, { ...sold, buyer: { answer: { source: "outside", lead: null } } });
    expect(value(outside, "Comprador")).toBe(
      "Un comprador que no llegó a través de Zaguán (sin comisión de éxito)",
    );
    expect(value(outside, "Comisión de éxito")).toBe("No aplica");

    const lead = {
      id: "7b0c3f4e-1d2a-4c5b-9e8f-0a1b2c3d4e5f",
      buyerName: "Pablo Serrano",
      kind: "offer" as const,
      createdAt: "2026-11-01T10:00:00Z",
      discarded: false,
    };
    const paid = stepSummary(6, {
      ...sold,
      payments: [{ productType: "final_fee", amount: 60500, paidAt: "2026-11-20T10:00:00.000Z" }],
      buyer: { answer: { source: "lead", lead } },
    });
    expect(value(paid, "Comprador")).toBe("Un comprador que llegó a través de Zaguán: Pablo Serrano");
    expect(value(paid, "Importe")).toBe("605,00\u00a0€");
  });

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
