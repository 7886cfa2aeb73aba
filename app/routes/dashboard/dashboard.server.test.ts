import { mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { payments, properties, propertyContracts, sessions, users } from "#app/db/schema/index";
import { findBillingForm } from "#app/domain/invoices/billing-details.server";
import { invoiceIssuerFrom, issueInvoiceForPayment } from "#app/domain/invoices/issue.server";
import { markArrasSigned, saveArrasDraft } from "#app/domain/sale/arras.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { BUCKETS, configureStorage, type FileStorage } from "#app/lib/storage.server";
import { getToast } from "#app/lib/toast.server";
import { loader as contractPdf } from "#app/routes/resources/contract-pdf";
import { loader as dataExport } from "#app/routes/resources/data-export";
import { createContract, createPayment } from "#tests/factories/contracts";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { arrasTerms } from "#tests/support/arras-terms";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { loader as buyersLoader } from "./buyers";
import { loader as layoutLoader } from "./dashboard";
import { loader as documentsLoader } from "./documents";
import { loader as favouritesLoader } from "./favourites";
import { loader as paymentsLoader } from "./payments";
import { action as propertiesAction, loader as propertiesLoader } from "./properties";
import { loader as searchesLoader } from "./searches";

const database = withTestDatabase();
let storage: FileStorage;
let storageRoot: string;
beforeEach(async () => {
  await database().truncate();
  storageRoot = mkdtempSync(path.join(tmpdir(), "zaguan-dashboard-"));
  storage = configureStorage({ rootDir: storageRoot });
});

type Person = { user: TestUser; cookie: string; context: AppLoadContext };

async function person(role: TestUser["role"] = "user", name?: string): Promise<Person> {
  const { db } = database();
  const user = await createUser(db, { role, name });
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

const get = (url: string, cookie?: string) =>
  new Request(new URL(url, "http://localhost:3000"), { headers: cookie ? { cookie } : {} });

const loaderArgs = (who: Person, url: string) =>
  ({ request: get(url, who.cookie), context: who.context, params: {} }) as never;

/** Every route of the dashboard (the layout and each tab), as visiting each tab loads them, in one object. */
async function callLoader(who: Person) {
  const [layout, properties, documents, payments, buyers, favourites, searches] = await Promise.all([
    layoutLoader(loaderArgs(who, "/dashboard")),
    propertiesLoader(loaderArgs(who, "/dashboard")),
    documentsLoader(loaderArgs(who, "/dashboard/documentos")),
    paymentsLoader(loaderArgs(who, "/dashboard/pagos")),
    buyersLoader(loaderArgs(who, "/dashboard/compradores")),
    favouritesLoader(loaderArgs(who, "/dashboard/favoritos")),
    searchesLoader(loaderArgs(who, "/dashboard/busquedas")),
  ]);
  return { ...layout, ...properties, ...documents, ...payments, ...buyers, ...favourites, ...searches };
}

async function callAction(
  who: Person,
  fields: Record<string, string>,
): Promise<Response | { data: unknown; init: ResponseInit | null }> {
  try {
    return (await dashboardAction({
      request: formRequest("/dashboard", fields, who.cookie),
      context: who.context,
      params: {},
    })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const pdfRequest = (id: string, who?: Person) =>
  contractPdf({
    request: get(`/contratos/${id}/pdf`, who?.cookie),
    context: (who ?? anonymous()).context,
    params: { id },
  } as never);

let anonymousContext: Person | undefined;
const anonymous = () => {
  anonymousContext ??= {
    user: { id: "", email: "", name: "", role: "user" },
    cookie: "",
    context: createTestContext(database().db),
  };
  anonymousContext.context = createTestContext(database().db);
  return anonymousContext;
};

async function filesUnder(bucket: string, folder: string): Promise<string[]> {
  return (await readdir(path.join(storageRoot, bucket, folder), { recursive: true }).catch(
    () => [],
  )) as string[];
}

const ARRAS_TERMS = arrasTerms({
  seller1Name: "Ana Martín López",
  deedDeadline: "2031-03-01",
  signingDate: "2031-01-15",
});

/** Two owners, each with a property, a contract with its PDF and a payment. */
async function twoOwners() {
  const { db } = database();
  const ana = await person("user", "Ana Martín López");
  const bea = await person("user", "Beatriz Ruiz Sanz");
  const anaHome = await createProperty(db, ana.user.id, { title: "Piso de Ana en Ruzafa" });
  const beaHome = await createProperty(db, bea.user.id, {
    title: "Chalet de Bea en Pozuelo",
    propertyOrigin: "agency",
  });
  const anaContract = await createContract(db, storage, {
    userId: ana.user.id,
    propertyId: anaHome.id,
    marker: "ANA",
  });
  const beaContract = await createContract(db, storage, {
    userId: bea.user.id,
    propertyId: beaHome.id,
    marker: "BEA",
  });
  await createPayment(db, { userId: ana.user.id, propertyId: anaHome.id, propertyTitle: anaHome.title });
  await createPayment(db, {
    userId: bea.user.id,
    propertyId: beaHome.id,
    propertyTitle: beaHome.title,
    amount: 50_000,
  });
  return { ana, bea, anaHome, beaHome, anaContract, beaContract };
}

describe("each property's badge says where it really is (issue 28)", () => {
  test("a new draft is 'Borrador', signed arras 'Reservado', a published one 'En venta'", async () => {
    const owner = await person();
    const { db } = database();
    const draft = await createProperty(db, owner.user.id, {
      title: "Borrador sin precio ni fotos",
      price: null,
      status: "draft",
    });
    const reserved = await createProperty(db, owner.user.id, {
      title: "Piso con arras firmadas",
      marketingActive: true,
      visitsManaged: true,
      arrasSigned: true,
    });
    const onSale = await createProperty(db, owner.user.id, { title: "Piso en venta", marketingActive: true });
    const badges = Object.fromEntries(
      ((await callLoader(owner)).properties ?? []).map((property) => [property.id, property.badge]),
    );
    expect(badges).toEqual({ [draft.id]: "Borrador", [reserved.id]: "Reservado", [onSale.id]: "En venta" });
  });
});

describe("each list holds only the user's own rows", () => {
  test("properties, contracts and payments of another user never appear", async () => {
    const { ana, anaHome, anaContract } = await twoOwners();
    const data = await callLoader(ana);
    expect(data.properties?.map((property) => property.title)).toEqual(["Piso de Ana en Ruzafa"]);
    expect(data.contracts?.map((contract) => contract.id)).toEqual([anaContract.id]);
    expect(data.payments?.map((payment) => payment.propertyTitle)).toEqual(["Piso de Ana en Ruzafa"]);
    expect(data.payments?.[0]).toMatchObject({
      concept: "Campaña de Marketing",
      amountCents: 60_500,
      statusLabel: "Pagado",
    });
    expect(data.properties?.[0]).toMatchObject({ id: anaHome.id, badge: "En venta" });
    expect(data.properties?.[0]?.checklist).toHaveLength(6);
    expect(data.profile).toEqual({ name: "Ana Martín López", email: ana.user.email, dni: null });
  });

  test("'De dónde vienen tus compradores': the owner gets their listings' split, staff another's, nobody else's", async () => {
    const { db } = database();
    const { ana, anaHome, bea } = await twoOwners();
    const beaHome = (await callLoader(bea)).properties?.[0]?.id ?? "";
    await createLead(db, anaHome.id, "enquiry", { channel: "idealista" });
    await createLead(db, anaHome.id, "offer", { channel: "idealista" });
    await createLead(db, beaHome, "enquiry", { channel: "meta" });

    const anas = await callLoader(ana);
    expect(anas.leadChannels).toEqual({ [anaHome.id]: { idealista: 2 } });
    // One buyer (the factory's address) wrote and offered: one card, its two items by 'idealista'.
    expect(anas.buyers?.flatMap((card) => card.items.map((lead) => lead.channelLabel))).toEqual([
      "idealista",
      "idealista",
    ]);

    const admin = await person("admin");
    const staff = await buyersLoader(loaderArgs(admin, `/dashboard/compradores?propiedad=${beaHome}`));
    expect(staff.staffLeadView?.channels).toEqual({ meta: 1 });
    // The same URL in a seller's hands shows their own listings, never Bea's.
    const nosy = await buyersLoader(loaderArgs(ana, `/dashboard/compradores?propiedad=${beaHome}`));
    expect(nosy.staffLeadView).toBeNull();
    expect(JSON.stringify(nosy)).not.toContain('"meta"');
  });

  test("the page data carries no storage path, catastral reference or other private column", async () => {
    const { ana } = await twoOwners();
    const text = JSON.stringify(await callLoader(ana));
    expect(text).not.toContain("management-contract.pdf");
    expect(text).not.toMatch(/catastral|contractHtml|providerPaymentId|pi_test_/);
  });

  test("a part that fails to load comes back empty-handed, and the rest of the page still loads", async () => {
    const { db } = database();
    const { ana } = await twoOwners();
    await db.execute(sql`alter table payments rename to payments_unavailable`);
    try {
      const data = await callLoader(ana);
      expect(data.payments).toBeNull();
      expect(data.properties).toHaveLength(1);
      expect(data.contracts).toHaveLength(1);
      expect(data.profile?.name).toBe("Ana Martín López");
    } finally {
      await db.execute(sql`alter table payments_unavailable rename to payments`);
    }
  });

  test("a visitor is sent to /auth, by the layout and by the tab alike", async () => {
    const visitor = anonymous();
    for (const load of [layoutLoader, paymentsLoader]) {
      const response = await load(loaderArgs(visitor, "/dashboard/pagos")).catch(
        (thrown: unknown) => thrown as Response,
      );
      expect((response as Response).status).toBe(302);
      expect((response as Response).headers.get("Location")).toMatch(
        /^\/auth\?redirectTo=%2Fdashboard%2Fpagos/,
      );
    }
  });

  test("an older '?tab=' address (an e-mail sent before) lands on its tab, with the listing and the lead", async () => {
    const { ana, anaHome } = await twoOwners();
    const moved = async (query: string) => {
      const thrown = await layoutLoader(loaderArgs(ana, `/dashboard${query}`)).catch(
        (response: unknown) => response as Response,
      );
      return [(thrown as Response).status, (thrown as Response).headers.get("Location")];
    };
    expect(await moved(`?tab=compradores&propiedad=${anaHome.id}&contacto=abc`)).toEqual([
      302,
      `/dashboard/compradores?propiedad=${anaHome.id}&contacto=abc`,
    ]);
    expect(await moved("?tab=pagos")).toEqual([302, "/dashboard/pagos"]);
    expect(await moved("?tab=busquedas")).toEqual([302, "/dashboard/busquedas"]);
    expect(await moved("?tab=documents")).toEqual([302, "/dashboard/documentos"]);
    // Even before signing in: the visitor then signs in on the way to the tab's own address.
    const visitor = anonymous();
    const before = await layoutLoader(loaderArgs(visitor, "/dashboard?tab=datos")).catch(
      (response: unknown) => response as Response,
    );
    expect((before as Response).headers.get("Location")).toBe("/dashboard/datos");
  });

  test("the tab bar's number counts the buyers with something unread on the user's own listings only", async () => {
    const { db } = database();
    const { ana, anaHome, bea } = await twoOwners();
    const beaHome = (await callLoader(bea)).properties?.[0]?.id ?? "";
    await createLead(db, anaHome.id, "enquiry", { buyerEmail: "luis@example.es" });
    // One buyer, two contacts (the address typed in another case): one card, one on the number.
    await createLead(db, anaHome.id, "enquiry", { buyerEmail: "marta@example.es" });
    await createLead(db, anaHome.id, "viewing", { buyerEmail: " Marta@Example.es" });
    await createLead(db, beaHome, "enquiry");
    expect((await callLoader(ana)).unreadLeads).toBe(2);
    expect((await callLoader(bea)).unreadLeads).toBe(1);
    const marta = (await callLoader(ana)).buyers?.find((card) => card.items.length === 2);
    await callAction(ana, { intent: "open-lead", leadId: marta?.focusId ?? "" });
    expect((await callLoader(ana)).unreadLeads).toBe(1);
    const opened = (await callLoader(ana)).buyers?.find((card) => card.id === marta?.id);
    expect(opened?.items.map((lead) => lead.isUnread)).toEqual([false, false]);
  });
});

describe("contract PDF download", () => {
  test("the owner gets the PDF as an attachment, private and not sniffed", async () => {
    const { ana, anaContract } = await twoOwners();
    const response = await pdfRequest(anaContract.id, ana);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="contrato-piso-de-ana-en-ruzafa-2026-10-05.pdf"',
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(bytes.startsWith("%PDF-")).toBe(true);
    expect(bytes).toContain("(ANA)");
  });

  test("another user's contract is a 404 and its bytes are never served", async () => {
    const { ana, beaContract } = await twoOwners();
    const response = await pdfRequest(beaContract.id, ana);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("BEA");
  });

  test("a visitor, an unknown id and a guessed storage path all get the same 404", async () => {
    const { ana, bea, beaContract } = await twoOwners();
    expect((await pdfRequest(beaContract.id)).status).toBe(404);
    expect((await pdfRequest(crypto.randomUUID(), ana)).status).toBe(404);
    const guessed = `${bea.user.id}/${beaContract.propertyId}/management-contract.pdf`;
    expect((await pdfRequest(guessed, ana)).status).toBe(404);
    expect((await pdfRequest(encodeURIComponent(beaContract.pdfStoragePath ?? ""), ana)).status).toBe(404);
    // The public files route does not serve the private bucket either.
    const { loader: files } = await import("#app/routes/resources/files");
    const leaked = await files({
      params: { "*": `${BUCKETS.propertyContracts}/${beaContract.pdfStoragePath}` },
    } as never);
    expect(leaked.status).toBe(404);
  });

  test("an admin may download any contract", async () => {
    const { beaContract } = await twoOwners();
    const admin = await person("admin");
    const response = await pdfRequest(beaContract.id, admin);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1")).toContain("(BEA)");
  });

  test("a contract without a PDF is a 404 and the page knows it has none", async () => {
    const { db } = database();
    const { ana, anaHome } = await twoOwners();
    const bare = await createContract(db, storage, {
      userId: ana.user.id,
      propertyId: anaHome.id,
      withPdf: false,
    });
    expect((await pdfRequest(bare.id, ana)).status).toBe(404);
    const data = await callLoader(ana);
    expect(data.contracts?.find((contract) => contract.id === bare.id)?.hasPdf).toBe(false);
  });
});

describe("deleting a property", () => {
  test("its row, photos and contract files go; its payment stays with its title", async () => {
    const { db } = database();
    const { ana, anaHome } = await twoOwners();
    await storage.put(
      BUCKETS.propertyImages,
      `${ana.user.id}/${anaHome.id}/1-salon-1920.webp`,
      Buffer.from("x"),
      "image/webp",
    );
    const response = (await callAction(ana, {
      intent: "delete-property",
      propertyId: anaHome.id,
    })) as Response;
    expect(response.status).toBe(302);
    const { toast } = await getToast(
      new Request("http://x", { headers: { cookie: response.headers.get("Set-Cookie") ?? "" } }),
      {
        secret: ana.context.env.AUTH_SECRET,
      },
    );
    expect(toast?.title).toBe("Propiedad eliminada");
    expect(await db.$count(properties, eq(properties.id, anaHome.id))).toBe(0);
    expect(await db.$count(propertyContracts, eq(propertyContracts.propertyId, anaHome.id))).toBe(0);
    expect(await filesUnder(BUCKETS.propertyImages, ana.user.id)).toEqual([]);
    expect(await filesUnder(BUCKETS.propertyContracts, ana.user.id)).toEqual([]);
    const [payment] = await db.select().from(payments).where(eq(payments.userId, ana.user.id));
    expect(payment).toMatchObject({ propertyId: null, propertyTitle: "Piso de Ana en Ruzafa" });
    const data = await callLoader(ana);
    expect(data.payments?.[0]?.propertyTitle).toBe("Piso de Ana en Ruzafa");
  });

  test("another user's property cannot be deleted: 'Error al eliminar' and nothing changes", async () => {
    const { db } = database();
    const { ana, bea, beaHome } = await twoOwners();
    const response = (await callAction(ana, { intent: "delete-property", propertyId: beaHome.id })) as {
      data: { toast: { title: string } };
      init: ResponseInit;
    };
    expect(response.init.status).toBe(404);
    expect(response.data.toast.title).toBe("Error al eliminar");
    expect(await db.$count(properties, eq(properties.id, beaHome.id))).toBe(1);
    expect(await filesUnder(BUCKETS.propertyContracts, bea.user.id)).toHaveLength(1 + 1);
  });
});

describe("Mis Datos", () => {
  test("name and DNI are saved; the e-mail and role are not, whatever the form carries", async () => {
    const { db } = database();
    const ana = await person();
    const response = (await callAction(ana, {
      intent: "update-profile",
      name: "Ana María Martín",
      dni: "12345678z",
      email: "otra@example.es",
      role: "admin",
    })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/datos");
    const [row] = await db.select().from(users).where(eq(users.id, ana.user.id));
    expect(row).toMatchObject({
      name: "Ana María Martín",
      dni: "12345678Z",
      email: ana.user.email,
      role: "user",
    });
  });

  test("an agency edits its company data on its own listing, never on someone else's", async () => {
    const { db } = database();
    const agency = await person();
    const other = await person();
    const details = {
      company_name: "Vértice Hogar Inmobiliaria S.L.",
      company_nif: "B12345674",
      company_address: "Calle de Colón 22, Valencia",
      legal_rep_name: "Lucía Ferrer Soler",
      legal_rep_dni: "12345678Z",
    };
    const own = await createProperty(db, agency.user.id, {
      propertyOrigin: "agency",
      agencyDetails: details,
    });
    const theirs = await createProperty(db, other.user.id, {
      propertyOrigin: "agency",
      agencyDetails: details,
    });
    const edit = { ...details, intent: "update-agency-details", company_name: "Vértice Costa S.L." };

    const saved = (await callAction(agency, { ...edit, propertyId: own.id })) as {
      init: ResponseInit | null;
    };
    expect(saved.init?.status ?? 200).toBe(200);
    const refused = (await callAction(agency, { ...edit, propertyId: theirs.id })) as {
      init: ResponseInit | null;
    };
    expect(refused.init?.status).toBe(400);

    const names = await db
      .select({ id: properties.id, details: properties.agencyDetails })
      .from(properties)
      .where(sql`${properties.id} in (${own.id}, ${theirs.id})`);
    expect(names.find((row) => row.id === own.id)?.details?.company_name).toBe("Vértice Costa S.L.");
    expect(names.find((row) => row.id === theirs.id)?.details?.company_name).toBe(details.company_name);
    // The owner's page carries the data of its agency listing for the form.
    const page = await callLoader(agency);
    expect(JSON.stringify(page)).toContain("Vértice Costa S.L.");
  });

  test("an invalid DNI comes back to its field and nothing is saved", async () => {
    const { db } = database();
    const ana = await person();
    const response = (await callAction(ana, { intent: "update-profile", name: "Ana", dni: "12345678A" })) as {
      data: { result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(response.init.status).toBe(400);
    expect(response.data.result.error.dni?.[0]).toMatch(/DNI o NIE válido/);
    const [row] = await db.select({ dni: users.dni }).from(users).where(eq(users.id, ana.user.id));
    expect(row?.dni).toBeNull();
  });
});

describe("'Datos de facturación' in 'Mis Datos' (ADR 0041)", () => {
  test("saves the domicile without asking the DNI a second time; a wrong postal code comes back to its field", async () => {
    const { db } = database();
    const ana = await person();
    const domicile = { street: "Calle Mayor 1", postalCode: "28013", city: "Madrid", province: "Madrid" };
    const refused = (await callAction(ana, { intent: "save-billing", ...domicile, postalCode: "08001" })) as {
      data: { result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.postalCode).toEqual([
      "Ese código postal es de la provincia de Barcelona.",
    ]);

    const response = (await callAction(ana, { intent: "save-billing", ...domicile })) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/datos");
    // Saved, and still incomplete for a payment until 'Datos personales' has the DNI.
    expect(await findBillingForm(db, ana.user.id)).toEqual({
      complete: false,
      domicile: { ...domicile, country: "ES" },
      foreignId: null,
      needsDni: true,
    });
  });
});

describe("privacy rights", () => {
  test("the export holds the user's own profile, properties, contracts, arras contracts, payments and invoices, and no secret", async () => {
    const { ana, bea, anaHome, anaContract } = await twoOwners();
    const { db } = database();
    // Each owner also has an arras contract (Ana's signed) and an invoice for their payment.
    const anaSale = await createProperty(db, ana.user.id, {
      title: "Piso de Ana en Benimaclet",
      marketingActive: true,
      visitsManaged: true,
      paymentStatus: "paid",
    });
    const beaSale = await createProperty(db, bea.user.id, {
      title: "Ático de Bea en Pozuelo",
      marketingActive: true,
      visitsManaged: true,
      paymentStatus: "paid",
    });
    const drafted = new Date("2026-11-10T09:00:00Z");
    await saveArrasDraft({
      db,
      storage,
      user: ana.user,
      propertyId: anaSale.id,
      terms: ARRAS_TERMS,
      now: drafted,
    });
    await markArrasSigned({
      db,
      user: ana.user,
      propertyId: anaSale.id,
      confirmed: true,
      now: new Date("2026-11-12T18:00:00Z"),
    });
    await saveArrasDraft({
      db,
      storage,
      user: bea.user,
      propertyId: beaSale.id,
      terms: { ...ARRAS_TERMS, seller1Name: "Beatriz Ruiz Sanz", buyer1Name: "Comprador de Bea" },
    });
    const issuer = invoiceIssuerFrom(DEMO_COMPANY);
    for (const payment of await db.select({ id: payments.id }).from(payments))
      await db.transaction((tx) =>
        issueInvoiceForPayment(tx, {
          paymentId: payment.id,
          issuer,
          clock: () => new Date("2026-11-05T10:00:00Z"),
        }),
      );
    const response = await dataExport({
      request: get("/dashboard/exportar", ana.cookie),
      context: ana.context,
      params: {},
    } as never);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="zaguan-mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(exported.profile).toMatchObject({ name: "Ana Martín López", email: ana.user.email });
    expect(exported.properties.map((property: { id: string }) => property.id).sort()).toEqual(
      [anaHome.id, anaSale.id].sort(),
    );
    expect(exported.contracts.map((contract: { id: string }) => contract.id)).toEqual([anaContract.id]);
    expect(exported.payments).toHaveLength(1);
    expect(exported.arrasContracts).toEqual([
      expect.objectContaining({
        propertyId: anaSale.id,
        propertyTitle: "Piso de Ana en Benimaclet",
        status: "signed",
        statusLabel: "Firmado",
        draftedAt: drafted.toISOString(),
        signedAt: "2026-11-12T18:00:00.000Z",
        terms: expect.objectContaining({
          buyer1Name: "Marta Compradora Ruiz",
          salePrice: 250_000,
          arrasAmount: 25_000,
          arrasKind: "penitenciales",
          signingDate: "2031-01-15",
        }),
      }),
    ]);
    expect(exported.arrasContracts[0].pdfDownloadPath).toBe(
      `/contratos/arras/${exported.arrasContracts[0].id}/pdf`,
    );
    // Ana's marketing fee (605 €): one invoice, with its number, date and amounts.
    expect(exported.invoices).toEqual([
      expect.objectContaining({
        number: "F-2026-00001",
        issuedAt: "2026-11-05T10:00:00.000Z",
        customerName: "Ana Martín López",
        baseCents: 50_000,
        ivaRate: 21,
        ivaCents: 10_500,
        totalCents: 60_500,
      }),
    ]);
    expect(exported.sessions.length).toBeGreaterThan(0);
    // Nothing of the other owner, and no password hash, session token, storage path nor PDF bytes.
    expect(text).not.toMatch(/Bea|Pozuelo/);
    const [session] = await db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, ana.user.id));
    expect(text).not.toContain(session?.token);
    expect(text).not.toMatch(/"password"|"token"|scrypt|management-contract\.pdf|arras-contract\.pdf|%PDF/);
    expect(text).not.toContain(ana.user.id);
  });

  test("deleting the account needs the e-mail typed", async () => {
    const { db } = database();
    const ana = await person();
    const response = (await callAction(ana, {
      intent: "delete-account",
      confirmEmail: "no-es-mi-correo@example.es",
    })) as {
      init: ResponseInit;
    };
    expect(response.init.status).toBe(400);
    expect(await db.$count(users, eq(users.id, ana.user.id))).toBe(1);
  });

  test("deleting the account removes rows and files, ends every session and keeps anonymised payments", async () => {
    const { db } = database();
    const { ana, bea, anaHome } = await twoOwners();
    await storage.put(
      BUCKETS.propertyImages,
      `${ana.user.id}/${anaHome.id}/1-salon-1920.webp`,
      Buffer.from("x"),
      "image/webp",
    );
    const otherDevice = await sessionCookie(ana.context, ana.user);
    expect(await db.$count(sessions, eq(sessions.userId, ana.user.id))).toBe(2);

    const response = (await callAction(ana, {
      intent: "delete-account",
      confirmEmail: ` ${ana.user.email.toUpperCase()} `,
    })) as Response;
    expect(response.status).toBe(302);
    // The confirmation page: what went, and the invoices the law keeps.
    expect(response.headers.get("Location")).toBe("/cuenta-eliminada");
    expect(response.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);

    expect(await db.$count(users, eq(users.id, ana.user.id))).toBe(0);
    expect(await db.$count(sessions, eq(sessions.userId, ana.user.id))).toBe(0);
    expect(await db.$count(properties, eq(properties.userId, ana.user.id))).toBe(0);
    expect(await db.$count(propertyContracts, eq(propertyContracts.userId, ana.user.id))).toBe(0);
    expect(await filesUnder(BUCKETS.propertyImages, ana.user.id)).toEqual([]);
    expect(await filesUnder(BUCKETS.propertyContracts, ana.user.id)).toEqual([]);
    const kept = await db.select().from(payments).where(eq(payments.propertyTitle, "Piso de Ana en Ruzafa"));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: null, propertyId: null, amount: 60_500 });

    // The other device is signed out too; the other owner keeps everything.
    const stale = await layoutLoader({
      request: get("/dashboard", otherDevice),
      context: ana.context,
      params: {},
    } as never).catch((thrown: unknown) => thrown as Response);
    expect((stale as Response).status).toBe(302);
    expect(await filesUnder(BUCKETS.propertyContracts, bea.user.id)).toHaveLength(2);
    expect((await callLoader(bea)).properties).toHaveLength(1);
  });

  test("a form posted from another site changes nothing", async () => {
    const { db } = database();
    const { ana, anaHome } = await twoOwners();
    const request = formRequest(
      "/dashboard",
      { intent: "delete-property", propertyId: anaHome.id },
      ana.cookie,
    );
    request.headers.set("Origin", "https://sitio-malicioso.example");
    const refused = await propertiesAction({ request, context: ana.context, params: {} } as never).catch(
      (thrown: unknown) => thrown,
    );
    expect((refused as { init: ResponseInit }).init.status).toBe(403);
    expect(await db.$count(properties, eq(properties.id, anaHome.id))).toBe(1);
  });

  test("the sample listing is for testers only", async () => {
    const owner = await person();
    const response = (await callAction(owner, { intent: "create-sample" })) as { init: ResponseInit };
    expect(response.init.status).toBe(403);
  });
});
