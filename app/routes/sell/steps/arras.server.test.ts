import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, properties } from "#app/db/schema/index";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import { loadDocumentsTab } from "#app/routes/dashboard/loaders.server";
import { loader as arrasPdf } from "#app/routes/resources/arras-pdf";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import {
  DRAFT_FOOTER_WITHOUT_SPACES,
  NON_RESIDENT_CONTRACT_WORDS,
  pdfWithoutSpaces,
  withoutSpaces,
} from "#tests/support/arras-contract-text";
import { arrasForm } from "#tests/support/arras-terms";
import { callRoute, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { pdfPageText } from "#tests/support/pdf-text";
import { action as arrasAction, loader as arrasLoader } from "./arras";

const database = withTestDatabase();
let storage: FileStorage;

type Person = { user: TestUser; cookie: string; context: AppLoadContext };
async function person(role: TestUser["role"] = "user"): Promise<Person> {
  const { db } = database();
  const user = await createUser(db, { role });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

/** A listing at step 4: published, campaign paid, viewings prepared. */
const atStepFour = (userId: string) =>
  createProperty(database().db, userId, {
    marketingActive: true,
    visitsManaged: true,
    paymentStatus: "paid",
  });

const TERMS = arrasForm({
  seller1Domicile: "Calle de Colón 3, 46004 Valencia",
  buyer1Domicile: "Avenida del Puerto 20, 46023 Valencia",
  buyer1MaritalStatus: "casado-separacion",
});

const post = (who: Person, fields: Record<string, string>) =>
  callRoute(
    (args: { request: Request; context: AppLoadContext }) =>
      arrasAction({ ...args, params: { propertyId: fields.propertyId } } as never),
    postForm(`/vender/${fields.propertyId}/arras`, fields, who.cookie),
    who.context,
  );

/** What step 4's own loader reads for its body. */
const arrasStep = (who: Person, propertyId: string) =>
  arrasLoader({
    request: new Request(`${TEST_PUBLIC_URL}/vender/${propertyId}/arras`, {
      headers: { cookie: who.cookie },
    }),
    context: who.context,
    params: { propertyId },
  } as never);

async function pdfFor(who: Person | null, contractId: string) {
  const context = who?.context ?? createTestContext(database().db);
  return (await arrasPdf({
    request: new Request(`${TEST_PUBLIC_URL}/contratos/arras/${contractId}/pdf`, {
      headers: who ? { cookie: who.cookie } : {},
    }),
    context,
    params: { id: contractId },
  } as never)) as Response;
}

const statusOf = (result: Awaited<ReturnType<typeof post>>) => result.status;

/** The owner saves the terms with these changes: a 400, nothing stored, and the errors by field. */
async function refusedSave(changes: Record<string, string>) {
  const owner = await person();
  const property = await atStepFour(owner.user.id);
  const result = await post(owner, { intent: "save-arras", propertyId: property.id, ...TERMS, ...changes });
  expect(result.status).toBe(400);
  expect(await database().db.select().from(arrasContracts)).toEqual([]);
  return (result as unknown as { data: { result: { error: Record<string, string[]> } } }).data.result.error;
}

beforeEach(async () => {
  await database().truncate();
  storage = configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-arras-")) });
});

describe("the arras contract of step 4", () => {
  test("the owner generates a draft: a private PDF with the parties, the price and the kind, listed in Mis Documentos", async () => {
    const owner = await person();
    const property = await atStepFour(owner.user.id);
    const saved = await post(owner, { intent: "save-arras", propertyId: property.id, ...TERMS });
    expect(saved.status).toBe(302);

    const [row] = await database().db.select().from(arrasContracts);
    expect(row).toMatchObject({ userId: owner.user.id, propertyId: property.id, signedAt: null });
    expect(row?.pdfStoragePath.startsWith(`${owner.user.id}/${property.id}/`)).toBe(true);
    // Private: the bucket gives no public address for it.
    expect(storage.publicUrl(BUCKETS.propertyContracts, row?.pdfStoragePath ?? "")).toBeNull();

    const response = await pdfFor(owner, row?.id ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await pdfPageText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain("Contrato de arras penitenciales");
    expect(text).toContain("Lucía Martín Ortega, con DNI/NIE 12345678Z");
    expect(text).toContain("Marta Compradora Ruiz, con DNI/NIE X1234567L");
    expect(text).toContain("250.000 €");
    expect(text).toContain("arras penitenciales");

    const dashboard = await loadDocumentsTab(owner.context, { ...owner.user, role: "user" } as never);
    expect(dashboard.arrasContracts).toEqual([
      expect.objectContaining({ id: row?.id, propertyTitle: property.title, signedAt: null }),
    ]);
  });

  test("the draft reopens in the form, is rewritten on each save (one file), then is final once marked signed", async () => {
    const owner = await person();
    const property = await atStepFour(owner.user.id);
    await post(owner, { intent: "save-arras", propertyId: property.id, ...TERMS });
    await post(owner, {
      intent: "save-arras",
      propertyId: property.id,
      ...TERMS,
      arrasKind: "confirmatorias",
    });
    const rows = await database().db.select().from(arrasContracts);
    expect(rows).toHaveLength(1);
    expect(await storage.list(BUCKETS.propertyContracts, `${owner.user.id}/`)).toEqual([
      rows[0]?.pdfStoragePath,
    ]);

    const page = await arrasStep(owner, property.id);
    expect(page.arras.defaults).toMatchObject({ arrasKind: "confirmatorias", salePrice: "250000" });

    // A second look first: unconfirmed, the page asks and nothing is signed.
    const asked = await post(owner, { intent: "sign-arras", propertyId: property.id });
    expect(asked).toMatchObject({
      status: 200,
      data: { confirm: { key: "", fields: { intent: "sign-arras" } } },
    });
    expect((await database().db.select().from(arrasContracts))[0]?.signedAt).toBeNull();

    const signed = await post(owner, { intent: "sign-arras", propertyId: property.id, confirmed: "yes" });
    expect(signed.status).toBe(302);
    const [after] = await database().db.select().from(arrasContracts);
    expect(after?.signedAt).toBeInstanceOf(Date);
    expect(after?.draftedAt).toBeInstanceOf(Date);
    const [flags] = await database()
      .db.select({ arrasSigned: properties.arrasSigned, catastralReference: properties.catastralReference })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(flags).toEqual({ arrasSigned: true, catastralReference: "9872023VH5797S0001WX" });

    // Signed is final: neither a new draft nor a second signature.
    expect(statusOf(await post(owner, { intent: "save-arras", propertyId: property.id, ...TERMS }))).toBe(
      409,
    );
    expect(statusOf(await post(owner, { intent: "sign-arras", propertyId: property.id }))).toBe(409);
  });

  test("a non-resident seller and two buyers: domicile, civil status and residence are stored, reopen in the form and reach the PDF", async () => {
    const owner = await person();
    const property = await atStepFour(owner.user.id);
    const saved = await post(owner, {
      intent: "save-arras",
      propertyId: property.id,
      ...TERMS,
      seller1MaritalStatus: "casado-gananciales",
      sellerResidence: "no-residente",
      buyer2Name: "Pedro Ruiz Sanz",
      buyer2Id: "87654321X",
      buyer2MaritalStatus: "casado-separacion",
      // Never trusted from the body: the row's owner comes from the session.
      userId: "00000000-0000-4000-8000-000000000000",
    });
    expect(saved.status).toBe(302);

    const [row] = await database().db.select().from(arrasContracts);
    expect(row?.userId).toBe(owner.user.id);
    expect(row?.terms).toMatchObject({
      seller1Domicile: "Calle de Colón 3, 46004 Valencia",
      seller1MaritalStatus: "casado-gananciales",
      sellerResidence: "no-residente",
      buyer1Domicile: "Avenida del Puerto 20, 46023 Valencia",
      buyer1MaritalStatus: "casado-separacion",
      buyer2Name: "Pedro Ruiz Sanz",
      buyer2Domicile: null,
      buyer2MaritalStatus: "casado-separacion",
      seller2MaritalStatus: null,
    });

    const page = await arrasStep(owner, property.id);
    expect(page.arras.defaults).toMatchObject({
      seller1Domicile: "Calle de Colón 3, 46004 Valencia",
      seller1MaritalStatus: "casado-gananciales",
      sellerResidence: "no-residente",
      buyer2MaritalStatus: "casado-separacion",
    });

    const response = await pdfFor(owner, row?.id ?? "");
    const text = pdfWithoutSpaces(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(withoutSpaces("con domicilio en Calle de Colón 3, 46004 Valencia"));
    expect(text).toContain(withoutSpaces("de estado civil casado/a en régimen de gananciales"));
    for (const words of NON_RESIDENT_CONTRACT_WORDS) expect(text).toContain(withoutSpaces(words));
    expect(text).toMatch(DRAFT_FOOTER_WITHOUT_SPACES);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  });

  test("marking signed needs a draft; a listing before step 4 cannot have one", async () => {
    const owner = await person();
    const property = await atStepFour(owner.user.id);
    expect(statusOf(await post(owner, { intent: "sign-arras", propertyId: property.id }))).toBe(409);
    const early = await createProperty(database().db, owner.user.id, { marketingActive: false });
    expect(statusOf(await post(owner, { intent: "save-arras", propertyId: early.id, ...TERMS }))).toBe(409);
    expect(await database().db.select().from(arrasContracts)).toEqual([]);
  });

  test("errors come back in Spanish on their fields, with nothing saved", async () => {
    expect(await refusedSave({ buyer1Id: "12345678A", arrasAmount: "300000" })).toMatchObject({
      buyer1Id: ["Escribe un DNI o NIE válido, con su letra (p. ej. 12345678Z o X1234567L)."],
      arrasAmount: ["La señal debe ser menor que el precio de venta."],
    });
  });

  test("a missing domicile or civil status is refused on its field, in Spanish, with nothing saved", async () => {
    expect(await refusedSave({ seller1Domicile: "", seller1MaritalStatus: "" })).toMatchObject({
      seller1Domicile: ["Escribe el domicilio de quien vende."],
      seller1MaritalStatus: ["Elige el estado civil."],
    });
  });

  test("only the owner writes it; the owner and admins read it; anyone else gets the same 404", async () => {
    const owner = await person();
    const stranger = await person();
    const admin = await person("admin");
    const property = await atStepFour(owner.user.id);
    expect(statusOf(await post(stranger, { intent: "save-arras", propertyId: property.id, ...TERMS }))).toBe(
      404,
    );
    expect(statusOf(await post(admin, { intent: "save-arras", propertyId: property.id, ...TERMS }))).toBe(
      404,
    );
    await post(owner, { intent: "save-arras", propertyId: property.id, ...TERMS });
    const [row] = await database().db.select().from(arrasContracts);
    const id = row?.id ?? "";
    expect(statusOf(await post(stranger, { intent: "sign-arras", propertyId: property.id }))).toBe(404);
    expect((await pdfFor(stranger, id)).status).toBe(404);
    expect((await pdfFor(null, id)).status).toBe(404);
    expect((await pdfFor(owner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await pdfFor(admin, id)).status).toBe(200);
    const [still] = await database().db.select().from(arrasContracts);
    expect(still?.signedAt).toBeNull();
  });
});
