import type { Diagnostic, VersionHistory } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ServerContext } from '../../engine/context';
import { checkHealth } from './health';
import { LOG_SELECT, toLogEntry, type LogRowOut } from './log-list';
import { isSecretKey, REDACTED } from './redact';
import { SERVER_VERSION } from './registry';
import { listServers } from './servers';

/** How many recent errors and warnings the diagnostic carries. */
export const DIAGNOSTIC_RECENT_ERRORS = 50;

const iso = (d: Date | string) => new Date(d).toISOString();

export async function loadVersionHistory(db: Queryable): Promise<VersionHistory> {
  const [versions, migrations] = await Promise.all([
    db.query<{ version: string; first_seen_date: Date; last_seen_date: Date }>(
      'SELECT version, first_seen_date, last_seen_date FROM server_versions ORDER BY first_seen_date DESC, version',
    ),
    db.query<{ name: string; applied_date: Date }>(
      'SELECT name, applied_date FROM schema_migrations ORDER BY name DESC',
    ),
  ]);
  return {
    Versions: versions.map((v) => ({
      Version: v.version,
      FirstSeenDate: iso(v.first_seen_date),
      LastSeenDate: iso(v.last_seen_date),
    })),
    Migrations: migrations.map((m) => ({ Name: m.name, AppliedDate: iso(m.applied_date) })),
  };
}

/**
 * The server's own settings, as an operator would compare them between processes. The database URL is
 * reduced to its engine and host (its password is a secret); secret keys and passwords are never named
 * by value.
 */
function serverSettings(server: ServerContext): Diagnostic['Configuration'] {
  const c = server.config;
  const databaseHost = c.databaseUrl ? (URL.canParse(c.databaseUrl) ? new URL(c.databaseUrl).host : REDACTED) : null;
  const entries: Array<[string, string]> = [
    ['HOST', c.host],
    ['PORT', String(c.port)],
    ['DATABASE', databaseHost ? `PostgreSQL at ${databaseHost}` : 'embedded PGlite'],
    ['PORTCULLIS_DATA_DIR', c.dataDir ?? '(in memory)'],
    ['PORTCULLIS_ADMIN_USER', c.adminUser],
    ['PORTCULLIS_ADMIN_PASSWORD', c.adminPassword ? REDACTED : '(not set)'],
    ['PORTCULLIS_SECRET_KEY', REDACTED],
    ['PORTCULLIS_PUBLIC_URL', c.publicUrl ?? '(listening address)'],
    ['PORTCULLIS_TRUST_PROXY', String(c.trustProxy ?? false)],
  ];
  return entries.map(([Key, Value]) => ({ Key, Value, Source: 'Environment' as const }));
}

export async function loadDiagnostic(server: ServerContext): Promise<Diagnostic> {
  const { db } = server;
  await server.operations.logSink.flush();
  const [config, errors, dbVersion, servers, health, history] = await Promise.all([
    db.query<{ key: string; value: string; is_secret: boolean }>(
      'SELECT key, value, is_secret FROM configuration ORDER BY key',
    ),
    db.query<LogRowOut>(
      `SELECT ${LOG_SELECT} FROM server_logs l WHERE l.level IN ('error', 'fatal', 'warn') ORDER BY l.log_id DESC LIMIT $1`,
      [DIAGNOSTIC_RECENT_ERRORS],
    ),
    db.query<{ version: string }>('SHOW server_version'),
    listServers(db, server.operations.registry?.serverId ?? null),
    checkHealth(server),
    loadVersionHistory(db),
  ]);
  return {
    GeneratedAt: new Date().toISOString(),
    Versions: {
      Server: SERVER_VERSION,
      Node: process.version,
      Database: dbVersion[0]?.version ?? 'unknown',
      Engine: db.kind,
    },
    Configuration: [
      ...config.map((c) => ({
        Key: c.key,
        Value: c.is_secret || isSecretKey(c.key) ? REDACTED : c.value,
        Source: 'Configuration' as const,
      })),
      ...serverSettings(server),
    ],
    RecentErrors: errors.map(toLogEntry),
    Servers: servers,
    Health: health,
    Migrations: history.Migrations,
  };
}
