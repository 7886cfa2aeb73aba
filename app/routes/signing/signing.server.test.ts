import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  arrasContracts,
  contractSignatures,
  contractVersions,
  deals,
  properties,
} from "#app/db/schema/index";
import { CONFIRM_FIELD } from "#app/lib/confirmation";
import { configureStorage } from "#app/lib/storage.server";
import { loader as arrasPdf } from "#app/routes/resources/arras-pdf";
import { loader as versionPdf } from "#app/routes/resources/contract-version-pdf";
import { loader as sealedPdf } from "#app/routes/resources/sealed-contract-pdf";
import { action as arrasAction, loader as arrasLoader } from "#app/routes/sell/steps/arras";
import { SIGNING_TERMS } from "#tests/factories/arras-signing";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { type ParsedMail, parseAttachments, parseMail } from "#tests/support/mail-reader";
import { action as buyerAction, loader as buyerLoader } from "./buyer-signing";

/**
 * The arras signed online through the routes, as both parties' browsers post: the seller sends the
 * contract from step 4, each party asks a code (read from the outbox) and signs, the last signature
 * queues the seal, and both receive the sealed copy. Strangers and other buyers get nothing.
 */
const database = withTestDatabase({ poolSize: 6 });
let harness: ReturnType<typeof createAuthTestContext>;
let context: AppLoadContext;

type Person = { user: TestUser; cookie: string };
const BUYER_EMAIL = "marta.firma@example.es";

async function person(name: string, email?: string): Promise<Person> {
  const user = await createUser(database().db, { name, ...(email ? { email } : {}) });
  return { user, cookie: await sessionCookie(context, user) };
}

/** A seller at step 4 with a mortgage deal agreed with the buyer, and the contract generated. */
async function dealReadyToSign(buyerEmail = BUYER_EMAIL) {
  const { db } = database();
  const seller = await person("Ana Martín López");
  const buyer = await person("Marta Firma Ruiz", buyerEmail);
  const property = await createProperty(db, seller.user.id, {
    marketingActive: true,
    visitsManaged: true,
    paymentStatus: "paid",
  });
  await db.insert(deals).values({
    propertyId: property.id,
    buyerName: "Marta Firma Ruiz",
    buyerEmail,
    price: 250_000,
    deposit: 25_000,
    financing: "mortgage",
    arrasDate: "2031-01-15",
    conditions: "Sujeto a hipoteca del 80 %",
    acceptedBy: "seller",
  });
  const [contract] = await db
    .insert(arrasContracts)
    .values({
      userId: seller.user.id,
      propertyId: property.id,
      terms: SIGNING_TERMS,
      pdfStoragePath: `${seller.user.id}/${property.id}/0-arras-contract.pdf`,
    })
    .returning({ id: arrasContracts.id });
  return { seller, buyer, propertyId: property.id, contractId: contract?.id ?? "" };
}

const sellerPost = (seller: Person, propertyId: string, fields: Record<string, string>) =>
  callRoute(
    (args: { request: Request; context: AppLoadContext }) =>
      arrasAction({ ...args, params: { propertyId } } as never),
    postForm(`/vender/${propertyId}/arras`, { propertyId, ...fields }, seller.cookie),
    context,
  );

const buyerPost = (who: Person | null, contractId: string, fields: Record<string, string>) =>
  callRoute(
    (args: { request: Request; context: AppLoadContext }) =>
      buyerAction({ ...args, params: { id: contractId } } as never),
    postForm(`/firmar-arras/${contractId}`, fields, who?.cookie),
    context,
  );

const get = (loader: (args: never) => unknown, url: string, who: Person | null, params: object) =>
  callRoute(
    (args: { request: Request; context: AppLoadContext }) => loader({ ...args, params } as never) as never,
    new Request(`${TEST_PUBLIC_URL}${url}`, { headers: who ? { cookie: who.cookie } : {} }),
    context,
  ) as Promise<Response & { data?: unknown }>;

async function outbox(): Promise<ParsedMail[]> {
  await harness.mailer.idle();
  return readdirSync(harness.outboxDir)
    .sort()
    .map((name) => parseMail(readFileSync(path.join(harness.outboxDir, name), "utf8")));
}

/** The newest code e-mailed to `to`. */
async function codeFor(to: string): Promise<string> {
  const mail = (await outbox()).filter((m) => m.to.includes(to) && /tu código/.test(m.subject)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

async function currentVersion(contractId: string) {
  const rows = await database()
    .db.select()
    .from(contractVersions)
    .where(eq(contractVersions.arrasContractId, contractId));
  const current = rows.find((row) => row.replacedAt === null);
  if (!current) throw new Error("no current version");
  return current;
}

beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-signing-")) });
  harness = createAuthTestContext(database().db);
  context = harness.context;
});
afterEach(() => harness.jobs.stop());

describe("the arras signed online", () => {
  test("seller and buyer sign with their codes; the seal is made and both receive the sealed PDF", async () => {
    const { seller, buyer, propertyId, contractId } = await dealReadyToSign();
    expect((await sellerPost(seller, propertyId, { intent: "send-to-sign" })).status).toBe(302);
    const invitation = (await outbox()).find((mail) => mail.to.includes(BUYER_EMAIL));
    expect(invitation?.text).toContain(`${TEST_PUBLIC_URL}/firmar-arras/${contractId}`);
    const version = await currentVersion(contractId);

    // The buyer's page, for the buyer only.
    const page = await get(buyerLoader, `/firmar-arras/${contractId}`, buyer, { id: contractId });
    expect(page.status).toBe(200);
    const fields = { versionId: version.id, documentSha256: version.documentSha256, consent: "on" };

    expect(
      (await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: version.id })).status,
    ).toBe(200);
    const typo = await buyerPost(buyer, contractId, { intent: "sign-contract", ...fields, code: "12345" });
    expect(typo.status).toBe(400);
    const code = await codeFor(BUYER_EMAIL);
    const signed = await buyerPost(buyer, contractId, { intent: "sign-contract", ...fields, code });
    expect(signed.status).toBe(200);
    // A code is used once.
    const again = await buyerPost(buyer, contractId, { intent: "sign-contract", ...fields, code });
    expect(again.status).toBe(409);

    await sellerPost(seller, propertyId, { intent: "request-signing-code", versionId: version.id });
    const sellerCode = await codeFor(seller.user.email);
    const last = await sellerPost(seller, propertyId, {
      intent: "sign-contract",
      ...fields,
      code: sellerCode,
    });
    expect(last.status).toBe(200);

    // The last signature made the contract final and step 4 done, and queued the seal.
    const [contract] = await database().db.select().from(arrasContracts);
    expect(contract?.signedAt).not.toBeNull();
    const [property] = await database().db.select().from(properties).where(eq(properties.id, propertyId));
    expect(property?.arrasSigned).toBe(true);
    await harness.jobs.idle();
    const sealedMails = (await outbox()).filter((mail) => /firmado por ambas partes/.test(mail.subject));
    expect(sealedMails.map((mail) => mail.to).sort()).toEqual([BUYER_EMAIL, seller.user.email].sort());

    const download = await get(sealedPdf, `/contratos/versiones/${version.id}/firmado`, buyer, {
      id: version.id,
    });
    expect(download.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "zaguan-sealed-")), "sealed.pdf");
    writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    const report = execFileSync("pdfsig", [file], { encoding: "utf8" });
    expect(report).toContain("Signature is Valid");
    // 'Mis Documentos' gives the seller the same sealed copy, not the draft it was written from.
    const documents = await get(arrasPdf, `/contratos/arras/${contractId}/pdf`, seller, { id: contractId });
    expect(Buffer.from(await documents.arrayBuffer()).equals(readFileSync(file))).toBe(true);

    const step = (await get(arrasLoader, `/vender/${propertyId}/arras`, seller, {
      propertyId,
    })) as unknown as {
      data: { signing: { room: { current: { sealedAt: string | null; signatures: unknown[] } } } };
    };
    expect(step.data.signing.room.current.signatures).toHaveLength(2);
    expect(step.data.signing.room.current.sealedAt).not.toBeNull();
    const raw = readdirSync(harness.outboxDir).find((name) => name.includes("arras-signed"));
    if (raw)
      expect(parseAttachments(readFileSync(path.join(harness.outboxDir, raw), "utf8"))).toHaveLength(1);
  });

  test("a stranger, another buyer and a visitor get no contract, no code and no PDF", async () => {
    const { seller, propertyId, contractId } = await dealReadyToSign();
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const version = await currentVersion(contractId);
    const stranger = await person("Otro Comprador");
    for (const who of [stranger, seller]) {
      const page = await get(buyerLoader, `/firmar-arras/${contractId}`, who, { id: contractId });
      expect(page.status).toBe(404);
      const asked = await buyerPost(who, contractId, {
        intent: "request-signing-code",
        versionId: version.id,
      });
      expect(asked.status).toBe(404);
    }
    for (const url of [
      `/contratos/versiones/${version.id}/pdf`,
      `/contratos/versiones/${version.id}/firmado`,
    ]) {
      const loader = url.endsWith("pdf") ? versionPdf : sealedPdf;
      expect((await get(loader, url, stranger, { id: version.id })).status).toBe(404);
      expect((await get(loader, url, null, { id: version.id })).status).toBe(404);
    }
    const visitor = await get(buyerLoader, `/firmar-arras/${contractId}`, null, { id: contractId });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/auth");
    // The other party's own form on the seller's page is no door either: the version is not theirs.
    const other = await dealReadyToSign("otra.compradora@example.es");
    // The buyer of another deal is a stranger to this one.
    expect(
      (await get(buyerLoader, `/firmar-arras/${contractId}`, other.buyer, { id: contractId })).status,
    ).toBe(404);
    const crossed = await sellerPost(other.seller, other.propertyId, {
      intent: "request-signing-code",
      versionId: version.id,
    });
    expect(crossed.status).toBe(409);
  });

  test("a contract changed after the first signature is a new version; the old one shows as replaced", async () => {
    const { seller, buyer, propertyId, contractId } = await dealReadyToSign();
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const first = await currentVersion(contractId);
    await sellerPost(seller, propertyId, { intent: "request-signing-code", versionId: first.id });
    const code = await codeFor(seller.user.email);
    const fields = { versionId: first.id, documentSha256: first.documentSha256, consent: "on", code };
    expect((await sellerPost(seller, propertyId, { intent: "sign-contract", ...fields })).status).toBe(200);

    await database()
      .db.update(arrasContracts)
      .set({ terms: { ...SIGNING_TERMS, place: "Sevilla" } })
      .where(eq(arrasContracts.id, contractId));
    expect((await sellerPost(seller, propertyId, { intent: "send-to-sign" })).status).toBe(302);
    const second = await currentVersion(contractId);
    expect(second.version).toBe(2);

    const page = (await get(buyerLoader, `/firmar-arras/${contractId}`, buyer, {
      id: contractId,
    })) as unknown as {
      data: {
        room: { current: { version: number }; replaced: { version: number; signatures: unknown[] }[] };
      };
    };
    expect(page.data.room.current.version).toBe(2);
    expect(page.data.room.replaced).toEqual([
      expect.objectContaining({ version: 1, signatures: [expect.anything()] }),
    ]);
    // The old version can no longer be signed.
    const stale = await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: first.id });
    expect(stale.status).toBe(409);
  });

  test("the buyer writes their own part: errors beside the fields keep what was typed; a change is version 2", async () => {
    const { seller, buyer, propertyId, contractId } = await dealReadyToSign();
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const part = {
      intent: "save-buyer-part",
      buyer1Name: "Marta Firma Ruiz",
      buyer1Id: "1234",
      buyer1Domicile: "Calle de la Paz 7, 46003 Valencia",
      buyer1MaritalStatus: "soltero",
    };
    const refused = (await buyerPost(buyer, contractId, part)) as unknown as {
      status: number;
      data: { values: Record<string, string>; errors: Record<string, string> };
    };
    expect(refused.status).toBe(400);
    expect(refused.data.errors.buyer1Id).toBeTruthy();
    expect(refused.data.values.buyer1Domicile).toBe(part.buyer1Domicile);
    expect((await currentVersion(contractId)).version).toBe(1);

    expect((await buyerPost(buyer, contractId, { ...part, buyer1Id: "X1234567L" })).status).toBe(302);
    const second = await currentVersion(contractId);
    expect(second.version).toBe(2);
    expect(second.terms).toMatchObject({ buyer1Id: "X1234567L", buyer1Domicile: part.buyer1Domicile });
    const [contract] = await database().db.select().from(arrasContracts);
    expect(contract?.terms).toMatchObject({ buyer1Id: "X1234567L" });
    // The seller is told there is a new version to sign.
    const notice = (await outbox()).find((mail) => mail.to.includes(seller.user.email));
    expect(notice?.subject).toContain("El comprador ha completado sus datos");
    expect(notice?.text).toContain(`/vender/${propertyId}/arras`);
    // The same data again changes nothing.
    expect((await buyerPost(buyer, contractId, { ...part, buyer1Id: "X1234567L" })).status).toBe(302);
    expect((await currentVersion(contractId)).version).toBe(2);
  });

  test("a contract sent with the buyer's part blank is signed by nobody until the buyer writes it", async () => {
    const { seller, buyer, propertyId, contractId } = await dealReadyToSign();
    await database()
      .db.update(arrasContracts)
      .set({ terms: { ...SIGNING_TERMS, buyer1Id: null, buyer1Domicile: null, buyer1MaritalStatus: null } })
      .where(eq(arrasContracts.id, contractId));
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const blank = await currentVersion(contractId);
    for (const asked of [
      await sellerPost(seller, propertyId, { intent: "request-signing-code", versionId: blank.id }),
      await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: blank.id }),
    ])
      expect(asked.status).toBe(409);
    const written = await buyerPost(buyer, contractId, {
      intent: "save-buyer-part",
      buyer1Name: "Marta Firma Ruiz",
      buyer1Id: "X1234567L",
      buyer1Domicile: "Calle de la Paz 7, 46003 Valencia",
      buyer1MaritalStatus: "soltero",
    });
    expect(written.status).toBe(302);
    const ready = await currentVersion(contractId);
    expect(ready.version).toBe(2);
    const asked = await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: ready.id });
    expect(asked.status).toBe(200);
  });

  test("marked signed on paper, a version still open online signs no more: no new code, and an earlier code is refused", async () => {
    const { seller, buyer, propertyId, contractId } = await dealReadyToSign();
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const version = await currentVersion(contractId);
    await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: version.id });
    const code = await codeFor(BUYER_EMAIL);

    const marked = await sellerPost(seller, propertyId, { intent: "sign-arras", [CONFIRM_FIELD]: "yes" });
    expect(marked.status).toBe(302);

    const fields = { versionId: version.id, documentSha256: version.documentSha256, consent: "on" };
    const late = await buyerPost(buyer, contractId, { intent: "sign-contract", ...fields, code });
    expect(late.status).toBe(409);
    const asked = await buyerPost(buyer, contractId, {
      intent: "request-signing-code",
      versionId: version.id,
    });
    expect(asked.status).toBe(409);
    expect(await database().db.select().from(contractSignatures)).toEqual([]);
  });

  test("the deal falls through: the version still open online signs no more, and is kept detached", async () => {
    const { seller, buyer, propertyId, contractId } = await dealReadyToSign();
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const version = await currentVersion(contractId);
    await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: version.id });
    const code = await codeFor(BUYER_EMAIL);
    const [deal] = await database().db.select({ id: deals.id }).from(deals);

    const ended = await sellerPost(seller, propertyId, {
      intent: "record-fall-through",
      dealId: deal?.id ?? "",
      reason: "vendedor-desiste",
      confirmed: "yes",
    });
    expect(ended.status).toBe(302);

    const fields = { versionId: version.id, documentSha256: version.documentSha256, consent: "on" };
    const late = await buyerPost(buyer, contractId, { intent: "sign-contract", ...fields, code });
    expect(late.status).toBe(404);
    // From the seller's step the version is found, and refused: the contract went with the deal.
    const asked = await sellerPost(seller, propertyId, {
      intent: "request-signing-code",
      versionId: version.id,
    });
    expect(asked.status).toBe(409);
    expect(await database().db.select().from(contractSignatures)).toEqual([]);
    // The version itself is kept, detached from the contract that went with the deal.
    const [kept] = await database()
      .db.select()
      .from(contractVersions)
      .where(eq(contractVersions.id, version.id));
    expect(kept?.arrasContractId).toBeNull();
  });

  test("codes are limited per party: the sixth in an hour is refused with when to come back", async () => {
    const { buyer, seller, propertyId, contractId } = await dealReadyToSign();
    await sellerPost(seller, propertyId, { intent: "send-to-sign" });
    const version = await currentVersion(contractId);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(
        await buyerPost(buyer, contractId, { intent: "request-signing-code", versionId: version.id }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(answers.at(-1)?.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Five codes were e-mailed, not six.
    expect((await outbox()).filter((mail) => /tu código/.test(mail.subject))).toHaveLength(5);
  });
});
