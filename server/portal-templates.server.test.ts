import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PortalOutcome } from "#app/domain/listings/portal.server";
import { PortalIndex } from "#app/domain/listings/portal-index.server";
import { PageCache } from "#app/lib/page-cache.server";
import { installOnceFragments } from "#app/lib/render-once";
import { forgetOnceRenders, keepOnceRenders } from "#app/lib/render-once.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { portalTemplatePage, portalTestStylesheet } from "#tests/support/portal-template-page";
import { PAGE_CACHE_HEADER, publicPageCache } from "./page-cache";
import { portalSearchTemplates } from "./portal-templates";

const database = withTestDatabase();
let index: PortalIndex;
const templates = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
const filledPages = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
const pages = new PageCache({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 });
let server: ReturnType<express.Express["listen"]>;
let baseUrl = "";
let renders = 0;
/** A page that writes the words once more in a form of its own (upper case), which no slot fills. */
let shoutsTheWords = false;

function portalPage(url: string, outcome: PortalOutcome, nonce: string, stamp: string) {
  return portalTemplatePage(url, outcome, { nonce, stamp, shoutsTheWords });
}

const NOTHING_FOUND: PortalOutcome = { listings: [], total: 0, isCapped: false, portalIsEmpty: false };

beforeAll(async () => {
  const { db } = database();
  const owner = await createUser(db, { name: "Lucía Ferrer Vidal" });
  await createProperty(db, owner.id, {
    title: "Piso con balcón en Russafa",
    price: 240_000,
    status: "published",
  });
  await createProperty(db, owner.id, {
    title: "Ático con terraza en Benimaclet",
    price: 390_000,
    status: "published",
  });
  index = new PortalIndex(db);
  // The cards' versions kept as the server's entry keeps them: the templates write them in.
  keepOnceRenders();
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.locals.formStamp = randomBytes(8).toString("hex");
    next();
  });
  app.use(publicPageCache(pages));
  app.use(
    portalSearchTemplates({
      index,
      db,
      templates,
      filledPages,
      stylesheet: portalTestStylesheet,
      render: async (path, _req, res, outcome) =>
        new Response(portalPage(path, outcome, res.locals.cspNonce, res.locals.formStamp), { status: 200 }),
    }),
  );
  app.get("/portal", (req, res) => {
    renders += 1;
    // A signed-in visitor's page is the loader's own search; here, as found by the index.
    const outcome = (res.locals.portalOutcome as PortalOutcome | undefined) ?? NOTHING_FOUND;
    res
      .status(200)
      .type("html")
      .end(portalPage(req.originalUrl, outcome, res.locals.cspNonce, res.locals.formStamp));
  });
  server = app.listen(0);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  installOnceFragments(undefined);
  forgetOnceRenders();
});

beforeEach(() => {
  for (const cache of [index, templates, filledPages, pages]) cache.activate();
  shoutsTheWords = false;
});

async function visit(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return { cache: response.headers.get(PAGE_CACHE_HEADER), html: await response.text() };
}

/** Two searches of one shape and results, the second of which makes the template. */
async function askTwice(first: string, second: string) {
  await visit(first);
  await visit(second);
  await vi.waitFor(() => expect(templates.sizeBytes).toBeGreaterThan(0));
}

describe("a new search served from its shape's template", () => {
  it("writes a third visitor's own words and budget as React writes them, with the same results", async () => {
    // Two searches that find nothing: one shape, the same (empty) results.
    await askTwice("/portal?q=zz1&precio_max=500000", "/portal?q=zz2&precio_max=450000");
    const rendersBefore = renders;
    const hostile = `"><script>alert('x')</script><!-- & 'ático'`;
    // As the portal writes its own links (a search in another form is redirected there first).
    const hostilePath = `/portal?${new URLSearchParams({ q: hostile, precio_max: "1234567" })}`;
    const third = await visit(hostilePath);
    expect(third.cache).toBe("template");
    expect(renders).toBe(rendersBefore);
    // The same bytes the page itself writes for these values, the nonce and stamp set aside.
    const written = third.html
      .replace(/nonce="[^"]*"/, 'nonce=""')
      .replace(/name="stamp" value="[^"]*"/, 'name="stamp" value=""');
    const expected = portalPage(hostilePath, NOTHING_FOUND, "", "");
    expect(written).toBe(expected);
    expect(third.html).not.toContain("<script>alert");
    expect(third.html).toContain('value="1.234.567"');
  });

  it("is not kept when the page writes the words in a form the template does not fill", async () => {
    shoutsTheWords = true;
    await visit("/portal?q=yy1");
    await visit("/portal?q=yy2");
    const third = await visit("/portal?q=yy3");
    expect(third.cache).toBe("miss");
    expect(third.html).toContain("<p>YY3</p>");
  });

  it("forgets every template on a listing change, and the new listing shows", async () => {
    // The first page showing the cards keeps them; a template writes kept cards only.
    await visit("/portal?precio_max=290000");
    await askTwice("/portal?precio_max=300000", "/portal?precio_max=310000");
    expect((await visit("/portal?precio_max=320000")).html).toContain("Piso con balcón en Russafa");
    const owner = await createUser(database().db, { name: "Marta Soler Pons" });
    await createProperty(database().db, owner.id, {
      title: "Casa en Patraix",
      price: 200_000,
      status: "published",
    });
    // What the server does on the database's NOTIFY.
    for (const cache of [index, templates, filledPages, pages]) cache.invalidate();
    const after = await visit("/portal?precio_max=330000");
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Casa en Patraix");
  });

  it("never serves a signed-in visitor from a template", async () => {
    await askTwice("/portal?q=xx1", "/portal?q=xx2");
    const signedIn = await visit("/portal?q=xx3", "zaguan.session_token=abc.def");
    expect(signedIn.cache).toBeNull();
  });
});
