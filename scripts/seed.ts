/**
 * Creates the demo accounts and listings in the configured database and storage:
 * `DATABASE_URL`, or the embedded PGlite in `DATA_DIR/db`; photos in `DATA_DIR/storage`.
 * Does nothing when the demo data is already there. Run: `node --import tsx scripts/seed.ts`.
 */
import { openDatabase } from "#app/db/client.server";
import { seedDemoData } from "#app/demo/seed.server";
import { lockDataDir } from "#app/lib/data-dir-lock.server";
import { getEnv } from "#app/lib/env.server";
import { logger } from "#app/lib/logger.server";
import { configureStorage } from "#app/lib/storage.server";

const env = getEnv();
// PGlite allows one process per data folder: refuse to run beside a running server.
const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/db` });
try {
  await database.migrate();
  const storage = configureStorage({ rootDir: `${env.DATA_DIR}/storage` });
  const summary = await seedDemoData(database.db, { logger, storage });
  if (!summary) logger.info("demo data already present: nothing to do");
} catch (error) {
  logger.error({ err: error }, "seed failed");
  process.exitCode = 1;
} finally {
  await database.close();
  releaseLock();
}
