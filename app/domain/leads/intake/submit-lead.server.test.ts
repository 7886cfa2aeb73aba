import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/index";
import type { MailMessage } from "#app/lib/mailer.server";
import { withTestDatabase } from "#tests/setup/db";
import { withListingLeads } from "#tests/support/listing-leads";
import { submitEnquiry } from "./contact.server";
import type { LeadMail } from "./submit-lead.server";

const database = withTestDatabase();
const fixture = withListingLeads(database);
let context: AppLoadContext;
beforeEach(() => {
  ({ context } = fixture);
});

const form = {
  name: "Marta Compradora",
  email: "marta.compradora@example.es",
  phone: undefined,
  message: "Hola, ¿se puede visitar el sábado?",
  acceptPrivacy: "on" as const,
};

const send = (mail: LeadMail) =>
  submitEnquiry({
    db: database().db,
    rateLimiter: context.rateLimiter,
    mail,
    jobs: context.jobs,
    secret: context.env.AUTH_SECRET,
    brand: { name: "Zaguán", publicUrl: "http://localhost" } as never,
    propertyId: fixture.listingId,
    buyerUserId: null,
    buyerAccount: null,
    clientIp: "203.0.113.9",
    spam: { honeypot: "", issuedAt: Date.now() - 10_000, stampId: crypto.randomUUID() },
    form,
  });

const emailJobs = async () =>
  (
    (await database().db.execute(
      "select count(*)::int as n from pgboss.job where data->>'template' like 'enquiry%'" as never,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows[0]?.n;

describe("a lead and its e-mails are stored together or not at all", () => {
  test("both e-mails queued: the lead exists and both reach the outbox", async () => {
    const outcome = await send(context.mailer);
    expect(outcome.ok).toBe(true);
    expect(await database().db.select().from(leads)).toHaveLength(1);
    await context.mailer.idle();
    expect(fixture.smtp.messages.length).toBe(2);
  });

  test("the second e-mail cannot be queued: no lead remains and the first e-mail is not queued either", async () => {
    let calls = 0;
    const failing: LeadMail = {
      ready: () => context.mailer.ready(),
      wake: () => context.mailer.wake(),
      async enqueueInTransaction(executeSql, message: MailMessage) {
        calls += 1;
        if (calls === 2) throw new Error("queue unavailable");
        await context.mailer.enqueueInTransaction(executeSql, message);
      },
    };
    // The queue's table outlives the per-test truncate: count what this test adds.
    const jobsBefore = await emailJobs();
    await expect(send(failing)).rejects.toThrow("queue unavailable");
    expect(calls).toBe(2);
    expect(await database().db.select().from(leads)).toHaveLength(0);
    expect(await emailJobs()).toBe(jobsBefore);
    await context.mailer.idle();
    expect(fixture.smtp.messages.length).toBe(0);
  });
});
