import type { Db } from './db/types';
import type { ServerConfig } from './config';

/** What every handler can reach besides its request. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
}
