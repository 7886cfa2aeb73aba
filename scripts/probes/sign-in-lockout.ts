/**
 * Can strangers keep an owner out, or flush the limits? Runs the optimised build (`npx react-router
 * build` first) on a fresh data folder with five verified owners, and prints what each phase got
 * back (HTTP statuses, Retry-After, e-mails in the outbox). docs/decisions/0026 and 0042.
 *
 *   node --import tsx scripts/probes/sign-in-lockout.ts [--burst=60] [--flood=30000] [--port=3194]
 *
 * 1. One address: `--burst` simultaneous wrong passwords for owner 1 from 203.0.113.66, then the
 *    right password from that address and from another one.
 * 2. Many addresses: `--burst` simultaneous wrong passwords for owner 2, one address each, then the
 *    right password from a new address (the account's own lock), the e-mails the owner got, and the
 *    one-time link: asked for, opened (GET), used (POST), used again.
 * 3. The lock-out: 60 wrong passwords from 6 addresses, 3 link and 3 reset requests from strangers;
 *    then the owner's way in from his own address: a link (owner 3) or a reset (owner 4), and his
 *    password right after.
 * 4. The flush: owner 5 locked by 50 addresses, then `--flood` sign-ins with made-up e-mails from
 *    one address, then owner 5's right password (still locked: no counter was pushed out).
 * The server trusts the loopback proxy (server/app.ts), so each request's address is its
 * X-Forwarded-For. Passwords are hashed at the test cost (PASSWORD_HASH_COST=test): the statuses do
 * not depend on it, the run time does.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/db/client.server";
import { accounts, users } from "#app/db/schema/index";
import { startBuiltServer } from "../built-server";
import { flushScenario, lockOutScenario } from "./sign-in-owner-scenarios";
import { probeClient, summarize, tally } from "./sign-in-probe-client";

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}
const BURST = Number(option("burst", "60"));
const FLOOD = Number(option("flood", "30000"));
const PORT = Number(option("port", "3194"));
const BASE = `http://localhost:${PORT}`;
const PASSWORD = "la contraseña de la dueña";
const OWNERS = [
  "duena.uno@example.es",
  "duena.dos@example.es",
  "duena.tres@example.es",
  "duena.cuatro@example.es",
  "duena.cinco@example.es",
] as const;
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

async function main() {
  await seedOwners();
  const server = await startServer();
  const [first, second, third, fourth, fifth] = OWNERS;
  const client = probeClient({ base: BASE, dataDir });
  const { post, signIn, waitForMail } = client;
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
    await lockOutScenario(client, rows, { byLink: third, byReset: fourth, password: PASSWORD });
    await flushScenario(client, rows, { owner: fifth, password: PASSWORD, flood: FLOOD });
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
