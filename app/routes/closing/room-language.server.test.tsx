import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Locale } from "#app/lib/i18n/locales";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext } from "#tests/support/auth-context";
import { closingRoomReader } from "#tests/support/closing-room-reader";

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

const roomWith = (locale: Locale) => closingRoomReader(database().db, context, locale);

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
