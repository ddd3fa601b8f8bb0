/** How quickly the queue notices work and recovers from a dead process; tests shorten them. */
export interface JobQueueTuning {
  /**
   * A running job whose process sent no heartbeat for this long is given to another process (pg-boss
   * expiry, renewed by the heartbeat every quarter of it).
   * @default 60
   */
  expirySeconds: number;
  /**
   * How often one of the processes fails expired jobs over to their retry (pg-boss maintenance).
   * @default 30
   */
  maintenanceIntervalSeconds: number;
  /**
   * How often an idle worker looks for work another process queued (this process's own enqueues wake it at once).
   * @default 2
   */
  pollingIntervalSeconds: number;
  /**
   * How often schedules are checked, by one process per interval (pg-boss cron monitor).
   * @default 30
   */
  cronMonitorIntervalSeconds: number;
  /**
   * How long running handlers get to stop when the server closes, before their jobs are given back anyway.
   * @default 10000
   */
  stopGraceMs: number;
}

export const DEFAULT_JOB_TUNING: JobQueueTuning = {
  expirySeconds: 60,
  maintenanceIntervalSeconds: 30,
  pollingIntervalSeconds: 2,
  cronMonitorIntervalSeconds: 30,
  stopGraceMs: 10_000,
};
