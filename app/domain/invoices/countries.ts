/**
 * The countries a billing domicile may be in (ISO 3166-1 alpha-2), named in Spanish by the
 * platform's own Intl data, so no list of names is kept here. Spain first, as most owners live there.
 */
const CODES =
  "AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW".split(
    " ",
  );

const names = new Intl.DisplayNames("es", { type: "region" });

export const SPAIN = "ES";

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && CODES.includes(value);
}

/** 'Reino Unido' for 'GB'. */
export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** The select's options: Spain, then every other country by its Spanish name. */
export const COUNTRY_OPTIONS: readonly { code: string; name: string }[] = [
  { code: SPAIN, name: countryName(SPAIN) },
  ...CODES.filter((code) => code !== SPAIN)
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "es")),
];
