import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { ADMIN_INTENTS, CreateUserSchema, RetryJobSchema, TestEmailSchema } from "#app/domain/admin/schemas";
import { CAMPAIGN_BOARD_INTENTS } from "#app/domain/campaign/schemas";
import { CLOSING_INTENTS } from "#app/domain/closing/action-forms";
import { FEE_REVIEW_INTENTS } from "#app/domain/sale/fee-review.server";
import { baseRouteId } from "#app/lib/i18n/locales";
import { AGENCY_ROUTE_INTENTS } from "#app/routes/agency/process-actions.server";
import { DOCUMENT_INTENTS } from "#app/routes/closing/documents.server";
import { DASHBOARD_ROUTE_INTENTS } from "#app/routes/dashboard/dashboard-actions.server";
import { BUYER_REQUEST_INTENTS } from "#app/routes/public/buyer-request-actions.server";
import { PROPERTY_INTENTS } from "#app/routes/public/property-actions.server";
import { SALE_ROUTE_INTENTS } from "#app/routes/sell/sell-actions.server";
import { BUYER_SIGNING_INTENTS } from "#app/routes/signing/buyer-signing-actions.server";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { type Expectation, MATRIX, type Outcome } from "./matrix";
import { allRoutes, invoke, type Observed, postRequest, probeForm, probeUrl, type RouteEntry } from "./probe";
import {
  ACTORS,
  type Actor,
  buildWorld,
  PRIVATE_MARKER,
  type World,
  worldFingerprint,
  worldMark,
} from "./world";

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
const modules = import.meta.glob<RouteModule>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}", "!**/*.test.*"]);

/** Intents kept in a map or schema (imported), plus those a route compares or switches on in its source. */
const DECLARED_INTENTS: Record<string, readonly string[]> = {
  // The two processes: each route (layout, each step) with its own forms.
  ...Object.fromEntries(
    Object.entries({ ...SALE_ROUTE_INTENTS, ...AGENCY_ROUTE_INTENTS }).map(([id, intents]) => [
      id,
      Object.keys(intents),
    ]),
  ),
  "routes/admin/admin": ADMIN_INTENTS,
  "routes/admin/tools": [
    CreateUserSchema.shape.intent.value,
    TestEmailSchema.shape.intent.value,
    RetryJobSchema.shape.intent.value,
  ],
  // The dashboard's layout and tabs, each with its own forms.
  ...Object.fromEntries(
    Object.entries(DASHBOARD_ROUTE_INTENTS).map(([id, intents]) => [id, Object.keys(intents)]),
  ),
  "routes/admin/campaigns": CAMPAIGN_BOARD_INTENTS,
  "routes/admin/fee-reviews": FEE_REVIEW_INTENTS,
  "routes/admin/invoices": ["verify-chain"],
  "routes/public/property": Object.keys(PROPERTY_INTENTS),
  "routes/public/buyer-request": Object.keys(BUYER_REQUEST_INTENTS),
  "routes/signing/buyer-signing": Object.keys(BUYER_SIGNING_INTENTS),
  "routes/closing/timeline": Object.keys(CLOSING_INTENTS),
  "routes/closing/documents": DOCUMENT_INTENTS,
};

function intentsOf(route: RouteEntry): string[] {
  const source = readFileSync(`app/${route.file}`, "utf8");
  // A page in another language takes the intents of its Spanish module.
  const found = new Set(DECLARED_INTENTS[route.of ?? baseRouteId(route.id)] ?? []);
  for (const match of source.matchAll(/intent"?\)?\s*===\s*"([\w-]+)"/g)) found.add(match[1] as string);
  if (/switch \([\w.]+\.get\("intent"\)\)/.test(source))
    for (const match of source.matchAll(/case "([\w-]+)":/g)) found.add(match[1] as string);
  // A route that reads an intent must have its intents found here: else a new one could ship unchecked.
  if (/\bintent\b/.test(source) && /formData|request\.formData|form\.get/.test(source) && found.size === 0)
    throw new Error(`${route.id} reads an intent this test cannot list: add it to DECLARED_INTENTS`);
  return [...found].sort();
}

async function moduleOf(route: RouteEntry): Promise<RouteModule> {
  const load = modules[`/app/${route.file}`];
  if (!load) throw new Error(`no module for ${route.file}`);
  return load();
}

/** A refusal must change nothing: no row, no stored file. The panel is /dashboard and its tabs' pages. */
const isRefusal = (outcome: Outcome) =>
  outcome === "redirect /auth" || /^redirect \/dashboard(\/|$)/.test(outcome) || /^4\d\d$/.test(outcome);

/**
 * The world's fingerprint before and after each action call, taken once per state of the world:
 * the state after a call is the state before the next, unless something else ran between them (a
 * loader, a second call to compare with), which `forget()` marks; and a state whose cheap mark
 * (`worldMark`) has not moved is the one already fingerprinted. Most calls are refusals that change
 * nothing, so most fingerprints, which were most of this file's time, are not taken again.
 */
function rollingFingerprint() {
  let last: { mark: string; fingerprint: string } | null = null;
  const take = async () => {
    const mark = await worldMark(world);
    if (last?.mark !== mark) last = { mark, fingerprint: await worldFingerprint(world) };
    return last.fingerprint;
  };
  let known = false;
  return {
    forget: () => {
      known = false;
    },
    current: async () => {
      if (!known || !last) await take();
      known = true;
      return last?.fingerprint ?? "";
    },
    next: async () => {
      known = true;
      return take();
    },
  };
}

const database = withTestDatabase();
let world: World;
beforeAll(async () => {
  world = await buildWorld(database());
}, 120_000);

describe("authorization matrix: every route and every intent, for every kind of caller", () => {
  test("the matrix lists exactly the app's routes, loaders, actions and intents", async () => {
    const routes = allRoutes();
    const problems: string[] = [];
    for (const route of routes) {
      const rule = MATRIX[route.id];
      if (!rule) {
        problems.push(`missing from the matrix: ${route.id} (/${route.path})`);
        continue;
      }
      const module = await moduleOf(route);
      if (Boolean(module.loader) !== Boolean(rule.loader)) problems.push(`${route.id}: loader row mismatch`);
      const intents = module.action ? intentsOf(route) : [];
      if (module.action && intents.length === 0 && !rule.action) problems.push(`${route.id}: action missing`);
      if (!module.action && (rule.action || rule.intents)) problems.push(`${route.id}: has no action`);
      const listed = Object.keys(rule.intents ?? {}).sort();
      if (intents.join() !== listed.join())
        problems.push(`${route.id}: intents in code [${intents}] but in the matrix [${listed}]`);
    }
    const ids = new Set(routes.map((route) => route.id));
    for (const id of Object.keys(MATRIX))
      if (!ids.has(id)) problems.push(`in the matrix but no route: ${id}`);
    expect(problems).toEqual([]);
  });

  test("every caller gets what the matrix says, refusals change nothing, and nothing of A's leaks", async () => {
    const observed: Record<string, Record<string, Record<Actor, Outcome>>> = {};
    const problems: string[] = [];
    const fingerprints = rollingFingerprint();
    const record = (routeId: string, row: string, actor: Actor, result: Observed, expected?: Outcome) => {
      const rows = observed[routeId] ?? {};
      observed[routeId] = rows;
      rows[row] = { ...rows[row], [actor]: result.outcome } as Record<Actor, Outcome>;
      if (result.outcome !== expected)
        problems.push(`${routeId} ${row} as ${actor}: expected ${expected}, got ${result.outcome}`);
      // Only A and staff may read A's private listing, e-mail or contract paths.
      if (actor !== "userA" && actor !== "admin") {
        for (const secret of [
          PRIVATE_MARKER,
          world.people.userA.email,
          world.a.managementContractKey,
          world.a.leadBuyerEmail,
        ])
          if (result.body.includes(secret)) problems.push(`${routeId} ${row} as ${actor}: leaks ${secret}`);
      }
    };

    for (const route of allRoutes()) {
      const rule = MATRIX[route.id] ?? {};
      const module = await moduleOf(route);
      const { url, params } = probeUrl(route, world);
      if (module.loader)
        for (const actor of ACTORS) {
          const cookie = await world.cookieOf(actor);
          const request = new Request(url, { headers: cookie ? { cookie } : {} });
          record(
            route.id,
            "loader",
            actor,
            await invoke(module.loader, request, params, world.context),
            rule.loader?.[actor],
          );
        }
      if (!module.action) continue;
      const intents = intentsOf(route);
      const rows: Array<[string, string | null, Expectation | undefined]> =
        intents.length > 0
          ? intents.map((intent) => [intent, intent, rule.intents?.[intent]])
          : [["action", null, rule.action]];
      fingerprints.forget(); // the loaders above may have written (counters, limits)
      for (const [row, intent, expectation] of rows) {
        // The owner last: the others' attempts must find A's objects untouched.
        for (const actor of ["anonymous", "userB", "tester", "admin", "userA"] as const) {
          const before = await fingerprints.current();
          const request = postRequest(
            url,
            await probeForm(route.id, intent, world),
            await world.cookieOf(actor),
          );
          const result = await invoke(module.action, request, params, world.context);
          record(route.id, row, actor, result, expectation?.[actor]);
          const mayChange = rule.succeeds?.[row]?.includes(actor) ?? false;
          const after = await fingerprints.next();
          if (isRefusal(result.outcome) && !mayChange && after !== before)
            problems.push(
              `${route.id} ${row} as ${actor}: refused (${result.outcome}) but changed the database or files`,
            );
        }
        // Signing out ends the probe's sessions: sign in again for the next rows.
        if (route.id === "routes/auth/sign-out") for (const actor of ACTORS) world.forgetCookie(actor);
      }
    }
    // On a mismatch the message carries the whole observed table, to review and copy into matrix.ts.
    expect(problems, JSON.stringify(observed, null, 1)).toEqual([]);
  }, 300_000);

  test("an admin whose session has only the password behind it gets what user B gets, never staff's", async () => {
    // B owns nothing of A's and has no staff powers: the staff pages send this admin to set up the
    // second factor instead of to /dashboard (docs/decisions/0043-staff-second-factor.md).
    const setUp = "redirect /verificacion-en-dos-pasos/configurar";
    // The other tests changed the world (staff unpublished A's listing): B is asked again, live.
    const fingerprints = rollingFingerprint();
    const asUserB = async (call: (cookie?: string) => Promise<Observed>) => {
      const { outcome } = await call(await world.cookieOf("userB"));
      fingerprints.forget(); // B's call may have written: the next call's "before" is read again
      return outcome;
    };
    const fits = (got: Outcome, expected: Outcome | undefined) =>
      got === expected ||
      (expected === "redirect /dashboard" && got === setUp) ||
      (/^4\d\d$/.test(got) && /^4\d\d$/.test(expected ?? ""));
    let cookie = await sessionCookie(world.context, world.people.admin, { secondFactor: false });
    const problems: string[] = [];
    const check = async (
      routeId: string,
      row: string,
      result: Observed,
      expected: Outcome | undefined,
      call: (cookie?: string) => Promise<Observed>,
    ) => {
      if (!fits(result.outcome, expected) && !fits(result.outcome, await asUserB(call)))
        problems.push(`${routeId} ${row}: expected ${expected}, got ${result.outcome}`);
      for (const secret of [PRIVATE_MARKER, world.people.userA.email, world.a.managementContractKey])
        if (result.body.includes(secret)) problems.push(`${routeId} ${row}: leaks ${secret}`);
    };
    for (const route of allRoutes()) {
      const rule = MATRIX[route.id] ?? {};
      const module = await moduleOf(route);
      const { url, params } = probeUrl(route, world);
      const { loader, action } = module;
      if (loader) {
        const call = (as?: string) =>
          invoke(loader, new Request(url, { headers: as ? { cookie: as } : {} }), params, world.context);
        await check(route.id, "loader", await call(cookie), rule.loader?.userB, call);
      }
      if (!action) continue;
      const intents = intentsOf(route);
      const rows: Array<[string, string | null, Expectation | undefined]> =
        intents.length > 0
          ? intents.map((intent) => [intent, intent, rule.intents?.[intent]])
          : [["action", null, rule.action]];
      fingerprints.forget(); // the loaders above may have written (counters, limits)
      for (const [row, intent, expectation] of rows) {
        const call = async (as?: string) =>
          invoke(
            action,
            postRequest(url, await probeForm(route.id, intent, world), as),
            params,
            world.context,
          );
        const before = await fingerprints.current();
        const result = await call(cookie);
        const mayChange = rule.succeeds?.[row]?.includes("userB") ?? false;
        const after = await fingerprints.next();
        if (isRefusal(result.outcome) && !mayChange && after !== before)
          problems.push(`${route.id} ${row}: refused (${result.outcome}) but changed the database or files`);
        await check(route.id, row, result, expectation?.userB, call);
        if (route.id === "routes/auth/sign-out") {
          world.forgetCookie("userB");
          cookie = await sessionCookie(world.context, world.people.admin, { secondFactor: false });
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
