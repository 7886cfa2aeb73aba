import type { Db } from "#app/db/client.server";
import type { properties } from "#app/db/schema/properties";
import { LISTING_FACTS_FORM } from "./listing-facts";
import { createProperty } from "./properties";

type NewProperty = typeof properties.$inferInsert;

/** The agency form as a browser sends it: a valid CIF, DNI and cadastral reference. */
export const VALID_AGENCY_FORM: Record<string, string> = {
  title: "Chalet adosado con jardín en Las Rozas",
  description: "Urbanización con piscina.",
  address: "Calle de la Camarilla 14, Las Rozas de Madrid",
  province: "Madrid",
  propertyType: "Chalet",
  price: "695.000",
  bedrooms: "4",
  bathrooms: "3",
  size: "210",
  countryCode: "+34",
  phone: "612 345 678",
  energyRating: "C",
  ...LISTING_FACTS_FORM,
  catastralReference: "9872023VH5797S0001WX",
  company_name: "Vértice Hogar Inmobiliaria S.L.",
  company_nif: "b-1234567-4",
  company_address: "Calle de Colón 22, Valencia",
  legal_rep_name: "Lucía Ferrer Soler",
  legal_rep_dni: "12.345.678-z",
  commissionPercentage: "4,5",
  commissionFixed: "",
};

/** Published agency listing with its agency details and a management contract key, as step 1 leaves it. */
export async function createAgencyListing(db: Db, userId: string, overrides: Partial<NewProperty> = {}) {
  return createProperty(db, userId, {
    title: "Chalet adosado con jardín en Las Rozas",
    province: "Madrid",
    propertyType: "Chalet",
    propertyOrigin: "agency",
    catastralReference: "9872023VH5797S0001WX",
    agencyDetails: {
      company_name: "Vértice Hogar Inmobiliaria S.L.",
      company_nif: "B12345674",
      company_address: "Calle de Colón 22, Valencia",
      legal_rep_name: "Lucía Ferrer Soler",
      legal_rep_dni: "12345678Z",
    },
    agencyCommissionPercentage: 4.5,
    managementContractUrl: `${userId}/contract/1-management-contract.pdf`,
    ...overrides,
  });
}
