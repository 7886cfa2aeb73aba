import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { addDays, madridDay } from "#app/lib/calendar";
import { configureStorage } from "#app/lib/storage.server";
import { createAgencyListing } from "#tests/factories/agency";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { agencyAction as action } from "#tests/support/process-routes";
import { type ActionOutcome, runAction } from "#tests/support/route-action";
import { DEAL_REPORT_MESSAGES, REPORT_DEAL_INTENT } from "./deal-report.schema";
import { findDealReports } from "./deal-report.server";

const database = withTestDatabase();
const SIGNED_PDF = new Blob(["%PDF-1.7\n% escritura firmada\n%%EOF\n"], { type: "application/pdf" });
const SALE = { finalPrice: "245.000", buyerName: "Jorge Ruiz Ortega" };
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: `/tmp/zaguan-deal-reports-${process.pid}` });
});

async function agencyWithLiveCampaign({ marketingActive = true } = {}) {
  const { db } = database();
  const agency = await createUser(db, { name: "Lucía Ferrer Soler" });
  const listing = await createAgencyListing(db, agency.id, { marketingActive, paymentStatus: "paid" });
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, agency);
  // What the form posts: multipart, with the signed PDF unless a test leaves it out or sends another file.
  const report = (fields: Record<string, string>, as = cookie, file: Blob | null = SIGNED_PDF) => {
    const body = new FormData();
    const all = { intent: REPORT_DEAL_INTENT, propertyId: listing.id, confirmed: "yes", ...fields };
    for (const [name, value] of Object.entries(all)) if (value !== "") body.set(name, value);
    if (file) body.set("document", file, "escritura.pdf");
    const request = new Request(new URL("/proceso-agencia", "http://localhost:3000"), {
      method: "POST",
      body,
      headers: { cookie: as },
    });
    return runAction(action, request, test.context);
  };
  const staffMails = async () => {
    await test.mailer.idle();
    const files = await readdir(test.outboxDir).catch(() => []);
    return Promise.all(
      files.map(async (file) => parseMail(await readFile(path.join(test.outboxDir, file), "utf8"))),
    );
  };
  return { db, agency, listing, test, cookie, report, staffMails };
}

/** The refused form's reply: Conform's field errors and what was typed. */
function replyOf(outcome: ActionOutcome) {
  if (outcome.kind !== "data") throw new Error(`expected data, got a redirect to ${outcome.location}`);
  return outcome.data.result as { error: Record<string, string[]>; initialValue: unknown };
}

describe("the agency's 48-hour report (step 3)", () => {
  test("reporting the arras stores the date and e-mails staff at the support address", async () => {
    const { db, agency, listing, report, staffMails } = await agencyWithLiveCampaign();
    const today = madridDay(new Date());
    const outcome = await report({ stage: "arras", signedOn: today, ...SALE });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Firma comunicada" } });

    expect(await findDealReports(db, agency, listing.id)).toEqual([
      expect.objectContaining({ stage: "arras", signedOn: today }),
    ]);
    const [mail, ...others] = await staffMails();
    expect(others).toEqual([]);
    expect(mail?.to).toContain("soporte@zaguan.es");
    expect(mail?.subject).toContain("Firma de las arras");
    expect(mail?.subject).toContain("Vértice Hogar Inmobiliaria S.L.");
    expect(mail?.text).toContain(listing.id);
    expect(mail?.text).toContain("Comprador: Jorge Ruiz Ortega");
    expect(await findDealReports(db, agency, listing.id)).toEqual([
      expect.objectContaining({ finalPrice: 245_000, buyerName: "Jorge Ruiz Ortega" }),
    ]);
  });

  test("the price, the buyer and a PDF are asked; a file that is not a PDF is refused by its content", async () => {
    const { db, report, staffMails } = await agencyWithLiveCampaign();
    const today = madridDay(new Date());
    const noPrice = await report({ stage: "arras", signedOn: today, buyerName: "Jorge Ruiz" });
    expect(replyOf(noPrice).error.finalPrice).toEqual([DEAL_REPORT_MESSAGES.priceRequired]);
    const decimals = await report({ stage: "arras", signedOn: today, ...SALE, finalPrice: "245.000,50" });
    expect(replyOf(decimals).error.finalPrice).toEqual([DEAL_REPORT_MESSAGES.priceInvalid]);
    const noFile = await report({ stage: "arras", signedOn: today, ...SALE }, undefined, null);
    expect(replyOf(noFile).error.document).toEqual([DEAL_REPORT_MESSAGES.documentRequired]);
    const fake = new Blob(["<html>no soy un PDF</html>"], { type: "application/pdf" });
    const notPdf = await report({ stage: "arras", signedOn: today, ...SALE }, undefined, fake);
    expect(replyOf(notPdf).error.document).toEqual([DEAL_REPORT_MESSAGES.documentNotPdf]);
    expect(replyOf(notPdf).initialValue).toMatchObject({
      finalPrice: "245.000",
      buyerName: "Jorge Ruiz Ortega",
    });
    expect(await db.select().from(agencyDealReports)).toEqual([]);
    expect(await staffMails()).toEqual([]);
  });

  test("it asks first: unconfirmed, nothing is stored or mailed; the confirming post without JavaScript names the held PDF", async () => {
    const { db, agency, listing, report, staffMails } = await agencyWithLiveCampaign();
    const today = madridDay(new Date());
    const asked = await report({ stage: "escritura", signedOn: today, ...SALE, confirmed: "" });
    if (asked.kind !== "data") throw new Error("expected the question");
    const fields = (asked.data.confirm as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({ finalPrice: "245.000", buyerName: "Jorge Ruiz Ortega" });
    expect(await db.select().from(agencyDealReports)).toEqual([]);
    expect(await staffMails()).toEqual([]);
    // The page's confirm form posts the same fields again, without the file, confirmed.
    const done = await report({ ...fields, confirmed: "yes" }, undefined, null);
    expect(done).toMatchObject({ kind: "redirect", toast: { title: "Firma comunicada" } });
    expect(await findDealReports(db, agency, listing.id)).toEqual([
      expect.objectContaining({ stage: "escritura", finalPrice: 245_000 }),
    ]);
  });

  test("a corrected date replaces the earlier one; the deed is a second report", async () => {
    const { db, agency, listing, report } = await agencyWithLiveCampaign();
    const today = madridDay(new Date());
    await report({ stage: "arras", signedOn: addDays(today, -3), ...SALE });
    await report({ stage: "arras", signedOn: today, ...SALE });
    await report({ stage: "escritura", signedOn: today, ...SALE });
    const reports = await findDealReports(db, agency, listing.id);
    expect(reports.map((row) => [row.stage, row.signedOn])).toEqual([
      ["arras", today],
      ["escritura", today],
    ]);
  });

  test("a date to come or no stage is refused in Spanish, what was typed kept, nothing stored or mailed", async () => {
    const { db, report, staffMails } = await agencyWithLiveCampaign();
    const future = await report({ stage: "arras", signedOn: "2999-01-01", ...SALE });
    expect(future).toMatchObject({ kind: "data", status: 400 });
    const reply = replyOf(future);
    expect(reply.error.signedOn).toEqual([DEAL_REPORT_MESSAGES.dateFuture]);
    expect(reply.initialValue).toMatchObject({ stage: "arras", signedOn: "2999-01-01" });

    const noStage = await report({ signedOn: madridDay(new Date()), ...SALE });
    expect(replyOf(noStage).error.stage).toEqual([DEAL_REPORT_MESSAGES.stageRequired]);
    expect(await db.select().from(agencyDealReports)).toEqual([]);
    expect(await staffMails()).toEqual([]);
  });

  test("another user cannot report on an agency's listing, and nothing is stored", async () => {
    const { db, test, report } = await agencyWithLiveCampaign();
    const stranger = await createUser(db, { name: "Otro Usuario" });
    const outcome = await report(
      { stage: "arras", signedOn: madridDay(new Date()), ...SALE },
      await sessionCookie(test.context, stranger),
    );
    expect(outcome).toMatchObject({ kind: "data", status: 404 });
    expect(await db.select().from(agencyDealReports)).toEqual([]);
  });

  test("before the campaign is active there is nothing to report yet", async () => {
    const { db, report } = await agencyWithLiveCampaign({ marketingActive: false });
    const outcome = await report({ stage: "arras", signedOn: madridDay(new Date()), ...SALE });
    expect(outcome).toMatchObject({ kind: "data", status: 409 });
    expect(await db.select().from(agencyDealReports)).toEqual([]);
  });
});
