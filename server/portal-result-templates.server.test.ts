import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMPTY_PORTAL_FILTERS, parsePortalQuery, portalHref } from "#app/domain/listings/filters";
import { findPortalOutcome } from "#app/domain/listings/portal.server";
import { PortalIndex } from "#app/domain/listings/portal-index.server";
import { PageCache } from "#app/lib/page-cache.server";
import { installOnceFragments } from "#app/lib/render-once";
import { forgetOnceRenders, keepOnceRenders } from "#app/lib/render-once.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { portalTemplatePage, portalTestStylesheet } from "#tests/support/portal-template-page";
import { PAGE_CACHE_HEADER } from "./page-cache";
import { portalSearchTemplates } from "./portal-templates";

const database = withTestDatabase();
const servers: ReturnType<express.Express["listen"]>[] = [];

/**
 * A portal served through the search templates, its pages as the app's page writes them
 * (tests/support/portal-template-page.ts). A signed-in visitor's page is the loader's own search.
 */
function startPortal(index: PortalIndex) {
  const { db } = database();
  const templates = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
  const filledPages = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
  const counts = { renders: 0 };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.locals.formStamp = randomBytes(8).toString("hex");
    next();
  });
  const page = (url: string, outcome: Parameters<typeof portalTemplatePage>[1], res: express.Response) =>
    portalTemplatePage(url, outcome, { nonce: res.locals.cspNonce, stamp: res.locals.formStamp });
  app.use(
    portalSearchTemplates({
      index,
      db,
      templates,
      filledPages,
      stylesheet: portalTestStylesheet,
      render: async (path, _req, res, outcome) => new Response(page(path, outcome, res), { status: 200 }),
    }),
  );
  app.get("/portal", async (req, res) => {
    counts.renders += 1;
    const query = parsePortalQuery(new URL(req.originalUrl, "http://x").searchParams);
    const outcome = res.locals.portalOutcome ?? (await findPortalOutcome(db, query));
    res
      .status(200)
      .type("html")
      .end(page(req.originalUrl, outcome, res));
  });
  const server = app.listen(0);
  servers.push(server);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** As a browser asks over HTTP (gzip), or with `encoding` as one asks over HTTPS (Brotli first). */
  async function visit(path: string, cookie?: string, encoding?: string) {
    const headers = { ...(cookie ? { cookie } : {}), ...(encoding ? { "accept-encoding": encoding } : {}) };
    const response = await fetch(`${baseUrl}${path}`, { headers });
    return {
      cache: response.headers.get(PAGE_CACHE_HEADER),
      encoding: response.headers.get("content-encoding"),
      html: await response.text(),
    };
  }
  return {
    templates,
    filledPages,
    counts,
    visit,
    forget: () => {
      index.invalidate();
      templates.invalidate();
      filledPages.invalidate();
    },
  };
}

/** The page React writes for this search, with the nonce and form stamp the served page carries. */
async function expectedPage(path: string, served: string) {
  const nonce = /<script nonce="([^"]*)"/.exec(served)?.[1] ?? "";
  const stamp = /name="stamp" value="([^"]*)"/.exec(served)?.[1] ?? "";
  const outcome = await findPortalOutcome(
    database().db,
    parsePortalQuery(new URL(path, "http://x").searchParams),
  );
  return portalTemplatePage(path, outcome, { nonce, stamp });
}

const budget = (priceMax: number) => portalHref({ ...EMPTY_PORTAL_FILTERS, priceMax });

/**
 * Thirty listings, the newest the dearest: each budget shows other cards, twelve to a page, up to
 * three pages; the five dearest an agency's.
 */
beforeAll(async () => {
  const { db } = database();
  const owner = await createUser(db, { name: "Lucía Ferrer Vidal" });
  for (let step = 0; step < 30; step++) {
    await createProperty(db, owner.id, {
      title: `Piso número ${step + 1} en Russafa`,
      price: 100_000 + step * 10_000,
      status: "published",
      // The five dearest an agency's: their badges ask the stylesheet for rules of their own.
      propertyOrigin: step >= 25 ? "agency" : "particular",
      images: [`/files/property-images/${owner.id}/p${step}/1795962258440-piso.webp`],
    });
  }
  keepOnceRenders();
});

afterAll(() => {
  for (const server of servers) server.close();
  installOnceFragments(undefined);
  forgetOnceRenders();
});

/** A portal on this index, its template made (withTemplate), templates and index both active. */
async function portalWithTemplate(makeIndex: () => PortalIndex) {
  const index = makeIndex();
  index.activate();
  const portal = startPortal(index);
  portal.templates.activate();
  portal.filledPages.activate();
  await withTemplate(portal);
  return { index, portal };
}

/** Every card kept once (the portal's three pages), then one budget asked twice: its layout's template. */
async function withTemplate(portal: ReturnType<typeof startPortal>) {
  for (const page of [1, 2, 3]) await portal.visit(portalHref({ ...EMPTY_PORTAL_FILTERS, page }));
  await portal.visit(budget(390_000));
  await portal.visit(budget(380_000));
  await vi.waitFor(() => expect(portal.templates.sizeBytes).toBeGreaterThan(0));
}

describe.each([
  ["held in memory", true, () => new PortalIndex(database().db)],
  // Past its size the index holds nothing (100 000 listings): the results come from the database.
  ["too large to hold", false, () => new PortalIndex(database().db, { maxListings: 5 })],
])("a search with results no one was shown, its portal %s", (_name, held, makeIndex) => {
  it("shares one template with other results of its layout, each page the one React writes", async () => {
    const { index, portal } = await portalWithTemplate(makeIndex);
    const size = portal.templates.sizeBytes;
    const renders = portal.counts.renders;
    // No card kept any more: each is rendered alone, once, not the page.
    forgetOnceRenders();
    for (const [priceMax, encoding, sent] of [
      [370_000, undefined, "gzip"],
      [360_000, "br, gzip, deflate", "br"],
      [350_000, "identity", null],
    ] as const) {
      const served = await portal.visit(budget(priceMax), undefined, encoding);
      expect(served.cache).toBe("template");
      expect(served.encoding).toBe(sent);
      expect(served.html).toBe(await expectedPage(budget(priceMax), served.html));
    }
    // Other cards and counts: 28, 27 and 26 listings, the dearest first.
    expect((await portal.visit(budget(345_000))).html).toContain("Piso número 25 en Russafa");
    expect(portal.counts.renders).toBe(renders);
    expect(portal.templates.sizeBytes).toBe(size);
    // The first card's cover, preloaded from the head, is that search's own.
    const served = await portal.visit(budget(355_000));
    expect(served.cache).toBe("template");
    const shown = await findPortalOutcome(
      database().db,
      parsePortalQuery(new URLSearchParams("precio_max=355000")),
    );
    const head = served.html.slice(0, served.html.indexOf("</head>"));
    expect(head).toContain(`<link rel="preload" as="image" href="${shown.listings[0]?.coverImage}"`);
    expect(served.html).toBe(await expectedPage(budget(355_000), served.html));
    // Held in memory, or answered by the database (`null`: the index cannot search).
    expect((await index.search(EMPTY_PORTAL_FILTERS, 1)) !== null).toBe(held);
  });

  it("shares it across other counts, last pages and stylesheets, each page the one React writes", async () => {
    const { portal } = await portalWithTemplate(makeIndex);
    const size = portal.templates.sizeBytes;
    const renders = portal.counts.renders;
    // 30 listings over three pages, agencies' among them; then 20 and 14 over two, none an agency's.
    const pages = [];
    for (const priceMax of [390_000, 290_000, 230_000]) {
      const served = await portal.visit(budget(priceMax));
      expect(served.cache).toBe("template");
      expect(served.html).toBe(await expectedPage(budget(priceMax), served.html));
      pages.push(served.html);
    }
    const [thirty, twenty, fourteen] = pages as [string, string, string];
    expect(thirty).toContain("Página 1 de 3");
    expect(twenty).toContain("Página 1 de 2");
    expect(fourteen).toContain("14 propiedades");
    const stylesheet = (html: string) => html.slice(html.indexOf("<style>"), html.indexOf("</style>"));
    expect(stylesheet(thirty)).toContain(".bg-accent-soft");
    expect(stylesheet(twenty)).not.toContain(".bg-accent-soft");
    // One template served them all: no render, none made.
    expect(portal.counts.renders).toBe(renders);
    expect(portal.templates.sizeBytes).toBe(size);
    // Results shown twice are kept with their cards written in, and serve a third budget showing
    // them; kept apart, they take no template's room.
    await portal.visit(budget(390_000));
    expect(portal.filledPages.sizeBytes).toBeGreaterThan(0);
    expect(portal.templates.sizeBytes).toBe(size);
    const same = await portal.visit(budget(395_000));
    expect(same.cache).toBe("template");
    expect(same.html).toBe(await expectedPage(budget(395_000), same.html));
    expect(portal.counts.renders).toBe(renders);
  });

  it("forgets it on a listing change, and the new listing shows", async () => {
    const { portal } = await portalWithTemplate(makeIndex);
    const owner = await createUser(database().db, { name: "Marta Soler Pons" });
    await createProperty(database().db, owner.id, {
      title: "Casa nueva en Patraix",
      price: 335_000,
      status: "published",
      images: [`/files/property-images/${owner.id}/casa/1795962258440-casa.webp`],
    });
    // What the server does on the database's NOTIFY.
    portal.forget();
    const after = await portal.visit(budget(340_000));
    expect(after.cache).toBeNull();
    expect(after.html).toContain("Casa nueva en Patraix");
    expect(after.html).toBe(await expectedPage(budget(340_000), after.html));
  });

  it("never serves a signed-in buyer from it", async () => {
    const { portal } = await portalWithTemplate(makeIndex);
    const renders = portal.counts.renders;
    const signedIn = await portal.visit(budget(330_000), "zaguan.session_token=abc.def");
    expect(signedIn.cache).toBeNull();
    expect(portal.counts.renders).toBe(renders + 1);
  });
});
