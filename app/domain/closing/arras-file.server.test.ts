import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { arrasContracts, contractVersions, deals } from "#app/db/schema/index";
import { keepSignedArrasWithDeal } from "#app/domain/sale/kept-arras.server";
import { BUCKETS, createDiskStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { signedArrasFile } from "./arras-file.server";

const database = withTestDatabase();
const storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "zaguan-arras-file-")));
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n`);

/** A seller's home with a deal agreed on 1 March 2030 and the arras generated (not yet signed). */
async function dealWithArras() {
  const { db } = database();
  const seller = await createUser(db);
  const home = await createProperty(db, seller.id);
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: home.id,
      buyerName: "Marta Compradora",
      buyerEmail: "marta@example.es",
      price: 300_000,
      deposit: 30_000,
      financing: "cash",
      arrasDate: "2030-03-10",
      acceptedBy: "seller",
      agreedAt: new Date("2030-03-01T10:00:00Z"),
    })
    .returning();
  if (!deal) throw new Error("no deal");
  const paperKey = `${seller.id}/arras-${home.id}.pdf`;
  await storage.put(BUCKETS.propertyContracts, paperKey, pdf("generado"), "application/pdf");
  const [contract] = await db
    .insert(arrasContracts)
    .values({ userId: seller.id, propertyId: home.id, terms: {}, pdfStoragePath: paperKey })
    .returning();
  if (!contract) throw new Error("no contract");
  const sign = (signedAt: Date) =>
    db.update(arrasContracts).set({ signedAt }).where(eq(arrasContracts.id, contract.id));
  const roomOf = async () => {
    const [row] = await db.select().from(deals).where(eq(deals.id, deal.id));
    if (!row) throw new Error("no deal");
    return { deal: row };
  };
  return { deal, contract, sign, roomOf };
}

/** The version both signed online, sealed by the platform: the contract itself. */
async function sealOnline(contractId: string) {
  const sealedKey = `contract-versions/${contractId}/sellado.pdf`;
  await storage.put(BUCKETS.propertyContracts, sealedKey, pdf("sellado"), "application/pdf");
  await database()
    .db.insert(contractVersions)
    .values({
      arrasContractId: contractId,
      version: 1,
      terms: {},
      parties: {},
      pdfStoragePath: `contract-versions/${contractId}/v1.pdf`,
      documentSha256: "a".repeat(64),
      checkCode: contractId.slice(0, 16).toUpperCase(),
      sealedAt: new Date("2030-03-05T10:00:00Z"),
      sealedPdfStoragePath: sealedKey,
      sealedSha256: "b".repeat(64),
    });
}

const textOf = (file: { body: Uint8Array } | null) =>
  file ? Buffer.from(file.body).toString("latin1") : null;

describe("the signed arras in the closing room", () => {
  test("nothing before it is signed; signed on paper, the generated PDF named by its signing day", async () => {
    const { sign, roomOf } = await dealWithArras();
    const deps = { db: database().db, storage };
    expect(await signedArrasFile(deps, await roomOf())).toBeNull();

    await sign(new Date("2030-03-05T23:30:00Z"));
    const file = await signedArrasFile(deps, await roomOf());
    expect(textOf(file)).toContain("generado");
    // 23:30 UTC is already the 6th in Madrid.
    expect(file?.fileName).toBe("contrato-arras-firmado-2030-03-06.pdf");
  });

  test("signed online, the sealed copy both signed — and it is still there after the deal fell through", async () => {
    const { deal, contract, sign, roomOf } = await dealWithArras();
    await sign(new Date("2030-03-05T10:00:00Z"));
    await sealOnline(contract.id);
    const deps = { db: database().db, storage };
    expect(textOf(await signedArrasFile(deps, await roomOf()))).toContain("sellado");

    // The fall-through keeps the contract with the deal and clears the listing's row.
    await database().db.transaction(async (tx) => {
      await keepSignedArrasWithDeal(tx, deal);
      await tx.delete(arrasContracts).where(eq(arrasContracts.id, contract.id));
    });
    expect(textOf(await signedArrasFile(deps, await roomOf()))).toContain("sellado");
  });

  test("a contract signed before this deal was agreed is an earlier buyer's, not this one's", async () => {
    const { sign, roomOf } = await dealWithArras();
    await sign(new Date("2030-02-01T10:00:00Z"));
    expect(await signedArrasFile({ db: database().db, storage }, await roomOf())).toBeNull();
  });
});
