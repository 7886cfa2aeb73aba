import { and, eq, isNull } from "drizzle-orm";
import { type Db, type Transaction, transactionExecutor } from "#app/db/client.server";
import { arrasContracts, properties, users } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import { saleStepPath } from "#app/domain/kernel/process-urls";
import type { ArrasTerms } from "#app/domain/sale/arras";
import { renderArrasPdf } from "#app/domain/sale/arras.server";
import { buyerPartChangedEmail } from "#app/emails/arras-signing.server";
import type { EmailBrand } from "#app/emails/layout.server";
import type { Mailer } from "#app/lib/mailer.server";
import { BUCKETS, type FileStorage } from "#app/lib/storage.server";
import { BUYER_PART_FIELDS, type BuyerPart } from "./buyer-part";
import { findBuyerSigningRoom } from "./signing-room.server";
import { createContractVersion } from "./versions.server";

/**
 * The buyer writes their own part (name, DNI or NIE, domicile, civil status) into the contract sent
 * to them. A change is a new version put to both signatures again, as a seller's change is (the
 * version before is kept as replaced); the same data again changes nothing. Only the buyer the
 * version names, before they have signed it.
 */
export async function saveBuyerPart({
  db,
  storage,
  user,
  contractId,
  part,
  mailer,
  brand,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  user: { id: string };
  contractId: string;
  part: BuyerPart;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
  now?: Date;
}): Promise<{ changed: boolean }> {
  const found = await findBuyerSigningRoom(db, user.id, contractId);
  const current = found?.room.current;
  if (!found || !current || !found.terms) throw new DomainError("not_found", "No se encontró el contrato.");
  if (current.signatures.some((signature) => signature.party === "buyer"))
    throw new DomainError("conflict", "Ya firmaste esta versión: tus datos ya forman parte de ella.");
  const sent = found.terms;
  if (BUYER_PART_FIELDS.every((name) => sent[name] === part[name])) return { changed: false };
  const [contract] = await db
    .select({
      sellerEmail: users.email,
      sellerName: users.name,
      title: properties.title,
      ownerId: arrasContracts.userId,
      propertyId: arrasContracts.propertyId,
      terms: arrasContracts.terms,
      key: arrasContracts.pdfStoragePath,
    })
    .from(arrasContracts)
    .innerJoin(users, eq(users.id, arrasContracts.userId))
    .innerJoin(properties, eq(properties.id, arrasContracts.propertyId))
    .where(and(eq(arrasContracts.id, contractId), isNull(arrasContracts.signedAt)));
  if (!contract)
    throw new DomainError("conflict", "El contrato de arras ya está firmado: no se puede cambiar.");
  // The owner's draft takes the buyer's part too, so the seller's form and PDF show what was sent.
  const terms: ArrasTerms = { ...(contract.terms as ArrasTerms), ...part };
  const key = `${contract.ownerId}/${contract.propertyId}/${now.getTime()}-arras-contract.pdf`;
  await storage.put(BUCKETS.propertyContracts, key, await renderArrasPdf(terms, now), "application/pdf");
  await db
    .update(arrasContracts)
    .set({ terms, pdfStoragePath: key, draftedAt: now })
    .where(eq(arrasContracts.id, contractId));
  if (contract.key !== key) await storage.delete(BUCKETS.propertyContracts, contract.key);
  await mailer.ready();
  await createContractVersion({
    db,
    storage,
    user: { id: contract.ownerId },
    propertyId: contract.propertyId,
    buyer: current.parties.buyer,
    publicUrl: brand.publicUrl,
    now,
    // The seller learns there is a new version to sign, in the version's own transaction.
    onCreated: async (tx: Transaction) => {
      await mailer.enqueueInTransaction(
        transactionExecutor(tx),
        buyerPartChangedEmail({
          brand,
          to: contract.sellerEmail,
          sellerName: contract.sellerName,
          propertyTitle: contract.title?.trim() || "tu vivienda",
          url: new URL(saleStepPath(contract.propertyId, 4), brand.publicUrl).toString(),
        }),
      );
    },
  });
  mailer.wake();
  return { changed: true };
}
