import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { closingEvents, deals } from "#app/db/schema/index";
import { isDomainError } from "#app/domain/errors";
import { withTestDatabase } from "#tests/setup/db";
import { closingDealWorld } from "#tests/support/closing-deal-world";
import { renderNotaryFile } from "./notary-file.server";
import {
  createNotaryLink,
  NOTARY_LINK_DAYS,
  notaryLinkToken,
  openNotaryLink,
  readNotaryLinkToken,
  revokeNotaryLink,
} from "./notary-links.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const SECRET = "s".repeat(32);
const NOW = new Date("2026-11-20T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
};

/** The PDF's words as a reader's tool extracts them. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "zaguan-notary-")), "expediente.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("the notary file's link", () => {
  test("the token names its link only with this server's signature", () => {
    const id = "0b6f1c7e-2a7d-4f3e-9a51-3c0d7f1e2b4a";
    const token = notaryLinkToken(SECRET, id);
    expect(readNotaryLinkToken(SECRET, token)).toBe(id);
    expect(readNotaryLinkToken("o".repeat(32), token)).toBeNull();
    expect(readNotaryLinkToken(SECRET, token.replace(id, "1b6f1c7e-2a7d-4f3e-9a51-3c0d7f1e2b4a"))).toBeNull();
    expect(readNotaryLinkToken(SECRET, id)).toBeNull();
  });

  test("a party creates it: it opens for 30 days, the other party is told and both read it in the history", async () => {
    const w = await closingDealWorld(database());
    const deps = { db: w.db, now: NOW, mail: w.mail };
    const link = await createNotaryLink(deps, await w.room(w.seller), w.seller.id);
    const token = notaryLinkToken(SECRET, link.id);

    expect(await openNotaryLink(w.db, SECRET, token, later(NOTARY_LINK_DAYS - 1))).toMatchObject({
      ok: true,
    });
    expect(await openNotaryLink(w.db, SECRET, token, later(NOTARY_LINK_DAYS))).toEqual({
      ok: false,
      reason: "ended",
    });
    expect(w.sent.map((mail) => mail.to)).toEqual([w.buyer.email]);
    expect(w.sent[0]?.text).toContain("ha compartido el expediente de la operación con la notaría");
    expect(w.sent[0]?.text).toContain("20 de diciembre de 2026");
    const [event] = await w.db.select().from(closingEvents).where(eq(closingEvents.dealId, w.deal.id));
    expect(event).toMatchObject({
      kind: "notary_link_created",
      party: "seller",
      payload: { expiresOn: "2026-12-20" },
    });
  });

  test("either party revokes it: it stops opening at once; staff, a stranger and another deal's id cannot", async () => {
    const w = await closingDealWorld(database());
    const deps = { db: w.db, now: NOW, mail: w.mail };
    const link = await createNotaryLink(deps, await w.room(w.buyer), w.buyer.id);
    const token = notaryLinkToken(SECRET, link.id);

    expect(await codeOf(createNotaryLink(deps, await w.room(w.admin), w.admin.id))).toBe("forbidden");
    expect(await codeOf(revokeNotaryLink(deps, await w.room(w.admin), w.admin.id, link.id))).toBe(
      "forbidden",
    );
    expect(await codeOf(w.room(w.stranger))).toBe("not_found");
    expect(
      await codeOf(revokeNotaryLink(deps, await w.room(w.seller), w.seller.id, crypto.randomUUID())),
    ).toBe("not_found");

    await revokeNotaryLink({ ...deps, now: later(1) }, await w.room(w.seller), w.seller.id, link.id);
    expect(await openNotaryLink(w.db, SECRET, token, later(2))).toEqual({ ok: false, reason: "ended" });
    expect(w.sent.map((mail) => mail.to)).toEqual([w.seller.email, w.buyer.email]);
    // Revoked once: a second revocation finds nothing active.
    expect(await codeOf(revokeNotaryLink(deps, await w.room(w.buyer), w.buyer.id, link.id))).toBe(
      "not_found",
    );
  });

  test("a deal that fell through refuses new links, and its links stop opening", async () => {
    const w = await closingDealWorld(database());
    const deps = { db: w.db, now: NOW, mail: w.mail };
    const link = await createNotaryLink(deps, await w.room(w.seller), w.seller.id);
    await w.db
      .update(deals)
      .set({ releasedAt: later(1), releaseReason: "mutuo-acuerdo" })
      .where(eq(deals.id, w.deal.id));
    expect(await openNotaryLink(w.db, SECRET, notaryLinkToken(SECRET, link.id), later(2))).toEqual({
      ok: false,
      reason: "ended",
    });
    expect(await codeOf(createNotaryLink(deps, await w.room(w.seller), w.seller.id))).toBe("conflict");
  });

  test("a forged token is a 404, before any query", async () => {
    const w = await closingDealWorld(database());
    expect(await openNotaryLink(w.db, SECRET, `${crypto.randomUUID()}.${"A".repeat(43)}`, NOW)).toEqual({
      ok: false,
      reason: "unknown",
    });
  });
});

describe("the notary file", () => {
  test("the parties and the home as the arras record them, the price, the señal and each document's state", async () => {
    const w = await closingDealWorld(database());
    const room = await w.room(w.seller);
    const text = pdfText(await renderNotaryFile(w.db, room, NOW));
    expect(text).toContain("Expediente para la notaría");
    expect(text).toContain("Lucía Martín Ortega");
    expect(text).toContain("Marta Compradora Ruiz");
    expect(text).toMatch(/Precio acordado: 250\.000\s€/);
    expect(text).toMatch(/Señal: 25\.000\s€/);
    expect(text).toContain("Con préstamo hipotecario");
    expect(text).toContain("En papel");
    expect(text).toMatch(/Nota simple[^\n]*: Falta/);
    expect(text).toContain("Aún sin elegir");
  });
});
