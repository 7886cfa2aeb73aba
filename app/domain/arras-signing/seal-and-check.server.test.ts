import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { sealCertificate } from "#app/lib/pdf-seal.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { createArrasContractFor, SIGNING_BUYER } from "#tests/factories/arras-signing";
import { withTestDatabase } from "#tests/setup/db";
import { formatCheckCode } from "./check-code";
import { readSealedPdf, sealContractVersion } from "./seal.server";
import { SIGNING_CONSENT_TEXT, signContractVersion } from "./signatures.server";
import { issueSigningCode, type SigningParty } from "./signing-codes.server";
import { checkContract } from "./verify.server";
import { createContractVersion } from "./versions.server";

/** A version both parties signed, sealed by the company, then checked as a stranger would. */
const database = withTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "zaguan-sealed-"));
const storage = createDiskStorage(path.join(dir, "storage"));
const certificate = sealCertificate({ DATA_DIR: dir, COMPANY_NAME: "Zaguán Demo, S.L." });
const SECRET = "un-secreto-de-pruebas-de-al-menos-32-caracteres";
const settings = {
  publicUrl: "https://zaguan.example",
  companyName: "Zaguán Demo, S.L.",
  supportEmail: "hola@zaguan.example",
};

let version: Awaited<ReturnType<typeof createContractVersion>>;
let sealed: Buffer;

beforeAll(async () => {
  const { db } = database();
  const { seller, propertyId } = await createArrasContractFor(db);
  version = await createContractVersion({
    db,
    storage,
    user: seller,
    propertyId,
    buyer: SIGNING_BUYER,
    publicUrl: settings.publicUrl,
  });
  const signAs = async (party: SigningParty, at: string) => {
    const { code } = await db.transaction((tx) =>
      issueSigningCode(tx, {
        secret: SECRET,
        versionId: version.versionId,
        party,
        channel: "email",
        now: new Date(at),
      }),
    );
    return signContractVersion({
      db,
      secret: SECRET,
      versionId: version.versionId,
      party,
      code,
      documentSha256: version.documentSha256,
      evidence: { ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0", consentText: SIGNING_CONSENT_TEXT },
      now: new Date(at),
    });
  };
  await signAs("seller", "2031-01-15T10:00:00Z");
  await signAs("buyer", "2031-01-15T10:05:00Z");
  await sealContractVersion({
    db,
    storage,
    certificate,
    versionId: version.versionId,
    settings,
    now: new Date("2031-01-15T10:06:00Z"),
  });
  sealed = (await readSealedPdf(db, storage, version.versionId)) as Buffer;
}, 60_000);

function pdfsig(bytes: Buffer, name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const run = spawnSync("pdfsig", [file], { encoding: "utf8" });
  return `${run.stdout}${run.stderr}`;
}

/** The last page's text as any reader extracts it (poppler's pdfinfo and pdftotext). */
function lastPageText(bytes: Buffer) {
  const file = path.join(dir, "last-page.pdf");
  writeFileSync(file, bytes);
  const pages = /Pages:\s+(\d+)/.exec(spawnSync("pdfinfo", [file], { encoding: "utf8" }).stdout)?.[1] ?? "1";
  return spawnSync("pdftotext", ["-f", pages, "-l", pages, "-layout", file, "-"], { encoding: "utf8" })
    .stdout;
}

describe("the sealed contract", () => {
  test("pdfsig shows the company's seal valid over the whole file; its last page names both signers, the hash and the code", async () => {
    const report = pdfsig(sealed, "sealed.pdf");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
    // The last page as poppler reads it, its lines joined (a long hash wraps).
    const text = lastPageText(sealed).replace(/\s*\n\s*/g, "");
    expect(text).toContain("Registro de firma electrónica");
    expect(text).toContain("Ana Martín López");
    expect(text).toContain("Marta Compradora Ruiz");
    expect(text).toContain(version.documentSha256);
    expect(text).toContain(formatCheckCode(version.checkCode));
  });

  test("the check page's answer: the sealed copy matches, with first names and initials and the times", async () => {
    const answer = await checkContract(database().db, {
      code: formatCheckCode(version.checkCode),
      pdf: sealed,
    });
    expect(answer).toEqual({
      kind: "match",
      copy: "sealed",
      signatures: [
        { party: "seller", initials: "Ana M. L.", signedAt: new Date("2031-01-15T10:00:00Z") },
        { party: "buyer", initials: "Marta C. R.", signedAt: new Date("2031-01-15T10:05:00Z") },
      ],
      sealedAt: new Date("2031-01-15T10:06:00Z"),
      replaced: false,
    });
  });

  test("one byte changed: pdfsig reports it, and the check page says the file is not what was signed under that code", async () => {
    const changed = Buffer.from(sealed);
    // A byte of the signed content, after the signature's own placeholder (/ByteRange [0 a b c]).
    const [, after] = /\/ByteRange \[0 \d+ (\d+) \d+\]/.exec(sealed.toString("latin1")) ?? [];
    const at = Number(after) + 100;
    changed[at] = (changed[at] ?? 0) ^ 0x01;
    expect(pdfsig(changed, "changed.pdf")).not.toContain("Signature is Valid.");
    expect(await checkContract(database().db, { code: version.checkCode, pdf: changed })).toEqual({
      kind: "mismatch",
    });
    expect(await checkContract(database().db, { pdf: changed })).toEqual({ kind: "unknown" });
  });

  test("a code alone says only that it exists", async () => {
    expect(await checkContract(database().db, { code: version.checkCode.toLowerCase() })).toEqual({
      kind: "code",
      exists: true,
    });
    expect(await checkContract(database().db, { code: "00000-00000" })).toEqual({
      kind: "code",
      exists: false,
    });
  });
});
