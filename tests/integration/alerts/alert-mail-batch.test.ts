import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type SqlExecutor, sqlExecutor } from "#app/db/client.server";
import { alertDeliveries, favourites, properties, savedSearches, users } from "#app/db/schema/index";
import { runAlertMatch } from "#app/domain/alerts/alert-job.server";
import { createJobQueue, type JobQueue } from "#app/lib/jobs.server";
import { createMailer, type Mailer, type MailMessage } from "#app/lib/mailer.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { parseMail } from "#tests/support/mail-reader";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const SECRET = "secreto-de-prueba-de-al-menos-32-caracteres";
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const database = withTestDatabase();

let jobs: JobQueue;
let outboxes: string[] = [];
let run = 0;

beforeEach(async () => {
  await database().truncate();
  jobs = createJobQueue({ executeSql: sqlExecutor(database().db), logger: quiet(), maintenance: false });
  run += 1;
});
afterEach(async () => {
  await jobs.stop();
  for (const dir of outboxes) rmSync(dir, { recursive: true, force: true });
  outboxes = [];
});

function mailerNamed(name: string) {
  const outboxDir = mkdtempSync(path.join(tmpdir(), `alerts-${name}-`));
  outboxes.push(outboxDir);
  const jobName = `email-${name}-${run}`;
  const mailer = createMailer({ jobs, jobName, from: "Zaguán <a@zaguan.es>", outboxDir, logger: quiet() });
  return { mailer, jobName, outboxDir };
}

/** What each buyer received, in a stable order: who, the subject, the words and the links. */
async function received(mailer: Mailer, outboxDir: string) {
  await mailer.idle();
  return readdirSync(outboxDir)
    .map((name) => parseMail(readFileSync(path.join(outboxDir, name), "utf8")))
    .map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      unsubscribe: mail.headers.get("list-unsubscribe"),
    }))
    .sort((a, b) => `${a.to} ${a.subject}`.localeCompare(`${b.to} ${b.subject}`));
}

/** The queued jobs as the worker reads them: payload, retries, expiry and how long they are kept. */
async function queued(jobName: string) {
  const { rows } = await sqlExecutor(database().db)(
    `SELECT data, priority, retry_limit, retry_delay, retry_backoff, expire_in::text AS expire_in,
            (keep_until - start_after)::text AS kept, singleton_key, dead_letter, policy, state
     FROM pgboss.job WHERE name = $1 ORDER BY data->>'to', data->>'subject'`,
    [jobName],
  );
  return rows;
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

test("the alert job queues the very e-mails in one statement that it queued one by one", async () => {
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const queries = ["?provincia=Madrid", "?provincia=Madrid&tipo=Piso", "?q=terraza", "?provincia=Sevilla"];
  for (const [index, query] of queries.entries()) {
    const buyer = await createUser(database().db, { name: `Comprador ${index}` });
    await database()
      .db.insert(savedSearches)
      .values({ userId: buyer.id, name: `Búsqueda ${index}`, query, createdAt: anHourAgo });
  }
  const fan = await createUser(database().db, { name: "Fede Favoritos" });
  // One recipient reads English: the batch carries each e-mail's own language.
  await database().db.update(users).set({ locale: "en" }).where(eq(users.id, fan.id));
  const dropped = await publishIn("Sevilla", { price: 300_000, title: "Casa con patio en Triana" });
  await database()
    .db.insert(favourites)
    .values({ userId: fan.id, propertyId: dropped.id, createdAt: anHourAgo });
  await database().db.update(properties).set({ price: 285_000 }).where(eq(properties.id, dropped.id));
  await publishIn("Madrid");
  await publishIn("Madrid", { title: "Ático luminoso en Chamberí", propertyType: "Ático" });
  await publishIn("Valencia");

  const single = mailerNamed("one-by-one");
  const batched = mailerNamed("batched");
  // The job as it was: one statement per e-mail, each in the job's transaction.
  const oneByOne = {
    ...single.mailer,
    async enqueueManyInTransaction(executeSql: SqlExecutor, messages: MailMessage[]) {
      for (const message of messages) await single.mailer.enqueueInTransaction(executeSql, message);
    },
  };
  const now = new Date();
  const deps = { db: database().db, brand, secret: SECRET };
  const before = await runAlertMatch({ ...deps, mailer: oneByOne }, now);
  await database().db.delete(alertDeliveries);
  const after = await runAlertMatch({ ...deps, mailer: batched.mailer }, now);

  expect(after).toEqual(before);
  expect(before.emails).toBe(5);
  const told = await received(batched.mailer, batched.outboxDir);
  expect(told).toEqual(await received(single.mailer, single.outboxDir));
  expect(told.find((mail) => mail.to === fan.email)?.subject).toMatch(/^Price reduced/);
  expect(await queued(batched.jobName)).toEqual(await queued(single.jobName));
});
