import { describe, expect, test } from "vitest";
import {
  AGENCY_PROPERTY_TYPE,
  COUNTRY_DIAL_CODES,
  DEFAULT_DIAL_CODE,
  ENERGY_RATINGS,
  FORM_PROPERTY_TYPES,
  formTypesForPortalType,
  isDialCode,
  isEnergyRating,
  isFormPropertyType,
  isListingPropertyType,
  isPortalOriginFilter,
  isPortalPropertyType,
  isPropertyFeature,
  isProvince,
  originOfFilter,
  PORTAL_ORIGIN_OPTIONS,
  PORTAL_PROPERTY_TYPES,
  PORTAL_TYPE_OPTIONS,
  PROPERTY_FEATURES,
  PROVINCES,
} from "#app/domain/listings/catalogues";

const spanishOrder = new Intl.Collator("es");

describe("provinces", () => {
  test("there are the 50 provinces and the cities of Ceuta and Melilla, none repeated", () => {
    expect(PROVINCES).toHaveLength(52);
    expect(new Set(PROVINCES).size).toBe(52);
    expect(PROVINCES).toContain("Ceuta");
    expect(PROVINCES).toContain("Melilla");
  });

  test("they run alphabetically in Spanish from 'Álava' to 'Zaragoza'", () => {
    expect(PROVINCES[0]).toBe("Álava");
    expect(PROVINCES.at(-1)).toBe("Zaragoza");
    expect([...PROVINCES].sort(spanishOrder.compare)).toEqual([...PROVINCES]);
  });

  test("they use the old forms the spec names", () => {
    for (const oldForm of [
      "Gerona",
      "Lérida",
      "Orense",
      "La Coruña",
      "Islas Baleares",
      "Vizcaya",
      "Guipúzcoa",
    ]) {
      expect(PROVINCES).toContain(oldForm);
    }
    for (const newForm of [
      "Girona",
      "Lleida",
      "Ourense",
      "A Coruña",
      "Illes Balears",
      "Bizkaia",
      "Gipuzkoa",
    ]) {
      expect(PROVINCES).not.toContain(newForm);
    }
  });

  test("the single-province regions and both Canary provinces are listed by their usual names", () => {
    for (const name of [
      "Asturias",
      "Cantabria",
      "La Rioja",
      "Navarra",
      "Madrid",
      "Murcia",
      "Las Palmas",
      "Santa Cruz de Tenerife",
      "Alicante",
      "Castellón",
      "Valencia",
    ]) {
      expect(PROVINCES).toContain(name);
    }
  });

  test("a listing in Ceuta or Melilla can be placed there", () => {
    expect(isProvince("Ceuta")).toBe(true);
    expect(isProvince("Melilla")).toBe(true);
  });

  test("isProvince accepts an exact name and refuses a different spelling or a non-string", () => {
    expect(isProvince("Lérida")).toBe(true);
    expect(isProvince("Lerida")).toBe(false);
    expect(isProvince("madrid")).toBe(false);
    expect(isProvince(undefined)).toBe(false);
    expect(isProvince(28)).toBe(false);
  });
});

describe("property types", () => {
  test("the portal offers the spec's eight types in order", () => {
    expect(PORTAL_PROPERTY_TYPES).toEqual([
      "Piso",
      "Casa",
      "Chalet",
      "Local",
      "Oficina",
      "Garaje",
      "Terreno",
      "Nave",
    ]);
  });

  test("the portal type filter lists the eight types by their own names, and no origin among them", () => {
    expect(PORTAL_TYPE_OPTIONS).toHaveLength(8);
    expect(PORTAL_TYPE_OPTIONS[0]).toEqual({ value: "Piso", label: "Piso" });
    expect(PORTAL_TYPE_OPTIONS.map((option) => option.label)).not.toContain("Colaboración de Agencia");
  });

  test("the origin filter offers private sellers and agencies", () => {
    expect(PORTAL_ORIGIN_OPTIONS.map((option) => option.label)).toEqual(["Particulares", "Agencias"]);
    expect(originOfFilter("agencia")).toBe("agency");
    expect(originOfFilter("particular")).toBe("particular");
  });

  test("the form offers the spec's thirteen types in order", () => {
    expect(FORM_PROPERTY_TYPES).toEqual([
      "Piso",
      "Casa",
      "Chalet",
      "Ático",
      "Dúplex",
      "Loft",
      "Estudio",
      "Local comercial",
      "Oficina",
      "Garaje",
      "Trastero",
      "Terreno",
      "Nave industrial",
    ]);
  });

  test("old agency listings' stored type 'Colaboración de Agencia' is still a listing type, never a form type", () => {
    expect(AGENCY_PROPERTY_TYPE).toBe("Colaboración de Agencia");
    expect(isListingPropertyType(AGENCY_PROPERTY_TYPE)).toBe(true);
    expect(isFormPropertyType(AGENCY_PROPERTY_TYPE)).toBe(false);
  });

  test("every form type is found by exactly one portal type", () => {
    const found = PORTAL_PROPERTY_TYPES.flatMap((type) => formTypesForPortalType(type));
    expect([...found].sort()).toEqual([...FORM_PROPERTY_TYPES].sort());
  });

  test("the portal's 'Local' finds 'Local comercial' and 'Nave' finds 'Nave industrial'", () => {
    expect(formTypesForPortalType("Local")).toEqual(["Local comercial"]);
    expect(formTypesForPortalType("Nave")).toEqual(["Nave industrial"]);
  });

  test("the portal's 'Piso' also finds áticos, dúplex, lofts and estudios", () => {
    expect(formTypesForPortalType("Piso")).toEqual(["Piso", "Ático", "Dúplex", "Loft", "Estudio"]);
  });

  test("the type guards accept their own values only", () => {
    expect(isPortalPropertyType("Nave")).toBe(true);
    expect(isPortalPropertyType("Nave industrial")).toBe(false);
    expect(isFormPropertyType("Nave industrial")).toBe(true);
    expect(isFormPropertyType("Nave")).toBe(false);
    expect(isFormPropertyType(AGENCY_PROPERTY_TYPE)).toBe(false);
    expect(isListingPropertyType(AGENCY_PROPERTY_TYPE)).toBe(true);
    expect(isListingPropertyType("Ático")).toBe(true);
    expect(isListingPropertyType("Castillo")).toBe(false);
  });

  test("the origin filter accepts its two URL values only", () => {
    expect(isPortalOriginFilter("agencia")).toBe(true);
    expect(isPortalOriginFilter("particular")).toBe(true);
    expect(isPortalOriginFilter("agency")).toBe(false);
    expect(isPortalOriginFilter("Colaboración de Agencia")).toBe(false);
    expect(isPortalOriginFilter("")).toBe(false);
  });
});

describe("features", () => {
  test("the form offers the spec's eleven features in order", () => {
    expect(PROPERTY_FEATURES).toEqual([
      "Piscina",
      "Garaje",
      "Trastero",
      "Terraza",
      "Balcón",
      "Jardín",
      "Ascensor",
      "Aire Acondicionado",
      "Calefacción",
      "Amueblado",
      "Armarios empotrados",
    ]);
  });

  test("isPropertyFeature accepts 'Balcón' and refuses 'Balcon'", () => {
    expect(isPropertyFeature("Balcón")).toBe(true);
    expect(isPropertyFeature("Balcon")).toBe(false);
  });
});

describe("energy ratings", () => {
  test("the ratings run from A to G, then 'En trámite' and 'Exento'", () => {
    expect(ENERGY_RATINGS).toEqual(["A", "B", "C", "D", "E", "F", "G", "En trámite", "Exento"]);
  });

  test("isEnergyRating refuses a lower-case letter or a letter beyond G", () => {
    expect(isEnergyRating("A")).toBe(true);
    expect(isEnergyRating("En trámite")).toBe(true);
    expect(isEnergyRating("a")).toBe(false);
    expect(isEnergyRating("H")).toBe(false);
  });
});

describe("country dial codes", () => {
  test("there are 25 countries, each code and name once", () => {
    expect(COUNTRY_DIAL_CODES).toHaveLength(25);
    expect(new Set(COUNTRY_DIAL_CODES.map((country) => country.code)).size).toBe(25);
    expect(new Set(COUNTRY_DIAL_CODES.map((country) => country.name)).size).toBe(25);
  });

  test("Spain comes first and +34 is the default", () => {
    expect(COUNTRY_DIAL_CODES[0]).toEqual({ code: "ES", name: "España", dialCode: "+34" });
    expect(DEFAULT_DIAL_CODE).toBe("+34");
  });

  test("every entry has a two-letter code and a '+digits' dial code", () => {
    for (const country of COUNTRY_DIAL_CODES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dialCode).toMatch(/^\+\d{1,3}$/);
    }
  });

  test("the neighbours and main buyer countries are offered", () => {
    const names = COUNTRY_DIAL_CODES.map((country) => country.name);
    for (const name of ["Portugal", "Francia", "Reino Unido", "Alemania", "Marruecos", "Estados Unidos"]) {
      expect(names).toContain(name);
    }
  });

  test("isDialCode accepts a listed code and refuses one without '+'", () => {
    expect(isDialCode("+351")).toBe(true);
    expect(isDialCode("34")).toBe(false);
    expect(isDialCode("+999")).toBe(false);
  });
});
