import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { arrasContracts, properties } from "#app/db/schema/index";
import type { ArrasTerms } from "./arras";
import { FINANCING_CLAUSE } from "./arras-contract";
import { arrasLawOf } from "./arras-law";
import type { SignedArrasFacts } from "./fallen-through";

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
  const terms = row.terms as ArrasTerms;
  const hasFinancingCondition = terms.facts?.deal?.financing === "mortgage";
  return {
    kind: terms.arrasKind,
    law: arrasLawOf(terms.facts?.province ?? row.province),
    hasFinancingCondition,
    amount: terms.arrasAmount,
    financingClause: hasFinancingCondition ? FINANCING_CLAUSE : null,
  };
}
