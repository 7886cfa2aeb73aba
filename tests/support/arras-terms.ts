import type { ArrasTerms } from "#app/domain/sale/arras";
import { addDays, madridDay } from "#app/lib/calendar";

/**
 * A complete arras contract's terms as the form's schema gives them: a 250.000 € sale in Valencia,
 * one resident seller and one buyer, penitenciales, signed on 1 December 2026 with the deed by
 * 1 February 2027. Tests change what they are about.
 */
export function arrasTerms(changes: Partial<ArrasTerms> = {}): ArrasTerms {
  return {
    seller1Name: "Lucía Martín Ortega",
    seller1Id: "12345678Z",
    seller1Domicile: "Calle de Colón 3, Valencia",
    seller1MaritalStatus: "soltero",
    seller2Name: null,
    seller2Id: null,
    seller2Domicile: null,
    seller2MaritalStatus: null,
    sellerResidence: "residente",
    buyer1Name: "Marta Compradora Ruiz",
    buyer1Id: "X1234567L",
    buyer1Domicile: "Avenida del Puerto 20, Valencia",
    buyer1MaritalStatus: "soltero",
    buyer2Name: null,
    buyer2Id: null,
    buyer2Domicile: null,
    buyer2MaritalStatus: null,
    propertyAddress: "Calle de Cádiz 45, Valencia",
    catastralReference: "9872023VH5797S0001WX",
    registryData: null,
    salePrice: 250_000,
    arrasAmount: 25_000,
    arrasKind: "penitenciales",
    deedDeadline: "2027-02-01",
    costsSplit: "ley",
    costsNote: null,
    chargesState: "libre",
    chargesNote: null,
    place: "Valencia",
    signingDate: "2026-12-01",
    ...changes,
  };
}

/**
 * The same contract as step 4's form posts it: every field a string, the signing date 15 days
 * ahead and the deed's deadline 75 (the form refuses dates in the past). Tests change what they
 * are about.
 */
export function arrasForm(changes: Record<string, string> = {}): Record<string, string> {
  const filled = Object.entries(arrasTerms()).filter(([, value]) => value !== null);
  const today = madridDay(Date.now());
  return {
    ...Object.fromEntries(filled.map(([field, value]) => [field, String(value)])),
    signingDate: addDays(today, 15),
    deedDeadline: addDays(today, 75),
    ...changes,
  };
}
