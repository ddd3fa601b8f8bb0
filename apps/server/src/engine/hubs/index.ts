import type { FastifyInstance } from 'fastify';
import { HUB_KEEP_ALIVE_MS, HUBS } from '@portcullis/api-client/contract';
import type { Db, Queryable } from '../../db/types';
import { resolveSessionUser } from '../auth/session-user';
import { attachHubs, type HubServer, type HubServerOptions } from './hub-server';
import { inProcessMessenger, startBackplane, type HubMessenger } from './backplane';

export { attachHubs, type HubServer, type HubServerOptions } from './hub-server';
export { CONSOLE_CHANNEL, relayConsoleChanges } from './console-changes';
export { HUB_CHANNEL, inProcessMessenger, startBackplane, type HubMessenger } from './backplane';

/**
 * The console's hubs (spec §7 Live connections, and the designed /hubs/console of issue 28),
 * authenticated by the session cookie.
 */
export function attachConsoleHubs(
  app: FastifyInstance,
  db: Queryable,
  tuning: Pick<HubServerOptions, 'keepAliveMs' | 'clientTimeoutMs'> = {},
): HubServer {
  return attachHubs(app, {
    ...tuning,
    authenticate: async (req) => {
      const user = await resolveSessionUser(db, req.headers.cookie);
      return user ? { userId: user.userId } : null;
    },
    hubs: {
      export: { path: HUBS.export.path },
      console: { path: HUBS.console.path },
      excel: {
        path: HUBS.excel.path,
        methods: { [HUBS.excel.invocations.getConnectionId]: ({ connectionId }) => connectionId },
      },
    },
  });
}

/**
 * How the server's code sends hub messages: over the LISTEN/NOTIFY backplane on PostgreSQL (any number
 * of processes), in memory on the embedded database (one process).
 */
export function createHubMessenger(
  db: Db,
  hubs: HubServer,
  options: { keepAliveMs?: number; onError?: (error: unknown) => void } = {},
): Promise<HubMessenger> {
  if (db.kind !== 'postgres') return Promise.resolve(inProcessMessenger(hubs));
  return startBackplane(db, hubs, { keepAliveMs: options.keepAliveMs ?? HUB_KEEP_ALIVE_MS, onError: options.onError });
}
