import { formatPrice } from "#app/lib/format";
import type { ArrasKind } from "./arras";
import type { ArrasLaw } from "./arras-law";

/**
 * When a deal falls through, before or after the arras: the reasons either party records and what
 * the contract's clause says happens to the señal (docs/decisions/0052-when-a-deal-falls-through.md).
 * Pure: the page states the outcome and staff see the same words; nothing here moves money.
 */
export const FALL_THROUGH_REASONS = [
  "financiacion-denegada",
  "comprador-desiste",
  "vendedor-desiste",
  "mutuo-acuerdo",
] as const;
export type FallThroughReason = (typeof FALL_THROUGH_REASONS)[number];

export const FALL_THROUGH_REASON_LABELS: Record<FallThroughReason, string> = {
  "financiacion-denegada": "El banco ha denegado la hipoteca (condición de financiación del contrato)",
  "comprador-desiste": "El comprador se echa atrás",
  "vendedor-desiste": "El vendedor se echa atrás",
  "mutuo-acuerdo": "Lo dejamos de mutuo acuerdo",
};

/** What happens to the señal: returned, kept by the seller, returned doubled, or as the clause says. */
export type SenalOutcome =
  | "sin-senal"
  | "devuelta"
  | "la-conserva-el-vendedor"
  | "devuelta-duplicada"
  | "segun-clausula";
export type SenalFate = { outcome: SenalOutcome; statement: string };

/** The signed contract the señal was paid under; null before the arras are signed. */
export type SignedArras = { kind: ArrasKind; law: ArrasLaw; hasFinancingCondition: boolean } | null;

/**
 * Which of the contract's cases decides the señal: one name per sentence, so every language states
 * the same case (the e-mail to a buyer abroad words it in their language from this name).
 */
export const SENAL_CASES = [
  "sin-arras",
  "condicion-financiacion",
  "mutuo-acuerdo",
  "ley-catalana",
  "penitenciales-vendedor",
  "penitenciales-comprador",
  "confirmatorias",
  "penales",
] as const;
export type SenalCase = (typeof SENAL_CASES)[number];

/** Art. 1454 CC for penitential arras: the buyer who withdraws loses it; the seller returns it doubled. */
export function senalCase(reason: FallThroughReason, arras: SignedArras): SenalCase {
  if (!arras) return "sin-arras";
  if (reason === "financiacion-denegada" && arras.hasFinancingCondition) return "condicion-financiacion";
  if (reason === "mutuo-acuerdo") return "mutuo-acuerdo";
  if (arras.law === "catalana") return "ley-catalana";
  if (arras.kind === "penitenciales")
    return reason === "vendedor-desiste" ? "penitenciales-vendedor" : "penitenciales-comprador";
  if (arras.kind === "confirmatorias") return "confirmatorias";
  return "penales";
}

const SENAL_FATES: Record<SenalCase, SenalFate> = {
  "sin-arras": {
    outcome: "sin-senal",
    statement: "Aún no se firmaron las arras: no hay señal que devolver.",
  },
  "condicion-financiacion": {
    outcome: "devuelta",
    statement:
      "El banco denegó la hipoteca y el contrato lo preveía (condición de financiación): el vendedor devuelve la señal íntegra al comprador.",
  },
  "mutuo-acuerdo": {
    outcome: "segun-clausula",
    statement: "Lo dejáis de mutuo acuerdo: la señal queda como lo acordéis por escrito entre los dos.",
  },
  "ley-catalana": {
    outcome: "segun-clausula",
    statement:
      "El contrato se rige por el Código Civil de Cataluña (art. 621-8): la señal sigue lo que dice su cláusula sobre la naturaleza de las arras; si hay dudas, pedid consejo antes de mover el dinero.",
  },
  "penitenciales-vendedor": {
    outcome: "devuelta-duplicada",
    statement:
      "El vendedor se echa atrás con arras penitenciales (art. 1454 del Código Civil): devuelve la señal duplicada.",
  },
  "penitenciales-comprador": {
    outcome: "la-conserva-el-vendedor",
    statement:
      "El comprador se echa atrás con arras penitenciales (art. 1454 del Código Civil): el vendedor conserva la señal.",
  },
  confirmatorias: {
    outcome: "segun-clausula",
    statement:
      "Las arras son confirmatorias (art. 1124 del Código Civil): la señal es parte del precio y quien no incumplió puede exigir que se firme la venta o resolverla con daños y perjuicios; no se pierde ni se duplica sin más.",
  },
  penales: {
    outcome: "segun-clausula",
    statement:
      "Las arras son penales: la señal es la penalización que fija la cláusula para quien incumple, y la otra parte puede además exigir que se firme la venta.",
  },
};

export function senalFate(reason: FallThroughReason, arras: SignedArras): SenalFate {
  return { ...SENAL_FATES[senalCase(reason, arras)] };
}

/** The signed contract as the deal's page states the fate: its señal and where the financing clause sits. */
export type SignedArrasFacts = NonNullable<SignedArras> & {
  /** The señal the contract states, whole euros. */
  amount: number;
  /** The clause that holds the financing condition ('quinta'), when there is one. */
  financingClause: string | null;
};

/**
 * The fate as both parties, the e-mails and staff read it: the rule's statement, with the señal's
 * amount named and, when the financing condition returns it, the clause that says so. Stored on
 * the deal when it falls through, so it reads the same after the contract is gone.
 */
export function statedSenalFate(reason: FallThroughReason, arras: SignedArrasFacts | null): SenalFate {
  const fate = senalFate(reason, arras);
  if (!arras || fate.outcome === "sin-senal") return fate;
  const named = fate.statement.includes("la señal")
    ? fate.statement.replace("la señal", `la señal de ${formatPrice(arras.amount)}`)
    : `${fate.statement} Señal: ${formatPrice(arras.amount)}.`;
  const clause =
    fate.outcome === "devuelta" && arras.financingClause
      ? named.replace(/\.$/, ` (cláusula ${arras.financingClause} del contrato).`)
      : named;
  return { outcome: fate.outcome, statement: clause };
}

/** The señal's case under the signed contract, with what its sentence names: the amount and the clause. */
export type SenalFacts = { case: SenalCase; amount: number | null; clause: string | null };

/** The facts behind `statedSenalFate`, for a reader whose language words them from the case. */
export function senalFactsOf(reason: FallThroughReason, arras: SignedArrasFacts | null): SenalFacts {
  const which = senalCase(reason, arras);
  const clause = which === "condicion-financiacion" ? (arras?.financingClause ?? null) : null;
  return { case: which, amount: arras?.amount ?? null, clause };
}

/** Who recorded it, in the sentence the other party and staff read. */
export const FALL_THROUGH_PARTY_LABELS = { seller: "el vendedor", buyer: "el comprador" } as const;

/**
 * The reasons a party may choose: financing refused only when the contract holds the financing
 * condition (before the arras, a refused loan is simply the buyer withdrawing).
 */
export function fallThroughReasonsFor(arras: SignedArras): FallThroughReason[] {
  return FALL_THROUGH_REASONS.filter(
    (reason) => reason !== "financiacion-denegada" || arras?.hasFinancingCondition === true,
  );
}

/** A deal that fell through, as both parties and staff read it afterwards. */
export type EndedDeal = {
  buyerName: string;
  reason: FallThroughReason;
  party: "seller" | "buyer";
  /**
   * The señal's case, for a reader of another language; null when the contract kept with the deal
   * no longer states what was recorded (then only the recorded Spanish statement is true).
   */
  senal: SenalFacts | null;
  endedAt: string;
  /** 'el comprador' / 'el vendedor'. */
  recordedBy: string;
  reasonLabel: string;
  note: string | null;
  senalFate: string;
};
