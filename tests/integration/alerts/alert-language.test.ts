import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { sqlExecutor } from "#app/db/client.server";
import { savedSearches, users } from "#app/db/schema/index";
import { runAlertMatch } from "#app/domain/alerts/alert-job.server";
import type { AlertDeps } from "#app/domain/alerts/deps.server";
import { createJobQueue, type JobQueue } from "#app/lib/jobs.server";
import { createMailer, type Mailer } from "#app/lib/mailer.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { type ParsedMail, parseMail } from "#tests/support/mail-reader";

/** A saved-search alert reaches each buyer in the language of their account. */
const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const database = withTestDatabase();

let outboxDir: string;
let jobs: JobQueue;
let mailer: Mailer;
let deps: AlertDeps;
let run = 0;

beforeEach(async () => {
  await database().truncate();
  outboxDir = mkdtempSync(path.join(tmpdir(), "alert-language-"));
  jobs = createJobQueue({ executeSql: sqlExecutor(database().db), logger: quiet(), maintenance: false });
  run += 1;
  mailer = createMailer({
    jobs,
    jobName: `email-alert-language-${run}`,
    from: "Zaguán <a@zaguan.es>",
    outboxDir,
    logger: quiet(),
  });
  deps = { db: database().db, mailer, brand, secret: "secreto-de-prueba-de-al-menos-32-caracteres" };
});
afterEach(async () => {
  await jobs.stop();
  rmSync(outboxDir, { recursive: true, force: true });
});

async function alertFor(
  locale: "es" | "en" | "de",
  search: { name: string; query: string } = { name: "Málaga coast", query: "?provincia=Málaga" },
) {
  const buyer = await createUser(database().db, { name: "Jane Smith" });
  await database().db.update(users).set({ locale }).where(eq(users.id, buyer.id));
  await database()
    .db.insert(savedSearches)
    .values({
      userId: buyer.id,
      name: search.name,
      query: search.query,
      alertFrequency: "instant",
      createdAt: new Date(Date.now() - 3_600_000),
    });
  const owner = await createUser(database().db, { name: "Olga Propietaria" });
  const listing = await createProperty(database().db, owner.id, {
    province: "Málaga",
    title: "Piso junto al mar",
    price: 325_000,
  });
  expect(await runAlertMatch(deps)).toMatchObject({ emails: 1 });
  await mailer.idle();
  const [name] = readdirSync(outboxDir);
  if (!name) throw new Error("no alert sent");
  return { mail: parseMail(readFileSync(path.join(outboxDir, name), "utf8")) as ParsedMail, listing };
}

describe("a saved-search alert in the buyer's language", () => {
  test("an English account reads it in English, with the English listing's address and a British price", async () => {
    const { mail, listing } = await alertFor("en");
    expect(mail.subject).toBe("A new property for “Málaga coast”");
    expect(mail.text).toContain("Hello Jane Smith,");
    expect(mail.text).toContain("A new property matches your saved search.");
    expect(mail.text).toContain("€325,000");
    expect(mail.text).toContain(`${brand.publicUrl}/en/propiedad/${listing.id}`);
    expect(mail.text).toContain("Manage my alerts");
  });

  test("a Spanish account reads it as before", async () => {
    const { mail, listing } = await alertFor("es");
    expect(mail.subject).toBe("Nueva propiedad para «Málaga coast»");
    expect(mail.text).toContain("Hola, Jane Smith:");
    expect(mail.text).toContain("325.000\u00a0€");
    expect(mail.text).toContain(`${brand.publicUrl}/propiedad/${listing.id}`);
    expect(mail.text).toContain("Gestionar mis alertas");
  });

  test("a German account reads the search's filters in German under the Spanish name it saved", async () => {
    const { mail } = await alertFor("de", {
      name: "Piso · Málaga · desde 200.000 €",
      query: "?tipo=Piso&provincia=Málaga&precio_min=200000",
    });
    expect(mail.text).toContain(
      "Ihre Suche „Piso · Málaga · desde 200.000 €“\nWohnung · Málaga · ab 200.000\u00a0€\n",
    );
    expect(mail.html).toContain("Wohnung · Málaga · ab 200.000\u00a0€");
  });

  test("a name that already says the filters in the reader's words is not repeated", async () => {
    const { mail } = await alertFor("es", { name: "Piso · Málaga", query: "?tipo=Piso&provincia=Málaga" });
    expect(mail.text).toContain("Tu búsqueda «Piso · Málaga»\n- Piso junto al mar");
  });
});
