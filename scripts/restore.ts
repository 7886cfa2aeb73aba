/**
 * `npm run restore -- <folder>`: restores a backup made by `npm run backup` into an EMPTY target
 * (a new database in `DATABASE_URL`, or a `DATA_DIR` without a database), then checks the row
 * count of every table against the backup's manifest. Exits 1 on any difference.
 */
import { lockDataDir } from "#app/lib/data-dir-lock.server";
import { restoreBackup } from "./backup/backup-lib";

const backupDir = process.argv[2];
if (!backupDir) {
  console.error("Uso: npm run restore -- <carpeta de la copia>");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? "./data";

const releaseLock = databaseUrl ? () => {} : lockDataDir(dataDir);
try {
  const { expected, restored, mismatches } = await restoreBackup({ backupDir, databaseUrl, dataDir });
  for (const table of mismatches) {
    console.error(
      `  ${table}: ${expected[table] ?? "—"} filas en la copia, ${restored[table] ?? "—"} restauradas`,
    );
  }
  if (mismatches.length > 0) throw new Error(`${mismatches.length} tablas no coinciden`);
  const rows = Object.values(restored).reduce((sum, n) => sum + n, 0);
  console.info(
    `Restaurada: ${Object.keys(restored).length} tablas, ${rows} filas, todas iguales a la copia.`,
  );
} catch (error) {
  console.error(`La restauración ha fallado: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  releaseLock();
}
