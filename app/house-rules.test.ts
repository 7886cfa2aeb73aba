import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { CITATIONS_TO_FIX } from "#tests/support/citations-to-fix";
import {
  allowancesToLower,
  citationsByFile,
  citationsOf,
  citationsOverAllowance,
  uuidCopies,
} from "#tests/support/house-rules";
import { sourceFiles } from "#tests/support/import-graph";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const THIS_FILE = "app/house-rules.test.ts";
const sources = new Map(
  sourceFiles(ROOT, ["app", "server", "scripts", "tests"])
    .filter(
      (file) =>
        ![THIS_FILE, "tests/support/house-rules.ts", "tests/support/citations-to-fix.ts"].includes(file),
    )
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

  test("no file cites the spec or an issue more than its allowance in tests/support/citations-to-fix.ts", () => {
    expect(
      citationsOverAllowance(found, CITATIONS_TO_FIX),
      "point at docs/decisions/… or docs/… instead (neither the spec nor the issues are in a clone)",
    ).toEqual([]);
  });

  test("the allowances only go down: a file that cites less has its line lowered", () => {
    expect(allowancesToLower(found, CITATIONS_TO_FIX), "lower the line in citations-to-fix.ts").toEqual([]);
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
      ["app/lib/allowed.ts", "// spec §2 (issue 21)"],
    ]);
    const counted = citationsByFile(planted);
    expect(citationsOverAllowance(counted, { "app/lib/allowed.ts": [1, 1] })).toEqual([
      "app/domain/listings/planted.ts: 3 spec, 2 issue (allowed 0, 0)",
    ]);
    expect(allowancesToLower(counted, { "app/lib/allowed.ts": [2, 1], "app/lib/fixed.ts": [1, 0] })).toEqual([
      "app/lib/allowed.ts: now [1, 1]",
      "app/lib/fixed.ts: now [0, 0]",
    ]);
  });
});
