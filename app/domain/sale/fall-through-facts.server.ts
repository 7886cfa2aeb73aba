import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts, deals, properties, type SignedArrasRecord } from "#app/db/schema/index";
import type { ArrasTerms } from "./arras";
import { FINANCING_CLAUSE } from "./arras-contract";
import { arrasLawOf } from "./arras-law";
import {
  type EndedDeal,
  FALL_THROUGH_PARTY_LABELS,
  FALL_THROUGH_REASON_LABELS,
  type FallThroughReason,
  fallThroughReasonsFor,
  type SenalFacts,
  type SignedArrasFacts,
  senalFactsOf,
  statedSenalFate,
} from "./fallen-through";

type Reader = Pick<Db, "select">;

/**
 * The signed contract a deal's señal was paid under, or null while the arras are not signed: its
 * kind, its law, its señal and whether it holds the financing condition (it does when the deal was
 * paid with a mortgage: arras-contract.ts writes the clause then). Read from the terms the contract
 * was written from, as signed; the province of the home when the terms predate their facts.
 */
export async function signedArrasFacts(db: Reader, propertyId: string): Promise<SignedArrasFacts | null> {
  const [row] = await db
    .select({
      arrasSigned: properties.arrasSigned,
      province: properties.province,
      terms: arrasContracts.terms,
    })
    .from(properties)
    .leftJoin(arrasContracts, eq(arrasContracts.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  if (!row?.arrasSigned || !row.terms) return null;
  return factsOfTerms(row.terms as ArrasTerms, row.province);
}

function factsOfTerms(terms: ArrasTerms, province: string | null): SignedArrasFacts {
  const hasFinancingCondition = terms.facts?.deal?.financing === "mortgage";
  return {
    kind: terms.arrasKind,
    law: arrasLawOf(terms.facts?.province ?? province),
    hasFinancingCondition,
    amount: terms.arrasAmount,
    financingClause: hasFinancingCondition ? FINANCING_CLAUSE : null,
  };
}

/**
 * The señal's case of a deal that ended, from the contract kept with it, checked against the
 * statement recorded then: only a case that says exactly what both parties were told is worded
 * again in another language.
 */
function recordedSenalFacts(
  reason: FallThroughReason,
  recorded: string,
  kept: SignedArrasRecord | null,
  province: string | null,
): SenalFacts | null {
  const arras = kept?.terms ? factsOfTerms(kept.terms as ArrasTerms, province) : null;
  return statedSenalFate(reason, arras).statement === recorded ? senalFactsOf(reason, arras) : null;
}

/** The reasons the form offers for the listing's deal now (financing refused only under the condition). */
export async function fallThroughChoices(db: Reader, propertyId: string) {
  const arras = await signedArrasFacts(db, propertyId);
  return {
    arrasSigned: arras !== null,
    reasons: fallThroughReasonsFor(arras).map((value) => ({
      value,
      label: FALL_THROUGH_REASON_LABELS[value],
    })),
  };
}
export type FallThroughChoices = Awaited<ReturnType<typeof fallThroughChoices>>;

export function endedDealView(row: {
  buyerName: string;
  releasedAt: Date | null;
  releasedBy: "seller" | "buyer" | null;
  fallThroughReason: FallThroughReason | null;
  releaseReason: string | null;
  senalFate: string | null;
  signedArras: SignedArrasRecord | null;
  province?: string | null;
}): EndedDeal | null {
  if (!row.releasedAt || !row.releasedBy || !row.fallThroughReason || !row.senalFate) return null;
  const reasonLabel = FALL_THROUGH_REASON_LABELS[row.fallThroughReason];
  return {
    buyerName: row.buyerName,
    reason: row.fallThroughReason,
    party: row.releasedBy,
    senal: recordedSenalFacts(row.fallThroughReason, row.senalFate, row.signedArras, row.province ?? null),
    endedAt: row.releasedAt.toISOString(),
    recordedBy: FALL_THROUGH_PARTY_LABELS[row.releasedBy],
    reasonLabel,
    note: row.releaseReason === reasonLabel ? null : row.releaseReason,
    senalFate: row.senalFate,
  };
}

export const endedDealColumns = {
  buyerName: deals.buyerName,
  releasedAt: deals.releasedAt,
  releasedBy: deals.releasedBy,
  fallThroughReason: deals.fallThroughReason,
  releaseReason: deals.releaseReason,
  senalFate: deals.senalFate,
  signedArras: deals.signedArras,
};

/** The listing's newest deal that fell through by a party's record, or null. The caller checked the owner. */
export async function lastEndedDeal(db: Reader, propertyId: string): Promise<EndedDeal | null> {
  const [row] = await db
    .select(endedDealColumns)
    .from(deals)
    .where(and(eq(deals.propertyId, propertyId), isNotNull(deals.fallThroughReason)))
    .orderBy(desc(deals.releasedAt))
    .limit(1);
  return row ? endedDealView(row) : null;
}

/**
 * What the buyer's card of a deal shows about it falling through: the reasons while it holds, or
 * how it ended. The caller has checked the deal is the buyer's own (their requests list).
 */
export async function dealFallThroughView(db: Reader, dealId: string) {
  const [row] = await db
    .select({ ...endedDealColumns, propertyId: deals.propertyId, province: properties.province })
    .from(deals)
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .where(eq(deals.id, dealId));
  if (!row) return null;
  if (!row.releasedAt) return { choices: await fallThroughChoices(db, row.propertyId), ended: null };
  return { choices: null, ended: endedDealView(row) };
}
export type DealFallThroughView = NonNullable<Awaited<ReturnType<typeof dealFallThroughView>>>;

/** Staff's list: the newest deals that fell through, with the home, reason, who and the señal's fate. */
export async function listFallenThroughDeals(db: Reader, limit = 50) {
  const rows = await db
    .select({ ...endedDealColumns, dealId: deals.id, propertyId: deals.propertyId, title: properties.title })
    .from(deals)
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .where(isNotNull(deals.fallThroughReason))
    .orderBy(desc(deals.releasedAt))
    .limit(limit);
  return rows.flatMap((row) => {
    const ended = endedDealView(row);
    return ended
      ? [{ ...ended, dealId: row.dealId, propertyId: row.propertyId, title: row.title?.trim() || "Vivienda" }]
      : [];
  });
}
export type FallenThroughDealRow = Awaited<ReturnType<typeof listFallenThroughDeals>>[number];
