import { randomUUID } from 'node:crypto';
import os from 'node:os';
import serverPackage from '../../../package.json' with { type: 'json' };
import type { Db } from '../../db/types';

/** The version every process reports (apps/server/package.json). */
export const SERVER_VERSION: string = serverPackage.version;

/**
 * How often a process writes its heartbeat. 15 s, as Kubernetes' default probe period order of
 * magnitude and Quartz's cluster check-in (7.5–20 s): cheap (one indexed UPDATE) and quick to notice.
 */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/**
 * A process is stale after this many intervals without a beat (45 s): one late beat under load is not
 * a failure, three are (Quartz and Hangfire use a similar multiple of their check-in interval).
 */
export const STALE_AFTER_MISSED_BEATS = 3;

/** What a process reports about one of its background services with each heartbeat. */
export interface ReportedService {
  Kind: 'JobWorker' | 'Schedule' | 'HubBackplane' | 'Heartbeat';
  Name: string;
  State: string;
  Detail: string;
}

export interface RegistryHooks {
  /** The services to report with each beat (the job queue's workers and schedules, the hub backplane). */
  describeServices(): Promise<ReportedService[]>;
  /** Told when the database says this process is to drain or not (another process may have set it). */
  onDrainingChanged(isDraining: boolean): void;
  onError(error: unknown): void;
}

/**
 * This process's row in server_processes: written on start, renewed every heartbeat (with the
 * services it runs), marked stopped on a clean close. The drain flag lives in the row, so draining a
 * process from any other process reaches it with its next beat.
 */
export class ServerRegistry {
  readonly serverId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private isDraining = false;
  private beating: Promise<void> = Promise.resolve();

  private constructor(
    private readonly db: Db,
    private readonly hooks: RegistryHooks,
    readonly intervalMs: number,
  ) {}

  static async start(db: Db, hooks: RegistryHooks, intervalMs = HEARTBEAT_INTERVAL_MS): Promise<ServerRegistry> {
    const registry = new ServerRegistry(db, hooks, intervalMs);
    await db.query(
      `INSERT INTO server_processes (server_id, host, pid, version, heartbeat_interval_ms) VALUES ($1, $2, $3, $4, $5)`,
      [registry.serverId, os.hostname(), process.pid, SERVER_VERSION, intervalMs],
    );
    await db.query(
      `INSERT INTO server_versions (version) VALUES ($1)
         ON CONFLICT (version) DO UPDATE SET last_seen_date = now()`,
      [SERVER_VERSION],
    );
    await registry.beat();
    registry.resume();
    return registry;
  }

  /** Starts (again) beating every interval. */
  resume(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void (this.beating = this.beat()), this.intervalMs);
    this.timer.unref();
  }

  /**
   * Stops beating without saying so: what a frozen process looks like to the others (tests). Resolves
   * once a beat already under way has ended, so no later write renews the row.
   */
  async freeze(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.beating;
  }

  /** One heartbeat: renews the row, reports the services and reads the drain flag back. */
  async beat(): Promise<void> {
    try {
      const services = await this.hooks.describeServices();
      const [row] = await this.db.query<{ is_draining: boolean }>(
        `UPDATE server_processes SET heartbeat_date = now(), services = $2::jsonb, stopped_date = NULL
          WHERE server_id = $1 RETURNING is_draining`,
        [this.serverId, JSON.stringify(services)],
      );
      if (row && row.is_draining !== this.isDraining) {
        this.isDraining = row.is_draining;
        this.hooks.onDrainingChanged(row.is_draining);
      }
    } catch (error) {
      this.hooks.onError(error);
    }
  }

  /** This process's drain flag, as last written or read (the job queue follows it). */
  get draining(): boolean {
    return this.isDraining;
  }

  /** Applies a drain flag this process just wrote to its own row (without waiting for the next beat). */
  applyDrain(isDraining: boolean): void {
    if (isDraining === this.isDraining) return;
    this.isDraining = isDraining;
    this.hooks.onDrainingChanged(isDraining);
  }

  /** Marks the row stopped (a clean close): listed as Stopped, never as Stale. */
  async stop(): Promise<void> {
    await this.freeze();
    await this.db
      .query('UPDATE server_processes SET stopped_date = now() WHERE server_id = $1', [this.serverId])
      .catch((error: unknown) => this.hooks.onError(error));
  }
}
