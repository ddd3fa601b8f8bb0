import { z } from 'zod';
import { call, needs, PUBLIC, responds, SIGNED_IN } from './define';
import { IdParamsSchema, PagedRequestSchema } from './paging';
import type { PagedData } from './envelope';
import { Permissions } from './permissions';
import type {
  BootstrapChecklist,
  Diagnostic,
  ServerLogEntry,
  ServerProcess,
  ServerService,
  SetupState,
  SystemHealth,
  VersionHistory,
} from '../entities/operations';

/**
 * Issue 28 operations (spec §2.9). Calls of routes the spec marks "default tenant" are refused (403)
 * by the server on any other tenant as well as hidden by the console (apps/server/src/domains/operations).
 */
export const operations = {
  servers: call({
    method: 'GET',
    path: '/operations/servers',
    access: needs(Permissions.ServerList),
    isWrite: false,
    data: responds<ServerProcess[]>(),
    summary:
      'Designed: the server processes that registered on this database (latest 200 starts), with their heartbeat state. Default tenant only.',
  }),
  serverSave: call({
    method: 'PUT',
    path: '/operations/servers/:id',
    access: needs(Permissions.ServerEdit),
    isWrite: true,
    params: IdParamsSchema,
    body: z.strictObject({
      Name: z.string().trim().max(100).nullable(),
      IsDraining: z.boolean(),
    }),
    data: responds<ServerProcess>(),
    summary:
      'Designed: names a server process and drains it (it stops taking background jobs, within one heartbeat) or ends the drain. Default tenant only.',
  }),
  services: call({
    method: 'GET',
    path: '/operations/services',
    access: needs(Permissions.ServerList),
    isWrite: false,
    data: responds<ServerService[]>(),
    summary:
      'Designed: the background services (job workers, schedules, hub backplane, heartbeat) of each live or recent process, as each last reported them. Default tenant only.',
  }),
  health: call({
    method: 'GET',
    path: '/health',
    access: PUBLIC,
    isWrite: false,
    data: responds<SystemHealth>(),
    summary:
      'Designed: readiness for load balancers and monitors: database, hubs, job queue and disk, each with its response time; 200 unless a check is unavailable (503). No session, no secrets, never cached. /healthz stays the plain liveness probe.',
  }),
  status: call({
    method: 'GET',
    path: '/operations/status',
    access: needs(Permissions.Status),
    isWrite: false,
    data: responds<SystemHealth>(),
    summary: 'Designed: the status page: the health checks, always 200 (the page shows an unavailable check).',
  }),
  logs: call({
    method: 'POST',
    path: '/operations/logs',
    access: needs(Permissions.License),
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<ServerLogEntry>>(),
    summary:
      'Designed: the server processes’ structured logs kept in the database (bounded), newest first; filters on Level, Message, Route, Method, RequestId, UserId, StatusCode, LogDate. Default tenant only.',
  }),
  diagnostic: call({
    method: 'GET',
    path: '/operations/diagnostic',
    access: needs(Permissions.DiagnosticList),
    isWrite: false,
    data: responds<Diagnostic>(),
    summary:
      'Designed: versions, configuration summary (secrets redacted), recent errors, servers, health and migrations. Default tenant only.',
  }),
  diagnosticBundle: call({
    method: 'GET',
    path: '/operations/diagnostic/bundle',
    access: needs(Permissions.DiagnosticList),
    isWrite: false,
    isFile: true,
    data: responds<Blob>(),
    summary:
      'Designed: the diagnostic as a downloadable JSON file (portcullis-diagnostic-<date>.json). Default tenant only.',
  }),
  versionHistory: call({
    method: 'GET',
    path: '/operations/version-history',
    access: needs(Permissions.VersionHistory),
    isWrite: false,
    data: responds<VersionHistory>(),
    summary:
      'Designed: server versions seen on this database and the applied migrations, with dates. Default tenant only.',
  }),
  bootstrap: call({
    method: 'GET',
    path: '/operations/bootstrap',
    access: SIGNED_IN,
    isWrite: false,
    data: responds<BootstrapChecklist>(),
    summary:
      'Designed: the first-run checklist (administrator created, source configured, MFA configured, application created), derived from the records.',
  }),
  setupState: call({
    method: 'GET',
    path: '/operations/setup',
    access: PUBLIC,
    isWrite: false,
    data: responds<SetupState>(),
    summary: 'Designed: whether the first administrator may still be created (a fresh install with no administrator).',
  }),
  setup: call({
    method: 'POST',
    path: '/operations/setup',
    access: PUBLIC,
    isWrite: true,
    body: z.strictObject({
      SetupToken: z.string().min(1).max(200),
      UserName: z.string().trim().min(1).max(200),
      Password: z.string().min(1).max(1000),
    }),
    data: responds<{ UserName: string }>(),
    summary:
      'Designed: creates the first administrator with the one-time setup token printed in the server log; refused (403) once an administrator exists or with a wrong token.',
  }),
} as const;
