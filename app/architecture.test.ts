import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { domainFailureViolations } from "#tests/support/domain-failures";
import { looseFiles, type RouteFolders, routeFolderViolations } from "#tests/support/folder-rules";
import {
  type AreaOrder,
  areaOrderViolations,
  buildImportGraph,
  describeCircle,
  findImportCircles,
  type ImportGraph,
  importSpecifiers,
  type LayerRule,
  layerViolations,
  sourceFiles,
} from "#tests/support/import-graph";
import {
  filesOverLimit,
  handWiredInvalidViolations,
  lineCount,
  runtimeImportSpecifiers,
  runtimeImportViolations,
} from "#tests/support/source-rules";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const graph = buildImportGraph(ROOT, ["app", "server", "scripts", "tests"]);

/**
 * DESIGN.md: routes → components, and routes → http → domain → db → lib; the demo data sits above
 * the domain. app/http holds what only a request has (session guards, cookies): never the domain's.
 */
const LAYERS: LayerRule[] = [
  {
    layer: "app/db/",
    mayNotImport: ["app/domain/", "app/http/", "app/routes/", "app/components/", "app/demo/"],
  },
  {
    layer: "app/lib/",
    mayNotImport: ["app/db/", "app/domain/", "app/http/", "app/routes/", "app/components/", "app/demo/"],
  },
  // A domain test may drive a route's action or use demo identities; the domain itself may not.
  {
    layer: "app/domain/",
    mayNotImport: ["app/http/", "app/routes/", "app/components/", "app/demo/"],
    testsExempt: true,
  },
  { layer: "app/http/", mayNotImport: ["app/routes/", "app/components/", "app/demo/"], testsExempt: true },
];

/**
 * The order among the domain areas (docs/architecture.md), from the bottom up: an area imports only
 * areas on a lower line. The kernel holds what every area shares (errors.ts, kernel/); users holds
 * who is signed in; process is the shell of steps that sale and agency fill in; account gathers all
 * of a user's data (export, deletion) and so sits on top.
 */
const DOMAIN_AREAS: AreaOrder = {
  folder: "app/domain/",
  levels: [
    ["errors.ts", "kernel"],
    ["blog", "taxes", "launch.ts", "seller-guides.ts"],
    ["users"],
    ["process"],
    ["listings"],
    ["campaign"],
    ["leads"],
    ["invoices"],
    ["payments"],
    ["legal"],
    ["sale"],
    ["agency", "arras-signing"],
    ["alerts", "closing", "favourites", "funnel", "guides", "savings.ts", "sitemap.ts"],
    ["admin", "maintenance"],
    // What the dashboard's tabs read and write (its page loaders and actions are route modules).
    ["dashboard"],
    ["account"],
  ],
  allowed: [],
  testsExempt: true,
};

/** The web framework and the form library stay in `routes/` and `components/`: the domain is plain functions and queries. */
const FRAMEWORK_PACKAGE = /^(react-router|@react-router\/.*|@conform-to\/.*)$/;

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

  test("each domain area imports only the areas below it", () => {
    expect(areaOrderViolations(graph, DOMAIN_AREAS), "file → import into an area not below its own").toEqual(
      [],
    );
  });

  test("the domain imports neither React Router nor Conform ", () => {
    const domain = sourceFiles(ROOT, ["app/domain"]).map((file) => ({
      file,
      source: readFileSync(path.join(ROOT, file), "utf8"),
    }));
    expect(
      frameworkImportsIn(domain),
      "a page loader or action (app/routes/) or request-level code (app/http/) in app/domain/",
    ).toEqual([]);
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

  test("the area order names each import into an area not below, and each area it does not place", () => {
    const planted = synthetic({
      "app/domain/errors.ts": [],
      "app/domain/users/session.server.ts": ["app/domain/errors.ts"],
      // Below sale, so process may not import it: the import this test plants.
      "app/domain/process/processes.ts": [
        "app/domain/sale/step-guides.ts",
        "app/domain/users/session.server.ts",
      ],
      "app/domain/sale/step-guides.ts": ["app/domain/process/processes.ts"],
      // Areas on one level may not import each other either.
      "app/domain/alerts/matching.server.ts": ["app/domain/favourites/favourites.server.ts"],
      "app/domain/favourites/favourites.server.ts": [],
      // A test may use any area as a fixture.
      "app/domain/users/session.server.test.ts": ["app/domain/sale/step-guides.ts"],
      // A new area must be given its place.
      "app/domain/reviews/reviews.server.ts": ["app/domain/users/session.server.ts"],
      "app/routes/sell.tsx": ["app/domain/sale/step-guides.ts"],
    });

    expect(areaOrderViolations(planted, DOMAIN_AREAS)).toEqual([
      "app/domain/alerts/matching.server.ts → app/domain/favourites/favourites.server.ts",
      "app/domain/process/processes.ts → app/domain/sale/step-guides.ts",
      'app/domain/reviews/reviews.server.ts: area "reviews" has no level',
    ]);
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

/**
 * ADR 0048: a route folder imports only its own files, the files loose in app/routes/ (the action
 * input, the billing action) and process/ (the step shell sale and agency share). What two route
 * folders need goes into the domain, app/emails or app/http, not from one folder into the other.
 */
const ROUTE_FOLDERS: RouteFolders = { folder: "app/routes/", shared: ["process"], testsExempt: true };

/** ADR 0048: app/domain/leads/ by noun; a file loose in it has no noun yet. */
const LEADS_FOLDER = "app/domain/leads/";

describe("the folders", () => {
  test("no route folder imports another route folder's files, but the shared ones", () => {
    expect(routeFolderViolations(graph, ROUTE_FOLDERS), "file → another route folder's file").toEqual([]);
  });

  test("a planted import from public/ in dashboard/ is named; its own, a loose one, process/ and a test are not", () => {
    const planted = synthetic({
      "app/routes/dashboard/deal-actions.server.ts": [
        "app/routes/public/offer-mail.server.ts",
        "app/routes/dashboard/loaders.server.ts",
        "app/routes/action-input.ts",
        "app/domain/leads/offers/offer-mail.server.ts",
      ],
      "app/routes/sell/steps/photos.tsx": [
        "app/routes/process/process-page.server.ts",
        "app/routes/sell/sell.tsx",
      ],
      "app/routes/agency/agency.tsx": ["app/routes/sell/steps/photos.tsx"],
      "app/routes/dashboard/requests.server.test.ts": ["app/routes/public/property.tsx"],
      "app/routes/billing-action.server.ts": ["app/routes/sell/sell.tsx"],
    });

    expect(routeFolderViolations(planted, ROUTE_FOLDERS)).toEqual([
      "app/routes/agency/agency.tsx → app/routes/sell/steps/photos.tsx",
      "app/routes/dashboard/deal-actions.server.ts → app/routes/public/offer-mail.server.ts",
    ]);
  });

  test("app/domain/leads/ has no loose file: each sits in its noun's folder", () => {
    expect(looseFiles([...graph.keys()], LEADS_FOLDER), "files to move into a noun's folder").toEqual([]);
    expect([...graph.keys()].filter((file) => file.startsWith(LEADS_FOLDER)).length).toBeGreaterThan(60);
  });

  test("a planted loose file in leads/ is named; one in a noun's folder, or an allowed index, is not", () => {
    const files = [
      "app/domain/leads/offer-answers.server.ts",
      "app/domain/leads/index.ts",
      "app/domain/leads/offers/offers.server.ts",
      "app/domain/leads/viewings/viewing-slots.test.ts",
      "app/domain/listings/listing.ts",
    ];

    expect(looseFiles(files, LEADS_FOLDER)).toEqual([
      "app/domain/leads/index.ts",
      "app/domain/leads/offer-answers.server.ts",
    ]);
    expect(looseFiles(files, LEADS_FOLDER, ["index.ts"])).toEqual([
      "app/domain/leads/offer-answers.server.ts",
    ]);
  });
});

/** ADR 0034: the domain reports an expected failure one way, DomainError, and knows no HTTP. */
describe("the one domain failure", () => {
  const sources = (files: Record<string, string>) => new Map(Object.entries(files));

  test("no domain file declares another error class or answers with an HTTP status", () => {
    const domain = sourceFiles(ROOT, ["app/domain"]);
    const read = new Map(domain.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));
    expect(domain.length).toBeGreaterThan(100);
    expect(domainFailureViolations(read), "failures reported another way than DomainError").toEqual([]);
    // TypeScript parses every domain file (~1 s on a quiet machine): a budget for a loaded one.
  }, 60_000);

  test("the rule names a planted error class, a status in a result or a type, and a Response", () => {
    const planted = sources({
      "app/domain/errors.ts": "export class DomainError extends Error {}",
      "app/domain/users/roles.server.ts": "export class RoleChangeForbiddenError extends Error {}",
      "app/domain/agency/upload.server.ts": "class ContractUploadError extends DomainError {}",
      "app/domain/admin/actions.server.ts": [
        "type Outcome = { ok: false; status: 403 | 404 | 409 | 503; message: string };",
        "const refused = (status: 403 | 404, message: string) => ({ ok: false, status: 409, message });",
        "const status = 503;",
      ].join("\n"),
      "app/domain/users/guard.server.ts": 'throw data({ error: "No." }, { status: 401 });',
      "app/domain/invoices/pdf.server.ts": "return new Response(pdf);",
      "app/domain/users/roles.server.test.ts": "const fake = new Response(null, { status: 500 });",
      "app/routes/admin/admin.tsx": "return data({ ok: false }, { status: 403 });",
    });

    expect(domainFailureViolations(planted)).toEqual([
      "app/domain/users/roles.server.ts: class RoleChangeForbiddenError extends Error",
      "app/domain/agency/upload.server.ts: class ContractUploadError extends DomainError",
      "app/domain/admin/actions.server.ts: HTTP status status: 403 | 404 | 409 | 503;",
      "app/domain/admin/actions.server.ts: HTTP status status: 403 | 404",
      "app/domain/admin/actions.server.ts: HTTP status status: 409",
      "app/domain/admin/actions.server.ts: HTTP status status = 503",
      "app/domain/users/guard.server.ts: HTTP status status: 401",
      "app/domain/invoices/pdf.server.ts: new Response(…)",
    ]);
  });

  test("a status that is no failure, or only mentioned, is not one", () => {
    const quiet = sources({
      "app/domain/payments/fulfilment.server.ts": [
        'const row = { status: "succeeded", code: 404 };',
        "// a stranger's listing answers { status: 404 }",
        'const text = "status: 503";',
        "if (error.statusCode === 401) return null;",
        "const redirect = { status: 303 };",
        "const status = row.status;",
      ].join("\n"),
    });

    expect(domainFailureViolations(quiet)).toEqual([]);
  });
});

const readSources = (folders: readonly string[]) =>
  new Map(
    sourceFiles(ROOT, folders)
      .filter((file) => !TEST_FILE.test(file))
      .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")] as const),
  );

/** Components run in the browser: a run-time import of `app/db` would ship Drizzle's tables there. */
const COMPONENTS_WITHOUT_DB = { layer: "app/components/", mayNotLoad: "app/db/" };

/** The house limit (STYLE.md); tests are left out. */
const MAX_LINES = 300;

describe("what the browser loads", () => {
  test("components import app/db only with `import type`", () => {
    expect(runtimeImportViolations(readSources(["app/components"]), COMPONENTS_WITHOUT_DB)).toEqual([]);
  });

  test("a planted run-time import of the schema from a component is caught, a type-only one is not", () => {
    const planted = new Map([
      ["app/components/admin/planted.tsx", 'import { users } from "#app/db/schema/users";'],
      ["app/components/admin/relative.tsx", 'import { campaigns } from "../../db/schema/campaigns";'],
      ["app/components/admin/lazy.tsx", 'const schema = await import("#app/db/schema");'],
      ["app/components/admin/reexport.ts", 'export { USER_ROLES } from "#app/db/schema/users";'],
      ["app/components/admin/typed.tsx", 'import type { UserRole } from "#app/db/schema/users";'],
      ["app/components/admin/type-query.ts", 'type Users = typeof import("#app/db/schema/users");'],
      ["app/components/admin/domain.tsx", 'import { USER_ROLES } from "#app/domain/users/roles";'],
      ["app/domain/users/roles.server.ts", 'import { users } from "#app/db/schema/users";'],
    ]);

    expect(runtimeImportViolations(planted, COMPONENTS_WITHOUT_DB)).toEqual([
      "app/components/admin/lazy.tsx → #app/db/schema",
      "app/components/admin/planted.tsx → #app/db/schema/users",
      "app/components/admin/reexport.ts → #app/db/schema/users",
      "app/components/admin/relative.tsx → ../../db/schema/campaigns",
    ]);
  });

  test("an `import { type A }` without `type` in front still loads the module (verbatimModuleSyntax)", () => {
    expect(
      runtimeImportSpecifiers('import { type A } from "./a";\nimport "./b";\nexport type { C } from "./c";'),
    ).toEqual(["./a", "./b"]);
  });
});

/**
 * A field's error reaches a screen reader one way, through the field frame in
 * app/components/forms/ (`FieldShell`, `controlProps`, `ChoiceGroup`, `CheckField`, and
 * `toggleFieldError` for a public page's script). No page or component marks a control invalid itself.
 */
const ONE_FIELD_FRAME = {
  layers: ["app/components/", "app/routes/", "app/enhance/"],
  frame: "app/components/forms/",
};

describe("the one field frame", () => {
  test("no component, route or page script outside app/components/forms/ sets aria-invalid itself", () => {
    expect(
      handWiredInvalidViolations(
        readSources(["app/components", "app/routes", "app/enhance"]),
        ONE_FIELD_FRAME,
      ),
      "wire the field with the frame in app/components/forms/",
    ).toEqual([]);
  });

  test("a planted attribute, object key or DOM call is named with its line; the frame and class names are not", () => {
    const planted = new Map([
      [
        "app/components/dashboard/planted.tsx",
        ['<Input id="x" aria-invalid={error ? true : undefined} />', "", "<fieldset aria-invalid />"].join(
          "\n",
        ),
      ],
      ["app/routes/public/spread.tsx", 'const wiring = { "aria-invalid": true, id: "x" };'],
      ["app/enhance/script.ts", 'input.setAttribute("aria-invalid", "true");'],
      ["app/components/forms/field-shell.tsx", '"aria-invalid": field.errors?.length ? true : undefined,'],
      ["app/components/ui/input.tsx", '<input className="aria-invalid:border-destructive" />'],
      ["app/components/sell/wired.tsx", "<Input {...controlProps(field)} />"],
      ["app/domain/leads/texts.ts", '// "aria-invalid": only a comment here'],
    ]);

    expect(handWiredInvalidViolations(planted, ONE_FIELD_FRAME)).toEqual([
      "app/components/dashboard/planted.tsx:1",
      "app/components/dashboard/planted.tsx:3",
      "app/enhance/script.ts:1",
      "app/routes/public/spread.tsx:1",
    ]);
  });
});

describe("the size of a file", () => {
  test(`no file in app/ or server/ is over ${MAX_LINES} lines (tests excluded)`, () => {
    const counts = new Map(
      [...readSources(["app", "server"])].map(([file, source]) => [file, lineCount(source)]),
    );

    expect(filesOverLimit(counts, MAX_LINES), "split by responsibility").toEqual([]);
  });

  test("a planted long file is named with its length; an exempt one and a short one are not", () => {
    const counts = new Map([
      ["app/domain/leads/planted.server.ts", 301],
      ["app/lib/exempt.server.ts", 400],
      ["app/lib/short.ts", 300],
    ]);

    expect(filesOverLimit(counts, MAX_LINES, ["app/lib/exempt.server.ts"])).toEqual([
      "app/domain/leads/planted.server.ts (301 lines)",
    ]);
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
  });
});
