import type { Db } from './db/types';
import type { ServerConfig } from './config';
import type { ReadCache } from './http/static-cache';

/** What every handler can reach besides its request. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** Cleared after every successful write. */
  cache: ReadCache;
}
