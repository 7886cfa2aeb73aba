import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { benchmarkOpeningViolations, decisionIndexViolations, missingPaths } from "#tests/support/code-map";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const codeMap = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
const exists = (file: string) => existsSync(path.join(ROOT, file));

describe("the code map (docs/architecture.md)", () => {
  test("indexes every decision record in docs/decisions/, and no record that is not there", () => {
    const records = readdirSync(path.join(ROOT, "docs/decisions"));
    expect(decisionIndexViolations(codeMap, records), "add a line to the decision index").toEqual([]);
  });

  test("names only paths that exist", () => {
    expect(missingPaths(codeMap, exists), "a moved or renamed file: update the map").toEqual([]);
  });

  test("a planted record left out of the index, and an indexed number with no record, are named", () => {
    const map =
      "## Decision records\n\n| # | title | line |\n| 0001 | Foundation | x |\n| 0002 | Gone | x |\n| 0017 | — | never written |\n\n## Next\n| 0009 | not the index | x |\n";
    const records = ["0001-foundation.md", "0003-new.md", "README.txt"];
    expect(decisionIndexViolations(map, records)).toEqual([
      "0003: a record not in the index",
      "0002: in the index, no record in docs/decisions/",
    ]);
  });

  test("a planted moved path is named, from the root or as a domain area's file; placeholders and commands are not", () => {
    const map = [
      "`app/lib/env.server.ts` `docs/gone.md` `server/app.ts` `scripts/old.ts` `tests/nowhere/`",
      "`leads/offer-deal.ts` `leads/moved.ts` `app/emails/<name>.server.tsx` `npx vitest run app/x.test.ts`",
      "`brand.server.ts` `react-router`",
      "server/gone/        drawn in the layers, and app/old.ts in prose.",
    ].join("\n");
    const present = new Set([
      "app/lib/env.server.ts",
      "app/emails/",
      "server/app.ts",
      "app/domain/leads/offer-deal.ts",
    ]);
    expect(missingPaths(map, (file) => present.has(file))).toEqual([
      "docs/gone.md",
      "scripts/old.ts",
      "tests/nowhere/",
      "leads/moved.ts (app/domain/leads/moved.ts)",
      "server/gone/",
      "app/old.ts",
    ]);
  });
});

describe("the benchmark documents (docs/benchmarks/)", () => {
  test("each opens with '## Now': the current figures and the command that measures them", () => {
    const folder = path.join(ROOT, "docs/benchmarks");
    const documents = new Map(
      readdirSync(folder)
        .filter((name) => name.endsWith(".md"))
        .map((name) => [`docs/benchmarks/${name}`, readFileSync(path.join(folder, name), "utf8")]),
    );
    expect(benchmarkOpeningViolations(documents), "put the current figures on top").toEqual([]);
  });

  test("a planted journal with its figures at the bottom, and a '## Now' without a command, are named", () => {
    const documents = new Map([
      ["docs/benchmarks/journal.md", "# X\n\nintro\n\n## 21 Nov 2026\n\n`npm run bench:x`\n\n## Now\n"],
      ["docs/benchmarks/bare.md", "# X\n\n## Now (27 Nov)\n\n| a | 1 |\n\n# History\n\n`npm run bench:x`\n"],
      ["docs/benchmarks/good.md", "# X\n\n## Now\n\n```sh\nnpm run bench:x -- --rounds=3\n```\n"],
    ]);

    expect(benchmarkOpeningViolations(documents)).toEqual([
      "docs/benchmarks/journal.md: the first section is not '## Now'",
      "docs/benchmarks/bare.md: '## Now' names no command",
    ]);
  });
});
