/**
 * `npm run backup -- [folder]`: a consistent copy of the database and the files on disk.
 * PostgreSQL (`DATABASE_URL`): pg_dump, safe while the servers run. Embedded database: the
 * server must be stopped (PGlite is single-process; the data-folder lock enforces it).
 * Default folder: `backups/zaguan-<date>`. See docs/deploy.md § Backups.
 */
import path from "node:path";
import { lockDataDir } from "#app/lib/data-dir-lock.server";
import { createBackup } from "./backup/backup-lib";

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? "./data";
const outDir =
  process.argv[2] ?? path.join("backups", `zaguan-${new Date().toISOString().replaceAll(":", "-")}`);

const releaseLock = databaseUrl ? () => {} : lockDataDir(dataDir);
try {
  const manifest = await createBackup({ databaseUrl, dataDir, outDir });
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  console.info(
    `Copia ${manifest.kind} en ${outDir}: ${Object.keys(manifest.rowCounts).length} tablas, ${rows} filas${manifest.storage ? ", archivos incluidos" : ""}.`,
  );
} catch (error) {
  console.error(`La copia ha fallado: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  releaseLock();
}
