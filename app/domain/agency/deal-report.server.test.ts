import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, test } from "vitest";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { addDays, madridDay } from "#app/lib/calendar";
import { createAgencyListing } from "#tests/factories/agency";
import { createUser } from "#tests/factories/users";
import { formRequest, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { createAuthTestContext } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { agencyAction as action } from "#tests/support/process-routes";
import { type ActionOutcome, runAction } from "#tests/support/route-action";
import { DEAL_REPORT_MESSAGES, REPORT_DEAL_INTENT } from "./deal-report.schema";
import { findDealReports } from "./deal-report.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

async function agencyWithLiveCampaign({ marketingActive = true } = {}) {
  const { db } = database();
  const agency = await createUser(db, { name: "Lucía Ferrer Soler" });
  const listing = await createAgencyListing(db, agency.id, { marketingActive, paymentStatus: "paid" });
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, agency);
  const report = (fields: Record<string, string>, as = cookie) =>
    runAction(
      action,
      formRequest("/proceso-agencia", { intent: REPORT_DEAL_INTENT, propertyId: listing.id, ...fields }, as),
      test.context,
    );
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
    const outcome = await report({ stage: "arras", signedOn: today });
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
  });

  test("a corrected date replaces the earlier one; the deed is a second report", async () => {
    const { db, agency, listing, report } = await agencyWithLiveCampaign();
    const today = madridDay(new Date());
    await report({ stage: "arras", signedOn: addDays(today, -3) });
    await report({ stage: "arras", signedOn: today });
    await report({ stage: "escritura", signedOn: today });
    const reports = await findDealReports(db, agency, listing.id);
    expect(reports.map((row) => [row.stage, row.signedOn])).toEqual([
      ["arras", today],
      ["escritura", today],
    ]);
  });

  test("a date to come or no stage is refused in Spanish, what was typed kept, nothing stored or mailed", async () => {
    const { db, report, staffMails } = await agencyWithLiveCampaign();
    const future = await report({ stage: "arras", signedOn: "2999-01-01" });
    expect(future).toMatchObject({ kind: "data", status: 400 });
    const reply = replyOf(future);
    expect(reply.error.signedOn).toEqual([DEAL_REPORT_MESSAGES.dateFuture]);
    expect(reply.initialValue).toMatchObject({ stage: "arras", signedOn: "2999-01-01" });

    const noStage = await report({ signedOn: madridDay(new Date()) });
    expect(replyOf(noStage).error.stage).toEqual([DEAL_REPORT_MESSAGES.stageRequired]);
    expect(await db.select().from(agencyDealReports)).toEqual([]);
    expect(await staffMails()).toEqual([]);
  });

  test("another user cannot report on an agency's listing, and nothing is stored", async () => {
    const { db, test, report } = await agencyWithLiveCampaign();
    const stranger = await createUser(db, { name: "Otro Usuario" });
    const outcome = await report(
      { stage: "arras", signedOn: madridDay(new Date()) },
      await sessionCookie(test.context, stranger),
    );
    expect(outcome).toMatchObject({ kind: "data", status: 404 });
    expect(await db.select().from(agencyDealReports)).toEqual([]);
  });

  test("before the campaign is active there is nothing to report yet", async () => {
    const { db, report } = await agencyWithLiveCampaign({ marketingActive: false });
    const outcome = await report({ stage: "arras", signedOn: madridDay(new Date()) });
    expect(outcome).toMatchObject({ kind: "data", status: 409 });
    expect(await db.select().from(agencyDealReports)).toEqual([]);
  });
});
