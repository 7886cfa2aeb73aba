import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { lockDataDir } from "./data-dir-lock.server";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "zaguan-lock-"));

test("a second process on the same data folder is refused while the first is alive", async () => {
  const dataDir = tempDir();
  const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
  try {
    writeFileSync(path.join(dataDir, "server.lock"), String(other.pid));
    expect(() => lockDataDir(dataDir)).toThrow(/ya la usa otro proceso/);
  } finally {
    other.kill();
  }
});

test("a lock left by a process that died is taken over", () => {
  const dataDir = tempDir();
  writeFileSync(path.join(dataDir, "server.lock"), "999999");
  const release = lockDataDir(dataDir);
  expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);
  release();
  expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
});
