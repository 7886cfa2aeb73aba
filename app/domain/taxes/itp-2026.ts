import type { Community } from "./communities";

/**
 * One band of a community's ITP scale: `ratePercent` on the part of the value up to `upTo` euros
 * (null: no upper end). A community without bands has one, with `upTo: null`.
 */
export type ItpBand = { readonly upTo: number | null; readonly ratePercent: number };

export type ItpRule = {
  /** The general rate for the transfer of a home between individuals, by the value's band. */
  readonly bands: readonly ItpBand[];
  /**
   * The rate of the value's band applies to the whole value, not band by band (Comunitat
   * Valenciana's 11 % for homes of more than 1.000.000 €).
   */
  readonly wholeValue?: boolean;
  /** Where premises, garages and land pay another rate than homes (País Vasco: 7 %). */
  readonly nonHomeRatePercent?: number;
  /** A reduction of the tax itself (Ceuta and Melilla: 50 %), in percent of the amount. */
  readonly bonusPercent?: number;
  /** Where the figure comes from, and when we last checked it. */
  readonly source: string;
};

/** Checked on this day against the sources named below; reduced rates (young buyers, large families…) are left out. */
export const ITP_TABLE_CHECKED_ON = "2026-11-27";

const IDEALISTA_2026 =
  "idealista/news, «Impuesto de Transmisiones Patrimoniales por comunidades en 2026» (idealista.com/news/node/819047), consultado el 27/11/2026";

/**
 * The general ITP rates of 2026 for a second-hand home, by autonomous community. Where a community
 * has bands, its law applies them as a scale (each part of the value at its band's rate, the «tipo
 * medio» of the Illes Balears and Cataluña), except where `wholeValue` says otherwise. Reduced rates
 * for particular buyers (young, large families, disability…) are not applied: an estimate.
 */
export const ITP_2026: Readonly<Record<Community, ItpRule>> = {
  Andalucía: {
    bands: [{ upTo: null, ratePercent: 7 }],
    source: `Ley 5/2021, de 20 de octubre, de Tributos Cedidos de Andalucía (BOE-A-2021-17915): tipo general del 7 % desde el 28/4/2021, según la Junta de Andalucía, «Nuevo tipo de gravamen general en ITPAJD» (juntadeandalucia.es), consultado el 27/11/2026`,
  },
  Aragón: {
    bands: [
      { upTo: 400_000, ratePercent: 8 },
      { upTo: 450_000, ratePercent: 8.5 },
      { upTo: 500_000, ratePercent: 9 },
      { upTo: 750_000, ratePercent: 9.5 },
      { upTo: null, ratePercent: 10 },
    ],
    source: `DLeg 1/2005 de Aragón (texto refundido de tributos cedidos), art. 121-1; ${IDEALISTA_2026}`,
  },
  Asturias: {
    bands: [
      { upTo: 300_000, ratePercent: 8 },
      { upTo: 500_000, ratePercent: 9 },
      { upTo: null, ratePercent: 10 },
    ],
    source: `DLeg 2/2014 del Principado de Asturias (tributos cedidos); ${IDEALISTA_2026}`,
  },
  "Illes Balears": {
    bands: [
      { upTo: 400_000, ratePercent: 8 },
      { upTo: 600_000, ratePercent: 9 },
      { upTo: 1_000_000, ratePercent: 10 },
      { upTo: 2_000_000, ratePercent: 12 },
      { upTo: null, ratePercent: 13 },
    ],
    source: `DLeg 1/2014 de las Illes Balears (tributos cedidos), art. 10.a) (tarifa y tipo medio); ATIB, «Tipos de gravamen del ITP y AJD (transmisiones onerosas inmuebles)» (atib.es, idTexto=16198), consultado el 27/11/2026`,
  },
  Canarias: {
    bands: [{ upTo: null, ratePercent: 6.5 }],
    source: `DLeg 1/2009 de Canarias (tributos cedidos), art. 29; ${IDEALISTA_2026}`,
  },
  Cantabria: {
    bands: [{ upTo: null, ratePercent: 9 }],
    source: `DLeg 62/2008 de Cantabria (tributos cedidos), art. 9.1.A), en la redacción de la Ley de Cantabria 3/2023, de 26 de diciembre (BOE-A-2024-1373); ${IDEALISTA_2026}`,
  },
  "Castilla-La Mancha": {
    bands: [{ upTo: null, ratePercent: 9 }],
    source: `Ley 8/2013 de Castilla-La Mancha (tributos cedidos); ${IDEALISTA_2026}`,
  },
  "Castilla y León": {
    bands: [
      { upTo: 250_000, ratePercent: 8 },
      { upTo: null, ratePercent: 10 },
    ],
    source: `DLeg 1/2013 de Castilla y León (tributos cedidos), art. 25; ${IDEALISTA_2026}`,
  },
  Cataluña: {
    bands: [
      { upTo: 600_000, ratePercent: 10 },
      { upTo: 900_000, ratePercent: 11 },
      { upTo: 1_500_000, ratePercent: 12 },
      { upTo: null, ratePercent: 13 },
    ],
    // The 20 % for large holders and whole buildings (same decree) is left out: not a private buyer.
    source: `Código Tributario de Cataluña, art. 641-1, en la redacción del Decreto ley 5/2025, de 25 de marzo (tarifa progresiva desde el 27/6/2025), según API Girona (apigirona.com/spa/news/new/3853.htm) y Martí Lawyers, consultados el 27/11/2026`,
  },
  "Comunitat Valenciana": {
    // 10 % until 31 May 2026; 9 % from 1 June 2026. Homes above 1.000.000 € keep the 11 %, on all of it.
    bands: [
      { upTo: 1_000_000, ratePercent: 9 },
      { upTo: null, ratePercent: 11 },
    ],
    wholeValue: true,
    source: `Ley 13/1997 de la Generalitat Valenciana (tramo autonómico), tipo general rebajado del 10 % al 9 % desde el 1/6/2026 según «Cambio en el ITP en la Comunidad Valenciana» (promociones-denia.cuadratico.es), consultado el 27/11/2026; ${IDEALISTA_2026}`,
  },
  Extremadura: {
    bands: [
      { upTo: 360_000, ratePercent: 8 },
      { upTo: 600_000, ratePercent: 10 },
      { upTo: null, ratePercent: 11 },
    ],
    // The Junta announced in 2023 a cut to 6 %; we found no law that made it: check before relying on it.
    source: `DLeg 1/2018 de Extremadura (tributos cedidos), art. 36 (tarifa por tramos, «la cuota íntegra será la suma de las cuotas de cada escalón»), según INEAF e iberley; ${IDEALISTA_2026}`,
  },
  Galicia: {
    bands: [{ upTo: null, ratePercent: 8 }],
    source: `DLeg 1/2011 de Galicia (tributos cedidos), art. 14 (tipo general del 8 %, según infobae, 16/3/2025, y escogecasa.es, 2025); ${IDEALISTA_2026}`,
  },
  "Comunidad de Madrid": {
    bands: [{ upTo: null, ratePercent: 6 }],
    source: `DLeg 1/2010 de la Comunidad de Madrid (tributos cedidos), art. 29; ${IDEALISTA_2026}`,
  },
  "Región de Murcia": {
    bands: [{ upTo: null, ratePercent: 7.75 }],
    source: `DLeg 1/2010 de la Región de Murcia (tributos cedidos), arts. 6 y 7, en la redacción de la Ley 4/2023, de 28 de diciembre (iberley, «Tipo gravamen ITPYAJD Murcia», 30/1/2024); ${IDEALISTA_2026}`,
  },
  Navarra: {
    bands: [{ upTo: null, ratePercent: 6 }],
    source: `DFLeg 129/1999 de Navarra (texto refundido del ITP y AJD); ${IDEALISTA_2026}`,
  },
  "País Vasco": {
    bands: [{ upTo: null, ratePercent: 4 }],
    nonHomeRatePercent: 7,
    source: `Normas Forales del ITP y AJD de Álava, Bizkaia y Gipuzkoa (4 % para viviendas, 7 % para los demás inmuebles); ${IDEALISTA_2026}`,
  },
  "La Rioja": {
    bands: [{ upTo: null, ratePercent: 7 }],
    source: `Ley 10/2017 de La Rioja (tributos cedidos); ${IDEALISTA_2026}`,
  },
  Ceuta: {
    bands: [{ upTo: null, ratePercent: 6 }],
    bonusPercent: 50,
    source: `RDLeg 1/1993 (texto refundido del ITP y AJD), art. 11.1.a) (6 %) y art. 57 bis (bonificación del 50 % en Ceuta y Melilla); ${IDEALISTA_2026}`,
  },
  Melilla: {
    bands: [{ upTo: null, ratePercent: 6 }],
    bonusPercent: 50,
    source: `RDLeg 1/1993 (texto refundido del ITP y AJD), art. 11.1.a) (6 %) y art. 57 bis (bonificación del 50 % en Ceuta y Melilla); ${IDEALISTA_2026}`,
  },
};
