import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { defaultArrasAmount } from "#app/domain/leads/deals/offer-deal";
import { legalDocumentToText } from "#app/domain/legal/document";
import { addDays } from "#app/lib/calendar";
import { prefillArras, termsToFormDefaults } from "./arras";
import { ARRAS_MESSAGES, ArrasContractSchema } from "./arras.schema";
import { arrasContract, arrasDraftFooter } from "./arras-contract";

const FORM = {
  seller1Name: "Lucía Martín Ortega",
  seller1Id: "12345678Z",
  seller1Domicile: "Calle de Colón 3, 46004 Valencia",
  seller1MaritalStatus: "soltero",
  buyer1Name: "Marta Compradora Ruiz",
  buyer1Id: "x1234567l",
  buyer1Domicile: "Avenida del Puerto 20, 46023 Valencia",
  buyer1MaritalStatus: "casado-separacion",
  propertyAddress: "Calle Mayor 12, 3.º B, 46001 Valencia",
  catastralReference: "9872023 VH5797S 0001 WX",
  salePrice: "250.000",
  arrasAmount: "25000",
  deedDeadline: "2027-02-01",
  place: "Valencia",
  signingDate: "2026-12-01",
};

// The form's dates are checked against today in Spain: these tests live on 25 November 2026.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-25T10:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

const parse = (values: Record<string, string>) => ArrasContractSchema.safeParse(values);
const errorsOf = (values: Record<string, string>) => {
  const result = parse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("arras defaults", () => {
  test("the signal starts at 10 % of the price, in whole euros", () => {
    expect(defaultArrasAmount(250_000)).toBe(25_000);
    expect(defaultArrasAmount(187_455)).toBe(18_746);
  });

  test("the deadline counts calendar days across months and years", () => {
    expect(addDays("2026-12-01", 60)).toBe("2027-01-30");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  test("an accepted offer fills the buyer, its price, 10 % and its arras date; penitenciales by default", () => {
    const defaults = prefillArras({
      today: "2026-11-25",
      owner: { name: "Lucía Martín", dni: "12345678Z" },
      property: { address: "Calle Mayor 12", province: "Valencia", price: 260_000, catastralReference: null },
      offer: { buyerName: "Marta Compradora", amount: 250_000, arrasDate: "2026-12-10" },
    });
    expect(defaults).toMatchObject({
      seller1Name: "Lucía Martín",
      seller1Id: "12345678Z",
      buyer1Name: "Marta Compradora",
      salePrice: "250000",
      arrasAmount: "25000",
      arrasKind: "penitenciales",
      signingDate: "2026-12-10",
      deedDeadline: "2027-02-08",
      costsSplit: "ley",
      chargesState: "libre",
      place: "Valencia",
    });
  });

  test("without an offer the listing's price is used and the contract is dated today", () => {
    const defaults = prefillArras({
      today: "2026-11-25",
      owner: { name: "Lucía", dni: null },
      property: { address: null, province: null, price: 199_999, catastralReference: "9872023VH5797S0001WX" },
      offer: null,
    });
    expect(defaults).toMatchObject({
      buyer1Name: "",
      seller1Id: "",
      salePrice: "199999",
      arrasAmount: "20000",
    });
    expect(defaults.signingDate).toBe("2026-11-25");
  });
});

describe("ArrasContractSchema", () => {
  test("a complete form parses to the terms, normalised", () => {
    const result = parse(FORM);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      buyer1Id: "X1234567L",
      catastralReference: "9872023VH5797S0001WX",
      salePrice: 250_000,
      arrasAmount: 25_000,
      arrasKind: "penitenciales",
      seller2Name: null,
      registryData: null,
    });
    // The saved terms go back into the form as text.
    expect(termsToFormDefaults(result.data as never).salePrice).toBe("250000");
  });

  test("identity numbers are checked with their letter", () => {
    expect(errorsOf({ ...FORM, seller1Id: "12345678A" })).toEqual({ seller1Id: ARRAS_MESSAGES.idInvalid });
    expect(errorsOf({ ...FORM, buyer1Id: "12345678A" })).toEqual({ buyer1Id: ARRAS_MESSAGES.idInvalid });
    // The buyer's own DNI may be left for the buyer to write when signing online (ADR 0049).
    expect(parse({ ...FORM, buyer1Id: "" }).data?.buyer1Id).toBeNull();
  });

  test("a second party needs both the name and the DNI", () => {
    expect(errorsOf({ ...FORM, buyer2Name: "Pedro Ruiz" })).toEqual({
      buyer2Id: ARRAS_MESSAGES.secondPartyIncomplete,
    });
    expect(
      parse({ ...FORM, seller2Name: "Pedro Ruiz", seller2Id: "87654321X", seller2MaritalStatus: "viudo" })
        .success,
    ).toBe(true);
  });

  test("each party's domicile and civil status are asked, in Spanish; a second party needs a status too", () => {
    const { seller1Domicile: _domicile, seller1MaritalStatus: _status, ...rest } = FORM;
    expect(errorsOf(rest)).toEqual({
      seller1Domicile: "Escribe el domicilio de quien vende.",
      seller1MaritalStatus: ARRAS_MESSAGES.maritalStatusRequired,
    });
    // The buyer's are theirs to write when signing online: blank is a blank in the draft.
    const { buyer1Domicile: _buyerHome, buyer1MaritalStatus: _buyerStatus, ...withoutBuyerPart } = FORM;
    expect(parse(withoutBuyerPart).success).toBe(true);
    expect(errorsOf({ ...FORM, seller1MaritalStatus: "casado-en-secreto" })).toEqual({
      seller1MaritalStatus: ARRAS_MESSAGES.maritalStatusRequired,
    });
    expect(errorsOf({ ...FORM, buyer2Name: "Pedro Ruiz", buyer2Id: "87654321X" })).toEqual({
      buyer2MaritalStatus: ARRAS_MESSAGES.maritalStatusRequired,
    });
    // A domicile with nobody to live there is a party the contract cannot name.
    expect(errorsOf({ ...FORM, buyer2Domicile: "Calle Mayor 1" })).toEqual({
      buyer2Name: ARRAS_MESSAGES.secondPartyIncomplete,
    });
    expect(errorsOf({ ...FORM, seller1Domicile: "x".repeat(201) })).toEqual({
      seller1Domicile: "No puede tener más de 200 caracteres.",
    });
  });

  test("the seller is resident unless said otherwise; only the two residences are accepted", () => {
    expect(parse(FORM).data?.sellerResidence).toBe("residente");
    expect(parse({ ...FORM, sellerResidence: "no-residente" }).data?.sellerResidence).toBe("no-residente");
    expect(errorsOf({ ...FORM, sellerResidence: "marte" })).toEqual({
      sellerResidence: "Indica si quien vende reside en España.",
    });
  });

  test("the signal is less than the price and the deed comes after the arras", () => {
    expect(errorsOf({ ...FORM, arrasAmount: "250000" })).toEqual({
      arrasAmount: ARRAS_MESSAGES.arrasTooHigh,
    });
    expect(errorsOf({ ...FORM, deedDeadline: "2026-12-01" })).toEqual({
      deedDeadline: ARRAS_MESSAGES.deadlineBeforeSigning,
    });
    expect(errorsOf({ ...FORM, signingDate: "2026-02-30" })).toEqual({
      signingDate: "Escribe una fecha válida.",
    });
  });

  test.each(["2027-02-30", "2027-02-29", "2027-04-31", "2027-06-31", "2026-12-01\n"])(
    "a date that does not exist, or with a line break, is refused beside its field: %j",
    (day) => {
      expect(errorsOf({ ...FORM, deedDeadline: day })).toHaveProperty("deedDeadline");
    },
  );

  test("the signing within a year of today either way, the deed within two years of the signing", () => {
    expect(errorsOf({ ...FORM, signingDate: "2025-11-25", deedDeadline: "2026-01-10" })).toEqual({});
    expect(errorsOf({ ...FORM, signingDate: "2025-11-24", deedDeadline: "2026-01-10" })).toEqual({
      signingDate: ARRAS_MESSAGES.signingTooEarly,
    });
    expect(errorsOf({ ...FORM, signingDate: "2027-11-25", deedDeadline: "2028-01-10" })).toEqual({});
    expect(errorsOf({ ...FORM, signingDate: "2027-11-26", deedDeadline: "2028-01-10" })).toEqual({
      signingDate: ARRAS_MESSAGES.signingTooLate,
    });
    expect(errorsOf({ ...FORM, deedDeadline: "2028-12-01" })).toEqual({});
    expect(errorsOf({ ...FORM, deedDeadline: "2028-12-02" })).toEqual({
      deedDeadline: ARRAS_MESSAGES.deadlineTooLate,
    });
    expect(errorsOf({ ...FORM, signingDate: "9999-12-31", deedDeadline: "9999-12-31" })).toEqual({
      signingDate: ARRAS_MESSAGES.signingTooLate,
      deedDeadline: ARRAS_MESSAGES.deadlineBeforeSigning,
    });
  });

  test("an agreed split of costs or other charges must be described", () => {
    expect(errorsOf({ ...FORM, costsSplit: "pacto" })).toEqual({ costsNote: ARRAS_MESSAGES.noteRequired });
    expect(errorsOf({ ...FORM, chargesState: "otras" })).toEqual({
      chargesNote: ARRAS_MESSAGES.chargesNoteRequired,
    });
    expect(errorsOf({ ...FORM, arrasKind: "de-broma" })).toHaveProperty(
      "arrasKind",
      "Elige el tipo de arras.",
    );
  });
});

describe("the contract's clauses", () => {
  const terms = () => {
    const result = parse(FORM);
    if (!result.success) throw new Error("invalid fixture");
    return result.data;
  };

  test("penitenciales: art. 1454, the buyer loses the signal, the seller returns it doubled", () => {
    const text = legalDocumentToText(arrasContract(terms()));
    expect(text).toContain("Contrato de arras penitenciales");
    expect(text).toContain("artículo 1454 del Código Civil");
    expect(text).toContain("devolverá esa cantidad duplicada");
    expect(text).toContain(
      "Lucía Martín Ortega, con DNI/NIE 12345678Z, con domicilio en Calle de Colón 3, 46004 Valencia, de estado civil soltero/a",
    );
    expect(text).toContain(
      "Marta Compradora Ruiz, con DNI/NIE X1234567L, con domicilio en Avenida del Puerto 20, 46023 Valencia, de estado civil casado/a en régimen de separación de bienes",
    );
    expect(text).toMatch(/precio total de 250\.000\s€/);
    expect(text).toMatch(/el resto, 225\.000\s€/);
    expect(text).toContain("En Valencia, a 1 de diciembre de 2026");
    expect(text).toContain("como muy tarde, el 1 de febrero de 2027");
    expect(text).toContain("artículo 1455 del Código Civil");
    expect(text).toContain("libre de cargas");
  });

  test("a buyer's part not written yet reads as blanks to fill, at the signatures too, never 'null'", () => {
    const text = legalDocumentToText(
      arrasContract({ ...terms(), buyer1Id: null, buyer1Domicile: null, buyer1MaritalStatus: null }),
    );
    expect(text).not.toContain("null");
    expect(text).toContain("Marta Compradora Ruiz, con DNI/NIE ____________________, con domicilio en");
    expect(text).toContain("Marta Compradora Ruiz, con DNI/NIE ____________________. Firma:");
  });

  test("confirmatorias and penales change the nature clause and the title", () => {
    const confirmatorias = legalDocumentToText(arrasContract({ ...terms(), arrasKind: "confirmatorias" }));
    expect(confirmatorias).toContain("Contrato de arras confirmatorias");
    expect(confirmatorias).toContain("artículo 1124");
    expect(confirmatorias).not.toContain("1454");
    const penales = legalDocumentToText(arrasContract({ ...terms(), arrasKind: "penales" }));
    expect(penales).toContain("Contrato de arras penales");
    expect(penales).toContain("1152 y 1153");
  });

  test("registry data, an agreed split, a mortgage and second parties are written in", () => {
    const text = legalDocumentToText(
      arrasContract({
        ...terms(),
        registryData: "Registro n.º 7 de Valencia, finca 12345",
        costsSplit: "pacto",
        costsNote: "la plusvalía a medias",
        chargesState: "hipoteca",
        buyer2Name: "Pedro Ruiz",
        buyer2Id: "87654321X",
        buyer2MaritalStatus: "casado-separacion",
      }),
    );
    expect(text).toContain("Registro n.º 7 de Valencia, finca 12345");
    expect(text).toContain("reparto de gastos y tributos: la plusvalía a medias");
    expect(text).toContain("tiene una hipoteca, que cancelará con cargo al precio");
    // No domicile of their own: the first buyer's.
    expect(text).toContain(
      "Pedro Ruiz, con DNI/NIE 87654321X, con domicilio en Avenida del Puerto 20, 46023 Valencia",
    );
  });

  test("a missed deed deadline: a written demand, fifteen days, then the arras clause; no one's fault, the signal back", () => {
    const text = legalDocumentToText(arrasContract(terms()));
    expect(text).toContain("Sexta. Si no se firma la escritura en plazo");
    expect(text).toContain(
      "Si llegado el 1 de febrero de 2027 no se ha firmado la escritura por causa de una de las partes",
    );
    expect(text).toContain("quince días naturales");
    expect(text).toContain("se aplicará lo pactado en la cláusula cuarta");
    expect(text).toContain("Cuarta. Naturaleza de las arras");
    expect(text).toContain("devolverá a la parte compradora la señal recibida");
  });

  test("a resident seller's contract says nothing of the withholding; a non-resident's adds its clause", () => {
    const resident = legalDocumentToText(arrasContract(terms()));
    expect(resident).not.toContain("modelo 211");
    expect(resident).toContain("Séptima. Gastos e impuestos");
    expect(resident).toContain("Octava. Cargas y situación de la vivienda");

    const text = legalDocumentToText(arrasContract({ ...terms(), sellerResidence: "no-residente" }));
    expect(text).toContain("Octava. Parte vendedora no residente");
    expect(text).toMatch(/retendrá el 3 % del precio total, 7\.500,00\s€/);
    expect(text).toContain("modelo 211");
    expect(text).toContain(
      "artículo 25.2 del texto refundido de la Ley del Impuesto sobre la Renta de No Residentes",
    );
    expect(text).toContain("certificado de residencia fiscal");
    expect(text).toContain("sustituta del contribuyente en la plusvalía municipal");
    expect(text).toContain(
      "artículo 106.2 del texto refundido de la Ley Reguladora de las Haciendas Locales",
    );
    expect(text).toContain("Novena. Cargas y situación de la vivienda");
    expect(text).toContain("Décima. Ley y tribunales");
  });

  test("a married seller: the spouse's consent for the family home is written in", () => {
    const single = legalDocumentToText(arrasContract(terms()));
    expect(single).not.toContain("artículos 1320 y 1377");
    const married = legalDocumentToText(
      arrasContract({ ...terms(), seller1MaritalStatus: "casado-gananciales" }),
    );
    expect(married).toContain("de estado civil casado/a en régimen de gananciales");
    expect(married).toContain("su cónyuge firmará también este contrato");
  });

  test("the draft's footer is a date in words, not a timestamp", () => {
    expect(arrasDraftFooter(new Date("2026-11-26T09:30:00Z"))).toBe(
      "Borrador generado el 26 de noviembre de 2026. Revisadlo juntos antes de firmar.",
    );
  });
});
