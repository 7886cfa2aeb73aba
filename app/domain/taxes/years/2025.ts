import type { TaxYearRules } from "../tax-year";

/**
 * Sales signed in 2025. Same values as 2026: the savings scale of Ley 7/2024 applies from
 * 1 January 2025, and the 2025 update of the plusvalía coefficients (RDL 9/2024) was not
 * validated by the Congreso, so those of 2024 stayed in force.
 */
export const TAX_YEAR_2025: TaxYearRules = {
  year: 2025,
  savingsScale: {
    value: [
      { upToCents: 6_000_00, rateBp: 1900 },
      { upToCents: 50_000_00, rateBp: 2100 },
      { upToCents: 200_000_00, rateBp: 2300 },
      { upToCents: 300_000_00, rateBp: 2700 },
      { upToCents: null, rateBp: 3000 },
    ],
    source:
      "Ley 35/2006 del IRPF, arts. 66.1 y 76 (BOE-A-2006-20764), en la redacción de la Ley 7/2024, de 20 de diciembre (BOE de 21/12/2024), para periodos desde el 1/1/2025",
  },
  nonResidentGainRateBp: {
    value: 1900,
    source: "RDLeg 5/2004, texto refundido de la Ley del IRNR, art. 25.1.f) (BOE-A-2004-4527)",
  },
  nonResidentWithholdingBp: {
    value: 300,
    source: "RDLeg 5/2004, texto refundido de la Ley del IRNR, art. 25.2 (BOE-A-2004-4527)",
  },
  seniorExemptionAge: {
    value: 65,
    source: "Ley 35/2006 del IRPF, art. 33.4.b) (BOE-A-2006-20764)",
  },
  plusvaliaCoefficients: {
    // < 1 año, 1, 2, … 19 años, 20 o más.
    value: [15, 15, 14, 14, 16, 18, 19, 20, 19, 15, 12, 10, 9, 9, 9, 9, 10, 13, 17, 23, 40],
    source:
      "TRLRHL (RDLeg 2/2004) art. 107.4, redactado por el RDL 26/2021 (BOE-A-2021-18276); coeficientes actualizados por el RDL 8/2023, de 27 de diciembre (BOE-A-2023-26452), vigentes al no convalidarse el RDL 9/2024",
  },
  plusvaliaMaxRateBp: {
    value: 3000,
    source: "TRLRHL (RDLeg 2/2004, BOE-A-2004-4214), art. 108.4",
  },
};
