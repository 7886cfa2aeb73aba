import { and, eq, isNotNull } from "drizzle-orm";
import type { Transaction as Tx } from "#app/db/client.server";
import { arrasContracts, deals, type SignedArrasRecord } from "#app/db/schema/index";
import { sealedCopyKey } from "./arras-pdf.server";

/**
 * Before a fallen-through deal clears the listing's arras contract for the next buyer, the signed
 * one moves to the deal: its terms, its PDF and when it was signed stay the evidence the señal's
 * fate rests on (the sealed copy too, when it was signed online). A draft nobody signed is simply cleared. Returns what was kept, or null.
 */
export async function keepSignedArrasWithDeal(
  tx: Tx,
  deal: { id: string; propertyId: string },
): Promise<SignedArrasRecord | null> {
  const [signed] = await tx
    .select({
      contractId: arrasContracts.id,
      signedAt: arrasContracts.signedAt,
      terms: arrasContracts.terms,
      pdfStoragePath: arrasContracts.pdfStoragePath,
    })
    .from(arrasContracts)
    .where(and(eq(arrasContracts.propertyId, deal.propertyId), isNotNull(arrasContracts.signedAt)));
  if (!signed?.signedAt) return null;
  // Once the contract row goes, its signed version no longer points back to it: keep the key now.
  const kept: SignedArrasRecord = {
    ...signed,
    signedAt: signed.signedAt.toISOString(),
    sealedPdfStoragePath: await sealedCopyKey(tx, signed.contractId),
  };
  await tx.update(deals).set({ signedArras: kept }).where(eq(deals.id, deal.id));
  return kept;
}
