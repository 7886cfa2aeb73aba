import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { leads } from "#app/db/schema/leads";
import { listingEvents } from "#app/db/schema/listing-events";
import {
  defineScheduledJobs,
  SCHEDULED_JOBS,
  scheduleRecurringJobs,
} from "#app/domain/maintenance/scheduled-jobs.server";
import { createJobQueue } from "#app/lib/jobs.server";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";

const database = withTestDatabase();
const BRAND = { name: "Zaguán", publicUrl: "http://localhost:3000", supportEmail: "soporte@zaguan.es" };
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

// Cron does not fire in tests (maintenance off); each job is enqueued as its schedule would.
describe("the recurring housekeeping runs through the durable queue", () => {
  test("a run deletes the leads past their retention and forgets past days' visitor hashes", async () => {
    const { db } = database();
    const jobs = createJobQueue({ executeSql: sqlExecutor(db), logger: quiet(), maintenance: false });
    defineScheduledJobs(jobs, db, { mailer: recordingMailer().mailer, brand: BRAND });

    const owner = await createUser(db);
    const listing = await createProperty(db, owner.id, { status: "published" });
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 24 * 3_600_000);
    const stale = await createLead(db, listing.id, "enquiry", {
      createdAt: threeYearsAgo,
      updatedAt: threeYearsAgo,
    });
    const recent = await createLead(db, listing.id, "enquiry");
    await db.insert(listingEvents).values([
      { propertyId: listing.id, kind: "view", day: "2020-01-01", visitorHash: "past-visitor" },
      { propertyId: listing.id, kind: "view", day: "2999-01-01", visitorHash: "future-visitor" },
    ]);

    for (const { name } of Object.values(SCHEDULED_JOBS)) {
      const id = await jobs.enqueue(name, {});
      expect((await jobs.outcome(name, id as string, 20_000)).state).toBe("completed");
    }

    const left = await db.select({ id: leads.id }).from(leads).where(eq(leads.propertyId, listing.id));
    expect(left.map((lead) => lead.id)).toEqual([recent.id]);
    expect(left.map((lead) => lead.id)).not.toContain(stale.id);
    const hashes = await db
      .select({ day: listingEvents.day, hash: listingEvents.visitorHash })
      .from(listingEvents);
    expect(hashes).toEqual(
      expect.arrayContaining([
        { day: "2020-01-01", hash: null },
        { day: "2999-01-01", hash: "future-visitor" },
      ]),
    );
    await jobs.stop();
  });

  test("each job is on its cron in Madrid time, and scheduling again (a second instance) changes nothing", async () => {
    const { db } = database();
    const jobs = createJobQueue({ executeSql: sqlExecutor(db), logger: quiet(), maintenance: false });
    defineScheduledJobs(jobs, db, { mailer: recordingMailer().mailer, brand: BRAND });
    await scheduleRecurringJobs(jobs);
    await scheduleRecurringJobs(jobs);
    const { rows: schedules } = await sqlExecutor(db)(
      "select name, cron, timezone from pgboss.schedule order by name",
    );
    expect(schedules).toEqual(
      Object.values(SCHEDULED_JOBS)
        .map(({ name, cron }) => ({ name, cron, timezone: "Europe/Madrid" }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    await jobs.stop();
  });
});
