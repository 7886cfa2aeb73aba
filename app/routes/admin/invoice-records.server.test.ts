import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { auditLog } from "#app/db/schema/audit";
import { invoiceEvents, invoiceRecords } from "#app/db/schema/invoice-records";
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
  test("the confirmation says what it means; confirming appends the anulación and the list says 'Anulada'", async () => {
    const { db } = database();
    const invoice = await issueTestInvoice(database().db);
    const { context, user, cookie } = await signedIn("admin");
    const url = `/admin/facturas/${invoice.id}/anular`;
    const page = await cancelLoader({
      request: new Request(`http://localhost:3000${url}`, { headers: { cookie } }),
      context,
      params: { id: invoice.id },
    } as never);
    expect(page.invoice).toMatchObject({ number: `F-${invoice.year}-00001`, state: "registered" });

    const response = asResponse(
      await cancelAction({
        request: formRequest(url, {}, cookie),
        context,
        params: { id: invoice.id },
      } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/facturas?anio=${invoice.year}`);
    const kinds = await db
      .select({ kind: invoiceRecords.kind })
      .from(invoiceRecords)
      .orderBy(asc(invoiceRecords.position));
    expect(kinds.map((row) => row.kind)).toEqual(["alta", "anulacion"]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "invoice.cancelled"));
    expect(entry).toMatchObject({ actorId: user.id, targetId: invoice.id });

    const list = await invoicesLoader({
      request: new Request("http://localhost:3000/admin/facturas", { headers: { cookie } }),
      context,
      params: {},
    } as never);
    expect(list.invoices[0]?.recordState).toBe("cancelled");
    // Sending is off in tests: nothing went to the AEAT, and the page says so. This payment has no
    // payer, so the staff are also told the AEAT would refuse its alta (no recipient NIF, 1189).
    expect(list.sending).toBe(false);
    expect(list.invoices[0]?.aeat).toEqual({ state: "unsent", wouldRefuse: ["1189"] });

    // A second submit (a double click, the back button) appends nothing and says why.
    const again = await cancelAction({
      request: formRequest(url, {}, cookie),
      context,
      params: { id: invoice.id },
    } as never);
    expect(again).toMatchObject({
      data: { message: "Esta factura ya está anulada." },
      init: { status: 409 },
    });
    expect(await db.select({ id: invoiceRecords.id }).from(invoiceRecords)).toHaveLength(2);
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
