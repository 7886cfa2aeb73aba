import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CANARY_ENV, findSecrets } from "./client-secrets.mjs";

describe("the client-bundle secret check", () => {
  test("finds a canary value, a password inside a URL and a server-only setting's name", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "zaguan-bundle-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "clean.js"), "export const key = 'pk_test_public';");
    writeFileSync(path.join(dir, "assets", "a.js"), `const k = "${CANARY_ENV.STRIPE_SECRET_KEY}";`);
    writeFileSync(path.join(dir, "assets", "b.js"), 'fetch("smtp://x:canarypass-5e8d@y")');
    writeFileSync(path.join(dir, "c.js"), "process.env.AUTH_SECRET");
    const found = findSecrets(dir) as Array<{ file: string; needle: string }>;
    expect(found.map((entry) => entry.file).sort()).toEqual([
      path.join("assets", "a.js"),
      path.join("assets", "b.js"),
      "c.js",
    ]);
  });
});
