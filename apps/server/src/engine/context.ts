import type { Db } from '../db/types';
import type { ServerConfig } from './config/server-config';
import type { ReadCache } from './cache/static-cache';
import type { HubMessenger } from './hubs/backplane';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { JobQueue } from './jobs/queue';

/**
 * What every handler can reach besides its request. Domains add what is theirs by augmenting this
 * interface from their own module (`declare module`), as Fastify's decorators do, so the engine names
 * no domain: domains/operations/runtime.ts adds `operations`.
 */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** Cleared after every successful write. */
  cache: ReadCache;
  /**
   * Totals of paged lists (the count a page turn would otherwise repeat), keyed by the list's compiled
   * filter; cleared after every successful write and whenever the 042 triggers report a change.
   */
  listCounts: ReadCache;
  /**
   * Sends hub messages to connections on any server process (engine/hubs/backplane.ts); set once the hubs are
   * attached (before the server listens).
   */
  hubs: HubMessenger | null;
  /** The background job queue (engine/jobs/queue.ts); set once it started (before the server listens). */
  jobs: JobQueue | null;
  /**
   * Where users reach this server: the configured public URL, else the listening address (set once
   * listening; '' for a server that does not listen).
   */
  publicUrl: string;
  /** Seals shared-account passwords (see engine/secrets/secrets.ts). */
  secretKey: Buffer;
  /** Failed sign-ins per client address. */
  signInThrottle: SignInThrottle;
}
