import type { TaxYearRules } from "../tax-year";

/**
 * Sales signed in 2026. The Gobierno updated the plusvalía coefficients for 2026 with the
 * RDL 16/2025, de 23 de diciembre, but the Congreso did not validate it: the maximums in force are
 * still those of the RDL 8/2023 (for 2024). If a law updates them this year, change them here.
 */
export const TAX_YEAR_2026: TaxYearRules = {
  year: 2026,
  savingsScale: {
    value: [
      { upToCents: 6_000_00, rateBp: 1900 },
      { upToCents: 50_000_00, rateBp: 2100 },
      { upToCents: 200_000_00, rateBp: 2300 },
      { upToCents: 300_000_00, rateBp: 2700 },
      { upToCents: null, rateBp: 3000 },
    ],
    source:
      "Ley 35/2006 del IRPF, arts. 66.1 y 76 (BOE-A-2006-20764), en la redacción de la Ley 7/2024, de 20 de diciembre (BOE de 21/12/2024)",
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
      "TRLRHL (RDLeg 2/2004) art. 107.4, redactado por el RDL 26/2021 (BOE-A-2021-18276); coeficientes del RDL 8/2023, de 27 de diciembre (BOE-A-2023-26452), vigentes al no convalidarse el RDL 16/2025",
  },
  plusvaliaMaxRateBp: {
    value: 3000,
    source: "TRLRHL (RDLeg 2/2004, BOE-A-2004-4214), art. 108.4",
  },
};
