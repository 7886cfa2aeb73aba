import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { uuidCopies } from "#tests/support/house-rules";
import { sourceFiles } from "#tests/support/import-graph";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const THIS_FILE = "app/house-rules.test.ts";
const sources = new Map(
  sourceFiles(ROOT, ["app", "server", "scripts", "tests"])
    .filter((file) => file !== THIS_FILE && file !== "tests/support/house-rules.ts")
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
