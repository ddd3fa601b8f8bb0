import type { Db } from './types';
import { openPglite } from './pglite-engine';
import { openPostgres } from './pg-engine';
import { migrate } from './migrate';

export interface OpenDbOptions {
  /** Real PostgreSQL when set. */
  databaseUrl?: string;
  /** Embedded database directory; undefined = in memory. */
  dataDir?: string;
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
