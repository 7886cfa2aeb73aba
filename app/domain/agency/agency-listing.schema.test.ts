import { describe, expect, test } from "vitest";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { AGENCY_TOASTS, AgencyDetailsSchema } from "./agency-details.schema";
import { AgencyListingSchema, agencyFormProblem } from "./agency-listing.schema";

const parse = (overrides: Record<string, unknown> = {}) =>
  AgencyListingSchema.safeParse({ ...VALID_AGENCY_FORM, ...overrides });

const messagesOf = (result: ReturnType<typeof parse>) =>
  result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("agency listing form", () => {
  test("a complete form gives the property (integer price, its real type), the agency and the commission", () => {
    const result = parse();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.property.price).toBe(695000);
    expect(result.data.property.propertyType).toBe("Chalet");
    expect(result.data.property.catastralReference).toBe("9872023VH5797S0001WX");
    expect(result.data.agencyDetails).toEqual({
      company_name: "Vértice Hogar Inmobiliaria S.L.",
      company_nif: "B12345674",
      company_address: "Calle de Colón 22, Valencia",
      legal_rep_name: "Lucía Ferrer Soler",
      legal_rep_dni: "12345678Z",
    });
    expect(result.data.commission).toEqual({ percentage: 4.5, fixed: null });
  });

  test("the cadastral reference is required and must have its check letters", () => {
    expect(messagesOf(parse({ catastralReference: "" })).catastralReference).toMatch(/referencia catastral/);
    expect(parse({ catastralReference: "9872023VH5797S0001AA" }).success).toBe(false);
  });

  test("an agency listing chooses one of the form's types, as a private one does", () => {
    expect(parse({ propertyType: "Nave industrial" }).success).toBe(true);
    expect(messagesOf(parse({ propertyType: "" })).propertyType).toBe("Elige el tipo de inmueble.");
    expect(messagesOf(parse({ propertyType: "Colaboración de Agencia" })).propertyType).toBe(
      "Elige el tipo de inmueble.",
    );
  });

  test("an invalid company NIF or representative DNI is refused at its field", () => {
    const messages = messagesOf(parse({ company_nif: "B12345675", legal_rep_dni: "12345678A" }));
    expect(messages.company_nif).toMatch(/NIF\/CIF/);
    expect(messages.legal_rep_dni).toMatch(/DNI o NIE/);
  });

  test("the commission: one of the two, percentage in steps of 0.1, fixed in whole euros", () => {
    expect(messagesOf(parse({ commissionPercentage: "" })).commissionPercentage).toBe(
      AGENCY_TOASTS.commissionRequired.description,
    );
    expect(messagesOf(parse({ commissionFixed: "9000" })).commissionFixed).toMatch(/no las dos/);
    expect(messagesOf(parse({ commissionPercentage: "4,55" })).commissionPercentage).toMatch(/un decimal/);
    expect(parse({ commissionPercentage: "0" }).success).toBe(false);
    const fixed = parse({ commissionPercentage: "", commissionFixed: "9.000" });
    expect(fixed.success && fixed.data.commission).toEqual({ percentage: null, fixed: 9000 });
  });
});

describe("agency details alone (Mis Datos)", () => {
  test("all five are required", () => {
    const result = AgencyDetailsSchema.safeParse({ company_name: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(
      ["company_address", "company_name", "company_nif", "legal_rep_dni", "legal_rep_name"].sort(),
    );
  });
});

describe("the spec's toast for what is missing, in the form's order", () => {
  const ready = { hasContract: true, photoCount: 15 };
  test("property fields first, the type included", () => {
    expect(agencyFormProblem({ ...VALID_AGENCY_FORM, catastralReference: "" }, ready)).toBe(
      AGENCY_TOASTS.propertyRequired,
    );
    expect(agencyFormProblem({ ...VALID_AGENCY_FORM, propertyType: "" }, ready)).toBe(
      AGENCY_TOASTS.propertyRequired,
    );
  });
  test("then the agency, the commission, the contract and the photos", () => {
    expect(agencyFormProblem({ ...VALID_AGENCY_FORM, legal_rep_dni: "" }, ready)).toBe(
      AGENCY_TOASTS.detailsRequired,
    );
    expect(agencyFormProblem({ ...VALID_AGENCY_FORM, commissionPercentage: "" }, ready)).toBe(
      AGENCY_TOASTS.commissionRequired,
    );
    expect(agencyFormProblem(VALID_AGENCY_FORM, { ...ready, hasContract: false })).toBe(
      AGENCY_TOASTS.contractMissing,
    );
    expect(agencyFormProblem(VALID_AGENCY_FORM, { ...ready, photoCount: 14 })).toEqual({
      title: "Fotos insuficientes",
      description: "Debes subir al menos 15 fotos.",
    });
    expect(agencyFormProblem(VALID_AGENCY_FORM, ready)).toBeNull();
  });
  test("the spec's exact texts", () => {
    expect(`${AGENCY_TOASTS.propertyRequired.title}: ${AGENCY_TOASTS.propertyRequired.description}`).toBe(
      "Campos de propiedad requeridos: Por favor, completa todos los campos del formulario de la propiedad, incluyendo el tipo.",
    );
    expect(`${AGENCY_TOASTS.contractMissing.title}: ${AGENCY_TOASTS.contractMissing.description}`).toBe(
      "Falta contrato: Debes subir el contrato de gestión de venta.",
    );
  });
});
