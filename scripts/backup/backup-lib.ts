import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";

const run = promisify(execFile);

/** What a backup folder holds; written last, so a folder without it is an unfinished backup. */
export type Manifest = {
  format: 1;
  kind: "postgres" | "pglite";
  createdAt: string;
  /** Rows per table at backup time: the restore is checked against these. */
  rowCounts: Record<string, number>;
  /** Whether `storage/` (DATA_DIR/storage: photos and contracts on disk) was copied. */
  storage: boolean;
};

export type RowCounts = Record<string, number>;
type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Exact row counts of every table in `public` (what a restore must give back). */
export async function countRows(query: Query): Promise<RowCounts> {
  const { rows } = await query(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: RowCounts = {};
  for (const { tablename } of rows) {
    const name = String(tablename);
    const result = await query(`select count(*)::int as n from "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

export async function countPostgresRows(databaseUrl: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await countRows((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

export function openPglite(dataDir: string, loadDataDir?: Blob) {
  return PGlite.create({ dataDir, loadDataDir, extensions: { btree_gin, pg_trgm, unaccent } });
}

/**
 * PostgreSQL: `pg_dump` in custom format (compressed, restorable table by table, consistent: one
 * snapshot). PGlite: `dumpDataDir`, a tarball of the data folder taken with the database open in
 * this process, which the caller guarantees by holding the data-folder lock (server stopped).
 * The disk storage folder is copied beside it when it exists.
 */
export async function createBackup({
  databaseUrl,
  dataDir,
  outDir,
}: {
  databaseUrl?: string;
  dataDir: string;
  outDir: string;
}): Promise<Manifest> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) throw new Error(`La carpeta de copia ${outDir} no está vacía.`);
  let rowCounts: RowCounts;
  if (databaseUrl) {
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      "--file",
      path.join(outDir, "db.dump"),
      databaseUrl,
    ]);
    rowCounts = await countPostgresRows(databaseUrl);
  } else {
    const client = await openPglite(path.join(dataDir, "db"));
    try {
      rowCounts = await countRows((sql) => client.query(sql));
      const tarball = await client.dumpDataDir("gzip");
      await writeFile(path.join(outDir, "pglite-data.tar.gz"), Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  const storageDir = path.join(dataDir, "storage");
  const storage = existsSync(storageDir);
  if (storage) await cp(storageDir, path.join(outDir, "storage"), { recursive: true });
  const manifest: Manifest = {
    format: 1,
    kind: databaseUrl ? "postgres" : "pglite",
    createdAt: new Date().toISOString(),
    rowCounts,
    storage,
  };
  await writeFile(path.join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = path.join(backupDir, "manifest.json");
  if (!existsSync(file)) throw new Error(`${backupDir} no es una copia completa (falta manifest.json).`);
  return JSON.parse(await readFile(file, "utf8")) as Manifest;
}

/**
 * Restores into an EMPTY target (a new PostgreSQL database, or a DATA_DIR without a database):
 * restoring over live data is refused rather than merged. Returns the restored row counts next
 * to the backup's, and the tables whose counts differ (none on success).
 */
export async function restoreBackup({
  backupDir,
  databaseUrl,
  dataDir,
}: {
  backupDir: string;
  databaseUrl?: string;
  dataDir: string;
}): Promise<{ expected: RowCounts; restored: RowCounts; mismatches: string[] }> {
  const manifest = await readManifest(backupDir);
  let restored: RowCounts;
  if (manifest.kind === "postgres") {
    if (!databaseUrl)
      throw new Error("Esta copia es de PostgreSQL: define DATABASE_URL con una base de datos vacía.");
    const existing = await countPostgresRows(databaseUrl);
    if (Object.keys(existing).length > 0) {
      throw new Error(
        "La base de datos de destino no está vacía: crea una nueva (createdb) y restaura en ella.",
      );
    }
    await run("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--dbname",
      databaseUrl,
      path.join(backupDir, "db.dump"),
    ]);
    restored = await countPostgresRows(databaseUrl);
  } else {
    if (databaseUrl) throw new Error("Esta copia es de la base de datos integrada: quita DATABASE_URL.");
    const target = path.join(dataDir, "db");
    if (existsSync(target) && (await readdir(target)).length > 0) {
      throw new Error(`${target} ya tiene una base de datos: usa un DATA_DIR nuevo o mueve la actual.`);
    }
    const tarball = await readFile(path.join(backupDir, "pglite-data.tar.gz"));
    const client = await openPglite(target, new Blob([tarball]));
    try {
      restored = await countRows((sql) => client.query(sql));
    } finally {
      await client.close();
    }
  }
  if (manifest.storage) {
    const target = path.join(dataDir, "storage");
    await cp(path.join(backupDir, "storage"), target, { recursive: true, errorOnExist: true, force: false });
  }
  const tables = new Set([...Object.keys(manifest.rowCounts), ...Object.keys(restored)]);
  const mismatches = [...tables].filter((table) => manifest.rowCounts[table] !== restored[table]).sort();
  return { expected: manifest.rowCounts, restored, mismatches };
}
