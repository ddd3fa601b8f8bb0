import type { FastifyInstance } from 'fastify';
import { HUBS } from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';
import { resolveSessionUser } from '../http/auth';
import { attachHubs, type HubServer, type HubServerOptions } from './hub-server';

export { attachHubs, type HubServer, type HubServerOptions } from './hub-server';

/** The console's two hubs (spec §7 Live connections), authenticated by the session cookie. */
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
      excel: {
        path: HUBS.excel.path,
        methods: { [HUBS.excel.invocations.getConnectionId]: ({ connectionId }) => connectionId },
      },
    },
  });
}
