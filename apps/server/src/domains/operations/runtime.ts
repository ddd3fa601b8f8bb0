import type { ServerContext } from '../../engine/context';
import type { JobQueue } from '../../engine/jobs/index';
import type { LogSink } from './log-sink';
import type { ReportedService, ServerRegistry } from './registry';

/** What the operations calls reach of this process: its registry row and its log sink. */
export interface OperationsState {
  /** Set once the process registered (after the job queue started). */
  registry: ServerRegistry | null;
  logSink: LogSink;
}

declare module '../../engine/context' {
  interface ServerContext {
    /** This process's registry row and log sink (domains/operations). */
    operations: OperationsState;
  }
}

/** The background services this process reports with each heartbeat. */
export async function describeServices(
  server: ServerContext,
  jobs: JobQueue,
  heartbeatIntervalMs: number,
): Promise<ReportedService[]> {
  const services: ReportedService[] = [
    { Kind: 'Heartbeat', Name: 'heartbeat', State: 'Running', Detail: `Every ${heartbeatIntervalMs / 1000} s.` },
    {
      Kind: 'HubBackplane',
      Name: 'hubs',
      State: server.db.kind === 'postgres' ? 'Listening' : 'InMemory',
      Detail:
        server.db.kind === 'postgres'
          ? 'LISTEN/NOTIFY backplane (channel portcullis_hubs).'
          : 'One process: messages stay in memory.',
    },
  ];
  for (const worker of jobs.describeWorkers())
    services.push({
      Kind: 'JobWorker',
      Name: worker.name,
      State: jobs.draining ? 'Paused' : 'Running',
      Detail: `${worker.concurrency} worker${worker.concurrency === 1 ? '' : 's'}${jobs.draining ? ', draining: takes no jobs' : ''}.`,
    });
  for (const schedule of await jobs.describeSchedules())
    services.push({ Kind: 'Schedule', Name: schedule.name, State: 'Scheduled', Detail: `${schedule.cron} (UTC)` });
  return services;
}
