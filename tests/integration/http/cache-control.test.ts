import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { leadOffers, savedSearches } from "#app/db/schema/index";
import { unsubscribeToken } from "#app/domain/alerts/unsubscribe.server";
import { addFavourite } from "#app/domain/favourites/favourites.server";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { SHARED_PAGE_PREFIXES, SHARED_PAGE_ROUTES } from "#app/lib/cache-control";
import { createToastHeaders } from "#app/lib/toast.server";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dataUrl, handleRequest, loadTestServerBuild, routeRows } from "#tests/support/request-handler";

/**
 * Pages with someone's data are kept by no cache, as a page and as single fetch (`.data`); the
 * public pages a visitor without a session shares with everyone are left as they were (the public
 * page cache keeps them, server/page-cache.ts), and a signed-in user's copy of them is private.
 */
const database = withTestDatabase();
let context: AppLoadContext;
const cookies = { owner: "", admin: "" };
const paths = { listing: "", listingId: "", buyerLink: "", unsubscribe: "" };
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db, { name: "Ana Propietaria", email: "ana.cache@example.es" });
  const admin = await createUser(db, { role: "admin", name: "Adela Admin", email: "adela.cache@example.es" });
  cookies.owner = await sessionCookie(context, owner);
  cookies.admin = await sessionCookie(context, admin);
  const listing = await createProperty(db, owner.id, { title: "Ático con vistas en Ruzafa" });
  // An offer the buyer confirmed: their link shows its terms.
  const lead = await createLead(db, listing.id, "offer", { message: "" });
  await db.insert(leadOffers).values({
    leadId: lead.id,
    amount: 250_000,
    financing: "cash",
    arrasDate: "2030-01-15",
    confirmedAt: new Date(),
  });
  const [search] = await db
    .insert(savedSearches)
    .values({ userId: owner.id, name: "Pisos en Valencia", query: "provincia=Valencia" })
    .returning();
  paths.listing = `/propiedad/${listing.id}`;
  paths.listingId = listing.id;
  paths.buyerLink = `/solicitud/${buyerLinkToken(context.env.AUTH_SECRET, lead.id)}`;
  paths.unsubscribe = `/alertas/baja?t=${encodeURIComponent(
    unsubscribeToken(context.env.AUTH_SECRET, {
      target: { kind: "search", searchId: search?.id ?? "" },
      version: 0,
    }),
  )}`;
});

type Who = "anonymous" | keyof typeof cookies;
/** `page` names it; `url` when the address is made by the test (a token, an id). */
type Page = { page: string; url?: () => string; as: Who };

/** Pages that show one person's data: the dashboard, the processes, the staff panel, the token pages. */
const PERSONAL_PAGES: Page[] = [
  { page: "/dashboard", as: "owner" },
  { page: "/dashboard/compradores", as: "owner" },
  { page: "/vender", as: "owner" },
  { page: "/vender/<id>/anuncio", url: () => `/vender/${paths.listingId}/anuncio`, as: "owner" },
  { page: "/proceso-agencia/nueva/publicar", as: "owner" },
  { page: "/portal/guardar?provincia=Valencia", as: "owner" },
  { page: "/admin", as: "admin" },
  { page: "/admin/tools", as: "admin" },
  { page: "/admin/facturas", as: "admin" },
  { page: "/admin/campanas", as: "admin" },
  { page: "/agency/final-fee", as: "admin" },
  { page: "/solicitud/<token>", url: () => paths.buyerLink, as: "anonymous" },
  { page: "/alertas/baja?t=<token>", url: () => paths.unsubscribe, as: "anonymous" },
  { page: "/verify-email?token=abc&email=ana.cache%40example.es", as: "anonymous" },
  { page: "/reset-password?token=abc", as: "anonymous" },
  { page: "/auth", as: "anonymous" },
  { page: "/request-password-reset", as: "anonymous" },
  // A buyer's own mortgage figures, asked for without JavaScript: never one more copy in the cache.
  {
    page: "/propiedad/<id>/hipoteca?…",
    url: () => `${paths.listing}/hipoteca?precio=300000&entrada=10&interes=2.5&plazo=25`,
    as: "anonymous",
  },
  // A signed-in user's public pages name them (the header, the heart): theirs alone.
  { page: "/", as: "owner" },
  { page: "/portal", as: "owner" },
  { page: "/propiedad/<id>", url: () => paths.listing, as: "owner" },
  { page: "/blog", as: "owner" },
];

/** What every visitor without a session gets alike. */
const SHARED_PAGES = ["/", "/portal", "/portal?provincia=Valencia", "/como-vendemos", "/blog", "/no-existe"];

async function get(url: string, as: Who) {
  const headers: Record<string, string> = as === "anonymous" ? {} : { cookie: cookies[as] };
  return handleRequest(new Request(new URL(url, TEST_PUBLIC_URL), { headers }), context);
}

describe("a page with someone's data is kept by no cache", () => {
  test.each(PERSONAL_PAGES)("$as: $page (the page and its .data)", async ({ page: name, url, as }) => {
    const path = url?.() ?? name;
    const page = await get(path, as);
    expect(page.status, "the page itself is shown").toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await get(dataUrl(`${TEST_PUBLIC_URL}${path}`), as);
    expect(data.status).toBe(200);
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
  });
});

test.each(SHARED_PAGES)("a visitor's public page is left to the shared page cache: %s", async (path) => {
  const page = await get(path, "anonymous");
  expect(page.status).toBe(path === "/no-existe" ? 404 : 200);
  expect(page.headers.get("Cache-Control")).toBeNull();
});

test("a visitor's listing page is shared too, its .data is not", async () => {
  expect((await get(paths.listing, "anonymous")).headers.get("Cache-Control")).toBeNull();
  const data = await get(dataUrl(`${TEST_PUBLIC_URL}${paths.listing}`), "anonymous");
  expect(data.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a visitor's public page that sets a cookie (clearing a toast it shows once) is private", async () => {
  const toast = await createToastHeaders({ title: "Guardado" }, { secret: context.env.AUTH_SECRET });
  const cookie = (toast.get("Set-Cookie") ?? "").split(";")[0] ?? "";
  const page = await handleRequest(
    new Request(`${TEST_PUBLIC_URL}/portal`, { headers: { cookie } }),
    context,
  );
  expect(await page.text()).toContain("Guardado");
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a buyer's saved card says 'Quitar de favoritos' on their own private portal, never on a visitor's", async () => {
  const { db } = database();
  const buyer = await createUser(db, { name: "Bruno Comprador", email: "bruno.cache@example.es" });
  await addFavourite(db, buyer.id, paths.listing.split("/").pop() ?? "");
  const mine = await handleRequest(
    new Request(`${TEST_PUBLIC_URL}/portal`, { headers: { cookie: await sessionCookie(context, buyer) } }),
    context,
  );
  expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
  expect(await mine.text()).toContain('aria-label="Quitar de favoritos"');
  const visitors = await get("/portal", "anonymous");
  expect(visitors.headers.get("Cache-Control")).toBeNull();
  const html = await visitors.text();
  expect(html).toContain('aria-label="Guardar en favoritos"');
  expect(html).not.toContain("Quitar de favoritos");
});

test("every shared page named in app/lib/cache-control.ts is a route (a renamed one would turn private)", () => {
  const ids = routeRows().map((row) => row.id);
  for (const id of SHARED_PAGE_ROUTES) expect(ids).toContain(id);
  for (const prefix of SHARED_PAGE_PREFIXES) expect(ids.some((id) => id.startsWith(prefix))).toBe(true);
});
