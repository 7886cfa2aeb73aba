import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, sqlExecutor } from "#app/db/client.server";
import { installJobSchema } from "#app/lib/job-schema.server";

/**
 * Creating PGlite and running every migration takes seconds; loading a dump of an already
 * migrated database takes under one. Built once per run, each test file loads its own copy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "zaguan-pglite-"));
  const file = path.join(dir, "migrated.tar");
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await installJobSchema(sqlExecutor(database.db));
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
