/**
 * `npm run sweep:files [-- --grace-minutes=60] [--dry-run]`: deletes stored files no row points
 * at — photos, and in the private bucket management contracts and signed contract PDFs (leftovers
 * of uploads interrupted by a crash or a failed save) — once older than the grace period, and
 * reports any row pointing at a missing file (exit code 1). Safe beside running servers
 * on PostgreSQL; with the embedded database the server must be stopped (the data-folder lock).
 */
import { openDatabase } from "#app/db/client.server";
import { checkFileIntegrity, sweepOrphanFiles } from "#app/domain/listings/file-integrity.server";
import { lockDataDir } from "#app/lib/data-dir-lock.server";
import { getEnv } from "#app/lib/env.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { createS3Storage, s3SettingsFromEnv } from "#app/lib/storage-s3.server";

const env = getEnv();
const grace = process.argv.find((arg) => arg.startsWith("--grace-minutes="))?.split("=")[1];
const dryRun = process.argv.includes("--dry-run");
const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: `${env.DATA_DIR}/db`,
  poolSize: 1,
});
const s3 = s3SettingsFromEnv(env);
const storage = s3 ? createS3Storage(s3) : createDiskStorage(`${env.DATA_DIR}/storage`);
try {
  const integrity = await checkFileIntegrity({ db: database.db, storage });
  for (const entry of integrity.missing)
    console.error(
      `falta ${entry.bucket}/${entry.key} (${entry.kind}, propiedad ${entry.propertyId ?? "ya borrada"})`,
    );
  if (dryRun) {
    console.info(
      `${integrity.referenced} archivos referenciados, ${integrity.orphans.length} huérfanos, ${integrity.missing.length} ausentes`,
    );
  } else {
    const graceMs = grace === undefined ? undefined : Number(grace) * 60_000;
    const { deleted, kept } = await sweepOrphanFiles({ db: database.db, storage, graceMs });
    console.info(
      `${deleted.length} huérfanos borrados, ${kept} recientes conservados, ${integrity.missing.length} ausentes`,
    );
  }
  if (integrity.missing.length > 0) process.exitCode = 1;
} finally {
  await database.close();
  releaseLock();
}
