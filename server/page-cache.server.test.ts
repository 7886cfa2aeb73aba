import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Listener } from "#app/db/notifications.server";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { getPublishedProperty } from "#app/domain/listings/property.server";
import { LISTINGS_CHANGED_CHANNEL } from "#app/domain/listings/public-pages";
import { serializeConsent } from "#app/lib/cookies.server";
import { PageCache } from "#app/lib/page-cache.server";
import { createToastHeaders } from "#app/lib/toast.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { testDatabaseKind, withTestDatabase } from "#tests/setup/db";
import { PAGE_CACHE_HEADER, publicPageCache } from "./page-cache";

const database = withTestDatabase();
const cache = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
let listener: Listener;
let server: ReturnType<express.Express["listen"]>;
let baseUrl = "";
let renders = 0;

/**
 * The real middleware and the real database notifications in front of a page that shows what the
 * listing page shows — the listing from the database — plus, as the app's header does, who is
 * signed in. Each render is numbered so a test can tell a kept page from a new one.
 */
function pageApp() {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(publicPageCache(cache));
  // A page the app leaves shareable (the landing, a guide) and one it calls private (the sign-in form).
  app.get(["/como-vendemos", "/auth"], (req, res) => {
    renders += 1;
    if (req.path === "/auth") res.setHeader("Cache-Control", "private, no-store");
    res.status(200).type("html").end(`<!DOCTYPE html><html><body><p>render ${renders}</p></body></html>`);
  });
  app.get("/propiedad/:id", async (req, res) => {
    renders += 1;
    const listing = await getPublishedProperty(database().db, req.params.id, null);
    const session = /zaguan\.session_token=([^;]+)/.exec(req.get("cookie") ?? "")?.[1];
    const nonce = res.locals.cspNonce;
    res.status(listing ? 200 : 404).type("html");
    if (req.query.setCookie) res.append("Set-Cookie", "zaguan-toast=; Max-Age=0");
    if (req.query.private) res.setHeader("Cache-Control", "private, no-store");
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.render=${renders}</script></head>`);
    res.end(
      `<body><h1>${listing?.title ?? "Propiedad no encontrada"}</h1><p>${listing?.sellerName ?? ""}</p>` +
        `<p>${session ? `Sesión ${session}` : "Acceder"}</p></body></html>`,
    );
  });
  return app;
}

async function visit(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { status: response.status, cache: response.headers.get(PAGE_CACHE_HEADER), html, nonce };
}

/** Notifications from the server arrive a moment after the commit; on PGlite, before it returns. */
async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

let ownerId = "";
let listingPath = "";
let listingId = "";

beforeAll(async () => {
  const { db } = database();
  ownerId = (await createUser(db, { name: "Lucía Ferrer Vidal" })).id;
  const listing = await createProperty(db, ownerId, { title: "Piso con balcón en Russafa" });
  listingId = listing.id;
  listingPath = `/propiedad/${listing.id}`;
  listener = await database().listen(LISTINGS_CHANGED_CHANNEL, {
    onNotify: () => cache.invalidate(),
    onReady: () => cache.activate(),
    onLost: () => cache.deactivate(),
  });
  server = pageApp().listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await listener?.close();
});

describe("the public page cache, on the database's change notifications", () => {
  it("renders a listing once for visitors without a session, each copy with its own CSP nonce", async () => {
    const first = await visit(listingPath);
    const second = await visit(listingPath);

    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.html).toContain("Piso con balcón en Russafa");
    expect(second.html).toContain("window.render=1</script>"); // the first render, not a second one
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(first.nonce);
  });

  it("serves a kept page in Brotli while it is asked a few times, then gzip laid from its pieces; as it is to a client taking neither", async () => {
    cache.invalidate(); // a page no one was served yet
    expect((await visit(listingPath)).cache).toBe("miss");
    const request = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        // node:http, which neither asks for nor decodes any encoding by itself (fetch does both).
        http
          .get(`${baseUrl}${listingPath}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                encoding: response.headers["content-encoding"],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      });

    // Each answer carries its own nonce, whichever way it was compressed.
    const decoded: string[] = [];
    const encodings: Array<string | undefined> = [];
    for (let ask = 0; ask < 10; ask++) {
      const compressed = await request("gzip, deflate, br, zstd");
      expect(compressed.vary).toMatch(/Accept-Encoding/i);
      encodings.push(compressed.encoding);
      const body =
        compressed.encoding === "br" ? brotliDecompressSync(compressed.body) : gunzipSync(compressed.body);
      decoded.push(body.toString());
    }
    expect(encodings).toEqual([...Array(8).fill("br"), "gzip", "gzip"]);
    for (const html of decoded) expect(html).toContain("Piso con balcón en Russafa");
    expect(new Set(decoded.map((html) => /nonce="([^"]+)"/.exec(html)?.[1])).size).toBe(10);
    // A browser without Brotli gets gzip at once.
    const gzipOnly = await request("gzip, deflate");
    expect(gzipOnly.encoding).toBe("gzip");
    expect(gunzipSync(gzipOnly.body).toString()).toContain("Piso con balcón en Russafa");
    const plain = await request("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain("Piso con balcón en Russafa");
  });

  it("shows an edited listing on the next visit, after the edit commits", async () => {
    await visit(listingPath);
    await database()
      .db.update(properties)
      .set({ title: "Piso con balcón y ascensor en Russafa" })
      .where(eq(properties.id, listingId));

    expect(await eventually(async () => (await visit(listingPath)).html.includes("y ascensor"))).toBe(true);
    expect((await visit(listingPath)).cache).toBe("hit");
  });

  it("takes a listing off the page when it is unpublished, and shows the owner's new name", async () => {
    // The listing shows a private seller's first name only.
    await database().db.update(users).set({ name: "Núria Ferrer i Vidal" }).where(eq(users.id, ownerId));
    expect(await eventually(async () => (await visit(listingPath)).html.includes("Núria"))).toBe(true);

    await database().db.update(properties).set({ status: "draft" }).where(eq(properties.id, listingId));
    expect(await eventually(async () => (await visit(listingPath)).status === 404)).toBe(true);
    expect((await visit(listingPath)).cache).toBe("miss"); // a 404 is never kept

    await database().db.update(properties).set({ status: "published" }).where(eq(properties.id, listingId));
    expect(await eventually(async () => (await visit(listingPath)).status === 200)).toBe(true);
  });

  it("keeps nothing from a transaction that rolled back", async () => {
    await visit(listingPath);
    const before = renders;
    await database()
      .db.transaction(async (tx) => {
        await tx
          .update(properties)
          .set({ title: "Título que nunca existió" })
          .where(eq(properties.id, listingId));
        tx.rollback();
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const page = await visit(listingPath);
    expect(page.cache).toBe("hit");
    expect(renders).toBe(before);
  });

  it("never shares a signed-in visitor's page, nor gives them the shared one", async () => {
    await visit(listingPath);
    const signedIn = await visit(listingPath, "zaguan.session_token=marta-123");
    expect(signedIn.cache).toBeNull();
    expect(signedIn.html).toContain("Sesión marta-123");

    const anonymous = await visit(listingPath);
    expect(anonymous.cache).toBe("hit");
    expect(anonymous.html).not.toContain("marta-123");
  });

  it("renders afresh for a visitor with a toast waiting, and keeps no page that sets a cookie", async () => {
    const toastCookie =
      (await createToastHeaders({ variant: "success", title: "Hecho" })).get("Set-Cookie") ?? "";
    expect((await visit(listingPath, toastCookie.split(";")[0])).cache).toBeNull();

    const path = `${listingPath}?setCookie=1`;
    await visit(path);
    expect((await visit(path)).cache).toBe("miss");
  });

  it("keeps no page the app marked private (app/lib/cache-control.ts)", async () => {
    const path = `${listingPath}?private=1`;
    await visit(path);
    expect((await visit(path)).cache).toBe("miss");
  });

  it("keeps one copy per consent choice, since the cookie banner differs", async () => {
    const accepted = (await serializeConsent(true)).setCookie.split(";")[0];
    const rejected = (await serializeConsent(false)).setCookie.split(";")[0];
    await visit(listingPath);
    expect((await visit(listingPath, accepted)).cache).toBe("miss");
    expect((await visit(listingPath, accepted)).cache).toBe("hit");
    expect((await visit(listingPath, rejected)).cache).toBe("miss");
    // Another visitor who chose the same, on another day, shares the copy.
    const acceptedLater = (await serializeConsent(true, new Date("2026-01-02T10:00:00Z"))).setCookie.split(
      ";",
    )[0];
    expect((await visit(listingPath, acceptedLater)).cache).toBe("hit");
  });

  it.skipIf(testDatabaseKind !== "postgres")(
    "stops serving kept pages while it cannot hear of changes, and starts again after reconnecting",
    async () => {
      await visit(listingPath);
      await database().db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${LISTINGS_CHANGED_CHANNEL}`}`,
      );
      expect(await eventually(async () => !cache.isActive)).toBe(true);
      expect((await visit(listingPath)).cache).toBeNull();

      expect(await eventually(async () => cache.isActive)).toBe(true);
      await visit(listingPath);
      expect((await visit(listingPath)).cache).toBe("hit");
    },
  );
});

describe("which pages the cache keeps", () => {
  it("keeps every page the app leaves shareable, and none it calls private", async () => {
    await visit("/como-vendemos");
    const again = await visit("/como-vendemos");
    expect(again.cache).toBe("hit");
    await visit("/auth");
    const signIn = await visit("/auth");
    expect(signIn.cache).toBe("miss");
    expect(signIn.html).toContain(`render ${renders}<`); // rendered for this visit
  });
});
