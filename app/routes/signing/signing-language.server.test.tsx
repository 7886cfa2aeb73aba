import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, contractSignatures, contractVersions, deals, users } from "#app/db/schema/index";
import { SIGNING_CONSENT_TEXT } from "#app/domain/arras-signing/consent";
import type { Locale } from "#app/lib/i18n/locales";
import { configureStorage } from "#app/lib/storage.server";
import { action as arrasAction } from "#app/routes/sell/steps/arras";
import { SIGNING_TERMS } from "#tests/factories/arras-signing";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { renderRoute } from "#tests/support/render-route";
import BuyerSigning, { action as buyerAction, loader as buyerLoader } from "./buyer-signing";

/**
 * The buyer's signing page in the buyer's language: every word around the contract, its refusals
 * and its toasts; the contract itself stays Spanish, and says it binds. A Spanish buyer reads the
 * page as it always was.
 */
const database = withTestDatabase({ poolSize: 6 });
let harness: ReturnType<typeof createAuthTestContext>;
let context: AppLoadContext;

beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-signing-language-")) });
  harness = createAuthTestContext(database().db);
  context = harness.context;
});
afterEach(() => harness.jobs.stop());

/** What the page's forms answer, as the test reads it. */
type Answer = {
  toast?: { title: string; description: string };
  fieldErrors?: Record<string, string>;
  errors?: Record<string, string>;
};

/** A contract sent to a buyer whose account reads `locale`. */
async function sentTo(locale: Locale) {
  const { db } = database();
  const seller = await createUser(db, { name: "Ana Martín López" });
  const buyer = await createUser(db, { name: "Jane Buyer", email: "jane.buyer@example.co.uk" });
  await db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  const property = await createProperty(db, seller.id, {
    marketingActive: true,
    visitsManaged: true,
    paymentStatus: "paid",
  });
  await db.insert(deals).values({
    propertyId: property.id,
    buyerName: "Jane Buyer",
    buyerEmail: buyer.email,
    price: 250_000,
    deposit: 25_000,
    financing: "cash",
    arrasDate: "2031-01-15",
    acceptedBy: "seller",
  });
  const [contract] = await db
    .insert(arrasContracts)
    .values({
      userId: seller.id,
      propertyId: property.id,
      terms: SIGNING_TERMS,
      pdfStoragePath: `${seller.id}/${property.id}/0-arras-contract.pdf`,
    })
    .returning({ id: arrasContracts.id });
  const contractId = contract?.id ?? "";
  const sellerCookie = await sessionCookie(context, seller);
  await callRoute(
    (args: { request: Request; context: AppLoadContext }) =>
      arrasAction({ ...args, params: { propertyId: property.id } } as never),
    postForm(
      `/vender/${property.id}/arras`,
      { propertyId: property.id, intent: "send-to-sign" },
      sellerCookie,
    ),
    context,
  );
  const [version] = await db
    .select()
    .from(contractVersions)
    .where(eq(contractVersions.arrasContractId, contractId));
  if (!version) throw new Error("no version");
  const cookie = await sessionCookie(context, buyer);
  const post = (fields: Record<string, string>) =>
    callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        buyerAction({ ...args, params: { id: contractId } } as never),
      postForm(`/firmar-arras/${contractId}`, fields, cookie),
      context,
    ) as Promise<{ status: number; headers: Headers; data: Answer }>;
  const loaded = async () =>
    (await callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        buyerLoader({ ...args, params: { id: contractId } } as never),
      new Request(`${TEST_PUBLIC_URL}/firmar-arras/${contractId}`, { headers: { cookie } }),
      context,
    )) as unknown as { data: { site: unknown } };
  const page = async () => {
    const answer = await loaded();
    return renderRoute(`/firmar-arras/${contractId}`, {
      id: "signing",
      path: "/firmar-arras/:id",
      Component: BuyerSigning as never,
      data: answer.data,
    });
  };
  const sign = (code: string) =>
    post({
      intent: "sign-contract",
      versionId: version.id,
      documentSha256: version.documentSha256,
      consent: "on",
      code,
    });
  return { buyer, version, post, page, sign, loaded };
}

async function codeFor(to: string): Promise<string> {
  await harness.mailer.idle();
  const mails = readdirSync(harness.outboxDir)
    .sort()
    .map((name) => parseMail(readFileSync(path.join(harness.outboxDir, name), "utf8")));
  const code = /\b(\d{6})\b/.exec(mails.filter((mail) => mail.to.includes(to)).at(-1)?.subject ?? "")?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

describe("the buyer's signing page in the buyer's language", () => {
  test("an English buyer reads the page in English; the contract stays Spanish and says it binds", async () => {
    const w = await sentTo("en");
    const html = await w.page();
    expect(html).toContain("Deposit contract (contrato de arras)</h1>");
    expect(html).toContain("the Spanish text is the one that binds both parties");
    expect(html).toContain("These are arras penitenciales (art. 1454 Código Civil)");
    expect(html).toContain("Your details in the contract");
    expect(html).toContain("Married, community of property (gananciales)");
    expect(html).toContain("Save my details");
    expect(html).toContain("Verification code:");
    // The contract itself, in Spanish and marked so.
    expect(html).toMatch(/<section aria-labelledby="contrato-completo-titulo" lang="es"/);
    expect(html).toContain("Download the contract as a PDF");
    expect(html).not.toContain("Guardar mis datos");
    // The header and footer around it too (the root reads them from the route: site-words.ts).
    expect((await w.loaded()).data.site).toMatchObject({ locale: "en", signOut: "Sign out" });
  });

  test("an English buyer's refusals, toasts and stored consent are English; 429 keeps Retry-After", async () => {
    const w = await sentTo("en");
    const invalid = await w.post({ intent: "save-buyer-part", buyer1Name: "", buyer1Id: "1" });
    expect(invalid.status).toBe(400);
    expect(invalid.data.errors).toMatchObject({ buyer1Id: "Enter a valid DNI or NIE." });
    const typo = await w.sign("12345");
    expect(typo.data.fieldErrors).toEqual({ code: "Enter the 6-digit code we e-mailed to you." });
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(await w.post({ intent: "request-signing-code", versionId: w.version.id }));
    expect(answers[0]?.data.toast).toMatchObject({ title: "Code sent" });
    const refused = answers.at(-1);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused?.data.toast).toMatchObject({ title: "Too many code requests" });
    expect(refused?.data.toast?.description).toMatch(/^Wait \d+ minutes? before asking for another code\.$/);

    const code = await codeFor(w.buyer.email);
    const wrong = await w.sign(code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.data.fieldErrors).toEqual({
      code: "That code is not right. Check the latest e-mail we sent you.",
    });
    const signed = await w.sign(code);
    expect(signed.data.toast).toMatchObject({ title: "Contract signed" });
    const [signature] = await database().db.select().from(contractSignatures);
    expect(signature?.consentText).toMatch(/^I have read the whole contract and I sign it electronically/);
  });

  test("a German buyer reads the page in German", async () => {
    const w = await sentTo("de");
    const html = await w.page();
    expect(html).toContain("Anzahlungsvertrag (contrato de arras)</h1>");
    expect(html).toContain("verbindlich für beide Seiten ist der spanische Text");
    expect(html).toContain("arras penitenciales (Art. 1454 Código Civil)");
    expect(html).toContain("Meine Angaben speichern");
  });

  test("a Spanish buyer reads the page as before, with no note about the language", async () => {
    const w = await sentTo("es");
    expect((await w.loaded()).data.site).toBeNull();
    const html = await w.page();
    expect(html).toContain("Contrato de arras</h1>");
    expect(html).toContain(
      "Lee el contrato entero. Si estás de acuerdo, pide un código: te llegará a tu correo y con él firmas. Tu firma queda unida a esta versión; si el vendedor la cambia, tendréis que firmar la nueva.",
    );
    expect(html).toContain("Casado/a en régimen de gananciales");
    expect(html).toContain("Guardar mis datos");
    expect(html).toContain("Descargar el contrato en PDF");
    expect(html).not.toContain("texto en español es el que obliga");
    expect(html).not.toMatch(/lang="es"/);
    const typo = await w.sign("12345");
    expect(typo.data.fieldErrors).toEqual({
      code: "Escribe el código de 6 cifras que te hemos enviado por correo.",
    });
    await w.post({ intent: "request-signing-code", versionId: w.version.id });
    await w.sign(await codeFor(w.buyer.email));
    const [signature] = await database().db.select().from(contractSignatures);
    expect(signature?.consentText).toBe(SIGNING_CONSENT_TEXT);
  });
});
