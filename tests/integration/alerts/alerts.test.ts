import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { alertDeliveries, favourites, properties, savedSearches } from "#app/db/schema/index";
import { deleteAccount } from "#app/domain/account/account-deletion.server";
import { exportUserData } from "#app/domain/account/data-export.server";
import { runAlertMatch } from "#app/domain/alerts/alert-job.server";
import type { AlertDeps } from "#app/domain/alerts/deps.server";
import { runDailyDigest } from "#app/domain/alerts/digest.server";
import { applyUnsubscribe } from "#app/domain/alerts/saved-searches.server";
import { readUnsubscribeToken, unsubscribeToken } from "#app/domain/alerts/unsubscribe.server";
import { resolveUnsubscribeToken } from "#app/domain/alerts/unsubscribe-links.server";
import { revokeUnsubscribeLinks } from "#app/domain/users/unsubscribe-link-version.server";
import { createJobQueue, type JobQueue } from "#app/lib/jobs.server";
import { createMailer, type Mailer } from "#app/lib/mailer.server";
import { configureStorage } from "#app/lib/storage.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { type ParsedMail, parseMail } from "#tests/support/mail-reader";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const SECRET = "secreto-de-prueba-de-al-menos-32-caracteres";
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const database = withTestDatabase();

let outboxDir: string;
let jobs: JobQueue;
let mailer: Mailer;
let deps: AlertDeps;
let run = 0;

beforeEach(async () => {
  await database().truncate();
  outboxDir = mkdtempSync(path.join(tmpdir(), "alerts-outbox-"));
  jobs = createJobQueue({ executeSql: sqlExecutor(database().db), logger: quiet(), maintenance: false });
  run += 1;
  mailer = createMailer({
    jobs,
    jobName: `email-alerts-${run}`,
    from: "Zaguán <a@zaguan.es>",
    outboxDir,
    logger: quiet(),
  });
  deps = { db: database().db, mailer, brand, secret: SECRET };
});
afterEach(async () => {
  await jobs.stop();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** Every e-mail delivered so far. */
async function outbox(): Promise<ParsedMail[]> {
  await mailer.idle();
  const names = readdirSync(outboxDir).sort();
  return names.map((name) => parseMail(readFileSync(path.join(outboxDir, name), "utf8")));
}

const anHourAgo = () => new Date(Date.now() - 3_600_000);

async function buyerWithSearch(query: string, frequency: "instant" | "daily" | "off" = "instant") {
  const buyer = await createUser(database().db, { name: "Berta Compradora" });
  const [search] = await database()
    .db.insert(savedSearches)
    .values({
      userId: buyer.id,
      name: "Pisos en Madrid",
      query,
      alertFrequency: frequency,
      createdAt: anHourAgo(),
    })
    .returning();
  if (!search) throw new Error("no search");
  return { buyer, search };
}

async function publishIn(province: string, overrides: Partial<typeof properties.$inferInsert> = {}) {
  const owner = await createUser(database().db, { name: "Olga Propietaria" });
  return createProperty(database().db, owner.id, {
    province,
    propertyType: "Piso",
    title: `Piso con terraza en ${province}`,
    address: `Calle Mayor 1, ${province}`,
    ...overrides,
  });
}

describe("saved-search alerts", () => {
  test("a new listing that matches (by the portal's own filters) is e-mailed once, with a one-click unsubscribe", async () => {
    const { buyer, search } = await buyerWithSearch("?provincia=Madrid&tipo=Piso&q=TERRAZA");
    const match = await publishIn("Madrid");
    await publishIn("Valencia");
    await publishIn("Madrid", { propertyType: "Local", title: "Local con terraza" });
    // The buyer's own listing is not news to them.
    await createProperty(database().db, buyer.id, { province: "Madrid", title: "Mi piso con terraza" });

    expect(await runAlertMatch(deps)).toEqual({ inserted: 1, emails: 1 });
    expect(await runAlertMatch(deps)).toEqual({ inserted: 0, emails: 0 });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe("Nueva propiedad para «Pisos en Madrid»");
    expect(mail.text).toContain(`${brand.publicUrl}/propiedad/${match.id}`);
    expect(mail.text).toContain(`${brand.publicUrl}/dashboard/busquedas`);
    const unsubscribe = mail.headers.get("list-unsubscribe") ?? "";
    expect(unsubscribe).toMatch(/^<https:\/\/zaguan\.example\/alertas\/baja\?t=.+>$/);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const token = new URL(unsubscribe.slice(1, -1)).searchParams.get("t");
    expect(readUnsubscribeToken(SECRET, token)).toEqual({
      target: { kind: "search", searchId: search.id },
      version: 0,
    });
  });

  test("a listing that was on the portal before the search was saved is not news", async () => {
    await publishIn("Madrid");
    const buyer = await createUser(database().db);
    await database()
      .db.insert(savedSearches)
      .values({ userId: buyer.id, name: "Madrid", query: "?provincia=Madrid" });
    expect(await runAlertMatch(deps)).toEqual({ inserted: 0, emails: 0 });
  });

  test("two runs at once record and e-mail the listing once", async () => {
    const { buyer } = await buyerWithSearch("?provincia=Madrid");
    await publishIn("Madrid");
    const outcomes = await Promise.all([runAlertMatch(deps), runAlertMatch(deps)]);
    expect(outcomes.map((outcome) => outcome.emails).sort()).toEqual([0, 1]);
    const rows = await database()
      .db.select()
      .from(alertDeliveries)
      .where(eq(alertDeliveries.userId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  test("'Desactivada' sends nothing and records nothing", async () => {
    await buyerWithSearch("?provincia=Madrid", "off");
    await publishIn("Madrid");
    expect(await runAlertMatch(deps)).toEqual({ inserted: 0, emails: 0 });
    expect(await outbox()).toHaveLength(0);
  });

  test("'Resumen diario' waits for the digest, which goes at most once a day", async () => {
    const { buyer } = await buyerWithSearch("?provincia=Madrid", "daily");
    await publishIn("Madrid");
    expect(await runAlertMatch(deps)).toEqual({ inserted: 1, emails: 0 });
    const morning = new Date();
    const [first, again] = await Promise.all([runDailyDigest(deps, morning), runDailyDigest(deps, morning)]);
    expect(first.digests + again.digests).toBe(1);
    // A listing later the same day waits for tomorrow's digest.
    await publishIn("Madrid", { title: "Segundo piso" });
    await runAlertMatch(deps);
    expect(await runDailyDigest(deps, morning)).toEqual({ digests: 0 });
    let mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Tu resumen diario de propiedades");
    expect(mails[0]?.to).toBe(buyer.email);
    expect(mails[0]?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await runDailyDigest(deps, new Date(morning.getTime() + 86_400_000))).toEqual({ digests: 1 });
    mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.text.includes("Segundo piso"))).toBe(true);
  });

  test("a favourite whose price drops is e-mailed, saying from what to what, once", async () => {
    const buyer = await createUser(database().db, { name: "Fede Favoritos" });
    const listing = await publishIn("Sevilla", { price: 300_000, title: "Casa con patio en Triana" });
    await database()
      .db.insert(favourites)
      .values({ userId: buyer.id, propertyId: listing.id, createdAt: anHourAgo() });
    await database().db.update(properties).set({ price: 285_000 }).where(eq(properties.id, listing.id));
    // A rise is not an alert.
    const other = await publishIn("Sevilla", { price: 100_000 });
    await database()
      .db.insert(favourites)
      .values({ userId: buyer.id, propertyId: other.id, createdAt: anHourAgo() });
    await database().db.update(properties).set({ price: 120_000 }).where(eq(properties.id, other.id));

    expect(await runAlertMatch(deps)).toEqual({ inserted: 1, emails: 1 });
    expect(await runAlertMatch(deps)).toEqual({ inserted: 0, emails: 0 });
    const [mail, ...rest] = await outbox();
    expect(rest).toHaveLength(0);
    expect(mail?.to).toBe(buyer.email);
    expect(mail?.subject).toBe("Ha bajado de precio: «Casa con patio en Triana»");
    expect(mail?.text).toMatch(/de 300\.000\s€ a 285\.000\s€/);
    const token = new URL((mail?.headers.get("list-unsubscribe") ?? "").slice(1, -1)).searchParams.get("t");
    expect(readUnsubscribeToken(SECRET, token)).toEqual({
      target: { kind: "price-drops", userId: buyer.id },
      version: 0,
    });
  });
});

describe("the unsubscribe token", () => {
  test("cannot be forged, and stops only the search it names", async () => {
    const { search: mine } = await buyerWithSearch("?provincia=Madrid");
    const { search: theirs } = await buyerWithSearch("?provincia=Madrid");
    const token = unsubscribeToken(SECRET, { target: { kind: "search", searchId: mine.id }, version: 0 });
    const [prefix, , signature] = token.split(".");
    expect(readUnsubscribeToken(SECRET, `${prefix}.${theirs.id}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken("otro-secreto-de-al-menos-32-caracteres!!", token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `a.${theirs.userId}.${signature}`)).toBeNull();
    // A version is signed with the rest: another one cannot be put in front of the signature.
    expect(readUnsubscribeToken(SECRET, `${prefix}.${mine.id}.7.${signature}`)).toBeNull();
    const link = readUnsubscribeToken(SECRET, token);
    expect(link).not.toBeNull();
    expect(await applyUnsubscribe(database().db, (link as NonNullable<typeof link>).target)).toBe(true);
    const rows = await database().db.select().from(savedSearches);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.alertFrequency]))).toEqual({
      [mine.id]: "off",
      [theirs.id]: "instant",
    });
  });
});

describe("revoked unsubscribe links", () => {
  test("after a revocation the old link is refused, and the next alert carries a new one that works", async () => {
    const { buyer, search } = await buyerWithSearch("?provincia=Madrid");
    const before = unsubscribeToken(SECRET, { target: { kind: "search", searchId: search.id }, version: 0 });
    expect(await resolveUnsubscribeToken(database().db, SECRET, before)).toEqual({
      kind: "search",
      searchId: search.id,
    });

    await revokeUnsubscribeLinks(database().db, buyer.id);
    expect(await resolveUnsubscribeToken(database().db, SECRET, before)).toBeNull();

    await publishIn("Madrid");
    expect(await runAlertMatch(deps)).toEqual({ inserted: 1, emails: 1 });
    const [mail] = await outbox();
    const after = new URL((mail?.headers.get("list-unsubscribe") ?? "").slice(1, -1)).searchParams.get("t");
    expect(readUnsubscribeToken(SECRET, after)?.version).toBe(1);
    expect(await resolveUnsubscribeToken(database().db, SECRET, after)).toEqual({
      kind: "search",
      searchId: search.id,
    });
  });
});

describe("privacy", () => {
  test("'Descargar mis datos' has the saved searches and the alerts sent; deleting the account deletes them", async () => {
    const { buyer, search } = await buyerWithSearch("?provincia=Madrid");
    const listing = await publishIn("Madrid");
    await runAlertMatch(deps);
    const exported = await exportUserData(database().db, buyer.id);
    expect(exported?.savedSearches).toEqual([
      expect.objectContaining({
        id: search.id,
        name: "Pisos en Madrid",
        query: "?provincia=Madrid",
        alertFrequency: "instant",
      }),
    ]);
    expect(exported?.priceDropAlerts).toBe("instant");
    expect(exported?.alertsSent).toEqual([
      expect.objectContaining({ reason: "new_listing", propertyId: listing.id, savedSearchId: search.id }),
    ]);

    const storage = configureStorage({ rootDir: outboxDir });
    await deleteAccount({ db: database().db, storage, userId: buyer.id });
    expect(
      await database().db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.id)),
    ).toEqual([]);
    expect(
      await database().db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, buyer.id)),
    ).toEqual([]);
  });
});
