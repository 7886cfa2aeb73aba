import { describe, expect, test } from "vitest";
import { runSaleCalculator } from "./sale-calculator";
import { closingPrefill, emptySaleForm, parseEurosToCents, parseSaleForm, saleFormQuery } from "./sale-form";

const WORKED_QUERY = {
  precio: "320.000",
  "gastos-venta": "6.920",
  compra: "200000",
  "gastos-compra": "14.000 €",
  mejoras: "13.000",
  "fecha-compra": "2012-03-15",
  "fecha-venta": "2026-06-30",
  hipoteca: "60.000",
  "valor-suelo": "48.000",
  "valor-catastral": "120.000",
  "tipo-plusvalia": "25",
  residencia: "residente",
};

describe("parseEurosToCents", () => {
  test.each([
    ["250.000", 25_000_000],
    ["250000 €", 25_000_000],
    ["1.080,50", 108_050],
    ["1080.5", 108_050],
    ["0", 0],
  ])("'%s' is %i cents", (text, cents) => expect(parseEurosToCents(text)).toBe(cents));

  test.each(["", "abc", "-5", "1,2,3", "12.34.5"])("'%s' is not an amount", (text) =>
    expect(parseEurosToCents(text)).toBeNull(),
  );
});

describe("parseSaleForm", () => {
  test("a first visit, or a link prefilled with the price, shows no errors", () => {
    const parsed = parseSaleForm(new URLSearchParams({ precio: "250000" }));
    expect(parsed).toMatchObject({ isSubmitted: false, errors: {}, input: null });
    expect(parsed.values.salePrice).toBe("250000");
  });

  test("the worked example parses into cents and basis points", () => {
    const { errors, input } = parseSaleForm(new URLSearchParams(WORKED_QUERY));
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      salePriceCents: 32_000_000,
      purchaseCostsCents: 1_400_000,
      plusvaliaRateBp: 2500,
      residence: "spain",
      isPrimaryResidence: false,
    });
  });

  test("errors in Spanish next to each field, and what was typed is kept", () => {
    const { errors, values, input } = parseSaleForm(
      new URLSearchParams({
        ...WORKED_QUERY,
        precio: "",
        compra: "doscientos mil",
        "fecha-compra": "2027-01-01",
        "valor-suelo": "200.000",
        "tipo-plusvalia": "45",
        reinversion: "100.000",
      }),
    );
    expect(input).toBeNull();
    expect(values.purchasePrice).toBe("doscientos mil");
    expect(errors).toEqual({
      salePrice: "Escribe el precio de venta.",
      purchasePrice: "Escribe un importe en euros, por ejemplo 250.000.",
      purchaseDate: "La fecha de compra debe ser anterior a la fecha de venta.",
      landCadastral: "El valor del suelo no puede superar el valor catastral total.",
      plusvaliaRate: "Escribe un porcentaje entre 0 y 30, por ejemplo 29.",
      reinvestment: "La exención por reinversión solo se aplica al vender tu vivienda habitual.",
    });
  });

  test("a sale before the first tax year the calculator knows is refused", () => {
    const { errors } = parseSaleForm(new URLSearchParams({ ...WORKED_QUERY, "fecha-venta": "2023-05-01" }));
    expect(errors.saleDate).toBe(
      "Calculamos ventas desde 2025: escribe una fecha de venta de 2025 o posterior.",
    );
  });

  test("dates that do not exist, a purchase before 1900 or a sale more than two years ahead are refused", () => {
    const errorsFor = (dates: Record<string, string>) =>
      parseSaleForm(new URLSearchParams({ ...WORKED_QUERY, ...dates }), "2026-11-26").errors;
    for (const day of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-06-31"])
      expect(errorsFor({ "fecha-venta": day }).saleDate).toBe("Escribe una fecha válida.");
    expect(errorsFor({ "fecha-compra": "2011-02-29" }).purchaseDate).toBe("Escribe una fecha válida.");
    expect(errorsFor({ "fecha-compra": "1899-12-31" }).purchaseDate).toBe(
      "Escribe una fecha de compra de 1900 o posterior.",
    );
    expect(errorsFor({ "fecha-venta": "2028-11-26" })).toEqual({});
    expect(errorsFor({ "fecha-venta": "2028-11-27" }).saleDate).toBe(
      "La fecha de venta no puede ser dentro de más de dos años.",
    );
    expect(errorsFor({ "fecha-venta": "9999-12-31" }).saleDate).toBe(
      "La fecha de venta no puede ser dentro de más de dos años.",
    );
  });

  test("hostile input stays text: long values are cut and unknown residences become 'residente'", () => {
    const { values } = parseSaleForm(
      new URLSearchParams({ ...WORKED_QUERY, mejoras: `<script>${"x".repeat(500)}`, residencia: "admin" }),
    );
    expect(values.improvements.length).toBeLessThanOrEqual(40);
    expect(values.residence).toBe("residente");
  });

  test("the residence in three options; a link saved with the old 'no-residente' opens as outside the EU/EEA", () => {
    const residenceOf = (residencia: string) =>
      parseSaleForm(new URLSearchParams({ ...WORKED_QUERY, residencia }));
    expect(residenceOf("residente").input?.residence).toBe("spain");
    expect(residenceOf("ue-eee").input?.residence).toBe("eu-eea");
    expect(residenceOf("fuera-ue-eee").input?.residence).toBe("other");
    const legacy = residenceOf("no-residente");
    expect(legacy.input?.residence).toBe("other");
    // The form then shows that option checked, so the seller sees the reading and can change it.
    expect(legacy.values.residence).toBe("fuera-ue-eee");
  });

  test("without the cadastral values and the rate the rest is estimated; with only one value, the other is asked", () => {
    const {
      "valor-suelo": _land,
      "valor-catastral": _total,
      "tipo-plusvalia": _rate,
      ...rest
    } = WORKED_QUERY;
    const withoutIbi = runSaleCalculator(new URLSearchParams(rest));
    expect(withoutIbi.errors).toEqual({});
    expect(withoutIbi.result?.estimate.plusvalia).toBeNull();
    expect(withoutIbi.result?.input).toMatchObject({ landCadastralCents: null, totalCadastralCents: null });
    // Gain 85.000 + the 1.080 of plusvalía no longer deducted: 86.080 → IRPF 18.678,40.
    expect(withoutIbi.result?.estimate.incomeTax.totalCents).toBe(1_867_840);

    const onlyLand = parseSaleForm(new URLSearchParams({ ...rest, "valor-suelo": "48.000" }));
    expect(onlyLand.errors).toEqual({
      totalCadastral: "Escribe el valor catastral total (está en el recibo del IBI).",
      plusvaliaRate: "Escribe el tipo de la plusvalía de tu ayuntamiento.",
    });
  });

  test("the share link reproduces the same estimate", () => {
    const first = runSaleCalculator(new URLSearchParams(WORKED_QUERY));
    const again = runSaleCalculator(new URLSearchParams(saleFormQuery(first.values)));
    expect(again.result?.estimate.netCents).toBe(23_357_000);
    expect(again.result).toEqual(first.result);
  });
});

describe("steps 5 and 6 open the calculator on the arras contract", () => {
  test("a non-resident seller and the deed date replace 'España' and today", () => {
    const values = emptySaleForm({
      saleDate: "2026-11-28",
      ...closingPrefill({ sellerResidence: "no-residente", deedDate: "2027-01-29" }),
    });
    expect(values.residence).toBe("fuera-ue-eee");
    expect(values.saleDate).toBe("2027-01-29");
  });

  test("a resident seller stays in España; no contract keeps the defaults", () => {
    expect(closingPrefill({ sellerResidence: "residente", deedDate: null })).toEqual({
      residence: "residente",
    });
    expect(closingPrefill({ sellerResidence: null, deedDate: null })).toEqual({});
  });
});
