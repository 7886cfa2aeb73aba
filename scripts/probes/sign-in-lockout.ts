/**
 * Issue 34 point 5, as an attacker would try it: can strangers' wrong passwords keep an owner out?
 * Runs the optimised build (`npx react-router build` first) on a fresh data folder with two verified
 * owners, and prints what each phase got back (HTTP statuses, Retry-After, e-mails in the outbox).
 *
 *   node --import tsx scripts/probes/sign-in-lockout.ts [--burst=60] [--port=3194]
 *
 * 1. One address: `--burst` simultaneous wrong passwords for owner 1 from 203.0.113.66, then the
 *    right password from that address and from another one.
 * 2. Many addresses: `--burst` simultaneous wrong passwords for owner 2, one address each, then the
 *    right password from a new address (the account's own lock), the e-mails the owner got, and the
 *    one-time link: asked for, opened (GET), used (POST), used again.
 * The server trusts the loopback proxy (server/app.ts), so each request's address is its
 * X-Forwarded-For. Passwords are hashed at the test cost (PASSWORD_HASH_COST=test): the statuses do
 * not depend on it, the run time does.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/client.server";
import { accounts, users } from "#app/db/schema/index";
import { parseMail } from "#tests/support/mail-reader";
import { startBuiltServer } from "../built-server";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const BURST = Number(option("burst", "60"));
const PORT = Number(option("port", "3194"));
const BASE = `http://localhost:${PORT}`;
const PASSWORD = "la contraseña de la dueña";
const OWNERS = ["duena.uno@example.es", "duena.dos@example.es"] as const;
const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-probe-sign-in-"));
process.env.PASSWORD_HASH_COST = "test";

async function seedOwners() {
  const { hashPassword } = await import("#app/domain/users/password.server");
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  await database.migrate();
  const hash = await hashPassword(PASSWORD);
  for (const email of OWNERS) {
    const id = randomUUID();
    await database.db.insert(users).values({ id, name: "Dueña de Prueba", email, emailVerified: true });
    await database.db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
  }
  await database.close();
}

function startServer(): Promise<ChildProcess> {
  return startBuiltServer({ port: PORT, dataDir });
}

type Answer = { status: number; retryAfter: string | null; location: string | null; body: string };

async function post(pathname: string, fields: Record<string, string>, address: string): Promise<Answer> {
  const response = await fetch(`${BASE}${pathname}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { "x-forwarded-for": address, "content-type": "application/x-www-form-urlencoded" },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

const signIn = (email: string, password: string, address: string) =>
  post("/auth", { intent: "sign-in", email, password }, address);

function tally(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  const refused = answers.filter((answer) => answer.status === 429);
  const withRetryAfter = refused.filter((answer) => Number(answer.retryAfter) > 0).length;
  const statuses = [...counts].map(([status, count]) => `${count} × ${status}`).join(", ");
  return `${statuses}${refused.length ? ` (Retry-After on ${withRetryAfter} of ${refused.length} 429s)` : ""}`;
}

function summarize(answer: Answer): string {
  const extra = [
    answer.retryAfter ? `Retry-After: ${answer.retryAfter}` : "",
    answer.location ? `Location: ${answer.location}` : "",
  ].filter(Boolean);
  return `${answer.status}${extra.length ? ` (${extra.join(", ")})` : ""}`;
}

function outbox(to: string, template: string) {
  const dir = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.includes(`-${template}-`));
  } catch {
    return [];
  }
  return files
    .map((file) => parseMail(readFileSync(path.join(dir, file), "utf8")))
    .filter((mail) => mail.to === to);
}

async function waitForMail(to: string, template: string, count: number) {
  const deadline = Date.now() + 60_000;
  while (outbox(to, template).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return outbox(to, template);
}

async function main() {
  await seedOwners();
  const server = await startServer();
  const [first, second] = OWNERS;
  const rows: Array<[string, string]> = [];
  try {
    const fromOne = await Promise.all(
      Array.from({ length: BURST }, (_, index) => signIn(first, `mal-${index}`, "203.0.113.66")),
    );
    rows.push([`${BURST} wrong passwords for owner 1 at once, one address`, tally(fromOne)]);
    rows.push([
      "owner 1, right password, same address",
      summarize(await signIn(first, PASSWORD, "203.0.113.66")),
    ]);
    rows.push([
      "owner 1, right password, another address",
      summarize(await signIn(first, PASSWORD, "192.0.2.10")),
    ]);

    const fromMany = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        signIn(second, `mal-${index}`, `198.51.${Math.floor(index / 200)}.${(index % 200) + 1}`),
      ),
    );
    rows.push([`${BURST} wrong passwords for owner 2 at once, one address each`, tally(fromMany)]);
    const locked = await signIn(second, PASSWORD, "192.0.2.20");
    rows.push(["owner 2, right password, a new address", summarize(locked)]);
    const lockedAgain = await Promise.all(
      Array.from({ length: 10 }, (_, index) => signIn(second, PASSWORD, `192.0.2.${30 + index}`)),
    );
    rows.push(["owner 2, right password, 10 more new addresses", tally(lockedAgain)]);
    const warnings = await waitForMail(second, "account-locked", 1);
    rows.push(["'account attacked' e-mails to owner 2", String(warnings.length)]);

    // React Router's data endpoint: the action's answer alone, without the page around it (whose
    // nonce and request id differ on every request).
    const asked = await post("/entrar-con-enlace.data", { intent: "request", email: second }, "192.0.2.20");
    const askedUnknown = await post(
      "/entrar-con-enlace.data",
      { intent: "request", email: "nadie@example.es" },
      "192.0.2.21",
    );
    const sameAnswer = asked.status === askedUnknown.status && asked.body === askedUnknown.body;
    rows.push([
      "one-time link asked for (owner 2 / an address without account)",
      `${asked.status} / ${askedUnknown.status}, same answer: ${sameAnswer ? "yes" : "no"}`,
    ]);
    const [linkMail] = await waitForMail(second, "sign-in-link", 1);
    const link = (linkMail?.text.match(/https?:\/\/\S+\/entrar-con-enlace\?token=\S+/) ?? [])[0];
    if (!link) throw new Error("no sign-in link in the outbox");
    const token = new URL(link).searchParams.get("token") ?? "";
    const opened = await fetch(link, { headers: { "x-forwarded-for": "192.0.2.20" } });
    rows.push(["link opened (GET, as a mail scanner would)", String(opened.status)]);
    await opened.arrayBuffer();
    rows.push([
      "link used (POST)",
      summarize(await post("/entrar-con-enlace", { intent: "sign-in", token }, "192.0.2.20")),
    ]);
    rows.push([
      "link used again",
      summarize(await post("/entrar-con-enlace", { intent: "sign-in", token }, "192.0.2.20")),
    ]);
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log("| step | answer |\n| --- | --- |");
  for (const [step, answer] of rows) console.log(`| ${step} | ${answer} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
