import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { queryRows } from "#app/db/client.server";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { propertyContracts } from "#app/db/schema/contracts";
import {
  arrasContracts,
  closingDocuments,
  closingEvents,
  closingNotaryLinks,
  deals,
  favourites,
  leadOffers,
  leads,
  leadViewings,
  payments,
  properties,
  savedSearches,
  users,
} from "#app/db/schema/index";
import { invoiceIssuerFrom, issueInvoiceForPayment } from "#app/domain/invoices/issue.server";
import { makeSuccessFeeDue } from "#app/domain/payments/success-fees.server";
import { madridDay } from "#app/lib/calendar";
import { renderPdf } from "#app/lib/pdf.server";
import { BUCKETS, configureStorage } from "#app/lib/storage.server";
import { action as photosAction } from "#app/routes/resources/property-photos";
import { VALID_AGENCY_FORM } from "#tests/factories/agency";
import { insertContractVersion } from "#tests/factories/arras-signing";
import { jpegPhoto } from "#tests/factories/images";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import type { TestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { tablesFingerprint } from "#tests/support/hostile-input";
import { agencyAction } from "#tests/support/process-routes";

export const ACTORS = ["anonymous", "userA", "userB", "tester", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

/** Text only user A (and staff) may ever see: it must appear in no answer to anyone else. */
export const PRIVATE_MARKER = "Borrador-privado-de-A-7c1e";
const LEAD_BUYER_EMAIL = "compradora-de-a-5d2f@example.es";

/**
 * The world every check runs in: user A owns a draft sale listing, a published one with a photo,
 * an agency listing (signed contract PDF and management contract in the private bucket) and a
 * pending payment; B is another ordinary user; a tester and an admin.
 */
export async function buildWorld(database: TestDatabase) {
  const { db } = database;
  const storageRoot = mkdtempSync(path.join(tmpdir(), "zaguan-authz-"));
  const storage = configureStorage({ rootDir: storageRoot });
  const context: AppLoadContext = createTestContext(db);
  const people = {
    userA: await createUser(db, { name: "Ana Propietaria", email: "ana.a@example.es" }),
    userB: await createUser(db, { name: "Bruno Curioso", email: "bruno.b@example.es" }),
    tester: await createUser(db, { role: "tester", name: "Teresa Tester" }),
    admin: await createUser(db, { role: "admin", name: "Adela Admin" }),
  } satisfies Record<Exclude<Actor, "anonymous">, TestUser>;
  for (const person of Object.values(people))
    await db.update(users).set({ dni: "12345678Z" }).where(eq(users.id, person.id));

  const cookies = new Map<Actor, string>();
  const cookieOf = async (actor: Actor) => {
    if (actor === "anonymous") return undefined;
    if (!cookies.has(actor)) cookies.set(actor, await sessionCookie(context, people[actor]));
    return cookies.get(actor);
  };

  const draft = await createProperty(db, people.userA.id, {
    status: "draft",
    title: PRIVATE_MARKER,
    address: "Calle Privada de A 1, Valencia",
  });
  const published = await createProperty(db, people.userA.id, { title: "Piso publicado de Ana" });
  // One A may delete from the dashboard without taking the others away from later probes.
  const spare = await createProperty(db, people.userA.id, { title: "Trastero de Ana" });

  // A photo through /fotos, as the browser adds it: real files in the public bucket.
  const photoForm = new FormData();
  photoForm.set("intent", "add");
  photoForm.set("propertyId", published.id);
  photoForm.append("photos", new File([new Uint8Array(await jpegPhoto(640, 480))], "salon.jpg"));
  await photosAction({
    request: new Request(`${TEST_PUBLIC_URL}/fotos`, {
      method: "POST",
      body: photoForm,
      headers: { cookie: (await cookieOf("userA")) ?? "" },
    }),
    context,
    params: {},
  } as never);
  const [withPhoto] = await db
    .select({ images: properties.images })
    .from(properties)
    .where(eq(properties.id, published.id));
  const photoUrl = withPhoto?.images?.[0];
  if (!photoUrl) throw new Error("the photo was not stored");

  // An agency listing accepted through /proceso-agencia: contract PDF + management contract.
  const agencyForm = new FormData();
  for (const [key, value] of Object.entries({ ...VALID_AGENCY_FORM, intent: "accept-contract" }))
    agencyForm.append(key, value);
  for (let index = 0; index < 15; index++)
    agencyForm.append(
      "photos",
      new File([new Uint8Array(await jpegPhoto(160, 120, index * 20))], `foto-${index}.jpg`),
    );
  const pdf = await renderPdf({
    title: "Encargo de venta",
    blocks: [{ type: "paragraph", text: "Firmado." }],
  });
  agencyForm.append("managementContract", new File([new Uint8Array(pdf)], "encargo.pdf"));
  try {
    await agencyAction({
      request: new Request(`${TEST_PUBLIC_URL}/proceso-agencia`, {
        method: "POST",
        body: agencyForm,
        headers: { cookie: (await cookieOf("userA")) ?? "" },
      }),
      context,
      params: {},
    } as never);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
  }
  const [agency] = await db
    .select({
      id: properties.id,
      contractId: propertyContracts.id,
      managementContractUrl: properties.managementContractUrl,
      pdf: propertyContracts.pdfStoragePath,
    })
    .from(properties)
    .innerJoin(propertyContracts, eq(propertyContracts.propertyId, properties.id))
    .where(eq(properties.propertyOrigin, "agency"));
  if (!agency?.managementContractUrl || !agency.pdf) throw new Error("the agency listing was not created");

  const [payment] = await db
    .insert(payments)
    .values({
      userId: people.userA.id,
      propertyId: draft.id,
      propertyTitle: draft.title,
      productType: "marketing",
      amount: 4900,
      provider: "test",
      providerPaymentId: "pi_test_de_ana_0001",
    })
    .returning();
  if (!payment) throw new Error("payment not created");
  // A success fee A owes, on the listing titled with the private marker: a 'Mis Pagos' or page that
  // showed it to anyone but A and staff fails the leak check.
  await makeSuccessFeeDue(db, { propertyId: draft.id, reason: "review_charged" });
  // A's paid campaign on the published listing, with the invoice it issued: only A and staff download it.
  const [paid] = await db
    .insert(payments)
    .values({
      userId: people.userA.id,
      propertyId: published.id,
      propertyTitle: published.title,
      productType: "marketing",
      amount: 60_500,
      provider: "test",
      providerPaymentId: "pi_test_pagado_de_ana_0001",
      status: "succeeded",
    })
    .returning({ id: payments.id });
  const invoice =
    paid &&
    (await db.transaction((tx) =>
      issueInvoiceForPayment(tx, { paymentId: paid.id, issuer: invoiceIssuerFrom(context.env) }),
    ));
  if (!invoice) throw new Error("invoice not issued");

  // A buyer's message on A's published listing: only A and staff may read it.
  const [lead] = await db
    .insert(leads)
    .values({
      propertyId: published.id,
      kind: "enquiry",
      state: "received",
      buyerName: "Marta Compradora",
      buyerEmail: LEAD_BUYER_EMAIL,
      message: "¿Se puede visitar el sábado?",
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("lead not created");
  // A confirmed offer on A's listing: only A answers it ('Aceptar oferta', …); staff only read it.
  const [offerLead] = await db
    .insert(leads)
    .values({
      propertyId: published.id,
      kind: "offer",
      state: "submitted",
      buyerName: "Marta Compradora",
      buyerEmail: LEAD_BUYER_EMAIL,
    })
    .returning({ id: leads.id });
  if (!offerLead) throw new Error("offer not created");
  await db.insert(leadOffers).values({
    leadId: offerLead.id,
    amount: 250_000,
    financing: "cash",
    arrasDate: "2030-01-15",
    confirmedAt: new Date(),
  });

  // Two contacts held for A's review: only A approves one and marks the other as spam.
  const held = { review: "held", heldReason: "listing_rate", buyerEmail: LEAD_BUYER_EMAIL } as const;
  const heldLead = await createLead(db, published.id, "enquiry", held);
  const spamLead = await createLead(db, published.id, "enquiry", held);
  // And two from senders of their own: one ticked for 'Aprobar seleccionados', one whose sender is
  // marked 'Marcar todo como spam'.
  const selectedLead = await createLead(db, published.id, "enquiry", {
    ...held,
    buyerEmail: "elegida@example.es",
  });
  const senderSpamLead = await createLead(db, published.id, "enquiry", {
    ...held,
    buyerEmail: "masivo@example.es",
  });

  // What A sent as a buyer ('Mis solicitudes'): a viewing the seller moved to another
  // time and an offer they countered, on a listing of someone who is none of the actors. Only A
  // answers them; anyone else's attempt is the same 404 as no request.
  const otherSeller = await createUser(db, { name: "Carlos Vendedor", email: "carlos.v@example.es" });
  const othersListing = await createProperty(db, otherSeller.id, { title: "Piso de Carlos" });
  const sentByA = {
    propertyId: othersListing.id,
    buyerName: "Ana Compradora",
    buyerEmail: "ana.compras@example.es",
    buyerUserId: people.userA.id,
  };
  const [sentViewing, sentOffer] = await db
    .insert(leads)
    .values([
      { ...sentByA, kind: "viewing", state: "rescheduled" },
      { ...sentByA, kind: "offer", state: "countered" },
    ])
    .returning({ id: leads.id });
  if (!sentViewing || !sentOffer) throw new Error("A's requests not created");
  const inTenDays = new Date(Date.now() + 10 * 86_400_000);
  await db.insert(leadViewings).values({
    leadId: sentViewing.id,
    proposedSlots: [inTenDays],
    scheduledAt: new Date(inTenDays.getTime() + 86_400_000),
    timeProposals: 1,
  });
  await db.insert(leadOffers).values({
    leadId: sentOffer.id,
    amount: 200_000,
    financing: "mortgage",
    arrasDate: "2030-02-01",
    counterAmount: 215_000,
    confirmedAt: new Date(),
    answeredAt: new Date(),
  });

  // A's arras contract draft (step 4): its PDF in the private bucket, only for A and staff.
  const arrasKey = `${people.userA.id}/${published.id}/1700000000000-arras-contract.pdf`;
  await storage.put(
    BUCKETS.propertyContracts,
    arrasKey,
    await renderPdf({ title: "Contrato de arras penitenciales", blocks: [] }),
    "application/pdf",
  );
  const [arras] = await db
    .insert(arrasContracts)
    .values({ userId: people.userA.id, propertyId: published.id, terms: {}, pdfStoragePath: arrasKey })
    .returning({ id: arrasContracts.id });
  if (!arras) throw new Error("arras contract not created");
  // Put to signature with the tester as its buyer (an account like any other here): the buyer's page
  // and the version's PDF are for A and the tester only.
  const arrasVersion = await insertContractVersion(db, storage, {
    contractId: arras.id,
    parties: {
      seller: { name: people.userA.name, email: people.userA.email },
      buyer: { name: people.tester.name, email: people.tester.email },
    },
  });

  // A's favourite, on a listing only A may see: no one else's 'Favoritos' or export may
  // show it. Written directly, as the heart saves only published listings.
  await db.insert(favourites).values({ userId: people.userA.id, propertyId: draft.id });
  // A's saved searches: one the probes change, one they delete; named privately, so a
  // page that showed them to anyone else would fail the leak check.
  const [search, spareSearch] = await db
    .insert(savedSearches)
    .values([
      { userId: people.userA.id, name: `Búsqueda ${PRIVATE_MARKER}`, query: "?provincia=Valencia" },
      { userId: people.userA.id, name: `Otra ${PRIVATE_MARKER}`, query: "?provincia=Madrid" },
    ])
    .returning({ id: savedSearches.id });
  if (!search || !spareSearch) throw new Error("saved searches not created");

  // A deal on another home of A's with the tester as its buyer (verified e-mail): its closing room
  // is for A, the tester and staff only; the notary already chosen gives the deed a date (.ics).
  const sold = await createProperty(db, people.userA.id, { title: "Casa en cierre de Ana" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: sold.id,
      buyerName: people.tester.name,
      buyerEmail: people.tester.email,
      price: 300_000,
      deposit: 30_000,
      financing: "cash",
      arrasDate: "2030-01-10",
      acceptedBy: "seller",
    })
    .returning({ id: deals.id });
  if (!deal) throw new Error("deal not created");
  await db.insert(closingEvents).values({
    dealId: deal.id,
    userId: people.tester.id,
    party: "buyer",
    kind: "notary_chosen",
    payload: { name: "Notaría Centro", address: "Calle Mayor 1", at: "2030-03-01T09:00:00.000Z" },
  });
  // Its arras, signed on paper after the deal was agreed: the signed PDF is for A, the tester and staff.
  const signedArrasKey = `${people.userA.id}/arras-firmado.pdf`;
  await storage.put(
    BUCKETS.propertyContracts,
    signedArrasKey,
    Buffer.from("%PDF-1.7\narras\n"),
    "application/pdf",
  );
  await db.insert(arrasContracts).values({
    userId: people.userA.id,
    propertyId: sold.id,
    terms: {},
    pdfStoragePath: signedArrasKey,
    signedAt: sql`now()`,
  });
  // A's agency reported a signed deed, waiting for its confirmation: its document is for A and staff.
  const dealDocumentKey = `agency-deal-reports/${agency.id}/1700000000000-escritura.pdf`;
  await storage.put(
    BUCKETS.propertyContracts,
    dealDocumentKey,
    Buffer.from("%PDF-1.7\nescritura\n"),
    "application/pdf",
  );
  const [dealReport] = await db
    .insert(agencyDealReports)
    .values({
      propertyId: agency.id,
      stage: "escritura",
      status: "pending",
      signedOn: madridDay(new Date()),
      finalPrice: 600_000,
      buyerName: "Pablo Ruiz Ortega",
      documentKey: dealDocumentKey,
      documentType: "application/pdf",
      reportedBy: people.userA.id,
    })
    .returning({ id: agencyDealReports.id });
  if (!dealReport) throw new Error("agency deal report not created");
  // The seller's nota simple in that closing room: a private file for A, the tester and staff.
  const notaKey = `closing/${deal.id}/nota-simple/nota.pdf`;
  await storage.put(
    BUCKETS.propertyContracts,
    notaKey,
    Buffer.from("%PDF-1.7\nnota simple\n"),
    "application/pdf",
  );
  const [nota] = await db
    .insert(closingDocuments)
    .values({
      dealId: deal.id,
      itemKey: "nota-simple",
      storageKey: notaKey,
      fileName: "nota-simple.pdf",
      contentType: "application/pdf",
      size: 20,
      uploadedBy: people.userA.id,
      party: "seller",
    })
    .returning({ id: closingDocuments.id });
  if (!nota) throw new Error("closing document not created");
  // A link to that deal's notary file, handed to the notary by A: it opens for whoever holds it.
  const [notaryLink] = await db
    .insert(closingNotaryLinks)
    .values({
      dealId: deal.id,
      createdBy: people.userA.id,
      party: "seller",
      expiresAt: sql`now() + interval '30 days'`,
    })
    .returning({ id: closingNotaryLinks.id });
  if (!notaryLink) throw new Error("notary link not created");

  return {
    db,
    context,
    storageRoot,
    storage,
    people,
    cookieOf,
    forgetCookie: (actor: Actor) => cookies.delete(actor),
    a: {
      draftId: draft.id,
      publishedId: published.id,
      photoUrl,
      spareId: spare.id,
      dealId: deal.id,
      closingDocumentId: nota.id,
      notaryLinkId: notaryLink.id,
      agencyDealReportId: dealReport.id,
      agencyId: agency.id,
      contractId: agency.contractId,
      managementContractKey: agency.managementContractUrl,
      contractPdfKey: agency.pdf,
      arrasId: arras.id,
      arrasVersionId: arrasVersion.versionId,
      arrasVersionSha256: arrasVersion.documentSha256,
      paymentId: payment.providerPaymentId,
      invoiceId: invoice.id,
      leadId: lead.id,
      offerLeadId: offerLead.id,
      heldLeadId: heldLead.id,
      spamLeadId: spamLead.id,
      selectedLeadId: selectedLead.id,
      senderSpamLeadId: senderSpamLead.id,
      leadBuyerEmail: LEAD_BUYER_EMAIL,
      favouriteId: draft.id,
      sentViewingLeadId: sentViewing.id,
      sentOfferLeadId: sentOffer.id,
      searchId: search.id,
      spareSearchId: spareSearch.id,
    },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** Every row of every table and every stored file: equal before and after a refused attempt. */
export async function worldFingerprint(world: World): Promise<string> {
  const rows = await tablesFingerprint(world.db, await fingerprintedTables(world));
  return `${rows} files:${storedFiles(world.storageRoot).join(",")}`;
}

/**
 * A cheap mark of the world's state: each table's row count and the newest transaction that wrote
 * one of its rows (`xmin`), and the stored files' names and sizes. Calls made one after another
 * cannot change a table without changing its mark: a row inserted or updated carries a transaction
 * id newer than any before it, and a row deleted alone lowers the count. So an unchanged mark means
 * an unchanged fingerprint, and the fingerprint (every row's text, sorted and hashed: ten times the
 * work) is needed only when the mark moves.
 */
export async function worldMark(world: World): Promise<string> {
  const parts = (await fingerprintedTables(world)).map(
    (table) =>
      `(select '${table}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${table}")`,
  );
  const [row] = await queryRows<{ mark: string }>(
    world.db,
    sql.raw(`select concat_ws(' ', ${parts.join(", ")}) as mark`),
  );
  return `${row?.mark ?? ""} files:${storedFiles(world.storageRoot).join(",")}`;
}

async function fingerprintedTables(world: World): Promise<string[]> {
  const tables = await queryRows<{ tablename: string }>(
    world.db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%' order by tablename`,
  );
  // Sessions move on their own (sliding expiry on read); who may sign in is in users/accounts.
  return tables.map((table) => table.tablename).filter((name) => name !== "sessions");
}

export function storedFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : [
            `${path.relative(root, path.join(dir, entry.name))}#${readFileSync(path.join(dir, entry.name)).length}`,
          ],
    );
  try {
    return walk(root).sort();
  } catch {
    return [];
  }
}
