import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { invoiceRecordChains } from "#app/db/schema/invoice-records";

/** The chain of an issuer's altas and anulaciones. */
export const recordsChain = (issuerTaxId: string) => `records:${issuerTaxId}`;
/** The one chain of the installation's events. */
export const EVENTS_CHAIN = "events";

/**
 * Serialises appends to one chain: locks the chain's row until the caller's transaction ends, so
 * two records can never take the same previous huella. Invoices take their series' counter first
 * and the chain second, anulaciones only the chain: always in that order, so they cannot deadlock.
 */
export async function lockChain(tx: Db, chain: string): Promise<void> {
  // The row exists before anyone locks it (the first record of an issuer creates it).
  await tx.insert(invoiceRecordChains).values({ chain }).onConflictDoNothing();
  await tx
    .select({ chain: invoiceRecordChains.chain })
    .from(invoiceRecordChains)
    .where(eq(invoiceRecordChains.chain, chain))
    .for("update");
}
