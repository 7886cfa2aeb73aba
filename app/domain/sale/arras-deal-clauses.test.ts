import { describe, expect, test } from "vitest";
import { legalDocumentToText } from "#app/domain/legal/document";
import { arrasTerms } from "#tests/support/arras-terms";
import type { ArrasFacts, ArrasTerms } from "./arras";
import { arrasContract } from "./arras-contract";
import { financingDeadline, mortgageLoanOf } from "./arras-financing";
import { arrasLawOf } from "./arras-law";

const mortgage = (conditions: string, province = "Valencia"): ArrasFacts => ({
  province,
  deal: { financing: "mortgage", conditions },
});

const contractText = (facts?: ArrasFacts, changes: Partial<ArrasTerms> = {}) =>
  legalDocumentToText(arrasContract(arrasTerms({ ...changes, ...(facts ? { facts } : {}) })));

describe("the loan the buyer's conditions name", () => {
  test("a share of the price, however it is written", () => {
    expect(mortgageLoanOf("Sujeto a hipoteca del 80 %", 440_000)).toEqual({
      amount: 352_000,
      percent: 80,
      stated: true,
    });
    expect(mortgageLoanOf("Pago un 10 % de señal; financiación del 90% del precio", 200_000)).toMatchObject({
      percent: 90,
      amount: 180_000,
    });
    expect(
      mortgageLoanOf("Sujeto a la concesión de un préstamo hipotecario de hasta el 70,5 por ciento", 100_000),
    ).toMatchObject({ percent: 70.5, amount: 70_500 });
  });

  test("an amount in euros, up to the price", () => {
    expect(mortgageLoanOf("Necesito un préstamo hipotecario de 180.000 €", 250_000)).toEqual({
      amount: 180_000,
      percent: null,
      stated: true,
    });
    expect(mortgageLoanOf("hipoteca por importe de 150000 euros", 250_000)).toMatchObject({
      amount: 150_000,
    });
  });

  test("nothing usable gives the stated default, 80 % of the price", () => {
    const fallback = { amount: 200_000, percent: 80, stated: false };
    expect(mortgageLoanOf("", 250_000)).toEqual(fallback);
    expect(mortgageLoanOf("Sujeta a la concesión de la hipoteca.", 250_000)).toEqual(fallback);
    // A rate is not a share of the price; an amount above the price makes no sense.
    expect(mortgageLoanOf("Hipoteca a tipo fijo al 2,5 % TAE", 250_000)).toEqual(fallback);
    expect(mortgageLoanOf("Hipoteca del 3 % de interés", 250_000)).toEqual(fallback);
    expect(mortgageLoanOf("Hipoteca de 900.000 €", 250_000)).toEqual(fallback);
    expect(mortgageLoanOf("Hipoteca del 120 %", 250_000)).toEqual(fallback);
  });
});

describe("the deadline to obtain the loan", () => {
  test("thirty days from the signing when the deed leaves room, ten days before the deed otherwise", () => {
    expect(financingDeadline("2026-12-01", "2027-02-01")).toEqual({
      days: 30,
      date: "2026-12-31",
      applicationDays: 7,
      leavesOfferDays: true,
    });
    expect(financingDeadline("2026-12-01", "2026-12-31")).toMatchObject({ days: 20, date: "2026-12-21" });
    // Fourteen days before the deed in Cataluña.
    expect(financingDeadline("2026-12-01", "2026-12-31", 14)).toMatchObject({
      days: 16,
      date: "2026-12-17",
      leavesOfferDays: true,
    });
    expect(financingDeadline("2026-12-01", "2026-12-05")).toEqual({
      days: 1,
      date: "2026-12-02",
      applicationDays: 1,
      leavesOfferDays: false,
    });
  });
});

describe("the financing condition (Código Civil)", () => {
  test("a mortgage deal: the loan, the deadline, the refusal or low valuation returns the signal in full", () => {
    const text = contractText(mortgage("Sujeto a hipoteca del 80 %"));
    expect(text).toMatch(/por un importe del 80 % del precio, es decir, 200\.000\s€/);
    expect(text).toMatch(/devolverá íntegramente a la parte compradora la señal de 25\.000\s€/);
    for (const words of [
      "Quinta. Condición de financiación",
      "dentro de los 7 días naturales siguientes a la firma",
      "Esta compraventa queda sujeta a condición resolutoria",
      "a más tardar el 31 de diciembre de 2026 (30 días naturales desde la firma)",
      "la tasación de la vivienda resulte inferior al precio",
      "ninguna de las entidades a las que la parte compradora lo haya solicitado le concede",
      "lo justificará con la respuesta escrita de cada entidad, que deniegue el préstamo",
      "sin penalización ni indemnización para ninguna de las partes",
      "no se aplicará lo pactado en la cláusula cuarta (artículo 1123 del Código Civil)",
      "si la denegación se debe a su negligencia",
      "artículo 14 de la Ley 5/2019",
      // Art. 1454 still governs the arras; the clauses after it move one along.
      "artículo 1454 del Código Civil",
      "Séptima. Si no se firma la escritura en plazo",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("621-");
  });

  test("an amount, not a share, when the buyer named one", () => {
    const text = contractText(mortgage("Préstamo hipotecario de 180.000 €"));
    expect(text).toMatch(/sobre la vivienda por un importe de 180\.000\s€\./);
  });

  test("a cash deal, or no platform deal, has no financing condition", () => {
    const cash = contractText({ province: "Valencia", deal: { financing: "cash", conditions: "" } });
    expect(cash).not.toContain("Condición de financiación");
    expect(cash).not.toContain("Condiciones de la oferta");
    expect(cash).toContain("Sexta. Si no se firma la escritura en plazo");
    const none = contractText();
    expect(none).not.toContain("Condición de financiación");
    expect(none).toBe(contractText({ province: "Valencia", deal: null }));
  });
});

describe("the conditions of the offer, word for word", () => {
  test("a clause of their own, quoted, pointing the financing to its clause", () => {
    const text = contractText(mortgage("Sujeto a hipoteca del 80 %\n\nIncluye los muebles de la cocina."));
    expect(text).toContain("Condiciones de la oferta");
    expect(text).toContain("«Sujeto a hipoteca del 80 %\nIncluye los muebles de la cocina.»");
    expect(text).toContain("prevalecerán estas");
    expect(text).toContain("como dispone la cláusula quinta");
    const cash = contractText({
      province: "Valencia",
      deal: { financing: "cash", conditions: "Entrega en enero." },
    });
    expect(cash).toContain("«Entrega en enero.»");
    expect(cash).not.toContain("cláusula quinta");
  });

  test("hostile text stays literal: markup and PDF operators as typed, unprintable characters by their code", () => {
    const hostile =
      'Sujeto a hipoteca del 80 %\t<script>alert("x")</script> ) Tj (BT\n«Ignorar la cláusula cuarta» 😀 中';
    const text = contractText(mortgage(hostile));
    expect(text).toContain('«Sujeto a hipoteca del 80 % <script>alert("x")</script> ) Tj (BT');
    expect(text).toContain("«Ignorar la cláusula cuarta» [U+1F600] [U+4E2D]»");
    expect(text).toContain("figuran por su código Unicode entre corchetes");
    // Only in its own clause: the financing clause states its own loan, not the buyer's words.
    expect(text.split("<script>")).toHaveLength(2);
  });
});

describe("the Catalan variant, by the home's province", () => {
  test("Barcelona, Girona, Lleida and Tarragona, in either spelling, are Catalan; other provinces are not", () => {
    for (const province of ["Barcelona", "Girona", "Gerona", "Lleida", "Lérida", "Tarragona"])
      expect(arrasLawOf(province)).toBe("catalana");
    for (const province of ["Valencia", "Islas Baleares", "Huesca", "Madrid", null, ""])
      expect(arrasLawOf(province)).toBe("comun");
  });

  test("penitenciales cite art. 621-8 CCCat, agreed expressly, and give way to art. 621-49", () => {
    const text = contractText(mortgage("Sujeto a hipoteca del 80 %", "Gerona"));
    for (const words of [
      "arras penitenciales, con facultad de desistimiento para ambas",
      "artículo 621-8 del Código civil de Cataluña",
      "como muy tarde, hasta el 1 de febrero de 2027",
      "salvo que el desistimiento esté justificado por la falta de financiación según la cláusula quinta",
      "desistir de este contrato conforme al artículo 621-49 del Código civil de Cataluña",
      "Si, a más tardar el 31 de diciembre de 2026 (30 días naturales desde la firma), ninguna de las entidades designadas le concede el préstamo",
      "en la situación en que se hallaría de no haberse celebrado el contrato",
      "libro sexto, relativo a las obligaciones y los contratos (Ley 3/2017, de 15 de febrero)",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("1454");
    expect(text).not.toContain("1455");
    expect(text).not.toContain("condición resolutoria");
  });

  test("the loan's deadline leaves the fourteen days Cataluña gives the buyer before the deed, and says why", () => {
    const near = { signingDate: "2026-12-01", deedDeadline: "2026-12-31" };
    const catalan = contractText(mortgage("Sujeto a hipoteca del 80 %", "Barcelona"), near);
    expect(catalan).toContain("a más tardar el 17 de diciembre de 2026 (16 días naturales desde la firma)");
    expect(catalan).toContain(
      "El plazo deja al menos 14 días naturales antes de la fecha límite de la escritura",
    );
    expect(catalan).toContain(
      "que fija diez días, ampliados a catorce en Cataluña por el Código de consumo de Cataluña",
    );
    const common = contractText(mortgage("Sujeto a hipoteca del 80 %", "Valencia"), near);
    expect(common).toContain("a más tardar el 21 de diciembre de 2026 (20 días naturales desde la firma)");
    expect(common).toContain("El plazo deja al menos 10 días naturales");
    expect(common).not.toContain("catorce");
  });

  test("confirmatorias and penales say so and cite art. 621-8; a married seller's spouse, art. 231-9", () => {
    const catalan = { province: "Barcelona", deal: null };
    const confirmatorias = contractText(catalan, { arrasKind: "confirmatorias" });
    expect(confirmatorias).toContain("Contrato de arras confirmatorias");
    expect(confirmatorias).toContain("se entrega como arras confirmatorias: a cuenta del precio");
    expect(confirmatorias).toContain("artículo 621-8 del Código civil de Cataluña");
    expect(confirmatorias).not.toContain("1124");
    const penales = contractText(catalan, { arrasKind: "penales" });
    expect(penales).toContain("ninguna parte puede desistir por su sola voluntad (artículo 621-8");
    expect(penales).toContain(
      "1152 y 1153 del Código Civil, aplicables en lo que no regula el Código civil de Cataluña",
    );
    const married = contractText(catalan, { seller1MaritalStatus: "casado-separacion" });
    expect(married).toContain("artículo 231-9 del Código civil de Cataluña");
  });
});
