import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { FAVOURITE_INTENT } from "#app/domain/favourites/texts";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { safeLocalPath } from "#app/lib/safe-local-path";
import { createProperty } from "#tests/factories/properties";
import { createUser, TEST_PASSWORD, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { HOSTILE_TARGETS } from "#tests/support/hostile-redirects";
import {
  dataUrl,
  handleRequest,
  loadTestServerBuild,
  singleFetchRedirect,
} from "#tests/support/request-handler";

/**
 * Every route that redirects to a place named by the request — a form field or the Referer — is
 * sent each hostile target, as a page (form without JavaScript) and as single fetch (`.data`):
 * wherever it sends the browser is a path of this site, and so is any `redirectTo` it passes on.
 */
const database = withTestDatabase();
let owner: TestUser;
let propertyId: string;
let cookie: string;
let context: AppLoadContext;
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  owner = await createUser(db, { name: "Rosa Vendedora", email: "rosa.redirecciones@example.es" });
  propertyId = (await createProperty(db, owner.id)).id;
  cookie = await sessionCookie(context, owner);
});

type Way = "document" | "data";
type Row = {
  name: string;
  /** The request, for a target; `url` is the page URL (the `.data` one is derived from it). */
  request: (target: string) => {
    url: string;
    fields: Record<string, string>;
    headers?: Record<string, string>;
  };
  /** A target of this site the route honours: proof the redirect under test really is taken. */
  honoured: { target: string; location: string };
};

/** A Referer carries only what a header can: targets with other controls or wide characters are left out. */
const isHeaderValue = (text: string) =>
  [...text].every((char) => char === "\t" || (char >= " " && char <= "\u00ff"));
const refererOf = (target: string) => (target.startsWith("/") ? `${TEST_PUBLIC_URL}${target}` : target);

const ROWS: Row[] = [
  {
    name: "the cookie choice without JavaScript (POST /consentimiento, redirectTo)",
    request: (target) => ({ url: "/consentimiento", fields: { analytics: "false", redirectTo: target } }),
    honoured: { target: "/portal?provincia=Valencia", location: "/portal?provincia=Valencia" },
  },
  {
    name: "signing in (POST /auth, redirectTo)",
    request: (target) => ({
      url: "/auth",
      fields: { intent: "sign-in", email: owner.email, password: TEST_PASSWORD, redirectTo: target },
    }),
    honoured: { target: "/vender?paso=2", location: "/vender?paso=2" },
  },
  {
    name: "the favourite heart on the portal (POST /propiedad/<id>, Referer)",
    request: (target) => ({
      url: `/propiedad/${propertyId}`,
      fields: { intent: FAVOURITE_INTENT },
      headers: { cookie, referer: refererOf(target) },
    }),
    honoured: { target: "/portal?provincia=Valencia", location: "/portal?provincia=Valencia" },
  },
  {
    name: "a form posted after the session ended (POST /dashboard, Referer → /auth?redirectTo)",
    request: (target) => ({
      url: "/dashboard",
      fields: { intent: "delete-search" },
      headers: { referer: refererOf(target) },
    }),
    honoured: {
      target: "/dashboard?tab=busquedas",
      location: "/auth?redirectTo=%2Fdashboard%3Ftab%3Dbusquedas",
    },
  },
];

async function send(row: Row, target: string, way: Way): Promise<string | null> {
  const { url, fields, headers = {} } = row.request(target);
  const request = postForm(way === "data" ? dataUrl(`${TEST_PUBLIC_URL}${url}`) : url, fields);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  // Fresh attempt counters: these many sign-ins test where they lead, not the limit.
  const response = await handleRequest(request, { ...context, rateLimiter: createMemoryRateLimitStore() });
  return way === "data" ? singleFetchRedirect(response) : response.headers.get("Location");
}

/** A path of this site, and so is the page it asks /auth to return to. */
function expectLocal(location: string) {
  expect(safeLocalPath(location)).toBe(location);
  const passedOn = new URL(location, TEST_PUBLIC_URL).searchParams.get("redirectTo");
  if (passedOn !== null) expect(safeLocalPath(passedOn)).toBe(passedOn);
  expect(location).not.toMatch(/evil/i);
}

describe.each(ROWS)("$name", (row) => {
  const usable = (target: string) => !row.request(target).headers?.referer || isHeaderValue(target);

  test.each(["document", "data"] as const)("honours a path of this site (%s)", async (way) => {
    expect(await send(row, row.honoured.target, way)).toBe(row.honoured.location);
  });

  test.each(["document", "data"] as const)("never leaves the site for a hostile target (%s)", async (way) => {
    const tried = HOSTILE_TARGETS.filter(usable);
    expect(tried.length).toBeGreaterThan(20);
    for (const target of tried) {
      const location = await send(row, target, way);
      if (location !== null) expectLocal(location);
    }
  });
});
