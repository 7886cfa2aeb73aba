import { asc, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, test } from "vitest";
import type { Db } from "#app/db/client.server";
import { invoiceEvents, invoiceRecords } from "#app/db/schema/invoice-records";
import { appendAnulacionRecord } from "#app/domain/invoices/verifactu/records.server";
import { exportCompanyRecords } from "#app/domain/invoices/verifactu/records-export.server";
import { verifyInvoiceChains } from "#app/domain/invoices/verifactu/verify.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { action as exportAction } from "#app/routes/admin/invoice-records-export";
import { issueTestInvoice } from "#tests/factories/invoices";
import { createUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { xsdErrors } from "#tests/support/verifactu-xsd";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const url = "/admin/facturas/registros";

/**
 * `count` altas straight into the table (issuing 1 001 invoices one by one is most of a minute on
 * PGlite): copies of one real alta, each at its own position, enough for the split.
 */
async function seedRecords(db: Db, count: number) {
  const invoice = await issueTestInvoice(database().db);
  const [alta] = await db.select().from(invoiceRecords);
  if (!alta) throw new Error("no alta");
  const rows = Array.from({ length: count - 1 }, (_, index) => ({
    issuerTaxId: alta.issuerTaxId,
    position: index + 2,
    kind: "alta" as const,
    invoiceId: invoice.id,
    record: alta.record,
    huella: alta.huella,
    previousHuella: alta.huella,
  }));
  await db.execute(sql`DROP INDEX invoice_records_invoice_kind_idx`);
  for (let start = 0; start < rows.length; start += 200)
    await db.insert(invoiceRecords).values(rows.slice(start, start + 200));
}

async function signedIn(role: "admin" | "user") {
  const context = createTestContext(database().db);
  const user = await createUser(database().db, { role });
  return { context, cookie: await sessionCookie(context, user) };
}

describe("staff download the records for an inspection", () => {
  test("the file holds every record in chain order, validates against the AEAT's schema, and the export is a chained event", async () => {
    const { db } = database();
    const first = await issueTestInvoice(database().db);
    const second = await issueTestInvoice(database().db);
    await db.transaction((tx) => appendAnulacionRecord(tx, { invoiceId: first.id }));
    const { context, cookie } = await signedIn("admin");

    const response = (await exportAction({
      request: formRequest(url, {}, cookie),
      context,
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(
        `^attachment; filename="registros-verifactu-${context.env.COMPANY_NIF}-\\d{8}-\\d{6}\\.xml"$`,
      ),
    );
    const xml = await response.text();
    expect(await xsdErrors(xml)).toEqual([]);
    // In chain order: the first alta, the second (chained to it), the first's anulación.
    const numbers = [...xml.matchAll(/<sf:NumSerieFactura(?:Anulada)?>([^<]+)</g)].map((m) => m[1]);
    expect(numbers).toEqual([first.label, second.label, first.label, first.label, second.label]);
    expect(xml.match(/<sfLR:RegistroFactura>/g)).toHaveLength(3);
    expect(xml.match(/<sf:RegistroAlta>/g)).toHaveLength(2);
    expect(xml.match(/<sf:RegistroAnulacion>/g)).toHaveLength(1);

    const events = await db.select().from(invoiceEvents).orderBy(asc(invoiceEvents.position));
    const exported = events.at(-1);
    expect(exported).toMatchObject({ type: "08", details: { records: 3 } });
    expect(exported?.previousHuella ?? null).toBe(events.at(-2)?.huella ?? null);
    expect((await verifyInvoiceChains(db)).ok).toBe(true);
  });

  test("more than 1 000 records are a zip of the numbered files, each valid", async () => {
    const { db } = database();
    await seedRecords(db, 1001);
    const at = new Date("2026-11-27T03:05:06Z");
    const download = await exportCompanyRecords(db, { company: DEMO_COMPANY, at });
    expect(download).toMatchObject({
      fileName: `registros-verifactu-${DEMO_COMPANY.COMPANY_NIF}-20261127-040506.zip`,
      contentType: "application/zip",
      records: 1001,
    });
    const files = unzipSync(download?.body as Uint8Array);
    expect(Object.keys(files).sort()).toEqual([
      `registros-verifactu-${DEMO_COMPANY.COMPANY_NIF}-20261127-040506-1-de-2.xml`,
      `registros-verifactu-${DEMO_COMPANY.COMPANY_NIF}-20261127-040506-2-de-2.xml`,
    ]);
    const second = strFromU8(Object.values(files)[1] as Uint8Array);
    expect(second.match(/<sfLR:RegistroFactura>/g)).toHaveLength(1);
    expect(await xsdErrors(second)).toEqual([]);
  });

  test("no records: nothing to download and no event; a signed-in non-admin is refused", async () => {
    const { db } = database();
    const { context, cookie } = await signedIn("admin");
    const empty = await exportAction({
      request: formRequest(url, {}, cookie),
      context,
      params: {},
    } as never).then(
      () => 200,
      (thrown: { init?: { status?: number } }) => thrown.init?.status,
    );
    expect(empty).toBe(404);
    expect(await db.select().from(invoiceEvents)).toEqual([]);

    await issueTestInvoice(database().db);
    const user = await signedIn("user");
    const refused = await exportAction({
      request: formRequest(url, {}, user.cookie),
      context: user.context,
      params: {},
    } as never).then(
      () => 200,
      (thrown: { init?: { status?: number } }) => thrown.init?.status,
    );
    expect(refused).toBe(403);
    expect(await db.select().from(invoiceEvents)).toEqual([]);
  });
});
