import type { ServerProcess, ServerService } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { STALE_AFTER_MISSED_BEATS, type ReportedService } from './registry';

/** How many process starts the servers page lists (the newest first). */
export const SERVER_LIST_LIMIT = 200;

interface ServerRow {
  server_id: string;
  name: string | null;
  host: string;
  pid: number;
  version: string;
  started_date: Date | string;
  heartbeat_date: Date | string;
  stopped_date: Date | string | null;
  is_draining: boolean;
  state: ServerProcess['State'];
  services: ReportedService[];
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** State on the database's clock: a row whose beat is older than its own interval × the missed beats is stale. */
const SELECT_SERVERS = `SELECT server_id, name, host, pid, version, started_date, heartbeat_date, stopped_date, is_draining, services,
    CASE WHEN stopped_date IS NOT NULL THEN 'Stopped'
         WHEN heartbeat_date < now() - make_interval(secs => heartbeat_interval_ms * $1 / 1000.0) THEN 'Stale'
         WHEN is_draining THEN 'Draining'
         ELSE 'Running' END AS state
  FROM server_processes`;

function toServer(row: ServerRow, currentId: string | null): ServerProcess {
  return {
    ServerId: row.server_id,
    Name: row.name,
    Host: row.host,
    Pid: row.pid,
    Version: row.version,
    StartedDate: iso(row.started_date),
    HeartbeatDate: iso(row.heartbeat_date),
    StoppedDate: row.stopped_date ? iso(row.stopped_date) : null,
    IsDraining: row.is_draining,
    State: row.state,
    IsCurrent: row.server_id === currentId,
  };
}

export async function listServers(db: Queryable, currentId: string | null): Promise<ServerProcess[]> {
  const rows = await db.query<ServerRow>(`${SELECT_SERVERS} ORDER BY started_date DESC, server_id LIMIT $2`, [
    STALE_AFTER_MISSED_BEATS,
    SERVER_LIST_LIMIT,
  ]);
  return rows.map((r) => toServer(r, currentId));
}

export async function loadServer(db: Queryable, id: string, currentId: string | null): Promise<ServerProcess | null> {
  const [row] = await db.query<ServerRow>(`${SELECT_SERVERS} WHERE server_id = $2`, [STALE_AFTER_MISSED_BEATS, id]);
  return row ? toServer(row, currentId) : null;
}

/**
 * The services of processes that are not stopped (a stale one's too: its last report, marked Stale),
 * as each process reported them with its last heartbeat.
 */
export async function listServices(db: Queryable, currentId: string | null): Promise<ServerService[]> {
  const rows = await db.query<ServerRow>(
    `SELECT * FROM (${SELECT_SERVERS}) s WHERE state <> 'Stopped' ORDER BY started_date DESC, server_id LIMIT $2`,
    [STALE_AFTER_MISSED_BEATS, SERVER_LIST_LIMIT],
  );
  return rows.flatMap((row) => {
    const server = toServer(row, currentId);
    const serverName = server.Name ?? `${server.Host}:${server.Pid}`;
    return (row.services ?? []).map((s) => ({
      ServerId: server.ServerId,
      ServerName: serverName,
      ServerState: server.State,
      Kind: s.Kind,
      Name: s.Name,
      State: server.State === 'Stale' ? 'Stale' : s.State,
      Detail: s.Detail,
    }));
  });
}
