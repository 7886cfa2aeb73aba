/**
 * The contact form under a steady stream: `--rate` messages a second for `--duration`
 * seconds to 'Contactar con el vendedor', then a count of what arrived. Every message carries a
 * token of its own; each must be stored exactly once (a `leads` row) and mailed exactly twice
 * (the seller's e-mail and the buyer's copy in the outbox). Nothing lost, nothing duplicated.
 *
 *   npm run bench:contact -- [--rate=20] [--duration=60] [--listings=20] [--port=3193]
 *
 * It runs the optimised build (`npx react-router build` first) as `npm start` would, on a fresh
 * data folder (embedded PostgreSQL, e-mail outbox), with one seller and `--listings` published
 * listings written there before the server starts. All requests come from this machine, so the
 * server runs with CONTACT_RATE_LIMIT_FACTOR=1000 (10.000 an hour per address and per e-mail;
 * a listing holds its contacts for review past 10.000): the limits are not what this measures
 * (their tests are in Vitest). The minimum fill time is real: each message's form stamp is read
 * from a page load of its own (a stamp serves one message), all before the stream starts, then
 * used at least 3 s later.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import { openDatabase } from "#app/db/client.server";
import { leads, properties, users } from "#app/db/schema/index";
import { parseMail } from "#tests/support/mail-reader";
import { startBuiltServer } from "../built-server";
import { quantile } from "./stats";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const RATE = Number(option("rate", "20"));
const DURATION = Number(option("duration", "60"));
const LISTINGS = Number(option("listings", "20"));
const PORT = Number(option("port", "3193"));
const BASE = `http://localhost:${PORT}`;
const RUN = randomUUID().slice(0, 8);
const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-bench-contact-"));

async function seedListings(): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  await database.migrate();
  const [seller] = await database.db
    .insert(users)
    .values({
      id: randomUUID(),
      name: "Vendedora de Prueba",
      email: "vendedora.bench@zaguan.test",
      emailVerified: true,
    })
    .returning({ id: users.id });
  if (!seller) throw new Error("seller not created");
  const rows = await database.db
    .insert(properties)
    .values(
      Array.from({ length: LISTINGS }, (_, index) => ({
        userId: seller.id,
        title: `Piso de prueba ${index + 1}`,
        address: `Calle de la Prueba ${index + 1}, Valencia`,
        province: "Valencia",
        propertyType: "Piso",
        propertyOrigin: "particular" as const,
        price: 200_000 + index * 1_000,
        phone: "612345678",
        status: "published" as const,
      })),
    )
    .returning({ id: properties.id });
  await database.close();
  return rows.map((row) => row.id);
}

function startServer(): Promise<ChildProcess> {
  return startBuiltServer({
    port: PORT,
    dataDir,
    env: {
      PAGE_CACHE_MB: "32",
      CONTACT_RATE_LIMIT_FACTOR: "1000",
    },
  });
}

async function formStamp(listingId: string): Promise<string> {
  const html = await (await fetch(`${BASE}/propiedad/${listingId}`)).text();
  const stamp = /name="formStamp" value="([^"]+)"/.exec(html)?.[1];
  if (!stamp) throw new Error(`no form stamp on /propiedad/${listingId}`);
  return stamp;
}

/** One stamp per message (message `index` goes to listing `index % listings`), 8 page loads at a time. */
async function stampsFor(listingIds: string[], total: number): Promise<string[]> {
  const stamps: string[] = new Array(total);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < total; index = next++)
      stamps[index] = await formStamp(listingIds[index % listingIds.length] as string);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return stamps;
}

type Sent = { token: string; status: number; ms: number };

async function send(listingId: string, stamp: string, index: number): Promise<Sent> {
  const token = `bench-${RUN}-${index}`;
  const body = new URLSearchParams({
    intent: "contact",
    formStamp: stamp,
    name: `Comprador ${index}`,
    email: `comprador.${RUN}.${index}@example.es`,
    phone: "611222333",
    message: `Hola, me interesa la vivienda. Referencia ${token} fin.`,
    acceptPrivacy: "on",
    website: "",
  });
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}/propiedad/${listingId}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded" },
    });
    await response.arrayBuffer();
    return { token, status: response.status, ms: performance.now() - started };
  } catch {
    return { token, status: 0, ms: performance.now() - started };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function outboxTokens(): Map<string, { seller: number; copy: number }> {
  const outbox = path.join(dataDir, "outbox");
  const seen = new Map<string, { seller: number; copy: number }>();
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return seen;
  }
  for (const file of files) {
    const mail = parseMail(readFileSync(path.join(outbox, file), "utf8"));
    const token = /bench-[0-9a-f]{8}-\d+/.exec(mail.text)?.[0];
    if (!token) continue;
    const counts = seen.get(token) ?? { seller: 0, copy: 0 };
    if (file.includes("-enquiry-to-seller-")) counts.seller += 1;
    if (file.includes("-enquiry-copy-")) counts.copy += 1;
    seen.set(token, counts);
  }
  return seen;
}

async function main() {
  const total = RATE * DURATION;
  console.log(`Contact form: ${RATE}/s for ${DURATION} s (${total} messages) over ${LISTINGS} listings`);
  const listingIds = await seedListings();
  const server = await startServer();
  try {
    const stamps = await stampsFor(listingIds, total);
    await sleep(3_100); // the minimum fill time, as a person would take
    const started = performance.now();
    const pending: Array<Promise<Sent>> = [];
    for (let index = 0; index < total; index++) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const listing = index % listingIds.length;
      pending.push(send(listingIds[listing] as string, stamps[index] as string, index));
    }
    const results = await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;

    // The queue delivers in the background: wait for the outbox to settle (two e-mails a message).
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const mails = [...outboxTokens().values()].reduce((sum, c) => sum + c.seller + c.copy, 0);
      if (mails >= results.filter((r) => r.status === 303).length * 2) break;
      await sleep(500);
    }
    const mailed = outboxTokens();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));

    const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    const rows = await database.db
      .select({ message: leads.message })
      .from(leads)
      .where(like(leads.message, `%bench-${RUN}-%`));
    await database.close();
    const stored = new Map<string, number>();
    for (const row of rows) {
      const token = /bench-[0-9a-f]{8}-\d+/.exec(row.message)?.[0] as string;
      stored.set(token, (stored.get(token) ?? 0) + 1);
    }

    const statuses = new Map<number, number>();
    for (const result of results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    const accepted = results.filter((result) => result.status === 303);
    const lostRows = accepted.filter((result) => !stored.has(result.token)).length;
    const duplicatedRows = [...stored.values()].filter((count) => count > 1).length;
    const lostMails = accepted.filter(
      (r) => (mailed.get(r.token)?.seller ?? 0) < 1 || (mailed.get(r.token)?.copy ?? 0) < 1,
    ).length;
    const duplicatedMails = [...mailed.values()].filter((c) => c.seller > 1 || c.copy > 1).length;
    const latencies = results.map((result) => result.ms);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

    console.log(
      `sent ${results.length} in ${elapsed.toFixed(1)} s (${(results.length / elapsed).toFixed(1)}/s)`,
    );
    console.log(`answers: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(", ")}`);
    console.log(
      `latency: p50 ${fmt(quantile(latencies, 0.5))}, p95 ${fmt(quantile(latencies, 0.95))}, p99 ${fmt(quantile(latencies, 0.99))}, max ${fmt(Math.max(...latencies))}`,
    );
    console.log(
      `leads stored: ${rows.length} (${stored.size} distinct); lost ${lostRows}, duplicated ${duplicatedRows}`,
    );
    const sellerMails = [...mailed.values()].reduce((sum, c) => sum + c.seller, 0);
    const copies = [...mailed.values()].reduce((sum, c) => sum + c.copy, 0);
    console.log(
      `e-mails in the outbox: ${sellerMails} to the seller, ${copies} copies; lost ${lostMails}, duplicated ${duplicatedMails}`,
    );
    const ok =
      accepted.length === total &&
      rows.length === total &&
      lostRows === 0 &&
      duplicatedRows === 0 &&
      lostMails === 0 &&
      duplicatedMails === 0;
    console.log(ok ? "OK: every message stored once and mailed once to each side" : "FAILED");
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server.exitCode === null) server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
