import { communityOfProvince } from "#app/domain/listings/province-communities";
import type { Community } from "#app/domain/taxes/communities";

/** Who brings a document to the notary's office. */
export type DocumentParty = "seller" | "buyer";

export type ChecklistItemKey =
  | "nota-simple"
  | "escritura"
  | "ibi"
  | "certificado-comunidad"
  | "certificado-energetico"
  | "cedula-habitabilidad"
  | "certificado-deuda-hipoteca"
  | "nie-vendedor"
  | "poder-vendedor"
  | "dni-comprador"
  | "justificante-fondos"
  | "fein"
  | "modelo-211"
  | "poder-comprador";

export type ChecklistItem = {
  key: ChecklistItemKey;
  party: DocumentParty;
  title: string;
  /** One plain sentence: why the notary asks for it. */
  why: string;
  legalBasis: string;
  /** Set when the item applies only in a case the deal does not record (an absent party). */
  onlyIf?: string;
};

/** What the deal records that changes the list: the arras, the listing and the accepted offer. */
export type ChecklistFacts = {
  sellerResidence: "residente" | "no-residente";
  province: string | null;
  /** The arras say the seller's mortgage is cancelled with the price at the deed. */
  mortgageToCancel: boolean;
  /** The home is in a building with a community of owners (the listing shows community fees). */
  communityOfOwners: boolean;
  buyerFinancing: "mortgage" | "cash";
};

/**
 * Regions whose housing law asks for the cédula de habitabilidad (or its equivalent for a home
 * already lived in) when a home is sold; the sources are in docs/decisions/0055-closing-documents.md.
 */
export const CEDULA_COMMUNITIES: ReadonlySet<Community> = new Set<Community>([
  "Cataluña",
  "Comunitat Valenciana",
  "Illes Balears",
  "Asturias",
  "Cantabria",
  "La Rioja",
  "Navarra",
  "Extremadura",
  "Región de Murcia",
]);

export function cedulaRequired(province: string | null): boolean {
  const community = communityOfProvince(province);
  return community !== null && CEDULA_COMMUNITIES.has(community);
}

const ABSENT = "Solo si no vas a estar en la firma.";

const ITEMS: Record<ChecklistItemKey, Omit<ChecklistItem, "key">> = {
  "nota-simple": {
    party: "seller",
    title: "Nota simple del Registro de la Propiedad",
    why: "Muestra quién es el dueño y qué cargas tiene la vivienda; la notaría la quiere reciente.",
    legalBasis: "Ley Hipotecaria, arts. 221 y 222",
  },
  escritura: {
    party: "seller",
    title: "Escritura de propiedad",
    why: "Es el título que prueba cómo adquiriste la vivienda.",
    legalBasis: "Reglamento Notarial, art. 174",
  },
  ibi: {
    party: "seller",
    title: "Último recibo del IBI",
    why: "Acredita que el impuesto está pagado: la vivienda responde de lo que se deba.",
    legalBasis: "Ley Reguladora de las Haciendas Locales (RDLeg. 2/2004), art. 64",
  },
  "certificado-comunidad": {
    party: "seller",
    title: "Certificado de deudas de la comunidad de propietarios",
    why: "Lo firma el secretario con el visto bueno del presidente y dice si estás al corriente de las cuotas.",
    legalBasis: "Ley de Propiedad Horizontal, art. 9.1.e",
  },
  "certificado-energetico": {
    party: "seller",
    title: "Certificado de eficiencia energética",
    why: "Es obligatorio entregarlo al comprador al vender la vivienda.",
    legalBasis: "Real Decreto 390/2021, art. 17.2",
  },
  "cedula-habitabilidad": {
    party: "seller",
    title: "Cédula de habitabilidad",
    why: "Tu comunidad autónoma la exige para vender una vivienda.",
    legalBasis: "Normativa de vivienda de la comunidad autónoma",
  },
  "certificado-deuda-hipoteca": {
    party: "seller",
    title: "Certificado del banco con la deuda pendiente de tu hipoteca",
    why: "Con él se paga y cancela tu hipoteca con el precio el mismo día de la firma.",
    legalBasis: "Ley Hipotecaria, art. 82",
  },
  "nie-vendedor": {
    party: "seller",
    title: "NIE del vendedor",
    why: "Quien no reside en España necesita el NIE para firmar y para declarar la venta.",
    legalBasis: "Real Decreto 1065/2007, art. 18",
  },
  "poder-vendedor": {
    party: "seller",
    title: "Poder notarial del vendedor",
    why: "Permite que otra persona firme la escritura en tu nombre.",
    legalBasis: "Código Civil, art. 1280.5",
    onlyIf: ABSENT,
  },
  "dni-comprador": {
    party: "buyer",
    title: "DNI o NIE del comprador",
    why: "La notaría debe identificar a quien compra.",
    legalBasis: "Ley 10/2010 de prevención del blanqueo de capitales, art. 3",
  },
  "justificante-fondos": {
    party: "buyer",
    title: "Justificantes bancarios del pago",
    why: "La escritura debe recoger cómo se paga el precio: transferencias o cheques y su cuenta.",
    legalBasis: "Ley del Notariado, art. 24",
  },
  fein: {
    party: "buyer",
    title: "Oferta de hipoteca (FEIN)",
    why: "Tienes 10 días para estudiarla antes de firmar; la notaría comprueba que han pasado.",
    legalBasis: "Ley 5/2019 de crédito inmobiliario, arts. 14 y 15",
  },
  "modelo-211": {
    party: "buyer",
    title: "Modelo 211: retención del 3 % al vendedor no residente",
    why: "Quien compra a un no residente retiene el 3 % del precio y lo ingresa en Hacienda en un mes.",
    legalBasis: "Ley del IRNR (RDLeg. 5/2004), art. 25.2",
  },
  "poder-comprador": {
    party: "buyer",
    title: "Poder notarial del comprador",
    why: "Permite que otra persona firme la escritura en tu nombre.",
    legalBasis: "Código Civil, art. 1280.5",
    onlyIf: ABSENT,
  },
};

/** Every key the checklist can hold: the upload route refuses any other. */
export const CHECKLIST_KEYS = Object.keys(ITEMS) as ChecklistItemKey[];

export const isChecklistKey = (value: string): value is ChecklistItemKey => Object.hasOwn(ITEMS, value);

/** The documents of this deal, the seller's first, each with who brings it and why. */
export function closingChecklist(facts: ChecklistFacts): ChecklistItem[] {
  const nonResident = facts.sellerResidence === "no-residente";
  const keys: ChecklistItemKey[] = [
    "nota-simple",
    "escritura",
    "ibi",
    ...(facts.communityOfOwners ? (["certificado-comunidad"] as const) : []),
    "certificado-energetico",
    ...(cedulaRequired(facts.province) ? (["cedula-habitabilidad"] as const) : []),
    ...(facts.mortgageToCancel ? (["certificado-deuda-hipoteca"] as const) : []),
    ...(nonResident ? (["nie-vendedor"] as const) : []),
    "poder-vendedor",
    "dni-comprador",
    "justificante-fondos",
    ...(facts.buyerFinancing === "mortgage" ? (["fein"] as const) : []),
    ...(nonResident ? (["modelo-211"] as const) : []),
    "poder-comprador",
  ];
  return keys.map((key) => ({ key, ...ITEMS[key] }));
}

/**
 * A nota simple older than this may miss a charge registered since: notaries and banks ask for
 * one under three months old (the reasoning is in ADR 0055).
 */
export const NOTA_SIMPLE_MAX_DAYS = 90;

const DAY_MS = 86_400_000;

/** The nota simple's age in whole days from its issue date to today (both 'YYYY-MM-DD'). */
export function notaSimpleAge(issuedOn: string, today: string): { days: number; tooOld: boolean } {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${issuedOn}T00:00:00Z`)) / DAY_MS);
  return { days, tooOld: days > NOTA_SIMPLE_MAX_DAYS };
}

/** 'Emitida hace 12 días' — and what to do when it is too old. */
export function notaSimpleAgeText(issuedOn: string, today: string): string {
  const { days, tooOld } = notaSimpleAge(issuedOn, today);
  const age = days <= 0 ? "Emitida hoy" : days === 1 ? "Emitida hace 1 día" : `Emitida hace ${days} días`;
  return tooOld ? `${age}: tiene más de 3 meses, pide una nueva antes de la firma.` : `${age}.`;
}
