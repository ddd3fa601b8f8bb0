/**
 * Issue 28 operations (spec §2.9 services, servers, status, logs, diagnostic, version history,
 * bootstrap, setup). The spec shows the routes only: every shape here is designed.
 */

/**
 * A server process's state: Running (heartbeats arrive), Draining (running, takes no background jobs),
 * Stale (no heartbeat for the stale interval: frozen or killed), Stopped (closed cleanly).
 */
export type ServerProcessState = 'Running' | 'Draining' | 'Stale' | 'Stopped';

/** One start of a server process, as it registered itself. */
export interface ServerProcess {
  ServerId: string;
  /** The operator's name for it; null until named. */
  Name: string | null;
  Host: string;
  Pid: number;
  Version: string;
  StartedDate: string;
  HeartbeatDate: string;
  StoppedDate: string | null;
  IsDraining: boolean;
  State: ServerProcessState;
  /** True for the process that answered this call. */
  IsCurrent: boolean;
}

/** The kinds of background services a process runs. */
export type ServiceKind = 'JobWorker' | 'Schedule' | 'HubBackplane' | 'Heartbeat';

/** One background service of one process, as the process last reported it in its heartbeat. */
export interface ServerService {
  ServerId: string;
  ServerName: string;
  ServerState: ServerProcessState;
  Kind: ServiceKind;
  Name: string;
  /** Running, Paused (draining), Listening, InMemory, Disconnected; Stale/Stopped when its process is. */
  State: string;
  Detail: string;
}

/** One check of the status page and the health endpoint. */
export interface HealthCheck {
  Status: 'ok' | 'degraded' | 'unavailable';
  /** How long the check took, in milliseconds. */
  ResponseTimeMs: number;
  Detail: string;
}

/** GET /health: 'unavailable' (503) when any check is; never names secrets, hosts or versions. */
export interface SystemHealth {
  Status: 'ok' | 'degraded' | 'unavailable';
  CheckedAt: string;
  Checks: { Database: HealthCheck; Hubs: HealthCheck; JobQueue: HealthCheck; Disk: HealthCheck };
}

export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** One structured log line of a server process (pino). */
export interface ServerLogEntry {
  LogId: string;
  LogDate: string;
  Level: LogLevel;
  Message: string;
  RequestId: string | null;
  UserId: string | null;
  Method: string | null;
  Route: string | null;
  StatusCode: number | null;
  DurationMs: number | null;
  ServerId: string | null;
  /** The line's other fields, redacted (an error's type and message, a call's name). */
  Details: Record<string, unknown> | null;
}

export interface ServerVersionSeen {
  Version: string;
  FirstSeenDate: string;
  LastSeenDate: string;
}

export interface AppliedMigration {
  Name: string;
  AppliedDate: string;
}

export interface VersionHistory {
  Versions: ServerVersionSeen[];
  Migrations: AppliedMigration[];
}

/** The diagnostic page and its downloadable bundle. */
export interface Diagnostic {
  GeneratedAt: string;
  Versions: { Server: string; Node: string; Database: string; Engine: 'pglite' | 'postgres' };
  /** The configuration table and the server's settings; secret values read '[redacted]'. */
  Configuration: Array<{ Key: string; Value: string; Source: 'Configuration' | 'Environment' }>;
  RecentErrors: ServerLogEntry[];
  Servers: ServerProcess[];
  Health: SystemHealth;
  Migrations: AppliedMigration[];
}

export type BootstrapStepKey = 'AdministratorCreated' | 'SourceConfigured' | 'MfaConfigured' | 'ApplicationCreated';

/** One step of the first-run checklist, derived from the records. */
export interface BootstrapStep {
  Key: BootstrapStepKey;
  Title: string;
  IsDone: boolean;
  Detail: string;
}

export interface BootstrapChecklist {
  Steps: BootstrapStep[];
  IsComplete: boolean;
}

/** Whether the first administrator may still be created with the setup token. */
export interface SetupState {
  IsOpen: boolean;
}
