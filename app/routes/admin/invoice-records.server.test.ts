import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { invoiceEvents, invoiceRecords } from "#app/db/schema/invoice-records";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { correctInvoiceCustomer } from "#app/domain/invoices/rectify.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import { action as cancelAction, loader as cancelLoader } from "#app/routes/admin/invoice-cancel";
import { action as invoicesAction, loader as invoicesLoader } from "#app/routes/admin/invoices";
import { issueTestInvoice } from "#tests/factories/invoices";
import { createUser } from "#tests/factories/users";
import { createTestContext, formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";

const database = withTestDatabase();
beforeEach(() => database().truncate());

async function signedIn(role: "admin" | "user") {
  const context = createTestContext(database().db);
  const user = await createUser(database().db, { role });
  return { context, user, cookie: await sessionCookie(context, user) };
}

const asResponse = (outcome: unknown) => outcome as Response;
const statusOf = async (attempt: Promise<unknown>) =>
  attempt.then(
    (value) =>
      value instanceof Response
        ? value.status
        : ((value as { init?: { status?: number } })?.init?.status ?? 200),
    (thrown: { status?: number; init?: { status?: number } }) => thrown.status ?? thrown.init?.status ?? 500,
  );

describe("staff cancel an invoice from /admin/facturas", () => {
  test("a charged invoice is not voided: the list and the page say why, and a post is refused (409)", async () => {
    const { db } = database();
    const invoice = await issueTestInvoice(database().db);
    const { context, cookie } = await signedIn("admin");
    const list = await invoicesLoader({
      request: new Request("http://localhost:3000/admin/facturas", { headers: { cookie } }),
      context,
      params: {},
    } as never);
    expect(list.invoices[0]).toMatchObject({
      recordState: "registered",
      cancelHref: null,
      cancelRefusal: "Cobrada: se rectifica, no se anula",
    });
    // Sending is off in tests: nothing went to the AEAT, and the page says so. This payment has no
    // payer, so the staff are also told the AEAT would refuse its alta (no recipient NIF, 1189).
    expect(list.sending).toBe(false);
    expect(list.invoices[0]?.aeat).toEqual({ state: "unsent", wouldRefuse: ["1189"] });

    const url = `/admin/facturas/${invoice.id}/anular`;
    const page = await cancelLoader({
      request: new Request(`http://localhost:3000${url}`, { headers: { cookie } }),
      context,
      params: { id: invoice.id },
    } as never);
    expect(page.invoice).toMatchObject({
      number: `F-${invoice.year}-00001`,
      state: "registered",
      refusal: expect.stringContaining("Esta factura se cobró"),
      rectifyHref: `/admin/facturas/${invoice.id}/rectificar`,
    });
    const refused = await cancelAction({
      request: formRequest(url, {}, cookie),
      context,
      params: { id: invoice.id },
    } as never);
    expect(refused).toMatchObject({ init: { status: 409 } });
    expect(await db.select({ id: invoiceRecords.id }).from(invoiceRecords)).toHaveLength(1);
  });

  test("a correction issued by mistake is voided: the anulación, its audit entry, the list says 'Anulada'", async () => {
    const { db } = database();
    const invoice = await issueTestInvoice(database().db);
    const mistaken = await correctInvoiceCustomer(
      { db, issuer: invoiceIssuerFrom(DEMO_COMPANY) },
      {
        invoiceId: invoice.id,
        customer: { customerName: "Otra Persona", customerTaxId: null, customerAddress: null },
        reason: "Cliente equivocado",
      },
    );
    const { context, user, cookie } = await signedIn("admin");
    const url = `/admin/facturas/${mistaken.id}/anular`;
    const page = await cancelLoader({
      request: new Request(`http://localhost:3000${url}`, { headers: { cookie } }),
      context,
      params: { id: mistaken.id },
    } as never);
    expect(page.invoice).toMatchObject({
      number: `R-${mistaken.year}-00001`,
      state: "registered",
      refusal: null,
    });

    const response = asResponse(
      await cancelAction({
        request: formRequest(url, {}, cookie),
        context,
        params: { id: mistaken.id },
      } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/facturas?anio=${mistaken.year}`);
    const kinds = await db
      .select({ kind: invoiceRecords.kind })
      .from(invoiceRecords)
      .orderBy(asc(invoiceRecords.position));
    expect(kinds.map((row) => row.kind)).toEqual(["alta", "alta", "anulacion"]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "invoice.cancelled"));
    expect(entry).toMatchObject({ actorId: user.id, targetId: mistaken.id });

    const list = await invoicesLoader({
      request: new Request("http://localhost:3000/admin/facturas", { headers: { cookie } }),
      context,
      params: {},
    } as never);
    const listed = list.invoices.find((row) => row.id === mistaken.id);
    expect(listed).toMatchObject({ recordState: "cancelled", cancelHref: null });

    // A second submit (a double click, the back button) appends nothing and says why.
    const again = await cancelAction({
      request: formRequest(url, {}, cookie),
      context,
      params: { id: mistaken.id },
    } as never);
    expect(again).toMatchObject({
      data: { message: "Esta factura ya está anulada." },
      init: { status: 409 },
    });
    expect(await db.select({ id: invoiceRecords.id }).from(invoiceRecords)).toHaveLength(3);
  });

  test("a signed-in user who is not staff is refused, and nothing is appended", async () => {
    const { db } = database();
    const invoice = await issueTestInvoice(database().db);
    const { context, cookie } = await signedIn("user");
    const url = `/admin/facturas/${invoice.id}/anular`;
    expect(
      await statusOf(
        cancelAction({ request: formRequest(url, {}, cookie), context, params: { id: invoice.id } } as never),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        invoicesAction({
          request: formRequest("/admin/facturas", { intent: "verify-chain" }, cookie),
          context,
          params: {},
        } as never),
      ),
    ).toBe(403);
    expect(await db.select({ id: invoiceRecords.id }).from(invoiceRecords)).toHaveLength(1);
    expect(await db.select({ id: invoiceEvents.id }).from(invoiceEvents)).toHaveLength(0);
  });
});

describe("'Verificar la cadena'", () => {
  test("answers in Spanish with what it checked", async () => {
    await issueTestInvoice(database().db);
    await issueTestInvoice(database().db);
    const { context, cookie } = await signedIn("admin");
    const result = await invoicesAction({
      request: formRequest("/admin/facturas", { intent: "verify-chain" }, cookie),
      context,
      params: {},
    } as never);
    expect(result).toEqual({
      ok: true,
      message:
        "La cadena está íntegra: 2 registros de facturación de 1 emisor y 2 registros de evento comprobados, sin ninguna rotura.",
    });
  });
});
