import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { leads, leadViewings, verifications } from "#app/db/schema/index";
import { invoices } from "#app/db/schema/invoices";
import { ALERT_JOBS, defineAlertJobs, requestAlertMatch } from "#app/domain/alerts/alert-job.server";
import type { AlertDeps } from "#app/domain/alerts/deps.server";
import { invoiceIssuerFrom } from "#app/domain/invoices/issue.server";
import { correctInvoiceCustomer } from "#app/domain/invoices/rectify.server";
import { proposeViewingTime } from "#app/domain/leads/viewings/viewing-proposals.server";
import type { ViewingDeps } from "#app/domain/leads/viewings/viewing-record.server";
import {
  confirmViewing,
  defineViewingJobs,
  runViewingReminder,
  VIEWING_JOBS,
} from "#app/domain/leads/viewings/viewings.server";
import { noticeAccountLocked } from "#app/domain/users/account-lock-notice.server";
import { queueVerificationEmail } from "#app/domain/users/email-verification.server";
import { noticeSignUpForExistingAccount } from "#app/domain/users/sign-up-existing-notice.server";
import { DEMO_COMPANY } from "#app/lib/env.server";
import type { Mailer } from "#app/lib/mailer.server";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { issueTestInvoice } from "#tests/factories/invoices";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { queuedMail } from "#tests/support/queued-mail";

/**
 * docs/decisions/0046-mail-in-the-transaction.md, on the real queue: each change that reports by
 * e-mail, planted with a failure right after its e-mail is queued, leaves neither the change nor
 * the e-mail; committed, it leaves the change and its e-mails exactly once.
 */
const database = withTestDatabase();
let queue: ReturnType<typeof queuedMail>;
beforeEach(async () => {
  await database().truncate();
  queue = queuedMail(database().db);
});
afterEach(() => queue.stop());

const brand = { name: "Zaguán", publicUrl: "http://localhost:3000", supportEmail: "soporte@zaguan.es" };
const logger = { error() {}, warn() {}, info() {}, debug() {} } as never;
const ENV = {
  BRAND_NAME: "Zaguán",
  PUBLIC_URL: "http://localhost:3000",
  SUPPORT_EMAIL: "soporte@zaguan.es",
  VERIFACTU_ENVIRONMENT: "test",
  VERIFACTU_SENDING: "off",
} as never;

describe("the verification link and its e-mail", () => {
  test("a failed enqueue stores no link; a queued one stores one link and one e-mail", async () => {
    const { db } = database();
    const user = await createUser(db);
    await queue.mailer.ready();
    expect(await queueVerificationEmail({ db, mailer: queue.failing, brand, user })).toBe(false);
    expect(await db.select().from(verifications)).toEqual([]);
    expect(await queue.stored()).toEqual([]);

    expect(await queueVerificationEmail({ db, mailer: queue.mailer, brand, user })).toBe(true);
    expect(await db.select().from(verifications)).toHaveLength(1);
    expect(await queue.stored()).toEqual([{ to: user.email, template: "verification" }]);
  });
});

describe("the notices that write nothing: their transaction holds only the e-mail", () => {
  test("the sign-up for a taken address queues one notice, and none when its transaction fails", async () => {
    const { db } = database();
    const rateLimiter = createMemoryRateLimitStore();
    const base = { db, rateLimiter, brand, logger };
    await noticeSignUpForExistingAccount(
      { ...base, mailer: queue.failing },
      { email: "ana@example.es", ip: "1" },
    );
    expect(await queue.stored()).toEqual([]);
    await noticeSignUpForExistingAccount(
      { ...base, mailer: queue.mailer },
      { email: "ana@example.es", ip: "1" },
    );
    expect(await queue.stored()).toEqual([{ to: "ana@example.es", template: "sign-up-existing" }]);
  });

  test("the lock notice is queued once, and none when its transaction fails", async () => {
    const { db } = database();
    const owner = await createUser(db);
    const notice = (mailer: Mailer) =>
      noticeAccountLocked(
        { db, mailer, rateLimiter: createMemoryRateLimitStore(), brand, logger },
        { email: owner.email, lockRemainingMs: 15 * 60_000 },
      );
    await notice(queue.failing);
    await queue.mailer.idle();
    expect(await queue.stored()).toEqual([]);
    await notice(queue.mailer);
    await queue.mailer.idle();
    expect(await queue.stored()).toEqual([{ to: owner.email, template: "account-locked" }]);
  });
});

async function requestedViewing() {
  const { db } = database();
  const seller = await createUser(db, { name: "Lucía Martín Ortega" });
  const property = await createProperty(db, seller.id, { title: "Piso en Russafa", status: "published" });
  const lead = await createLead(db, property.id, "viewing", {
    state: "requested",
    buyerEmail: "marta@example.es",
  });
  const slot = new Date(Date.now() + 5 * 86_400_000);
  await db.insert(leadViewings).values({ leadId: lead.id, proposedSlots: [slot] });
  const deps = (mailer: Mailer): ViewingDeps => ({
    db,
    mailer,
    jobs: queue.jobs,
    brand,
    secret: "s".repeat(32),
    logger,
  });
  defineViewingJobs(queue.jobs, deps(queue.mailer));
  const state = async () =>
    (await db.select({ state: leads.state }).from(leads).where(eq(leads.id, lead.id)))[0]?.state;
  return { seller, lead, slot, deps, state };
}

describe("a viewing's moves", () => {
  test("a confirmation that fails after queuing leaves the request, no e-mail and no follow-up; one that commits leaves each once", async () => {
    const { seller, lead, slot, deps, state } = await requestedViewing();
    const answer = { actor: { id: seller.id, role: seller.role }, leadId: lead.id, slot: slot.toISOString() };
    await expect(confirmViewing(deps(queue.failing), answer)).rejects.toThrow("planted failure");
    expect(await state()).toBe("requested");
    expect(await queue.stored()).toEqual([]);
    expect(await queue.stored(VIEWING_JOBS.reminder)).toEqual([]);
    expect(await queue.stored(VIEWING_JOBS.feedback)).toEqual([]);

    expect(await confirmViewing(deps(queue.mailer), answer)).toMatchObject({ ok: true });
    expect(await state()).toBe("confirmed");
    const mails = await queue.stored();
    expect(mails.map((mail) => mail.to).sort()).toEqual(["marta@example.es", seller.email].sort());
    expect(await queue.stored(VIEWING_JOBS.reminder)).toHaveLength(1);
    expect(await queue.stored(VIEWING_JOBS.feedback)).toHaveLength(1);

    // The reminder job, run twice (a crash right after its commit), queues its e-mails once.
    await runViewingReminder(deps(queue.mailer), { leadId: lead.id, sequence: 1 });
    await runViewingReminder(deps(queue.mailer), { leadId: lead.id, sequence: 1 });
    expect((await queue.stored()).filter((mail) => mail.template?.includes("reminder"))).toHaveLength(2);
  });

  test("a new time proposed: rolled back with its e-mail, or stored with exactly one", async () => {
    const { seller, lead, deps, state } = await requestedViewing();
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const proposal = { actor: { id: seller.id, role: seller.role }, leadId: lead.id, startsAt };
    await expect(proposeViewingTime(deps(queue.failing), proposal)).rejects.toThrow("planted failure");
    expect(await state()).toBe("requested");
    expect(await queue.stored()).toEqual([]);
    expect(await proposeViewingTime(deps(queue.mailer), proposal)).toMatchObject({ ok: true });
    expect(await state()).toBe("rescheduled");
    expect(await queue.stored()).toEqual([{ to: "marta@example.es", template: expect.any(String) }]);
  });
});

describe("the customer's copy of an R invoice", () => {
  test("an R invoice that rolls back leaves no e-mail; one that commits leaves one", async () => {
    const { db } = database();
    const customer = await createUser(db, { name: "Marta Compradora" });
    const invoice = await issueTestInvoice(db, { userId: customer.id });
    const correct = (mailer: Mailer, customerName: string) =>
      correctInvoiceCustomer(
        { db, issuer: invoiceIssuerFrom(DEMO_COMPANY), mail: { mailer, env: ENV, logger } },
        {
          invoiceId: invoice.id,
          customer: { customerName, customerTaxId: null, customerAddress: null },
          reason: "Nombre mal escrito",
        },
      );
    await expect(correct(queue.failing, "Marta Compradora Ruiz")).rejects.toThrow("planted failure");
    expect(await db.select().from(invoices).where(eq(invoices.series, "R"))).toEqual([]);
    expect(await queue.stored()).toEqual([]);
    await correct(queue.mailer, "Marta Compradora Ruiz");
    expect(await db.select().from(invoices).where(eq(invoices.series, "R"))).toHaveLength(1);
    expect(await queue.stored()).toEqual([{ to: customer.email, template: expect.any(String) }]);
  });
});

describe("the alert nudge after a publication", () => {
  test("its transaction holds only the job, keyed by the listing: asked twice, queued once", async () => {
    const { db } = database();
    defineAlertJobs(queue.jobs, { db } as unknown as AlertDeps);
    const context = { db, jobs: queue.jobs, logger };
    await requestAlertMatch(context, "00000000-0000-4000-8000-000000000001");
    await requestAlertMatch(context, "00000000-0000-4000-8000-000000000001");
    expect(await queue.stored(ALERT_JOBS.match.name)).toHaveLength(1);
  });
});
