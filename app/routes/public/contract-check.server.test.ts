import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { formatCheckCode } from "#app/domain/arras-signing/check-code";
import { CONTRACT_CHECKS_PER_IP } from "#app/domain/arras-signing/check-limit.server";
import { readSealedPdf, sealContractVersion } from "#app/domain/arras-signing/seal.server";
import { createContractVersion } from "#app/domain/arras-signing/versions.server";
import { sealCertificate } from "#app/lib/pdf-seal.server";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { BUCKETS, createDiskStorage } from "#app/lib/storage.server";
import { createArrasContractFor, SIGNING_BUYER, signVersionAs } from "#tests/factories/arras-signing";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * '/verificar-contrato' as a stranger uses it without JavaScript: the form posts the code and/or the
 * PDF, the page answers in words. Only an identical file learns who signed and when.
 */
const database = withTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "zaguan-check-page-"));
const storage = createDiskStorage(path.join(dir, "storage"));
const settings = {
  publicUrl: TEST_PUBLIC_URL,
  companyName: "Zaguán Demo, S.L.",
  supportEmail: "hola@zaguan.example",
};
let context: AppLoadContext;
let checkCode = "";
let documentPdf: Buffer;
let sealed: Buffer;

beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const { seller, propertyId } = await createArrasContractFor(db);
  const version = await createContractVersion({
    db,
    storage,
    user: seller,
    propertyId,
    buyer: SIGNING_BUYER,
    publicUrl: settings.publicUrl,
  });
  checkCode = version.checkCode;
  await signVersionAs(db, version, "seller", new Date("2031-01-15T10:00:00Z"));
  await signVersionAs(db, version, "buyer", new Date("2031-01-15T10:05:00Z"));
  await sealContractVersion({
    db,
    storage,
    certificate: sealCertificate({ DATA_DIR: dir, COMPANY_NAME: settings.companyName }),
    versionId: version.versionId,
    settings,
    now: new Date("2031-01-15T10:06:00Z"),
  });
  sealed = (await readSealedPdf(db, storage, version.versionId)) as Buffer;
  const key = (await storage.list(BUCKETS.propertyContracts, "")).find((name) =>
    name.includes("-arras-version-"),
  );
  documentPdf = (await storage.get(BUCKETS.propertyContracts, key ?? ""))?.body as Buffer;
}, 60_000);

/** The form as a browser posts it: both fields always, the file part empty when none was chosen. */
async function check(
  { code = "", pdf }: { code?: string; pdf?: Buffer },
  own: AppLoadContext = context,
): Promise<{ status: number; answer: string; retryAfter: string | null }> {
  const form = new FormData();
  form.set("code", code);
  form.set(
    "document",
    pdf
      ? new File([new Uint8Array(pdf)], "contrato-arras.pdf", { type: "application/pdf" })
      : new File([], "", { type: "application/octet-stream" }),
  );
  const response = await handleRequest(
    new Request(new URL("/verificar-contrato", TEST_PUBLIC_URL), {
      method: "POST",
      body: form,
      headers: { origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" },
    }),
    own,
  );
  const html = await response.text();
  const status = /<div role="status"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  return {
    status: response.status,
    answer: status
      .replace(/<\/p>/g, "\n")
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .trim(),
    retryAfter: response.headers.get("Retry-After"),
  };
}

/** Anything that would tell a stranger about the sale: names, initials, dates, the seal. */
const REVEALING = /Ana|Marta|M\. L\.|C\. R\.|2031|enero|firmó|Sellado|vendedora|compradora/i;

describe("checking a contract on /verificar-contrato", () => {
  test("the sealed PDF with its code: the exact sealed copy, both signers by first name and initials, the times", async () => {
    const { status, answer } = await check({ code: formatCheckCode(checkCode), pdf: sealed });
    expect(status).toBe(200);
    expect(answer.split("\n")).toEqual([
      "El archivo es exactamente la copia sellada del contrato firmado.",
      "Parte vendedora: Ana M. L., firmó el 15 de enero de 2031 a las 11:00.",
      "Parte compradora: Marta C. R., firmó el 15 de enero de 2031 a las 11:05.",
      "Sellado por la plataforma el 15 de enero de 2031 a las 11:06.",
    ]);
  });

  test("the PDF alone, as put to signature: it matches what both parties signed", async () => {
    const { status, answer } = await check({ pdf: documentPdf });
    expect(status).toBe(200);
    expect(answer).toContain("El archivo es exactamente el documento que se puso a la firma.");
    expect(answer).toContain("Parte compradora: Marta C. R.");
  });

  test("one byte changed: no match, with the code or without it, and nothing about the parties", async () => {
    const changed = Buffer.from(sealed);
    const at = Math.floor(changed.length / 2);
    changed[at] = (changed[at] ?? 0) ^ 0x01;
    const withCode = await check({ code: checkCode, pdf: changed });
    expect(withCode.status).toBe(200);
    expect(withCode.answer).toBe(
      "El archivo no coincide con el contrato firmado con ese código: ha cambiado o es otro documento.",
    );
    const alone = await check({ pdf: changed });
    expect(alone.answer).toMatch(/^No reconocemos este archivo como un contrato firmado en la plataforma\./);
    for (const { answer } of [withCode, alone]) expect(answer).not.toMatch(REVEALING);
  });

  test("a code alone says whether it exists and nothing else; an unknown code learns nothing", async () => {
    const known = await check({ code: checkCode.toLowerCase() });
    expect(known.answer).toContain(`Existe un contrato con el código ${formatCheckCode(checkCode)}.`);
    expect(known.answer).not.toMatch(REVEALING);
    const unknown = await check({ code: "00000-00000" });
    expect(unknown.status).toBe(200);
    expect(unknown.answer).toBe("No hay ningún contrato con ese código. Revisa que lo has copiado bien.");
  });

  test("nothing to check, a code of the wrong shape or a file that is no PDF: a 400 that says what is wrong", async () => {
    expect(await check({})).toMatchObject({
      status: 400,
      answer: "Escribe el código del contrato o sube el PDF.",
    });
    expect(await check({ code: "123" })).toMatchObject({
      status: 400,
      answer: "El código tiene 10 letras y números, como 7K3MQ-9XA2B.",
    });
    expect(await check({ pdf: Buffer.from("no soy un pdf") })).toMatchObject({
      status: 400,
      answer: "El archivo no es un PDF.",
    });
  });

  test("past 20 checks an hour from one address: a Spanish 429 with Retry-After; another address still checks", async () => {
    const own = { ...context, rateLimiter: createMemoryRateLimitStore() };
    for (let attempt = 1; attempt <= CONTRACT_CHECKS_PER_IP.limit; attempt++)
      expect((await check({ code: "00000-00000" }, own)).status, `check ${attempt}`).toBe(200);
    const refused = await check({ code: checkCode, pdf: sealed }, own);
    expect(refused.status).toBe(429);
    expect(refused.answer).toBe("Demasiadas comprobaciones seguidas. Inténtalo de nuevo más tarde.");
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    const elsewhere = await check({ code: checkCode }, { ...own, clientIp: "198.51.100.20" });
    expect(elsewhere.status).toBe(200);
  });
});
