/**
 * The arras contract of step 4: its kinds, defaults and the options the seller picks.
 * Pure rules shared by the form (prefill, hints) and the server (validation, the PDF's clauses).
 */

import { defaultArrasAmount } from "#app/domain/leads/deals/offer-deal";
import { addDays } from "#app/lib/calendar";

export const ARRAS_KINDS = ["penitenciales", "confirmatorias", "penales"] as const;
export type ArrasKind = (typeof ARRAS_KINDS)[number];

/** Penitenciales is the default: it is what most private sales in Spain sign, and the easiest to explain. */
export const DEFAULT_ARRAS_KIND: ArrasKind = "penitenciales";

/** What each kind means, in plain Spanish, shown beside the choice and summarised in the PDF. */
export const ARRAS_KIND_INFO: Record<ArrasKind, { label: string; explanation: string }> = {
  penitenciales: {
    label: "Arras penitenciales (art. 1454 del Código Civil)",
    explanation:
      "Cualquiera de las dos partes puede echarse atrás: si es el comprador, pierde la señal; si es el vendedor, devuelve la señal duplicada. Es la opción habitual.",
  },
  confirmatorias: {
    label: "Arras confirmatorias",
    explanation:
      "La señal es un adelanto del precio y la venta queda cerrada: si una parte no cumple, la otra puede exigir que se firme la escritura o reclamar daños y perjuicios ante el juez.",
  },
  penales: {
    label: "Arras penales",
    explanation:
      "La señal es una penalización por incumplir: quien no cumple la pierde (o la devuelve duplicada) y, además, la otra parte puede seguir exigiendo que se firme la venta.",
  },
};

/** Who pays the costs of the sale (notary, registry, taxes). */
export const COSTS_SPLITS = ["ley", "comprador", "pacto"] as const;
export type CostsSplit = (typeof COSTS_SPLITS)[number];
export const COSTS_SPLIT_LABELS: Record<CostsSplit, string> = {
  ley: "Según la ley (lo habitual)",
  comprador: "Todos los gastos a cargo del comprador",
  pacto: "Otro reparto que hemos pactado",
};

/** What weighs on the home when the arras are signed (the 'declaración de cargas'). */
export const CHARGES_STATES = ["libre", "hipoteca", "otras"] as const;
export type ChargesState = (typeof CHARGES_STATES)[number];
export const CHARGES_LABELS: Record<ChargesState, string> = {
  libre: "Libre de cargas, de inquilinos y al corriente de pagos",
  hipoteca: "Tiene una hipoteca que se cancelará con el precio al firmar la escritura",
  otras: "Tiene otras cargas (las describo)",
};

/**
 * Each party's civil status, with the matrimonial regime when married: the notary asks it, and it
 * tells whether a spouse must also consent (the family home, art. 1320 CC; a shared asset, art. 1377).
 */
export const MARITAL_STATUSES = [
  "soltero",
  "casado-gananciales",
  "casado-separacion",
  "casado-participacion",
  "pareja-hecho",
  "divorciado",
  "viudo",
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_LABELS: Record<MaritalStatus, string> = {
  soltero: "Soltero/a",
  "casado-gananciales": "Casado/a en régimen de gananciales",
  "casado-separacion": "Casado/a en régimen de separación de bienes",
  "casado-participacion": "Casado/a en régimen de participación",
  "pareja-hecho": "Pareja de hecho",
  divorciado: "Divorciado/a",
  viudo: "Viudo/a",
};
export const isMarried = (status: MaritalStatus | null) => status?.startsWith("casado-") ?? false;

/**
 * Whether the seller is resident in Spain for tax. A non-resident's buyer must withhold 3 % of the
 * price (art. 25.2 TRLIRNR) and is the substitute taxpayer of the plusvalía (art. 106.2 TRLRHL).
 */
export const SELLER_RESIDENCES = ["residente", "no-residente"] as const;
export type SellerResidence = (typeof SELLER_RESIDENCES)[number];
export const SELLER_RESIDENCE_LABELS: Record<SellerResidence, string> = {
  residente: "Reside fiscalmente en España",
  "no-residente": "No reside fiscalmente en España",
};

/** The notary usually needs 30–60 days; the form starts at the longer one for a mortgage. */
export const DEFAULT_DEED_DAYS = 60;

/**
 * The contract's terms as saved with the draft (validated by ArrasContractSchema). Drafts saved
 * before the domicile, civil status and residence fields lack them: they are only read back into
 * the form, which then asks for them, never written into a contract again without them.
 */
export type ArrasTerms = {
  seller1Name: string;
  seller1Id: string;
  seller1Domicile: string;
  seller1MaritalStatus: MaritalStatus;
  seller2Name: string | null;
  seller2Id: string | null;
  /** Null: the same as the first seller's. */
  seller2Domicile: string | null;
  seller2MaritalStatus: MaritalStatus | null;
  sellerResidence: SellerResidence;
  buyer1Name: string;
  /** Null until written: the buyer writes their own part before signing online. */
  buyer1Id: string | null;
  buyer1Domicile: string | null;
  buyer1MaritalStatus: MaritalStatus | null;
  buyer2Name: string | null;
  buyer2Id: string | null;
  buyer2Domicile: string | null;
  buyer2MaritalStatus: MaritalStatus | null;
  propertyAddress: string;
  catastralReference: string;
  registryData: string | null;
  salePrice: number;
  arrasAmount: number;
  arrasKind: ArrasKind;
  deedDeadline: string;
  costsSplit: CostsSplit;
  costsNote: string | null;
  chargesState: ChargesState;
  chargesNote: string | null;
  place: string;
  signingDate: string;
  /** Written by the server, never read from the form; drafts saved before it lack it. */
  facts?: ArrasFacts;
};

/**
 * What the contract takes from outside the form (docs/decisions/0050-arras-clauses.md): the
 * province of the home, which decides the civil code, and the agreed deal's financing and the
 * buyer's conditions as the offer stated them. Null deal: no platform deal (nothing to add).
 */
export type ArrasFacts = {
  province: string | null;
  deal: { financing: "mortgage" | "cash"; conditions: string } | null;
};

/** The form's initial values as text: strings in, as a browser sends them. */
export type ArrasFormDefaults = { [K in Exclude<keyof ArrasTerms, "facts">]?: string };

export type ArrasPrefillSource = {
  today: string;
  owner: { name: string; dni: string | null };
  property: {
    address: string | null;
    province: string | null;
    price: number | null;
    catastralReference: string | null;
  };
  offer: { buyerName: string; amount: number; arrasDate: string } | null;
};

/**
 * What the form starts with when there is no draft yet: the accepted offer's buyer, price and
 * arras date when there is one, else the listing's price; the owner as seller.
 */
export function prefillArras({ today, owner, property, offer }: ArrasPrefillSource): ArrasFormDefaults {
  const price = offer?.amount ?? property.price;
  const signingDate = offer && offer.arrasDate >= today ? offer.arrasDate : today;
  return {
    seller1Name: owner.name,
    seller1Id: owner.dni ?? "",
    buyer1Name: offer?.buyerName ?? "",
    propertyAddress: property.address ?? "",
    catastralReference: property.catastralReference ?? "",
    salePrice: price ? String(price) : "",
    arrasAmount: price ? String(defaultArrasAmount(price)) : "",
    arrasKind: DEFAULT_ARRAS_KIND,
    deedDeadline: addDays(signingDate, DEFAULT_DEED_DAYS),
    costsSplit: "ley",
    chargesState: "libre",
    sellerResidence: "residente",
    place: property.province ?? "",
    signingDate,
  };
}

/** A saved draft back into the form (the seller edits the terms they last generated). */
export function termsToFormDefaults(terms: ArrasTerms): ArrasFormDefaults {
  const defaults: ArrasFormDefaults = {};
  for (const [key, value] of Object.entries(terms) as Array<[keyof ArrasTerms, unknown]>) {
    // The facts are the server's (the deal, the province): no field of the form holds them.
    if (key === "facts") continue;
    if (value !== null && value !== undefined) defaults[key] = String(value);
  }
  return defaults;
}
