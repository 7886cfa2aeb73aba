import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import routes from "#app/routes";
import { citationsByFile, citationsOf, uuidCopies } from "#tests/support/house-rules";
import { sourceFiles } from "#tests/support/import-graph";
import {
  firstSegments,
  literalPaths,
  type PathAllowance,
  type RouteEntry,
  routePaths,
} from "#tests/support/internal-paths";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const THIS_FILE = "app/house-rules.test.ts";
const sources = new Map(
  sourceFiles(ROOT, ["app", "server", "scripts", "tests"])
    .filter((file) => ![THIS_FILE, "tests/support/house-rules.ts"].includes(file))
    .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]),
);

describe("one UUID check", () => {
  test("the UUID pattern is written only in app/lib/uuid.ts (isUuid, UUID_SOURCE)", () => {
    expect(uuidCopies(sources, "app/lib/uuid.ts"), "import isUuid from #app/lib/uuid").toEqual([]);
  });

  test("a planted copy is named with its line, in any spelling of the hex class; the home and other patterns are not", () => {
    const planted = new Map([
      [
        "app/domain/leads/planted.server.ts",
        "const a = 1;\nconst UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;",
      ],
      [
        "app/routes/other.ts",
        "const ID = /[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}/;",
      ],
      [
        "app/lib/uuid.ts",
        'export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";',
      ],
      ["scripts/bench/contact.ts", "const token = /bench-[0-9a-f]{8}-\\d+/;"],
    ]);

    expect(uuidCopies(planted, "app/lib/uuid.ts")).toEqual([
      "app/domain/leads/planted.server.ts:2",
      "app/routes/other.ts:1",
    ]);
  });
});

describe("comments point at the repository's own docs, not at the product spec or an issue", () => {
  const found = citationsByFile(sources);

  test("no comment cites the product spec or an issue number (neither is in a clone)", () => {
    const citing = [...found].map(([file, { spec, issue }]) => `${file}: ${spec} spec, ${issue} issue`);
    expect(citing, "point at docs/decisions/… or docs/… instead").toEqual([]);
  });

  test("planted citations are counted in comments only, and a Playwright spec is not the product spec", () => {
    const source = [
      "/** The toast (spec §9): one at a time. */",
      "// As the spec's message says, and issue #38 point 5 asks.",
      "/**\n * Issues 24, 38: the heart.\n */",
      "/* the other spec writes here; see contact.spec.ts and this spec */",
      'const label = "spec §9 issue 12"; // docs/decisions/0018-html-first-public-pages.md',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
      "const line = `${a}/* spec §1 */${`${b}`}// issue 3`; // after a template: spec §2",
    ].join("\n");

    expect(citationsOf(source)).toEqual({ spec: 3, issue: 2 });
    const planted = new Map([
      ["app/domain/listings/planted.ts", source],
      ["app/lib/clean.ts", "// docs/decisions/0018-html-first-public-pages.md"],
    ]);
    expect([...citationsByFile(planted)]).toEqual([
      ["app/domain/listings/planted.ts", { spec: 3, issue: 2 }],
    ]);
  });
});

describe("every internal URL comes from app/urls.ts", () => {
  const segments = firstSegments(routePaths(routes as RouteEntry[]));
  const appCode = new Map(
    [...sources].filter(
      ([file]) => file.startsWith("app/") && file !== "app/urls.ts" && !/\.(test|spec)\.tsx?$/.test(file),
    ),
  );

  const NONE_ALLOWED: PathAllowance = { literals: [], inFile: {} };

  test("no literal internal path in app/ outside app/urls.ts: links, redirects and fetches use ROUTES and pathTo()", () => {
    const { violations, unusedAllowances } = literalPaths(appCode, segments, NONE_ALLOWED);
    expect(violations, "build it with pathTo(ROUTES.…) from #app/urls").toEqual([]);
    expect(unusedAllowances, "allowed but no longer written: take it off the list").toEqual([]);
  }, 60_000);

  test("a planted path is named with its line, in a string, a template or a bare home link; the rest is not", () => {
    const planted = new Map([
      [
        "app/components/planted.tsx",
        [
          'const a = <Link to="/portal">Portal</Link>;',
          `const b = \`/propiedad/\${id}#contacto\`;`,
          `const c = \`\${publicUrl}/admin/campanas\`;`,
          'const d = <Link to="/">Inicio</Link>;',
          'throw redirect("/");',
          'const e = { href: "/dashboard?ver=propiedades" };',
          `const f = \`/admin\${query}\`;`,
        ].join("\n"),
      ],
      [
        "app/lib/clean.ts",
        [
          'import { x } from "/portal";',
          'const cookie = { path: "/" };',
          'const parts = key.split("/");',
          `const file = \`/\${bucket}/\${key}\`;`,
          'const other = "/portales";',
          'const external = "https://example.es/portal";',
          'const sell = "/vender";',
          "const link = pathTo(ROUTES.property, { id });",
        ].join("\n"),
      ],
      ["app/domain/sale/sale-path.ts", `const pdf = \`/contratos/arras/\${id}/pdf\`;`],
    ]);
    const allowance: PathAllowance = {
      literals: ["/vender", "/proceso-agencia"],
      inFile: { "app/domain/sale/sale-path.ts": ["/contratos/arras/"] },
    };

    expect(
      literalPaths(
        planted,
        new Set(["portal", "propiedad", "admin", "dashboard", "vender", "contratos"]),
        allowance,
      ),
    ).toEqual({
      violations: [
        'app/components/planted.tsx:1 "/portal"',
        'app/components/planted.tsx:2 "/propiedad/"',
        'app/components/planted.tsx:3 "/admin/campanas"',
        'app/components/planted.tsx:4 "/"',
        'app/components/planted.tsx:5 "/"',
        'app/components/planted.tsx:6 "/dashboard?ver=propiedades"',
        'app/components/planted.tsx:7 "/admin"',
      ],
      unusedAllowances: ["/proceso-agencia"],
    });
  });

  test("the public pages' script takes its addresses from the markup: the route table stays out of it", () => {
    const importing = [...sources]
      .filter(([file]) => file.startsWith("app/enhance/") && !/\.test\.ts$/.test(file))
      .filter(([, source]) => /from "#app\/urls"|from "\.\.\/urls"/.test(source))
      .map(([file]) => file);
    expect(importing, "read the link's or the form's own address instead (ADR 0047)").toEqual([]);
  });

  test("the segments come from the route config, the index and the catch-all aside", () => {
    const config: RouteEntry[] = [
      { index: true },
      { path: "portal" },
      { path: "dashboard", children: [{ index: true }, { path: "datos" }] },
      { path: "*" },
    ];
    expect(routePaths(config)).toEqual([
      "/",
      "/portal",
      "/dashboard",
      "/dashboard",
      "/dashboard/datos",
      "/*",
    ]);
    expect([...firstSegments(routePaths(config))]).toEqual(["portal", "dashboard"]);
  });
});
