import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { ApiError, notFound } from '../../engine/calls/errors';
import { pagedQuery } from '../../engine/lists/list-query';
import { checkHealth } from './health';
import { requireDefaultTenant } from './tenant';
import { listServers, listServices, loadServer } from './servers';
import { LOG_LIST, LOG_SELECT, toLogEntry, type LogRowOut } from './log-list';
import { loadDiagnostic, loadVersionHistory } from './diagnostic';
import { loadBootstrap } from './bootstrap';
import { createFirstAdministrator, isSetupOpen } from './setup';

export { ServerRegistry, HEARTBEAT_INTERVAL_MS, STALE_AFTER_MISSED_BEATS, SERVER_VERSION } from './registry';
export { LogSink, DEFAULT_LOG_ROW_CAP } from './log-sink';
export { createServerLogger, installRequestLogging, noteRequestUser } from './logger';
export { describeServices, type OperationsState } from './runtime';
export { openSetupIfFresh } from './setup';

/** Issue 28 operations: servers, services, health and status, logs, diagnostic, version history, bootstrap, setup. */
export const operationsHandlers: DomainHandlers<typeof contract.operations> = {
  servers: async ({ server }) => {
    await requireDefaultTenant(server.db);
    return ok(await listServers(server.db, server.operations.registry?.serverId ?? null));
  },

  serverSave: async ({ db, server, params, body }) => {
    await requireDefaultTenant(db);
    const [row] = await db.query<{ server_id: string }>(
      'UPDATE server_processes SET name = $2, is_draining = $3 WHERE server_id = $1 RETURNING server_id',
      [params.id, body.Name ? body.Name : null, body.IsDraining],
    );
    if (!row) throw notFound('Server');
    const registry = server.operations.registry;
    const saved = (await loadServer(db, params.id, registry?.serverId ?? null))!;
    // This process follows its own flag at once; another process reads it with its next heartbeat.
    if (registry && params.id === registry.serverId) registry.applyDrain(body.IsDraining);
    const verb = body.IsDraining ? 'drained' : 'saved';
    return ok(saved, {
      message: `Server ${verb}.`,
      audit: {
        targetType: 'Server',
        targetId: params.id,
        description: `Name: ${saved.Name ?? '(none)'}; draining: ${body.IsDraining ? 'yes' : 'no'}`,
      },
    });
  },

  services: async ({ server }) => {
    await requireDefaultTenant(server.db);
    return ok(await listServices(server.db, server.operations.registry?.serverId ?? null));
  },

  health: async ({ server, reply }) => {
    reply.header('cache-control', 'no-store');
    const health = await checkHealth(server);
    if (health.Status === 'unavailable')
      throw new ApiError(503, 'A health check is unavailable.', 'Unavailable', [], health);
    return ok(health);
  },

  status: async ({ server }) => ok(await checkHealth(server)),

  logs: async ({ server, body }) => {
    await requireDefaultTenant(server.db);
    // Lines still buffered are written first, so the page shows the request that opened it.
    await server.operations.logSink.flush();
    return ok(
      await pagedQuery<LogRowOut, ReturnType<typeof toLogEntry>>(
        server.db,
        body,
        LOG_LIST,
        LOG_SELECT,
        'server_logs l WHERE TRUE',
        toLogEntry,
      ),
    );
  },

  diagnostic: async ({ server }) => {
    await requireDefaultTenant(server.db);
    return ok(await loadDiagnostic(server));
  },

  diagnosticBundle: async ({ server, reply }) => {
    await requireDefaultTenant(server.db);
    const diagnostic = await loadDiagnostic(server);
    const name = `portcullis-diagnostic-${diagnostic.GeneratedAt.slice(0, 19).replace(/[:T]/g, '-')}.json`;
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(JSON.stringify(diagnostic, null, 2));
    return ok(null as never);
  },

  versionHistory: async ({ server }) => {
    await requireDefaultTenant(server.db);
    return ok(await loadVersionHistory(server.db));
  },

  bootstrap: async ({ server }) => ok(await loadBootstrap(server.db)),

  setupState: async ({ server }) => ok({ IsOpen: await isSetupOpen(server.db) }),

  setup: async ({ db, body }) => {
    const user = await createFirstAdministrator(db, body);
    return ok(
      { UserName: user.userName },
      {
        message: 'The administrator is created. Sign in with it.',
        audit: {
          targetType: 'User',
          targetId: user.userId,
          actorUserId: user.userId,
          description: 'First administrator created on setup',
        },
      },
    );
  },
};
