import { describe, expect, test } from "vitest";
import { LISTING_FACTS_FORM } from "#tests/factories/listing-facts";
import {
  ArrasSchema,
  CADASTRAL_REQUIRED,
  draftFieldErrors,
  LISTING_TOASTS,
  ListingSchema,
  ListingWithDniSchema,
  listingFailureToast,
  listingSchema,
  listingValuesDiffer,
  parseListingDraft,
  parseWholeNumber,
} from "./listing.schema";

const complete = {
  title: "Ático con terraza en Chamberí",
  description: "Luminoso.",
  address: "Calle de Fuencarral 100, Madrid",
  province: "Madrid",
  propertyType: "Ático",
  price: "250.000",
  bedrooms: "3",
  bathrooms: "",
  size: "95",
  countryCode: "+34",
  phone: "612 34 56 78",
  features: ["Terraza", "Ascensor"],
  energyRating: "D",
  ...LISTING_FACTS_FORM,
};

describe("the listing form (step 1)", () => {
  test("converts numbers: price to whole euros, empty to null", () => {
    const parsed = ListingSchema.parse(complete);
    expect(parsed.price).toBe(250000);
    expect(parsed.bedrooms).toBe(3);
    expect(parsed.bathrooms).toBeNull();
    expect(parsed.size).toBe(95);
    expect(parsed.phone).toBe("612345678");
  });

  test("requires title, address, province, type, price, phone and energy rating", () => {
    const result = ListingSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    for (const name of ["title", "address", "province", "propertyType", "price", "phone", "energyRating"]) {
      expect(fields.has(name)).toBe(true);
    }
    expect(fields.has("description")).toBe(false);
    expect(fields.has("bedrooms")).toBe(false);
  });

  test("accepts only the catalogues' provinces, types, features and energy ratings", () => {
    expect(ListingSchema.safeParse({ ...complete, province: "Gotham" }).success).toBe(false);
    expect(ListingSchema.safeParse({ ...complete, propertyType: "Castillo" }).success).toBe(false);
    expect(ListingSchema.safeParse({ ...complete, features: ["Helipuerto"] }).success).toBe(false);
    expect(ListingSchema.safeParse({ ...complete, energyRating: "H" }).success).toBe(false);
    expect(ListingSchema.safeParse({ ...complete, energyRating: "Exento" }).success).toBe(true);
  });

  test("drops whatever else the browser sends: flags, status, payment state", () => {
    const parsed = ListingSchema.parse({
      ...complete,
      marketingActive: "true",
      status: "sold",
      paymentStatus: "paid",
      userId: "someone-else",
    });
    expect(Object.keys(parsed)).not.toEqual(expect.arrayContaining(["marketingActive"]));
    expect(parsed).not.toHaveProperty("status");
    expect(parsed).not.toHaveProperty("paymentStatus");
    expect(parsed).not.toHaveProperty("userId");
  });

  test("asks for the DNI only when the profile has none, and checks its letter", () => {
    expect(listingSchema({ requireDni: false }).safeParse(complete).success).toBe(true);
    expect(listingSchema({ requireDni: true }).safeParse(complete).success).toBe(false);
    expect(listingSchema({ requireDni: true }).safeParse({ ...complete, dni: "N/A" }).success).toBe(false);
    expect(listingSchema({ requireDni: true }).safeParse({ ...complete, dni: "12345678A" }).success).toBe(
      false,
    );
    const parsed = listingSchema({ requireDni: true }).parse({ ...complete, dni: "12.345.678-z" });
    expect(parsed).toMatchObject({ dni: "12345678Z" });
  });

  test("the failure toast is the spec's 'Campos requeridos' when a required field is empty", () => {
    expect(listingFailureToast({ ...complete, title: " " }, { requireDni: false })).toEqual(
      LISTING_TOASTS.requiredFields,
    );
    expect(listingFailureToast(complete, { requireDni: true })).toEqual(LISTING_TOASTS.requiredFields);
    expect(listingFailureToast({ ...complete, price: "mucho" }, { requireDni: false })).toEqual(
      LISTING_TOASTS.invalidFields,
    );
    expect(LISTING_TOASTS.requiredFields).toEqual({
      title: "Campos requeridos",
      description: "Por favor, completa todos los campos obligatorios (*).",
    });
  });
});

describe("a draft ('Guardar borrador')", () => {
  test("stores the valid fields and keeps the invalid ones as typed, the DNI too", () => {
    const draft = parseListingDraft({
      title: "Casa",
      price: "doscientos",
      bedrooms: "60",
      size: "0",
      phone: "61a",
      province: "Madrid",
      features: ["Piscina"],
      dni: "12345678",
    });
    expect(draft.input).toEqual({
      title: "Casa",
      price: null,
      bedrooms: null,
      size: null,
      phone: null,
      province: "Madrid",
      features: ["Piscina"],
      dni: null,
    });
    expect(draft.invalid).toEqual({
      price: "doscientos",
      bedrooms: "60",
      size: "0",
      phone: "61a",
      dni: "12345678",
    });
  });

  test("a valid DNI is stored normalised; an emptied field is emptied; one not sent is left alone", () => {
    const draft = parseListingDraft({ dni: " x1234567l ", description: "", countryCode: "" });
    expect(draft.input).toEqual({ dni: "X1234567L", description: null });
    expect(draft.invalid).toEqual({});
  });

  test("the invalid values it kept are flagged with the messages publishing shows", () => {
    const errors = draftFieldErrors({ price: "doscientos", phone: "61a", dni: "12345678", size: "0" });
    expect(errors).toEqual({
      price: ["Escribe el precio en euros, sin decimales (p. ej. 250000)."],
      phone: ["Escribe el teléfono solo con números (entre 6 y 15 cifras)."],
      dni: ["Escribe un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L)."],
      size: ["Escribe la superficie construida en m², sin decimales."],
    });
    const published = ListingWithDniSchema.safeParse({ ...complete, price: "doscientos" });
    expect(published.error?.issues[0]?.message).toBe(errors.price?.[0]);
    expect(draftFieldErrors(null)).toEqual({});
  });
});

describe("unsaved changes", () => {
  const saved = { ...complete, price: "250000", phone: "612345678", features: ["Ascensor", "Terraza"] };

  test("values written another way are the same", () => {
    expect(listingValuesDiffer(complete, saved)).toBe(false);
    expect(listingValuesDiffer({ ...saved, title: " Ático con terraza en Chamberí " }, saved)).toBe(false);
    expect(listingValuesDiffer({ ...saved, intent: "save-draft", propertyId: "x" }, saved)).toBe(false);
  });

  test("a changed price, text, feature or DNI is a change", () => {
    expect(listingValuesDiffer({ ...saved, price: "240.000" }, saved)).toBe(true);
    expect(listingValuesDiffer({ ...saved, description: "Otra." }, saved)).toBe(true);
    expect(listingValuesDiffer({ ...saved, features: ["Ascensor"] }, saved)).toBe(true);
    expect(listingValuesDiffer({ ...saved, dni: "12345678Z" }, { ...saved, dni: "" })).toBe(true);
    expect(listingValuesDiffer({ ...saved, price: "doscientos" }, saved)).toBe(true);
  });

  test("a field the process saved besides the listing (the agency's) counts too", () => {
    const withAgency = { ...saved, company_name: "Vértice Hogar S.L.", commissionFixed: "9000" };
    expect(listingValuesDiffer({ ...withAgency, company_name: " Vértice Hogar S.L. " }, withAgency)).toBe(
      false,
    );
    expect(listingValuesDiffer({ ...withAgency, company_name: "Otra S.L." }, withAgency)).toBe(true);
    expect(listingValuesDiffer({ ...withAgency, commissionFixed: "" }, withAgency)).toBe(true);
  });
});

describe("parseWholeNumber", () => {
  test("understands how prices are typed in Spain", () => {
    expect(parseWholeNumber("250000")).toBe(250000);
    expect(parseWholeNumber("250.000")).toBe(250000);
    expect(parseWholeNumber("1.250.000 €")).toBe(1250000);
    expect(parseWholeNumber("250 000")).toBe(250000);
    expect(parseWholeNumber("250000,75")).toBe(250000);
    expect(parseWholeNumber("")).toBeNull();
    expect(parseWholeNumber("abc")).toBeNull();
    expect(parseWholeNumber("-5")).toBeNull();
  });
});

describe("step 4", () => {
  test("requires the cadastral reference with the spec's message and checks it", () => {
    const empty = ArrasSchema.safeParse({ catastralReference: "" });
    expect(empty.error?.issues[0]?.message).toBe(CADASTRAL_REQUIRED.description);
    expect(CADASTRAL_REQUIRED).toEqual({
      title: "Campo requerido",
      description: "Por favor, introduce la referencia catastral para continuar.",
    });
    expect(ArrasSchema.safeParse({ catastralReference: "1234" }).success).toBe(false);
    expect(ArrasSchema.parse({ catastralReference: "9872023-vh5797s-0001 wx" })).toEqual({
      catastralReference: "9872023VH5797S0001WX",
    });
  });
});
