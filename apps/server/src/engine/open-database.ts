import type { Db } from '../db/types';
import { openPglite } from '../db/pglite-engine';
import { openPostgres } from '../db/pg-engine';
import { migrate } from '../db/migrate';
import { ensureManagedTables } from './resources/managed-tables';

export interface OpenDbOptions {
  /** Real PostgreSQL when set. */
  databaseUrl?: string;
  /** Embedded database directory; undefined = in memory. */
  dataDir?: string;
}

/**
 * Opens the configured database, applies pending migrations, then creates or extends the tables of
 * managed resources. It lives in the engine, not in db/, because the managed tables are the resource
 * engine's: db/ knows engines and SQL migrations only.
 */
export async function openDatabase(options: OpenDbOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(db);
    await ensureManagedTables(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
