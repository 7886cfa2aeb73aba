import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { contractSignatures, contractSigningCodes, contractVersions } from "#app/db/schema/index";
import { createDiskStorage } from "#app/lib/storage.server";
import { createArrasContractFor, SIGNING_BUYER } from "#tests/factories/arras-signing";
import { withTestDatabase } from "#tests/setup/db";
import { SIGNING_CONSENT_TEXT, signContractVersion } from "./signatures.server";
import {
  checkSigningCode,
  issueSigningCode,
  SIGNING_CODE_MAX_TRIES,
  type SigningParty,
} from "./signing-codes.server";
import { createContractVersion } from "./versions.server";

/** Signing a contract version on the real database: codes, concurrency, immutability. */
const database = withTestDatabase({ poolSize: 6 });
const storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "zaguan-signing-")));
const SECRET = "un-secreto-de-pruebas-de-al-menos-32-caracteres";
const PUBLIC_URL = "https://zaguan.example";
const evidence = {
  ipAddress: "203.0.113.7",
  userAgent: "Mozilla/5.0 (prueba)",
  consentText: SIGNING_CONSENT_TEXT,
};

beforeEach(() => database().truncate());

async function newVersion() {
  const { db } = database();
  const { seller, propertyId } = await createArrasContractFor(db);
  const version = await createContractVersion({
    db,
    storage,
    user: seller,
    propertyId,
    buyer: SIGNING_BUYER,
    publicUrl: PUBLIC_URL,
  });
  return { seller, propertyId, ...version };
}

async function codeFor(versionId: string, party: SigningParty, now = new Date()) {
  const { db } = database();
  return db.transaction((tx) =>
    issueSigningCode(tx, { secret: SECRET, versionId, party, channel: "email", now }),
  );
}

function sign(
  version: { versionId: string; documentSha256: string },
  party: SigningParty,
  code: string,
  now?: Date,
) {
  const { db } = database();
  return signContractVersion({
    db,
    secret: SECRET,
    versionId: version.versionId,
    party,
    code,
    documentSha256: version.documentSha256,
    evidence,
    ...(now ? { now } : {}),
  });
}

describe("signing a contract version", () => {
  test("both parties sign at the same moment: both are recorded, and exactly one learns both have signed", async () => {
    const version = await newVersion();
    const seller = await codeFor(version.versionId, "seller");
    const buyer = await codeFor(version.versionId, "buyer");
    const outcomes = await Promise.all([
      sign(version, "seller", seller.code),
      sign(version, "buyer", buyer.code),
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.bothSigned)).toHaveLength(1);
    const rows = await database()
      .db.select({
        party: contractSignatures.party,
        hash: contractSignatures.documentSha256,
        ip: contractSignatures.ipAddress,
        channel: contractSignatures.codeChannel,
      })
      .from(contractSignatures)
      .orderBy(contractSignatures.party);
    expect(rows).toEqual([
      { party: "buyer", hash: version.documentSha256, ip: "203.0.113.7", channel: "email" },
      { party: "seller", hash: version.documentSha256, ip: "203.0.113.7", channel: "email" },
    ]);
  });

  test("a code is used once: the same code again is refused, for the signature and by the code check", async () => {
    const version = await newVersion();
    const { code } = await codeFor(version.versionId, "seller");
    expect((await sign(version, "seller", code)).ok).toBe(true);
    await expect(sign(version, "seller", code)).rejects.toThrow("Ya firmaste este contrato.");
    const again = await database().db.transaction((tx) =>
      checkSigningCode(tx, { secret: SECRET, versionId: version.versionId, party: "seller", code }),
    );
    expect(again).toEqual({ ok: false, reason: "used" });
    expect(await database().db.select({ id: contractSignatures.id }).from(contractSignatures)).toHaveLength(
      1,
    );
  });

  test("a code sent for another contract, or to the other party, does not sign this one", async () => {
    const first = await newVersion();
    const second = await newVersion();
    const forFirst = await codeFor(first.versionId, "buyer");
    await codeFor(second.versionId, "buyer");
    expect(await sign(second, "buyer", forFirst.code)).toMatchObject({ ok: false, reason: "wrong_code" });
    const sellersCode = await codeFor(second.versionId, "seller");
    expect(await sign(second, "buyer", sellersCode.code)).toMatchObject({ ok: false, reason: "wrong_code" });
    expect(await database().db.select().from(contractSignatures)).toEqual([]);
  });

  test("a code ends after 10 minutes", async () => {
    const version = await newVersion();
    const issuedAt = new Date("2031-01-15T10:00:00Z");
    const { code } = await codeFor(version.versionId, "buyer", issuedAt);
    expect(await sign(version, "buyer", code, new Date("2031-01-15T10:10:00Z"))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect((await sign(version, "buyer", code, new Date("2031-01-15T10:09:59Z"))).ok).toBe(true);
  });

  test("after 5 wrong tries even the right code is refused, and a new code works", async () => {
    const version = await newVersion();
    const { code } = await codeFor(version.versionId, "buyer");
    for (let attempt = 1; attempt < SIGNING_CODE_MAX_TRIES; attempt++)
      expect(await sign(version, "buyer", wrong(code))).toEqual({
        ok: false,
        reason: "wrong_code",
        triesLeft: SIGNING_CODE_MAX_TRIES - attempt,
      });
    expect(await sign(version, "buyer", wrong(code))).toEqual({ ok: false, reason: "too_many_tries" });
    expect(await sign(version, "buyer", code)).toEqual({ ok: false, reason: "too_many_tries" });
    const fresh = await codeFor(version.versionId, "buyer");
    expect((await sign(version, "buyer", fresh.code)).ok).toBe(true);
  });

  test("a change after the first signature is a new version: the old one is kept, marked replaced, and can no longer be signed", async () => {
    const { db } = database();
    const first = await newVersion();
    const sellerCode = await codeFor(first.versionId, "seller");
    expect((await sign(first, "seller", sellerCode.code)).ok).toBe(true);
    const buyerCode = await codeFor(first.versionId, "buyer");
    const second = await createContractVersion({
      db,
      storage,
      user: first.seller,
      propertyId: first.propertyId,
      buyer: SIGNING_BUYER,
      publicUrl: PUBLIC_URL,
    });
    expect(second.version).toBe(2);
    await expect(sign(first, "buyer", buyerCode.code)).rejects.toThrow(/sustituido por una versión nueva/);
    const [old] = await db.select().from(contractVersions).where(eq(contractVersions.id, first.versionId));
    expect(old).toMatchObject({ replacedById: second.versionId, documentSha256: first.documentSha256 });
    expect(await db.select({ id: contractSignatures.id }).from(contractSignatures)).toHaveLength(1);
  });

  test("the database itself refuses to change or delete a signed version or a signature", async () => {
    const { db } = database();
    const version = await newVersion();
    const { code } = await codeFor(version.versionId, "seller");
    expect((await sign(version, "seller", code)).ok).toBe(true);
    const refused = (query: Promise<unknown>) =>
      query.then(
        () => "changed",
        (error: Error) => String(error.cause ?? error),
      );
    expect(
      await refused(
        db
          .update(contractVersions)
          .set({ documentSha256: "0".repeat(64) })
          .where(eq(contractVersions.id, version.versionId)),
      ),
    ).toMatch(/cannot change/);
    expect(await refused(db.update(contractSignatures).set({ ipAddress: "198.51.100.1" }))).toMatch(
      /append-only/,
    );
    expect(await refused(db.delete(contractSignatures))).toMatch(/append-only/);
    expect(
      await refused(db.delete(contractVersions).where(eq(contractVersions.id, version.versionId))),
    ).toMatch(/signed/);
    // A seal needs both signatures, even written by hand.
    expect(
      await refused(
        db.execute(
          sql`update contract_versions set sealed_at = now(), sealed_pdf_storage_path = 'x', sealed_sha256 = 'y'`,
        ),
      ),
    ).toMatch(/both parties/);
    expect(await db.select({ hash: contractVersions.documentSha256 }).from(contractVersions)).toEqual([
      { hash: version.documentSha256 },
    ]);
    expect(await db.select({ attempts: contractSigningCodes.attempts }).from(contractSigningCodes)).toEqual([
      { attempts: 0 },
    ]);
  });
});

/** A code that is surely wrong: the right one with its last digit moved on. */
function wrong(code: string) {
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
}
