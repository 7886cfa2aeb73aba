import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundShell, notFoundShellPaths } from "./not-found-shell";

/** The shape of the built route table: the root, a page with a child, the catch-all 404. */
const ROUTES = {
  root: { id: "root", path: "" },
  "routes/public/portal": { id: "routes/public/portal", parentId: "root", path: "portal" },
  "routes/public/property": { id: "routes/public/property", parentId: "root", path: "propiedad/:id" },
  "routes/public/portal.en": { id: "routes/public/portal.en", parentId: "root", path: "en/portal" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

let renders = 0;
let active = true;
let server: ReturnType<express.Express["listen"]>;
let baseUrl = "";

/**
 * What the app's 404 page writes: the address's language, the path in its canonical link and a
 * form, the nonce in a script.
 */
const notFoundPage = (path: string, nonce: string) =>
  `<!DOCTYPE html><html lang="${path.startsWith("/en/") ? "en" : "es"}"><head><link rel="canonical" href="http://x${path}"/>` +
  `<script nonce="${nonce}"></script></head><body><form action="${path}"></form></body></html>`;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(notFoundShell(ROUTES, () => active));
  app.use((req, res) => {
    renders += 1;
    res.status(404).type("html");
    res.write(notFoundPage(req.originalUrl, res.locals.cspNonce).slice(0, 40));
    res.end(notFoundPage(req.originalUrl, res.locals.cspNonce).slice(40));
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string, encoding = "identity") {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": encoding } });
  // fetch undoes the gzip itself.
  const html = await response.text();
  return {
    status: response.status,
    html,
    cache: response.headers.get("x-page-cache"),
    encoding: response.headers.get("content-encoding"),
  };
}

const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/, 'nonce=""');

describe("the 404 page rendered once", () => {
  it("answers every unknown URL from one render, with its own path and nonce", async () => {
    const first = await get("/no-existe-uno");
    const rendersAfterFirst = renders;
    const second = await get("/otra/ruta-dos");
    const third = await get("/no-existe-tres", "gzip");
    expect(renders).toBe(rendersAfterFirst);
    expect([first.status, second.status, third.status]).toEqual([404, 404, 404]);
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "hit"]);
    expect(withoutNonce(first.html)).toBe(withoutNonce(notFoundPage("/no-existe-uno", "")));
    expect(withoutNonce(second.html)).toBe(withoutNonce(notFoundPage("/otra/ruta-dos", "")));
    expect(withoutNonce(third.html)).toBe(withoutNonce(notFoundPage("/no-existe-tres", "")));
    expect(second.html).not.toBe(withoutNonce(second.html));
    expect(third.encoding).toBe("gzip");
  });

  it("keeps one shell per language, each answering that language's unknown URLs", async () => {
    await get("/no-existe-uno");
    const before = renders;
    const english = await get("/en/does-not-exist");
    const englishAgain = await get("/en/nor-this/one", "gzip");
    const spanish = await get("/no-existe-cuatro");
    expect(renders).toBe(before + 1);
    expect([english.cache, englishAgain.cache, spanish.cache]).toEqual(["miss", "hit", "hit"]);
    expect(englishAgain.status).toBe(404);
    expect(withoutNonce(englishAgain.html)).toBe(withoutNonce(notFoundPage("/en/nor-this/one", "")));
    expect(englishAgain.html).toContain('<html lang="en">');
    expect(spanish.html).toContain('<html lang="es">');
  });

  it("renders a URL with a query, an encoded character or a route's first segment", async () => {
    await get("/no-existe-uno");
    for (const path of ["/no-existe?x=1", "/no%20existe", "/portal/otra", "/propiedad/a/b"]) {
      const before = renders;
      const answer = await get(path);
      expect(renders, path).toBe(before + 1);
      expect(answer.html).toContain(`action="${path}"`);
    }
  });

  it("renders every time while the page cache is off", async () => {
    active = false;
    const before = renders;
    await get("/no-existe-uno");
    await get("/no-existe-dos");
    expect(renders).toBe(before + 2);
    active = true;
  });

  it("leaves to the router any path a route other than the catch-all matches", () => {
    const served = notFoundShellPaths(ROUTES);
    expect(served("/no-existe")).toBe(true);
    expect(served("/portal")).toBe(false);
    expect(served("/propiedad/123")).toBe(false);
    expect(served("/")).toBe(false);
    // Under a language's prefix, its own routes are left to the router, anything else is a 404.
    expect(served("/en/portal")).toBe(false);
    expect(served("/en")).toBe(false);
    expect(served("/en/")).toBe(false);
    expect(served("/en/no-page")).toBe(true);
    expect(served("/de/portal")).toBe(true);
    // A word that only starts like a prefix is a Spanish path.
    expect(served("/entrar-x")).toBe(true);
    // A route whose first segment is a parameter: then the route table decides.
    const withLanguage = notFoundShellPaths({
      ...ROUTES,
      "routes/localized": { id: "routes/localized", parentId: "root", path: ":lang/portal" },
    } as unknown as ServerBuild["routes"]);
    expect(withLanguage("/en/portal")).toBe(false);
    expect(withLanguage("/en/otra")).toBe(true);
    const withEnglishSlug = notFoundShellPaths({
      ...ROUTES,
      "routes/slug.en": { id: "routes/slug.en", parentId: "root", path: "en/:slug" },
    } as unknown as ServerBuild["routes"]);
    expect(withEnglishSlug("/en/cualquiera")).toBe(false);
    expect(withEnglishSlug("/no-existe")).toBe(true);
  });
});
