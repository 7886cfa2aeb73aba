/**
 * How each country writes its postal codes, for a billing domicile abroad (ADR 0060). A code is
 * checked by its country's rule: 'BS1 4DJ' is a valid UK postcode and no Spanish one. Countries
 * without postal codes take none; a country not in this table takes free text of bounded length,
 * since refusing a real address we cannot check would stop an owner paying.
 */

/** ISO 3166-1 alpha-2 codes of countries with no postal-code system. */
const WITHOUT_POSTAL_CODES = new Set([
  "AE",
  "AG",
  "AO",
  "AW",
  "BF",
  "BI",
  "BJ",
  "BO",
  "BS",
  "BW",
  "BZ",
  "CD",
  "CF",
  "CG",
  "CI",
  "CK",
  "CM",
  "DJ",
  "DM",
  "ER",
  "FJ",
  "GA",
  "GD",
  "GH",
  "GM",
  "GQ",
  "GY",
  "HK",
  "KI",
  "KM",
  "KN",
  "KP",
  "LC",
  "ML",
  "MO",
  "MR",
  "MW",
  "NR",
  "NU",
  "QA",
  "RW",
  "SB",
  "SC",
  "SL",
  "SR",
  "ST",
  "SY",
  "TD",
  "TG",
  "TK",
  "TL",
  "TO",
  "TV",
  "UG",
  "VU",
  "YE",
  "ZW",
]);

type Rule = { pattern: RegExp; example: string };

const digits = (n: number, example: string): Rule => ({ pattern: new RegExp(`^\\d{${n}}$`), example });

/**
 * The EU and EEA, the UK, Switzerland, the US and Canada (the owners abroad Zaguán expects). Each
 * pattern takes the code as the country's post writes it; `normalizePostalCode` first folds case
 * and spaces so 'bs14dj' and 'BS1 4DJ' are one code.
 */
const RULES: Record<string, Rule> = {
  AT: digits(4, "1010"),
  BE: digits(4, "1000"),
  BG: digits(4, "1000"),
  CH: digits(4, "8001"),
  CY: digits(4, "1010"),
  CZ: { pattern: /^\d{3} \d{2}$/, example: "110 00" },
  DE: digits(5, "10115"),
  DK: digits(4, "1050"),
  EE: digits(5, "10111"),
  ES: digits(5, "28013"),
  FI: digits(5, "00100"),
  FR: digits(5, "75001"),
  GR: { pattern: /^\d{3} \d{2}$/, example: "105 57" },
  HR: digits(5, "10000"),
  HU: digits(4, "1011"),
  // Eircode: a routing key (letter, two digits; or D6W) and a unique identifier of four characters.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/, example: "D02 X285" },
  IS: digits(3, "101"),
  IT: digits(5, "00184"),
  LI: { pattern: /^94(?:8[5-9]|9[0-8])$/, example: "9490" },
  LT: { pattern: /^(?:LT-)?\d{5}$/, example: "LT-01100" },
  LU: { pattern: /^(?:L-)?\d{4}$/, example: "L-1111" },
  LV: { pattern: /^LV-\d{4}$/, example: "LV-1050" },
  MT: { pattern: /^[A-Z]{3} \d{4}$/, example: "VLT 1117" },
  NL: { pattern: /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/, example: "1011 AB" },
  NO: digits(4, "0150"),
  PL: { pattern: /^\d{2}-\d{3}$/, example: "00-950" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1100-148" },
  RO: digits(6, "010011"),
  SE: { pattern: /^\d{3} \d{2}$/, example: "111 22" },
  SI: { pattern: /^(?:SI-)?\d{4}$/, example: "1000" },
  SK: { pattern: /^\d{3} \d{2}$/, example: "811 01" },
  // The UK's outward code (area, district, optional sub-district letter) and inward code (sector
  // digit, unit letters without C I K M O V), plus the special GIR 0AA.
  GB: {
    pattern:
      /^(?:GIR 0AA|[A-PR-UWYZ](?:\d[A-HJKPSTUW]?|\d{2}|[A-HK-Y]\d[ABEHMNPRVWXY]?|[A-HK-Y]\d{2}) \d[ABD-HJLNP-UW-Z]{2})$/,
    example: "BS1 4DJ",
  },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, example: "94105 o 94105-1234" },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, example: "K1A 0B1" },
};

/** A postal code of a country whose format we do not know: free text, this long at most. */
export const FREE_POSTAL_CODE_MAX = 12;

export function countryHasPostalCodes(country: string): boolean {
  return !WITHOUT_POSTAL_CODES.has(country);
}

function splitBeforeLast(code: string, n: number): string {
  return code.length > n ? `${code.slice(0, -n)} ${code.slice(-n)}` : code;
}

/**
 * The code as its country writes it: upper case, one space where the country puts one. Typed
 * without the space ('bs14dj', '1011ab', '11122') it still reads as the same code.
 */
export function normalizePostalCode(country: string, raw: string): string {
  const compact = raw.trim().toUpperCase().replace(/\s+/g, "");
  switch (country) {
    case "GB":
    case "CA":
      return splitBeforeLast(compact, 3);
    case "IE":
    case "MT":
      return splitBeforeLast(compact, 4);
    case "NL":
      return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
    case "CZ":
    case "GR":
    case "SE":
    case "SK":
      return /^\d{5}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
    default:
      return raw.trim().toUpperCase().replace(/\s+/g, " ");
  }
}

/**
 * Why a postal code is wrong for its country, in Spanish, or null when it is fine. An empty code is
 * fine only where the country has none. The code is expected normalized.
 */
export function postalCodeProblem(country: string, code: string): string | null {
  if (!countryHasPostalCodes(country)) return null;
  if (code === "") return "Escribe el código postal.";
  const rule = RULES[country];
  if (!rule)
    return code.length > FREE_POSTAL_CODE_MAX
      ? `El código postal no puede tener más de ${FREE_POSTAL_CODE_MAX} caracteres.`
      : null;
  if (rule.pattern.test(code)) return null;
  if (country === "ES") return "El código postal tiene 5 cifras (p. ej. 28013).";
  return `Ese código postal no tiene el formato de ese país (p. ej. ${rule.example}).`;
}
