import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { agencyDealReports } from "#app/db/schema/agency-deal-reports";
import { properties } from "#app/db/schema/properties";
import { checkFileIntegrity } from "#app/domain/listings/file-integrity.server";
import { addDays, madridDay } from "#app/lib/calendar";
import { BUCKETS } from "#app/lib/storage.server";
import { createAgencyListing } from "#tests/factories/agency";
import { createUser } from "#tests/factories/users";
import { sessionCookie } from "#tests/setup/context";
import { withAgencyTestBed } from "#tests/support/agency-harness";
import { createAuthTestContext } from "#tests/support/auth-context";
import { parseMail } from "#tests/support/mail-reader";
import { agencyAction as action } from "#tests/support/process-routes";
import { runAction } from "#tests/support/route-action";
import { CONFIRM_DEAL_REPORT_INTENT, DEAL_REPORT_MESSAGES, REPORT_DEAL_INTENT } from "./deal-report.schema";
import { dealReportDocument, dealReportsByListing, findDealReports } from "./deal-report-queries.server";

const bed = withAgencyTestBed();
const PDF = new TextEncoder().encode("%PDF-1.4\n% escritura firmada\n");

async function agencyWithLiveCampaign({ marketingActive = true } = {}) {
  const { db } = bed.database();
  const agency = await createUser(db, { name: "Lucía Ferrer Soler" });
  const listing = await createAgencyListing(db, agency.id, { marketingActive, paymentStatus: "paid" });
  // The collaboration started a month ago: signings before that day are refused.
  await db
    .update(properties)
    .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(properties.id, listing.id));
  const test = createAuthTestContext(db);
  const cookie = await sessionCookie(test.context, agency);
  const post = (fields: Record<string, string>, file: Uint8Array<ArrayBuffer> | null, as = cookie) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file) body.append("document", new File([file], "escritura.pdf", { type: "application/pdf" }));
    return runAction(
      action,
      new Request("http://localhost:3000/proceso-agencia", { method: "POST", body, headers: { cookie: as } }),
      test.context,
    );
  };
  const today = madridDay(new Date());
  const report = (
    fields: Record<string, string> = {},
    file: Uint8Array<ArrayBuffer> | null = PDF,
    as = cookie,
  ) =>
    post(
      {
        intent: REPORT_DEAL_INTENT,
        propertyId: listing.id,
        stage: "escritura",
        signedOn: today,
        finalPrice: "240.000",
        buyerName: "Pablo Ruiz Ortega",
        ...fields,
      },
      file,
      as,
    );
  const confirm = (reportId: string, as = cookie) =>
    post({ intent: CONFIRM_DEAL_REPORT_INTENT, reportId, confirmed: "yes" }, null, as);
  const rows = () => db.select().from(agencyDealReports);
  const staffMails = async () => {
    await test.mailer.idle();
    const files = await readdir(test.outboxDir).catch(() => []);
    return Promise.all(
      files.map(async (file) => parseMail(await readFile(path.join(test.outboxDir, file), "utf8"))),
    );
  };
  return { db, agency, listing, test, cookie, today, report, confirm, rows, staffMails };
}

describe("'Comunicar la firma' with price, buyer and document", () => {
  test("the first post stores a pending report and its file; nothing is sent until confirmed", async () => {
    const { db, agency, listing, report, rows, staffMails } = await agencyWithLiveCampaign();
    const outcome = await report();
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Revisa y confirma" } });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", finalPrice: 240_000, buyerName: "Pablo Ruiz Ortega" });
    expect(await bed.storage().get(BUCKETS.propertyContracts, row?.documentKey ?? "")).not.toBeNull();
    expect(await findDealReports(db, agency, listing.id)).toEqual([]);
    expect(await staffMails()).toEqual([]);
  });

  test("confirming stores the share computed from the final price and e-mails staff with it", async () => {
    const { db, agency, listing, report, confirm, rows, staffMails } = await agencyWithLiveCampaign();
    await report();
    const [pending] = await rows();
    const outcome = await confirm(pending?.id ?? "");
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "Firma comunicada" } });
    // The factory's listing: 4,5 % commission, 40 % of it for the platform: 240.000 € × 4,5 % × 40 %.
    const [stored] = await findDealReports(db, agency, listing.id);
    expect(stored).toMatchObject({ finalPrice: 240_000, buyerName: "Pablo Ruiz Ortega", hasDocument: true });
    expect(stored?.platformShare).toBe(4320);
    const [mail, ...others] = await staffMails();
    expect(others).toEqual([]);
    expect(mail?.to).toContain("soporte@zaguan.es");
    expect(mail?.text).toContain("Pablo Ruiz Ortega");
    expect(mail?.text).toMatch(/240\.000\s€/);
    expect(mail?.text).toMatch(/4\.320,00\s€/);
  });

  test("a new first post replaces the pending report and deletes its file", async () => {
    const { report, rows } = await agencyWithLiveCampaign();
    await report();
    const [first] = await rows();
    await report({ finalPrice: "250000" });
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ status: "pending", finalPrice: 250_000 });
    expect(await bed.storage().get(BUCKETS.propertyContracts, first?.documentKey ?? "")).toBeNull();
    const integrity = await checkFileIntegrity({ db: bed.database().db, storage: bed.storage() });
    expect(integrity.orphans).toEqual([]);
    // The pending report's file is referenced, so the orphan sweep leaves it while it waits.
    expect(integrity.missing.filter((file) => file.kind === "agency-deal-document")).toEqual([]);
  });

  test("a file that is not a PDF or image, no file, or a date before the collaboration are refused", async () => {
    const { report, rows, today } = await agencyWithLiveCampaign();
    const html = await report({}, new TextEncoder().encode("<html>escritura</html>"));
    expect(html).toMatchObject({ kind: "data", status: 400 });
    const none = await report({}, null);
    expect(none).toMatchObject({ kind: "data", status: 400 });
    if (none.kind === "data")
      expect((none.data.result as { error: Record<string, string[]> }).error.document).toEqual([
        DEAL_REPORT_MESSAGES.documentRequired,
      ]);
    const early = await report({ signedOn: addDays(today, -40) });
    if (early.kind === "data")
      expect((early.data.result as { error: Record<string, string[]> }).error.signedOn).toEqual([
        DEAL_REPORT_MESSAGES.dateBeforeStart,
      ]);
    const noPrice = await report({ finalPrice: "0" });
    expect(noPrice).toMatchObject({ kind: "data", status: 400 });
    expect(await rows()).toEqual([]);
  });

  test("the server refuses a confirmation without its step, or of another agency's report", async () => {
    const { db, test, report, rows, staffMails } = await agencyWithLiveCampaign();
    await report();
    const [pending] = await rows();
    const stranger = await createUser(db, { name: "Otro Usuario Pérez" });
    const other = await runAction(
      action,
      new Request("http://localhost:3000/proceso-agencia", {
        method: "POST",
        body: new URLSearchParams({ intent: CONFIRM_DEAL_REPORT_INTENT, reportId: pending?.id ?? "" }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: await sessionCookie(test.context, stranger),
        },
      }),
      test.context,
    );
    expect(other).toMatchObject({ kind: "data", status: 400 });
    const { confirm } = await agencyWithLiveCampaign();
    expect(await confirm(pending?.id ?? "")).toMatchObject({ kind: "data", status: 404 });
    expect((await rows()).find((row) => row.id === pending?.id)?.status).toBe("pending");
    expect(await staffMails()).toEqual([]);
  });

  test("staff read the report and open its document; the agency too; nobody else", async () => {
    const { db, agency, listing, report, confirm, rows } = await agencyWithLiveCampaign();
    await report();
    const [pending] = await rows();
    await confirm(pending?.id ?? "");
    const staff = await createUser(db, { role: "admin", name: "Equipo Zaguán Soporte" });
    const stranger = await createUser(db, { name: "Otro Usuario Pérez" });
    const byListing = await dealReportsByListing(db);
    expect(byListing.get(listing.id)).toEqual([
      expect.objectContaining({ finalPrice: 240_000, platformShare: 4320, buyerName: "Pablo Ruiz Ortega" }),
    ]);
    const open = (user: { id: string; role: "user" | "admin" | "tester" }) =>
      dealReportDocument({ db, storage: bed.storage(), user, reportId: pending?.id ?? "" });
    expect((await open(staff))?.contentType).toBe("application/pdf");
    expect((await open(agency))?.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await open(stranger)).toBeNull();
    expect(
      await dealReportDocument({ db, storage: bed.storage(), user: staff, reportId: "nope" }),
    ).toBeNull();
  });
});
