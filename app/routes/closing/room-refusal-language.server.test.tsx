import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import type { Locale } from "#app/lib/i18n/locales";
import { configureStorage } from "#app/lib/storage.server";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext } from "#tests/support/auth-context";
import {
  closingRoomReader,
  day,
  markForm,
  PDF,
  TEXT,
  TOO_LARGE,
  uploadForm,
} from "#tests/support/closing-room-reader";

/**
 * What the room refuses and why each document is asked for, as the buyer reads it: a refused upload,
 * a step out of order, the FEIN's wait and each document's legal basis in the buyer's language, the
 * Spanish statute and its article kept; the seller and a Spanish buyer read the domain's own Spanish.
 */
const database = withTestDatabase();
let harness: ReturnType<typeof createAuthTestContext>;
let context: AppLoadContext;

beforeEach(async () => {
  await database().truncate();
  harness = createAuthTestContext(database().db);
  context = harness.context;
  // Where an accepted upload would go; the refused ones below never reach it.
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-room-refusals-")) });
});
afterEach(() => harness.jobs.stop());

const roomWith = (locale: Locale) => closingRoomReader(database().db, context, locale);

describe("the room's refusals and legal bases in the reader's language", () => {
  test("an English buyer meets the room's refusals in English", async () => {
    const room = await roomWith("en");
    const wrongType = await room.refusedDocument("buyer", uploadForm("dni-comprador", TEXT()));
    expect(wrongType).toMatchObject({
      itemKey: "dni-comprador",
      error: "Only PDFs or photos (JPG, PNG or WebP) are accepted, and this file is neither.",
    });
    const shown = await room.documents("buyer", wrongType);
    expect(shown).toContain("Only PDFs or photos (JPG, PNG or WebP) are accepted, and this file is neither.");
    expect(shown).not.toContain("Solo se admiten");
    expect((await room.refusedDocument("buyer", uploadForm("dni-comprador", TOO_LARGE()))).error).toBe(
      "The file is larger than 10 MB. Please upload a lighter copy (a PDF or a photo).",
    );
    expect((await room.refusedDocument("buyer", uploadForm("nota-simple", PDF()))).error).toBe(
      "This document is for the other party to provide.",
    );
    expect((await room.refusedDocument("buyer", markForm("dni-comprador"))).error).toBe(
      "A document is marked as received by whoever receives it: the other party or Zaguán.",
    );
    expect((await room.refusedDocument("buyer", markForm("modelo-211"))).error).toBe(
      "That document is not on this sale’s list.",
    );

    const at = `${day(1)}T10:00`;
    expect(await room.refusedChange("buyer", { intent: "change-appointment", at })).toBe(
      "Choose the notary’s office first.",
    );
    await room.post("buyer", { intent: "record-mortgage", feinOn: day(0) });
    const early = { intent: "choose-notary", name: "Notaría Ruiz", address: "Calle Colón 1, Valencia", at };
    expect(await room.refusedChange("buyer", early)).toMatch(
      /^You have 10 calendar days from the binding offer \(FEIN\) before you sign: the appointment can be on \d{1,2} [A-Z][a-z]+ \d{4} at the earliest\.$/,
    );
  });

  test("a German buyer reads each document's legal basis in German, the Spanish statute and article kept", async () => {
    const room = await roomWith("de");
    const documents = await room.documents("buyer");
    expect(documents).toContain(
      "Rechtsgrundlage (spanisches Recht): Immobiliarkreditgesetz (Ley 5/2019 de crédito inmobiliario), Art. 14 und 15",
    );
    expect(documents).toContain(
      "Rechtsgrundlage (spanisches Recht): Geldwäschegesetz (Ley 10/2010 de prevención del blanqueo de capitales), Art. 3",
    );
    expect(documents).toContain(
      "Rechtsgrundlage (spanisches Recht): Hypothekengesetz (Ley Hipotecaria), Art. 221 und 222",
    );
    expect(documents).not.toContain("arts. 14 y 15");
    expect(await room.refusedChange("buyer", { intent: "change-appointment", at: `${day(1)}T10:00` })).toBe(
      "Wählen Sie zuerst das Notariat.",
    );
  });

  test("a Spanish buyer and the seller meet the domain's own Spanish refusals and legal bases", async () => {
    const room = await roomWith("es");
    expect((await room.refusedDocument("buyer", uploadForm("dni-comprador", TEXT()))).error).toBe(
      "Solo se admiten PDF o fotos (JPG, PNG o WebP). Ese archivo no es ninguno de ellos.",
    );
    expect((await room.refusedDocument("buyer", uploadForm("nota-simple", PDF()))).error).toBe(
      "Este documento lo aporta la otra parte.",
    );
    expect(await room.refusedChange("buyer", { intent: "change-appointment", at: `${day(1)}T10:00` })).toBe(
      "Primero el comprador tiene que elegir la notaría.",
    );
    expect((await room.refusedDocument("seller", markForm("nota-simple"))).error).toBe(
      "Lo marca como recibido quien lo recibe: la otra parte o Zaguán.",
    );
    const buyerTab = await room.documents("buyer");
    expect(buyerTab).toContain("Base legal: Ley 5/2019 de crédito inmobiliario, arts. 14 y 15");
    expect(buyerTab).toContain("Base legal: Ley Hipotecaria, arts. 221 y 222");
    expect(await room.documents("seller")).toContain("Base legal: Código Civil, art. 1280.5");
  });
});
