import type { Db } from './db/types';
import type { ServerConfig } from './config';
import type { ReadCache } from './http/static-cache';
import type { HubServer } from './hubs/hub-server';
import type { SessionActivity } from './sessions/activity';
import type { SignInThrottle } from './http/sign-in-throttle';

/** What every handler can reach besides its request. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** Cleared after every successful write. */
  cache: ReadCache;
  /** The live connections; set once the hubs are attached (before the server listens). */
  hubs: HubServer | null;
  /** Seals shared-account passwords (see http/secrets.ts). */
  secretKey: Buffer;
  /** The requests and last-seen times of console sessions (written in batches). */
  sessionActivity: SessionActivity | null;
  /** Failed sign-ins per client address. */
  signInThrottle: SignInThrottle;
}
