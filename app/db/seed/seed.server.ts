import type { Db } from "#app/db/client.server";
import type { Logger } from "#app/lib/logger.server";

/** Demo accounts and listings (placeholder until the seed lands). */
export async function seedDemoData(_db: Db, _options: { logger: Logger }): Promise<void> {}
