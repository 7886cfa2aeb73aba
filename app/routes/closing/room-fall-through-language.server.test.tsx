import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { arrasContracts, deals, properties, users } from "#app/db/schema/index";
import type { Locale } from "#app/lib/i18n/locales";
import { getToast } from "#app/lib/toast.server";
import { createLead } from "#tests/factories/leads";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, createAuthTestContext, postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { closingDealWorld } from "#tests/support/closing-deal-world";
import { renderRoute } from "#tests/support/render-route";
import { loader as dateIcsLoader } from "./date-ics";
import ClosingTimeline, { action as timelineAction, loader as timelineLoader } from "./timeline";

/**
 * The room's forms refuse a buyer's field in the buyer's language. The buyer ends the deal from the closing room, after signing penitential arras: the form, the
 * step that states the señal's fate, the refusals, the toast and the notice of the ended deal in
 * the buyer's language, the Spanish legal term and its article kept; a Spanish buyer as before.
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

/**
 * The world's deal, made from the buyer's own offer, with penitential arras of 25.000 € signed and
 * the deed due by 10 February 2027 (a date the room offers as an .ics file).
 */
async function roomOfBuyerIn(locale: Locale) {
  const world = await closingDealWorld(database());
  const { db, buyer, deal } = world;
  const lead = await createLead(db, deal.propertyId, "offer", {
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerUserId: buyer.id,
    state: "accepted",
  });
  await db.update(deals).set({ leadId: lead.id }).where(eq(deals.id, deal.id));
  await db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  await db.update(properties).set({ arrasSigned: true }).where(eq(properties.id, deal.propertyId));
  await db
    .update(arrasContracts)
    .set({ terms: { arrasKind: "penitenciales", arrasAmount: 25_000, deedDeadline: "2027-02-10" } })
    .where(eq(arrasContracts.propertyId, deal.propertyId));
  const cookie = await sessionCookie(context, buyer);
  const url = `/cierre/${deal.id}`;
  const call = (handler: Handler, request: Request) =>
    callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        (handler as (a: unknown) => unknown)({ ...args, params: { dealId: deal.id } }),
      request,
      context,
    );
  const fields = (more: Record<string, string>) => ({
    intent: "record-fall-through",
    dealId: deal.id,
    reason: "comprador-desiste",
    ...more,
  });
  /** The action's answer to a first POST: the step to confirm, or a refusal. */
  const ask = async (more: Record<string, string> = {}) => {
    const answer = (await call(timelineAction, postForm(url, fields(more), cookie))) as unknown as {
      data: { fallThrough: Record<string, unknown> };
    };
    return answer.data.fallThrough;
  };
  /** The confirmed POST, and the toast it leaves for the next page. */
  const confirm = async () => {
    const answer = (await call(
      timelineAction,
      postForm(url, fields({ confirmed: "yes" }), cookie),
    )) as Response;
    expect(answer.status).toBe(302);
    const cookies = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const { toast } = await getToast(new Request(TEST_PUBLIC_URL, { headers: { cookie: cookies } }), {
      secret: context.env.AUTH_SECRET,
    });
    return toast;
  };
  const page = async () => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}`, { headers: { cookie } });
    const timeline = (await call(timelineLoader as Handler, request)) as { data: unknown };
    return renderRoute(url, {
      id: "timeline",
      path: "/cierre/:dealId",
      Component: ClosingTimeline as never,
      data: timeline.data,
    });
  };
  /** A form of the room sent with a field refused: the errors it answers with. */
  const refused = async (form: Record<string, string>) => {
    const answer = (await call(timelineAction, postForm(url, form, cookie))) as unknown as {
      data: { errors: Record<string, string> };
    };
    return answer.data.errors;
  };
  /** The status of a step's date as an .ics file. */
  const calendarFile = async (key: string) => {
    const request = new Request(`${TEST_PUBLIC_URL}${url}/fechas/${key}`, { headers: { cookie } });
    const answer = (await callRoute(
      (args: { request: Request; context: AppLoadContext }) =>
        (dateIcsLoader as (a: unknown) => unknown)({ ...args, params: { dealId: deal.id, key } }),
      request,
      context,
    )) as Response;
    return answer.status;
  };
  return { ask, confirm, page, refused, calendarFile };
}

describe("the buyer's end of the deal in the closing room, in the buyer's language", () => {
  test("an English buyer records it in English and reads the ended deal in English", async () => {
    const room = await roomOfBuyerIn("en");
    expect(await room.refused({ intent: "record-mortgage" })).toEqual({
      feinOn: "Enter the date of the valuation (tasación) or of the binding offer (FEIN).",
    });
    expect(await room.refused({ intent: "confirm-deed", on: "2999-01-01" })).toEqual({
      on: "The date cannot be later than today.",
      confirmed: "Tick the box to confirm that you have signed the deed (escritura).",
    });
    expect(await room.calendarFile("escritura")).toBe(200);
    const form = await room.page();
    expect(form).toContain("The sale is not going ahead");
    expect(form).toContain("Your next step");
    expect(form).toContain("The buyer has pulled out");
    expect(form).toContain("Note for the seller (optional)");
    expect(form).not.toContain("¿Por qué no sigue adelante?");

    expect(await room.ask({ note: "x".repeat(501) })).toMatchObject({
      error: "The note cannot be longer than 500 characters.",
      errorField: "note",
    });
    expect(await room.ask({ reason: "" })).toMatchObject({ error: "Choose why it is not going ahead." });
    expect(await room.ask({ reason: "financiacion-denegada" })).toMatchObject({
      error:
        "That reason cannot be used: the deposit contract (contrato de arras) has no financing condition (condición de financiación). Please choose another.",
    });
    const step = await room.ask();
    expect(step.confirm).toEqual({
      reasonLine: "Reason: The buyer has pulled out.",
      statement:
        "The buyer is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller keeps the deposit of €25,000.",
    });

    expect(await room.confirm()).toMatchObject({
      title: "Sale ended",
      description:
        "We have recorded that the sale is not going ahead. The home is on sale again. The buyer is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller keeps the deposit of €25,000.",
    });
    const ended = await room.page();
    expect(ended).toContain("The sale did not go ahead");
    // Nothing is left to do in a deal that ended: no step is put to the buyer as theirs, and
    // nothing said to be recorded "yet".
    expect(ended).not.toContain("Your next step");
    expect(ended).not.toContain("Nothing has been recorded yet.");
    expect(ended).not.toContain("To do: ");
    // What was done stays, as the record of how far it got.
    expect(ended).toContain("Done: </span>Offer accepted");
    expect(await room.calendarFile("escritura")).toBe(404);
    expect(ended).toContain("you recorded it.");
    expect(ended).toContain("Reason: The buyer has pulled out.");
    expect(ended).toContain(
      "Your deposit (arras): The buyer is pulling out under a penitential deposit (arras penitenciales, art. 1454 Código Civil): the seller keeps the deposit of €25,000.",
    );
    expect(ended).not.toContain("La señal");
  });

  test("a German buyer reads the step and the ended deal in German", async () => {
    const room = await roomOfBuyerIn("de");
    expect(await room.refused({ intent: "choose-notary", at: "2020-01-01T10:00" })).toEqual({
      at: "Der Termin muss in der Zukunft liegen.",
      name: "Geben Sie den Namen des Notariats oder des Notars an.",
      address: "Geben Sie die Adresse des Notariats an.",
    });
    expect((await room.ask()).confirm).toEqual({
      reasonLine: "Grund: Der Käufer tritt zurück.",
      statement: expect.stringContaining(
        "(arras penitenciales, Art. 1454 Código Civil): Der Verkäufer behält",
      ),
    });
    await room.confirm();
    const ended = await room.page();
    expect(ended).toContain("Der Verkauf hat nicht stattgefunden");
    expect(ended).not.toContain("Ihr nächster Schritt");
    expect(ended).toContain("Sie haben es festgehalten.");
    expect(ended).toContain("Ihre Anzahlung (arras): ");
  });

  test("a Spanish buyer reads the same Spanish as before", async () => {
    const room = await roomOfBuyerIn("es");
    expect(await room.refused({ intent: "record-mortgage" })).toEqual({
      feinOn: "Indica la fecha de la tasación o la de la FEIN.",
    });
    const form = await room.page();
    expect(form).toContain("¿Por qué no sigue adelante?");
    expect(form).toContain("Tu siguiente paso");
    expect(form).toContain("El comprador se echa atrás");
    expect(await room.ask({ note: "x".repeat(501) })).toMatchObject({
      error: "La nota no puede pasar de 500 caracteres.",
    });
    const statement =
      "El comprador se echa atrás con arras penitenciales (art. 1454 del Código Civil): el vendedor conserva la señal de 25.000\u00a0€.";
    expect((await room.ask()).confirm).toEqual({
      reasonLine: "Motivo: El comprador se echa atrás.",
      statement,
    });
    expect(await room.confirm()).toMatchObject({
      title: "Venta terminada",
      description: `Hemos registrado que la venta no sigue adelante. La vivienda vuelve a estar en venta. ${statement}`,
    });
    const ended = await room.page();
    expect(ended).toContain("La venta no siguió adelante");
    expect(ended).not.toContain("Tu siguiente paso");
    expect(ended).toContain("lo registró el comprador. Motivo:");
    expect(ended).toContain(statement);
  });
});
