import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { deals, users } from "#app/db/schema/index";
import type { Locale } from "#app/lib/i18n/locales";
import { getToast } from "#app/lib/toast.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { renderRoute } from "#tests/support/render-route";
import ClosingDocuments, { loader as documentsLoader } from "./documents";
import ClosingRoom, { loader as roomLoader } from "./room";
import ClosingTimeline, { action as timelineAction, loader as timelineLoader } from "./timeline";

/**
 * The closing room as each party reads it: the buyer in their language (headings, steps, dates,
 * history, toasts; the Spanish tax and legal names kept beside), the seller in Spanish as ever.
 */
const database = withTestDatabase();
let harness: ReturnType<typeof createAuthTestContext>;
let context: AppLoadContext;

beforeEach(async () => {
  await database().truncate();
  harness = createAuthTestContext(database().db);
  context = harness.context;
});
afterEach(() => harness.jobs.stop());

type Handler = (args: never) => unknown;

/** A mortgage deal whose buyer's account reads `locale`; the seller noted the deposit. */
async function roomWith(locale: Locale) {
  const { db } = database();
  const seller = await createUser(db, { name: "Lucía Martín Ortega" });
  const buyer = await createUser(db, { name: "Jane Buyer", email: "jane.room@example.co.uk" });
  await db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  const property = await createProperty(db, seller.id, { title: "Piso con balcón en Russafa" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      buyerName: "Jane Buyer",
      buyerEmail: buyer.email,
      price: 250_000,
      deposit: 25_000,
      financing: "mortgage",
      arrasDate: "2027-01-20",
      acceptedBy: "seller",
      agreedAt: new Date("2026-11-10T10:00:00Z"),
    })
    .returning();
  if (!deal) throw new Error("no deal");
  const cookies = {
    seller: await sessionCookie(context, seller),
    buyer: await sessionCookie(context, buyer),
  };
  const url = `/cierre/${deal.id}`;
  const call = (handler: Handler, request: Request) =>
    callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        (handler as (a: unknown) => unknown)({ ...args, params: { dealId: deal.id } }),
      request,
      context,
    );
  /** Posts a change of the room and returns the toast it leaves for the next page. */
  const post = async (who: keyof typeof cookies, fields: Record<string, string>) => {
    const answer = (await call(timelineAction, postForm(url, fields, cookies[who]))) as Response;
    expect(answer.status).toBe(302);
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const { toast } = await getToast(new Request(TEST_PUBLIC_URL, { headers: { cookie } }), {
      secret: context.env.AUTH_SECRET,
    });
    return toast;
  };
  /** The room's header and its timeline, as the party's browser shows them. */
  const page = async (who: keyof typeof cookies) => {
    const request = () => new Request(`${TEST_PUBLIC_URL}${url}`, { headers: { cookie: cookies[who] } });
    const layout = (await call(roomLoader as Handler, request())) as { data: unknown };
    const timeline = (await call(timelineLoader as Handler, request())) as { data: unknown };
    return renderRoute(
      url,
      { id: "room", path: "/cierre/:dealId", Component: ClosingRoom as never, data: layout.data },
      { id: "timeline", index: true, Component: ClosingTimeline as never, data: timeline.data },
    );
  };
  /** The Documentos tab, as the party's browser shows it. */
  const documents = async (who: keyof typeof cookies) => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}/documentos`, { headers: { cookie: cookies[who] } });
    const tab = (await call(documentsLoader as Handler, request)) as { data: unknown };
    return renderRoute(`${url}/documentos`, {
      id: "documents",
      path: "/cierre/:dealId/documentos",
      Component: ClosingDocuments as never,
      data: tab.data,
    });
  };
  /** What the room's layout hands the root: the header's and footer's words among it. */
  const layout = async (who: keyof typeof cookies) => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}`, { headers: { cookie: cookies[who] } });
    return ((await call(roomLoader as Handler, request)) as unknown as { data: { site: unknown } }).data;
  };
  await post("seller", { intent: "mark-deposit", on: "2026-11-20" });
  return { post, page, documents, layout };
}

describe("the closing room in the reader's language", () => {
  test("the header and footer follow the buyer's language; the seller's stay the address's Spanish", async () => {
    const room = await roomWith("en");
    expect((await room.layout("buyer")).site).toMatchObject({ locale: "en", signOut: "Sign out" });
    expect((await room.layout("seller")).site).toBeNull();
  });

  test("an English buyer reads the room in English, the Spanish legal and tax names beside", async () => {
    const room = await roomWith("en");
    const toast = await room.post("buyer", { intent: "record-mortgage", feinOn: "2026-11-21" });
    expect(toast).toMatchObject({
      title: "We have noted your mortgage dates.",
      description: "We have recorded it and told the other party.",
    });
    const html = await room.page("buyer");
    expect(html).toContain("Closing room · Buyer");
    expect(html).toContain(">Timeline</a>");
    expect(html).toContain(">Documents</a>");
    expect(html).toContain("Your next step");
    expect(html).toContain("Deposit (señal) received");
    expect(html).toContain("Received on 20 November 2026");
    expect(html).toContain("Bank’s binding mortgage offer (FEIN)");
    expect(html).toContain("the deed (escritura) cannot be signed before 1 December 2026");
    expect(html).toContain("Municipal capital gains tax (Plusvalía municipal)");
    expect(html).toContain("Choose the notary’s office");
    expect(html).toContain("History");
    expect(html).toContain("The seller has confirmed receiving the deposit (señal) on 20 November 2026.");
    expect(html).not.toContain("Señal recibida");
    expect(html).not.toContain("Historial");

    const documents = await room.documents("buyer");
    expect(documents).toContain("The buyer’s documents");
    expect(documents).toContain("Land Registry extract (nota simple)");
    expect(documents).toContain("Binding mortgage offer (FEIN)");
    expect(documents).toContain("Missing");
    expect(documents).toContain("Share with the notary’s office");
    expect(documents).not.toContain("Documentos del comprador");
  });

  test("a German buyer reads the room in German", async () => {
    const room = await roomWith("de");
    const html = await room.page("buyer");
    expect(html).toContain("Abschlussraum · Käufer");
    expect(html).toContain("Anzahlung (señal) eingegangen");
    expect(html).toContain("Erhalten am 20. November 2026");
    expect(html).toContain("Verlauf");
  });

  test("a Spanish buyer and the seller read the room in Spanish as before", async () => {
    const room = await roomWith("es");
    const toast = await room.post("buyer", { intent: "record-mortgage", feinOn: "2026-11-21" });
    expect(toast).toMatchObject({
      title: "Hemos anotado las fechas de tu hipoteca.",
      description: "Lo hemos anotado y avisado a la otra parte.",
    });
    const buyerHtml = await room.page("buyer");
    expect(buyerHtml).toContain("Sala de cierre · Comprador");
    expect(buyerHtml).toContain("Recibida el 20 de noviembre de 2026");
    expect(buyerHtml).toContain("la escritura no puede firmarse antes del 1 de diciembre de 2026");
    expect(buyerHtml).toContain("Historial");
    const sellerHtml = await room.page("seller");
    expect(sellerHtml).toContain("Sala de cierre · Vendedor");
    expect(sellerHtml).toContain("Señal recibida");
    expect(sellerHtml).not.toMatch(/ lang="/);
    const documents = await room.documents("buyer");
    expect(documents).toContain("Documentos del comprador");
    expect(documents).toContain("Nota simple del Registro de la Propiedad");
    expect(documents).toContain("Compartir con la notaría");
  });
});
