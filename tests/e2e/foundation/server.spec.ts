import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eDataDir, sparePort } from "../../../playwright.config";

/**
 * Until a server started by the test answers its health check. A fresh server migrates a new
 * database before it answers: work, not waiting. Two minutes is what that work takes on a loaded
 * 2-core machine (both e2e groups, or CI beside a CPU hog). A server that exits meanwhile fails at
 * once; the failure's received value says how the last try failed and what the server wrote.
 */
async function serverAnswers(port: number, server: ChildProcess) {
  let said = "";
  server.stderr?.setEncoding("utf8");
  server.stderr?.on("data", (chunk: string) => {
    said = (said + chunk).slice(-2_000);
  });
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) return `exited with ${server.exitCode}: ${said}`;
        // Each try on its own clock, so one request stuck in a busy moment is not the whole wait.
        const answer = await fetch(`http://localhost:${port}/healthz`, {
          signal: AbortSignal.timeout(5_000),
        }).then(
          (response) => response.status,
          (error: Error) =>
            `${error.name} ${(error.cause as { code?: string } | undefined)?.code ?? ""}`.trim(),
        );
        return answer === 200 || !said ? answer : `${answer}; stderr: ${said}`;
      },
      { timeout: 120_000 },
    )
    .toBe(200);
}

/** Stops a server this test started, if it is still running: a failed test must not leave its port taken. */
async function stopIfRunning(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGKILL");
  await exited;
}

test.describe("the server", () => {
  test("GET /healthz answers 200 {status: ok} once the database answers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("every response carries the security headers and no X-Powered-By", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  test("the pages with a token in their URL send one Referrer-Policy, their own", async ({ request }) => {
    for (const path of [
      "/entrar-con-enlace",
      "/alertas/baja?t=no-es-un-token",
      "/solicitud/no-es-un-token",
    ]) {
      const response = await request.get(path);
      const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === "referrer-policy");
      // Repeated headers would come joined with ", " or as two entries: exactly one value.
      expect(policies.map(({ value }) => value).join(" | "), path).toBe("strict-origin");
    }
  });

  test("a served photo says its type once, with nosniff once (the browser must not guess)", async ({
    request,
  }) => {
    const html = await (await request.get("/portal")).text();
    const photo = /\/files\/property-images\/[^"\s]+\.webp/.exec(html)?.[0];
    expect(photo).toBeTruthy();
    const response = await request.get(photo ?? "");
    expect(response.status()).toBe(200);
    // Repeated headers come joined with ", ": exactly one value each.
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-type"]).toBe("image/webp");
  });

  test("pages and built scripts go compressed; a missing script is a plain 404", async ({ request }) => {
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    // A page rendered for this request goes Brotli. A kept public page goes Brotli too, compressed
    // whole, while it is asked a few times; then gzip, laid from pieces deflated once
    // (app/lib/gzip-splice.server.ts, ADR 0078 point 10).
    const rendered = await request.get("/auth", { headers });
    expect(rendered.headers()["content-encoding"]).toBe("br");
    // A search no other test asks: its first asks are this test's.
    const path = "/portal?precio_max=987654";
    expect((await request.get(path, { headers })).headers()["x-page-cache"]).toBe("miss");
    const encodings: Array<string | undefined> = [];
    let html = "";
    for (let ask = 0; ask < 9; ask++) {
      const page = await request.get(path, { headers });
      expect(page.headers()["x-page-cache"]).toBe("hit");
      encodings.push(page.headers()["content-encoding"]);
      html = await page.text();
      expect(html).toContain("Portal Inmobiliario");
    }
    expect(encodings).toEqual([...Array(8).fill("br"), "gzip"]);

    const script = /\/assets\/[\w-]+\.js/.exec(html)?.[0] ?? "";
    const asset = await request.get(script, { headers });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect(asset.headers()["cache-control"]).toContain("immutable");

    const missing = await request.get("/assets/no-existe-1234.js", { headers });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain("Volver");
  });

  test("every inline script carries the CSP nonce, so the page hydrates", async ({ request }) => {
    const response = await request.get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("an oversized request body is refused with 413 before it is read", async ({ request }) => {
    const response = await request.post("/consentimiento", {
      data: "x".repeat(1_200_000),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status()).toBe(413);
  });

  test("a production start without its providers refuses, naming each missing setting", async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(sparePort(1)),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    };
    for (const name of [
      "DATABASE_URL",
      "SMTP_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "COMPANY_NAME",
      "COMPANY_NIF",
      "COMPANY_ADDRESS",
      "VERIFACTU_ENVIRONMENT",
      "SEAL_P12_BASE64",
      "PAYMENTS_TEST_MODE",
      "ZAGUAN_ENV",
    ]) {
      delete env[name];
    }
    env.AUTH_SECRET = "s".repeat(40);
    env.S3_BUCKET = "fotos";
    env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "zaguan-production-"));
    const server = spawn(process.execPath, ["server.js"], { env });
    let stderr = "";
    server.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => server.on("exit", resolve));
    expect(code).not.toBe(0);
    for (const name of [
      "DATABASE_URL",
      "SMTP_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "COMPANY_NAME",
      "COMPANY_NIF",
      "COMPANY_ADDRESS",
      "VERIFACTU_ENVIRONMENT",
      "SEAL_P12_BASE64",
      "S3_PRIVATE_BUCKET",
    ]) {
      expect(stderr).toContain(`${name} es obligatorio`);
    }
  });

  test("a deploy that takes test payments says so on every page", async ({ browser }) => {
    // A fresh server migrates a new database before it answers (serverAnswers).
    test.setTimeout(180_000);
    const port = sparePort(0);
    const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-staging-"));
    const server = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        PAYMENTS_TEST_MODE: "true",
      },
    });
    try {
      await serverAnswers(port, server);
      const page = await browser.newPage();
      for (const pathname of ["/", "/portal", "/auth"]) {
        await page.goto(`http://localhost:${port}${pathname}`);
        await expect(
          page.getByRole("status").filter({ hasText: "Entorno de pruebas: los pagos no son reales" }),
        ).toBeVisible();
      }
      await page.close();
    } finally {
      const exited = new Promise((resolve) => server.on("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  });

  test("a second server on the same embedded data folder refuses to start", async () => {
    // The server under test holds its folder's embedded database, unless `npm test` put it on the
    // PostgreSQL server (E2E_DATABASE_URL): then a first server of this test's own holds a fresh one.
    let first: ChildProcess | undefined;
    let dataDir = e2eDataDir;
    if (process.env.E2E_DATABASE_URL) {
      dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-lock-"));
      const env = { ...process.env, PORT: String(sparePort(4)), DATA_DIR: dataDir, DEMO_DATA: "false" };
      first = spawn(process.execPath, ["server.js"], { env: { ...env, LOG_LEVEL: "warn" } });
    }
    try {
      // It takes the folder (its pid in the lock file) before it opens and migrates the database:
      // the second may start then, with no wait for a migration nobody looks at.
      const holder = String(first?.pid);
      const lockHolder = () => readFile(path.join(dataDir, "server.lock"), "utf8");
      if (first) await expect.poll(() => lockHolder().catch(() => ""), { timeout: 60_000 }).toBe(holder);
      const second = spawn(process.execPath, ["server.js"], {
        env: { ...process.env, PORT: String(sparePort(3)), DATA_DIR: dataDir, DEMO_DATA: "false" },
      });
      let stderr = "";
      second.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
      expect(code).not.toBe(0);
      expect(stderr).toContain("ya la usa otro proceso");
    } finally {
      if (first) await stopIfRunning(first);
    }
  });

  test("SIGTERM lets in-flight requests finish, then closes the database and exits cleanly", async () => {
    // Two fresh servers in a row, each migrating before it answers (serverAnswers).
    test.setTimeout(300_000);
    const port = sparePort(2);
    const dataDir = mkdtempSync(path.join(tmpdir(), "zaguan-sigterm-"));
    const env = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
    };
    const server = spawn(process.execPath, ["server.js"], { env });
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
    let again: ChildProcess | undefined;
    try {
      await serverAnswers(port, server);

      // Twenty open connections (as a load balancer holds), each with a request under way at SIGTERM.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
      const get = (pathname: string) =>
        new Promise<number>((resolve, reject) => {
          http
            .get({ host: "localhost", port, path: pathname, agent }, (response) => {
              response.resume();
              response.on("end", () => resolve(response.statusCode ?? 0));
            })
            .on("error", reject);
        });
      await Promise.all(Array.from({ length: 20 }, () => get("/healthz")));
      const inFlight = Array.from({ length: 20 }, () => get("/portal"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.kill("SIGTERM");
      expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
      agent.destroy();
      expect(await exited).toBe(0);

      // The lock was released: the same folder can be served again.
      again = spawn(process.execPath, ["server.js"], { env });
      const againExited = new Promise((resolve) => again?.on("exit", resolve));
      await serverAnswers(port, again);
      again.kill("SIGTERM");
      expect(await againExited).toBe(0);
    } finally {
      await stopIfRunning(server);
      if (again) await stopIfRunning(again);
    }
  });
});
