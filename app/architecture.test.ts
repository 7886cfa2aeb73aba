import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import {
  buildImportGraph,
  describeCircle,
  findImportCircles,
  type ImportGraph,
  importSpecifiers,
  type LayerRule,
  layerViolations,
  sourceFiles,
} from "#tests/support/import-graph";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const graph = buildImportGraph(ROOT, ["app", "server", "scripts", "tests"]);

/** DESIGN.md: routes → components and domain → db → lib; the demo data sits above the domain. */
const LAYERS: LayerRule[] = [
  { layer: "app/db/", mayNotImport: ["app/domain/", "app/routes/", "app/components/", "app/demo/"] },
  {
    layer: "app/lib/",
    mayNotImport: ["app/db/", "app/domain/", "app/routes/", "app/components/", "app/demo/"],
  },
  // A domain test may drive a route's action or use demo identities; the domain itself may not.
  { layer: "app/domain/", mayNotImport: ["app/routes/", "app/components/", "app/demo/"], testsExempt: true },
];

/** The web framework and the form library stay in `routes/` and `components/`: the domain is plain functions and queries. */
const FRAMEWORK_PACKAGE = /^(react-router|@react-router\/.*|@conform-to\/.*)$/;

/**
 * Domain files that still import `react-router` (issue #37: the session, the guards and the
 * cookies move to their own home in another change). Nothing else may join this list: a page's
 * loader or action goes beside its route in `app/routes/`.
 */
const FRAMEWORK_IN_DOMAIN_ALLOWED = [
  // The session and the guards: they redirect, answer 403 or read the request's context.
  "app/domain/users/session.server.ts",
  "app/domain/users/api-guard.server.ts",
  "app/domain/users/auth-deps.server.ts",
  "app/domain/admin/guard.server.ts",
  // Cookies made with React Router's createCookie.
  "app/domain/campaign/lead-channel-cookie.server.ts",
  "app/domain/favourites/pending-favourite.server.ts",
  // Counting a request (the funnel): reads the request's context.
  "app/domain/funnel/count-request.server.ts",
];

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Each 'file → package' where a domain file (not a test) imports the framework or Conform. */
function frameworkImportsIn(files: ReadonlyArray<{ file: string; source: string }>): string[] {
  const found: string[] = [];
  for (const { file, source } of files) {
    if (!file.startsWith("app/domain/") || TEST_FILE.test(file)) continue;
    for (const specifier of importSpecifiers(source))
      if (FRAMEWORK_PACKAGE.test(specifier)) found.push(`${file} → ${specifier}`);
  }
  return found.sort();
}

const synthetic = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe("the layers", () => {
  test("each layer imports only from the layers below it", () => {
    expect(layerViolations(graph, LAYERS), "file → import that runs back up the layers").toEqual([]);
  });

  test("the domain imports neither React Router nor Conform (but for the listed session, guard and cookie files)", () => {
    const domain = sourceFiles(ROOT, ["app/domain"]).map((file) => ({
      file,
      source: readFileSync(path.join(ROOT, file), "utf8"),
    }));
    const allowed = new Set(FRAMEWORK_IN_DOMAIN_ALLOWED);
    const offending = frameworkImportsIn(domain).filter((found) => !allowed.has(found.split(" → ")[0] ?? ""));
    expect(offending, "a page loader or action in app/domain/: move it beside its route").toEqual([]);
    // The list shrinks as those files move: an entry that no longer imports the framework must go.
    const stillImporting = new Set(frameworkImportsIn(domain).map((found) => found.split(" → ")[0]));
    expect(FRAMEWORK_IN_DOMAIN_ALLOWED.filter((file) => !stillImporting.has(file))).toEqual([]);
  });

  test("no module imports itself around a circle, type-only imports included", () => {
    expect(findImportCircles(graph).map(describeCircle), "import circles").toEqual([]);
  });
});

describe("the import graph the rules are checked on", () => {
  test("reads static, type-only, re-exported and dynamic imports, and not ones in comments or strings", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "#app/b";',
      'export { c } from "../c";',
      'export * from "./d";',
      'const e = await import("./e");',
      'type F = typeof import("./f");',
      '// import { g } from "./g";',
      "const h = \"import { h } from './h'\";",
    ].join("\n");

    expect(importSpecifiers(source)).toEqual(["./a", "#app/b", "../c", "./d", "./e", "./f"]);
  });

  test("resolves the project's aliases and relative paths to its own files", () => {
    expect(graph.size).toBeGreaterThan(300);
    // '#tests/…' (package.json imports), a relative path, '#app/…', and a type-only import.
    expect(graph.get("app/architecture.test.ts")).toContain("tests/support/import-graph.ts");
    expect(graph.get("app/demo/listings/demo-listings.ts")).toContain("app/demo/listings/agency.ts");
    expect(graph.get("server/app.ts")).toContain("app/demo/seed.server.ts");
    expect(graph.get("app/demo/listings/types.ts")).toContain("app/demo/accounts.ts");
  });

  test("a layer rule names each file and the import that breaks it", () => {
    const layered = synthetic({
      "app/db/client.server.ts": ["app/lib/env.server.ts"],
      "app/db/schema/users.ts": ["app/domain/users/roles.ts", "app/db/client.server.ts"],
      "app/domain/users/roles.ts": ["app/db/schema/users.ts"],
      "app/domain/users/roles.test.ts": ["app/demo/accounts.ts"],
      "app/lib/env.server.ts": [],
    });

    expect(layerViolations(layered, LAYERS)).toEqual(["app/db/schema/users.ts → app/domain/users/roles.ts"]);
  });

  test("the framework rule names a domain page loader and a Conform import, and not a test or a route", () => {
    const planted = frameworkImportsIn([
      {
        file: "app/domain/sale/sale-page.server.ts",
        source: 'import type { AppLoadContext } from "react-router";',
      },
      {
        file: "app/domain/agency/details.server.ts",
        source: 'import { parseWithZod } from "@conform-to/zod/v4";',
      },
      { file: "app/domain/sale/steps.test.ts", source: 'import { redirect } from "react-router";' },
      { file: "app/routes/sell/sell.tsx", source: 'import { data } from "react-router";' },
      { file: "app/domain/sale/steps.ts", source: 'import { z } from "zod";' },
    ]);

    expect(planted).toEqual([
      "app/domain/agency/details.server.ts → @conform-to/zod/v4",
      "app/domain/sale/sale-page.server.ts → react-router",
    ]);
  });

  test("the circle finder finds each circle and shows one way around it", () => {
    const tangled = synthetic({
      "a.ts": ["b.ts"],
      "b.ts": ["c.ts", "d.ts"],
      "c.ts": ["a.ts"],
      "d.ts": ["e.ts"],
      "e.ts": [],
      "self.ts": ["self.ts"],
      "x.ts": ["y.ts"],
      "y.ts": ["x.ts", "e.ts"],
    });

    expect(findImportCircles(tangled).map(describeCircle)).toEqual([
      "a.ts → b.ts → c.ts → a.ts",
      "self.ts → self.ts",
      "x.ts → y.ts → x.ts",
    ]);
    expect(findImportCircles(synthetic({ "a.ts": ["b.ts"], "b.ts": ["c.ts"], "c.ts": [] }))).toEqual([]);
  });

  test("a tangle of several circles lists every file caught in it", () => {
    const tangled = synthetic({
      "menu.tsx": ["sheet.tsx"],
      "sheet.tsx": ["menu.tsx", "links.tsx"],
      "links.tsx": ["sheet.tsx"],
    });

    expect(findImportCircles(tangled).map(describeCircle)).toEqual([
      "links.tsx → sheet.tsx → links.tsx (3 files tangled: links.tsx, menu.tsx, sheet.tsx)",
    ]);
  });
});
