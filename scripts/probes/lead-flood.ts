/**
 * The lead flood (docs/reliability.md § Abuse), replayed against a started server: 30 posts to one listing's
 * 'Contactar con el vendedor' from 3 addresses (10 each) with the form stamp of one page load; then
 * the same 3 addresses loading the page before each post (10 each); then one new buyer from a new
 * address. It prints, per phase, the requests, what was accepted, held for review, refused (and
 * why), the 5xx, and the e-mails the seller got: one by one and in the digest.
 *
 *   npm run probe:lead-flood -- [--port=3194] [--digest-delay-ms=15000]
 *
 * It runs the optimised build (`npx react-router build` first) as `npm start` would, on a fresh
 * data folder (embedded PostgreSQL, e-mail outbox) with one seller and one published listing, and
 * the real limits (CONTACT_RATE_LIMIT_FACTOR=1). The addresses are sent as `X-Forwarded-For`, which
 * the server takes from a proxy on this machine only (trust proxy: loopback), as it would from the
 * load balancer in front of it. Only the digest's delay is shortened (HELD_LEAD_DIGEST_DELAY_MS).
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "#app/db/client.server";
import { leads, properties, users } from "#app/db/schema/index";
import { parseMail } from "#tests/support/mail-reader";
import { startBuiltServer } from "../built-server";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const PORT = Number(option("port", "3194"));
const DIGEST_DELAY_MS = Number(option("digest-delay-ms", "15000"));
const BASE = `http://localhost:${PORT}`;
const SELLER = "vendedora.sondeo@zaguan.test";
const ADDRESSES = ["203.0.113.11", "203.0.113.12", "203.0.113.13"];
const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-probe-flood-"));

async function seedListing(): Promise<string> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  await database.migrate();
  const [seller] = await database.db
    .insert(users)
    .values({ id: randomUUID(), name: "Vendedora de Prueba", email: SELLER, emailVerified: true })
    .returning({ id: users.id });
  if (!seller) throw new Error("seller not created");
  const [listing] = await database.db
    .insert(properties)
    .values({
      userId: seller.id,
      title: "Piso del sondeo",
      address: "Calle de la Prueba 1, Valencia",
      province: "Valencia",
      propertyType: "Piso",
      propertyOrigin: "particular",
      price: 200_000,
      phone: "612345678",
      status: "published",
    })
    .returning({ id: properties.id });
  await database.close();
  if (!listing) throw new Error("listing not created");
  return listing.id;
}

function startServer(): Promise<ChildProcess> {
  return startBuiltServer({
    port: PORT,
    dataDir,
    env: {
      CONTACT_RATE_LIMIT_FACTOR: "1",
      // A script fills the form at once: the fill-time check is not what this measures.
      CONTACT_MIN_FILL_MS: "0",
      HELD_LEAD_DIGEST_DELAY_MS: String(DIGEST_DELAY_MS),
    },
  });
}

async function stampFor(listingId: string, ip: string): Promise<string> {
  const html = await (
    await fetch(`${BASE}/propiedad/${listingId}`, { headers: { "x-forwarded-for": ip } })
  ).text();
  const stamp = /name="formStamp" value="([^"]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error(`no form stamp on /propiedad/${listingId}`);
  return stamp;
}

type Answer = { phase: string; name: string; status: number; reason: string };
const answers: Answer[] = [];
let sequence = 0;

async function post(phase: string, listingId: string, ip: string, stamp: string) {
  sequence += 1;
  const name = `Remitente ${sequence}`;
  const response = await fetch(`${BASE}/propiedad/${listingId}`, {
    method: "POST",
    redirect: "manual",
    headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "contact",
      formStamp: stamp,
      name,
      email: `remitente-${sequence}@example.es`,
      message: "Mensaje de prueba del sondeo de avalancha.",
      acceptPrivacy: "on",
      website: "",
    }),
  });
  const text = await response.text();
  const reason =
    response.status === 303
      ? "accepted"
      : text.includes("ya se había enviado")
        ? "stamp used"
        : text.includes("demasiados mensajes")
          ? "sender limit"
          : text.includes("muchos mensajes en poco tiempo")
            ? "listing limit"
            : `status ${response.status}`;
  answers.push({ phase, name, status: response.status, reason });
}

function sellerMails() {
  const outbox = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, ...parseMail(readFileSync(path.join(outbox, file), "utf8")) }))
    .filter((mail) => mail.to === SELLER);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const listingId = await seedListing();
  const server = await startServer();
  let held = new Set<string>();
  try {
    const phases = {
      oneStamp: "30 posts, 3 addresses, one page's stamp",
      fresh: "30 posts, same 3 addresses, a fresh page each",
      buyer: "1 new buyer, new address",
    };
    const stamp = await stampFor(listingId, ADDRESSES[0] as string);
    for (let index = 0; index < 30; index++)
      await post(phases.oneStamp, listingId, ADDRESSES[index % 3] as string, stamp);
    for (let index = 0; index < 30; index++) {
      const ip = ADDRESSES[index % 3] as string;
      await post(phases.fresh, listingId, ip, await stampFor(listingId, ip));
    }
    await post(phases.buyer, listingId, "198.51.100.77", await stampFor(listingId, "198.51.100.77"));

    // The digest goes DIGEST_DELAY_MS after the first contact held; wait for it (and a margin).
    const deadline = Date.now() + DIGEST_DELAY_MS + 30_000;
    while (Date.now() < deadline && !sellerMails().some((mail) => mail.file.includes("-held-leads-digest-")))
      await sleep(500);
    const mails = sellerMails();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));

    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    const rows = await database.db
      .select({ name: leads.buyerName, review: leads.review })
      .from(leads)
      .where(eq(leads.propertyId, listingId));
    await database.close();
    held = new Set(rows.filter((row) => row.review === "held").map((row) => row.name));

    const digests = mails.filter((mail) => mail.file.includes("-held-leads-digest-"));
    const oneByOne = mails.filter((mail) => mail.file.includes("-enquiry-to-seller-"));
    const inDigest = (name: string) => digests.some((mail) => mail.text.includes(`Mensaje de ${name} ·`));
    const mailedAlone = (name: string) =>
      oneByOne.some((mail) => mail.text.includes(`${name} te ha escrito`));

    console.log(`Lead flood probe: one listing, ${BASE}, digest delay ${DIGEST_DELAY_MS / 1000} s`);
    console.log(
      "| phase | requests | accepted | held | refused: stamp used | refused: sender limit | refused: listing | 5xx | seller e-mails one by one | in the digest |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const phase of Object.values(phases)) {
      const own = answers.filter((answer) => answer.phase === phase);
      const count = (reason: string) => own.filter((answer) => answer.reason === reason).length;
      const accepted = own.filter((answer) => answer.status === 303);
      console.log(
        `| ${phase} | ${own.length} | ${accepted.length} | ${accepted.filter((a) => held.has(a.name)).length} | ${count("stamp used")} | ${count("sender limit")} | ${count("listing limit")} | ${own.filter((a) => a.status >= 500).length} | ${accepted.filter((a) => mailedAlone(a.name)).length} | ${accepted.filter((a) => inDigest(a.name)).length} |`,
      );
    }
    console.log(
      `Seller's inbox: ${oneByOne.length} e-mails one by one, ${digests.length} digest(s) (${mails.length} in all); ${held.size} contacts waiting in 'Pendientes de revisión'.`,
    );
    const buyer = answers.find((answer) => answer.phase === phases.buyer);
    console.log(
      `The new buyer: ${buyer?.status === 303 ? "'Mensaje enviado' (303)" : `refused (${buyer?.status})`}.`,
    );
    const ok =
      buyer?.status === 303 &&
      answers.every((answer) => answer.status < 500 && answer.reason !== "listing limit") &&
      digests.length === 1;
    console.log(ok ? "OK: the listing was never silenced; the held ones went in one digest" : "FAILED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server.exitCode === null) server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
