import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { favourites, properties, savedSearches } from "#app/db/schema/index";
import { runAlertMatch } from "#app/domain/alerts/alert-job.server";
import { countDelayedCampaigns, listCampaigns } from "#app/domain/campaign/board.server";
import { createFeedToken } from "#app/domain/campaign/feed-tokens.server";
import { createJobQueue, type JobQueue } from "#app/lib/jobs.server";
import { createMailer, type Mailer } from "#app/lib/mailer.server";
import { loader as feedLoader } from "#app/routes/resources/kyero-feed";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { type ParsedMail, parseMail } from "#tests/support/mail-reader";

/**
 * A tester's listing (docs/decisions/0025-test-listings.md), published with its campaign 'paid'
 * as a tester pays, reaches no sitemap, no partner feed and no buyer's alert; a real listing beside
 * it, in the same place and at the same price, does — so each check can fail.
 */
const PUBLIC_URL = "https://zaguan.example";
const brand = { name: "Zaguán", publicUrl: PUBLIC_URL, supportEmail: "soporte@zaguan.es" };
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const database = withTestDatabase();
const anHourAgo = () => new Date(Date.now() - 3_600_000);
const threeDaysAgo = () => new Date(Date.now() - 3 * 86_400_000);

let outboxDir: string;
let jobs: JobQueue;
let mailer: Mailer;
let run = 0;
let tester: TestUser;
let owner: TestUser;

beforeEach(async () => {
  await database().truncate();
  outboxDir = mkdtempSync(path.join(tmpdir(), "test-content-outbox-"));
  jobs = createJobQueue({ executeSql: sqlExecutor(database().db), logger: quiet(), maintenance: false });
  run += 1;
  mailer = createMailer({
    jobs,
    jobName: `email-test-content-${run}`,
    from: "a@zaguan.es",
    outboxDir,
    logger: quiet(),
  });
  tester = await createUser(database().db, { role: "tester", name: "Teresa Tester" });
  owner = await createUser(database().db, { name: "Olga Propietaria" });
});
afterEach(async () => {
  await jobs.stop();
  rmSync(outboxDir, { recursive: true, force: true });
});

async function outbox(): Promise<ParsedMail[]> {
  await mailer.idle();
  return readdirSync(outboxDir)
    .sort()
    .map((name) => parseMail(readFileSync(path.join(outboxDir, name), "utf8")));
}

/** The same flat twice, both published with a paid campaign: the tester's (as their sample is) and a real one. */
async function twinListings() {
  const flat = {
    title: "Piso luminoso en Chamberí",
    address: "Calle de Fuencarral 100, Madrid",
    province: "Madrid",
    propertyType: "Piso",
    price: 250_000,
    marketingActive: true,
    marketingActivatedAt: threeDaysAgo(),
  };
  const sample = await createProperty(database().db, tester.id, {
    ...flat,
    isTest: true,
    paymentStatus: "paid_tester",
  });
  const real = await createProperty(database().db, owner.id, { ...flat, paymentStatus: "paid" });
  return { sample, real };
}

const context = () => ({ db: database().db, env: { PUBLIC_URL } }) as unknown as AppLoadContext;

describe("a tester's listing stays off every public channel", () => {
  test("the sitemap lists the real listing and not the tester's", async () => {
    const { sample, real } = await twinListings();
    const response = (await sitemapLoader({
      request: new Request(`${PUBLIC_URL}/sitemap.xml`),
      context: context(),
      params: {},
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain(`/propiedad/${real.id}`);
    expect(xml).not.toContain(sample.id);
  });

  test("the partner feed carries the real campaign and not the tester's, though both are 'paid'", async () => {
    const { sample, real } = await twinListings();
    const admin = await createUser(database().db, { role: "admin" });
    const { token } = await createFeedToken(database().db, admin, "Kyero");
    const request = new Request(`${PUBLIC_URL}/feeds/kyero.xml?token=${encodeURIComponent(token)}`);
    const response = (await feedLoader({ request, context: context(), params: {} } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain(`<id>${real.id}</id>`);
    expect(xml).not.toContain(sample.id);
  });

  test("a saved search that matches both alerts of the real listing only; the tester's alone alerts nobody", async () => {
    const buyer = await createUser(database().db, { name: "Berta Compradora" });
    await database().db.insert(savedSearches).values({
      userId: buyer.id,
      name: "Pisos en Fuencarral",
      query: "?q=Fuencarral&provincia=Madrid&tipo=Piso",
      createdAt: anHourAgo(),
    });
    const deps = { db: database().db, mailer, brand, secret: "secreto-de-prueba-de-al-menos-32-caracteres" };

    const sampleOnly = await createProperty(database().db, tester.id, {
      title: "Piso de prueba luminoso en Chamberí",
      address: "Calle de Fuencarral 100, Madrid",
      province: "Madrid",
      isTest: true,
    });
    expect(await runAlertMatch(deps)).toEqual({ inserted: 0, emails: 0 });
    expect(await outbox()).toEqual([]);

    const { sample, real } = await twinListings();
    expect(await runAlertMatch(deps)).toEqual({ inserted: 1, emails: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(buyer.email);
    expect(mails[0]?.text).toContain(`/propiedad/${real.id}`);
    for (const hidden of [sample.id, sampleOnly.id]) expect(mails[0]?.text).not.toContain(hidden);
  });

  test("a favourite's price drop alerts of the real listing only", async () => {
    const buyer = await createUser(database().db, { name: "Fede Favoritos" });
    const { sample, real } = await twinListings();
    // Written directly: the heart refuses a listing its viewer cannot see.
    await database()
      .db.insert(favourites)
      .values(
        [sample, real].map((listing) => ({
          userId: buyer.id,
          propertyId: listing.id,
          createdAt: anHourAgo(),
        })),
      );
    for (const listing of [sample, real])
      await database().db.update(properties).set({ price: 230_000 }).where(eq(properties.id, listing.id));
    const deps = { db: database().db, mailer, brand, secret: "secreto-de-prueba-de-al-menos-32-caracteres" };
    expect(await runAlertMatch(deps)).toEqual({ inserted: 1, emails: 1 });
    const [mail, ...rest] = await outbox();
    expect(rest).toEqual([]);
    expect(mail?.text).toContain(`/propiedad/${real.id}`);
    expect(mail?.text).not.toContain(sample.id);
  });

  test("staff's campaign board labels the tester's campaign and never counts it as late", async () => {
    const { sample, real } = await twinListings();
    const rows = await listCampaigns(database().db);
    expect(rows.find((row) => row.propertyId === sample.id)).toMatchObject({
      isTest: true,
      isDelayed: false,
    });
    expect(rows.find((row) => row.propertyId === real.id)).toMatchObject({ isTest: false, isDelayed: true });
    expect(await countDelayedCampaigns(database().db)).toBe(1);
  });
});
