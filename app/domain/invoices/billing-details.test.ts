import { describe, expect, test } from "vitest";
import { PROVINCES } from "#app/domain/listings/catalogues";
import {
  billingDetailsSchema,
  formatDomicile,
  invoicesCompany,
  isBillingComplete,
  provinceOfPostalCode,
} from "./billing-details";

const FORM = { street: "Calle Mayor 1", postalCode: "28013", city: "Madrid", province: "Madrid" };
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the billing domicile an owner's invoice names", () => {
  test("prints on one line: street, postal code, city and province", () => {
    expect(
      formatDomicile({
        country: "ES",
        street: "Calle Mayor 1",
        postalCode: "28013",
        city: "Madrid",
        province: "Madrid",
      }),
    ).toBe("Calle Mayor 1, 28013 Madrid (Madrid)");
  });

  test("a postal code's first two digits are its province: every province of the catalogue has one", () => {
    expect(provinceOfPostalCode("28013")).toBe("Madrid");
    expect(provinceOfPostalCode("08001")).toBe("Barcelona");
    expect(provinceOfPostalCode("07001")).toBe("Islas Baleares");
    expect(provinceOfPostalCode("38001")).toBe("Santa Cruz de Tenerife");
    expect(provinceOfPostalCode("51001")).toBe("Ceuta");
    expect(provinceOfPostalCode("52001")).toBe("Melilla");
    expect(provinceOfPostalCode("00123")).toBeNull();
    expect(provinceOfPostalCode("53000")).toBeNull();
    const covered = new Set(
      Array.from({ length: 52 }, (_, index) =>
        provinceOfPostalCode(`${String(index + 1).padStart(2, "0")}001`),
      ),
    );
    expect([...covered].sort()).toEqual([...PROVINCES].sort());
  });

  test("the form refuses a postal code of another province, one that does not exist, and a missing field", () => {
    expect(billingDetailsSchema(false).safeParse(FORM).success).toBe(true);
    expect(errorsOf(billingDetailsSchema(false).safeParse({ ...FORM, postalCode: "08001" }))).toEqual({
      postalCode: "Ese código postal es de la provincia de Barcelona.",
    });
    expect(errorsOf(billingDetailsSchema(false).safeParse({ ...FORM, postalCode: "99001" }))).toEqual({
      postalCode: "Ese código postal no existe en España.",
    });
    expect(errorsOf(billingDetailsSchema(false).safeParse({ ...FORM, postalCode: "2801" }))).toMatchObject({
      postalCode: "El código postal tiene 5 cifras (p. ej. 28013).",
    });
    expect(
      errorsOf(billingDetailsSchema(false).safeParse({ ...FORM, street: " ", province: "Narnia" })),
    ).toEqual({
      street: "Escribe la calle y el número.",
      province: "Elige la provincia.",
    });
  });

  test("while the profile has no DNI the form asks for a valid one, normalised as the profile stores it", () => {
    expect(errorsOf(billingDetailsSchema(true).safeParse(FORM))).toEqual({ dni: "Escribe tu DNI o NIE." });
    expect(errorsOf(billingDetailsSchema(true).safeParse({ ...FORM, dni: "12345678A" }))).toEqual({
      dni: "Introduce un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L).",
    });
    expect(billingDetailsSchema(true).parse({ ...FORM, dni: "12.345.678-z" }).dni).toBe("12345678Z");
  });

  test("complete with a domicile and a DNI; 'N/A' from older data is no DNI", () => {
    const domicile = {
      country: "ES",
      street: "Calle Mayor 1",
      postalCode: "28013",
      city: "Madrid",
      province: "Madrid",
    } as const;
    expect(isBillingComplete({ domicile, dni: "12345678Z", foreignId: null })).toBe(true);
    expect(isBillingComplete({ domicile, dni: "N/A", foreignId: null })).toBe(false);
    expect(isBillingComplete({ domicile: null, dni: "12345678Z", foreignId: null })).toBe(false);
  });

  describe("a domicile abroad", () => {
    const BRISTOL = {
      country: "GB",
      street: "1 Queen Square",
      postalCode: "bs1 4dj",
      city: "Bristol",
      foreignIdType: "03",
      foreignId: "123 456 789",
    };

    test("takes a UK postcode, no province, and a passport instead of a DNI", () => {
      const saved = billingDetailsSchema(true).parse(BRISTOL);
      expect(saved).toMatchObject({
        country: "GB",
        postalCode: "BS1 4DJ",
        province: "",
        foreignId: "123456789",
      });
      expect(
        formatDomicile({
          country: "GB",
          street: "1 Queen Square",
          postalCode: "BS1 4DJ",
          city: "Bristol",
          province: "",
        }),
      ).toBe("1 Queen Square, Bristol BS1 4DJ, Reino Unido");
    });

    test("refuses a postcode of another format, a missing document and an unknown country", () => {
      expect(errorsOf(billingDetailsSchema(true).safeParse({ ...BRISTOL, postalCode: "28013" }))).toEqual({
        postalCode: "Ese código postal no tiene el formato de ese país (p. ej. BS1 4DJ).",
      });
      expect(
        errorsOf(
          billingDetailsSchema(true).safeParse({ ...BRISTOL, foreignIdType: undefined, foreignId: "" }),
        ),
      ).toEqual({
        foreignIdType: "Elige el documento que te identifica.",
        foreignId: "Escribe el número de tu documento.",
      });
      expect(errorsOf(billingDetailsSchema(true).safeParse({ ...BRISTOL, country: "XX" }))).toMatchObject({
        country: "Elige el país.",
      });
    });

    test("a Spanish postal code is still checked against Spain when Spain is chosen", () => {
      expect(
        errorsOf(billingDetailsSchema(false).safeParse({ ...FORM, country: "ES", postalCode: "BS1 4DJ" })),
      ).toEqual({
        postalCode: "El código postal tiene 5 cifras (p. ej. 28013).",
      });
    });

    test("complete with the domicile and a foreign id, no DNI needed", () => {
      const domicile = {
        country: "GB",
        street: "1 Queen Square",
        postalCode: "BS1 4DJ",
        city: "Bristol",
        province: "",
      };
      expect(isBillingComplete({ domicile, dni: null, foreignId: { type: "03", id: "123456789" } })).toBe(
        true,
      );
      expect(isBillingComplete({ domicile, dni: "12345678Z", foreignId: null })).toBe(false);
    });
  });

  test("an agency's invoice names the company it gave; a private owner's, the person", () => {
    expect(invoicesCompany("agency", { company_name: "Vértice Hogar S.L." })).toBe(true);
    expect(invoicesCompany("agency", { company_name: " " })).toBe(false);
    expect(invoicesCompany("particular", { company_name: "Vértice Hogar S.L." })).toBe(false);
  });
});
