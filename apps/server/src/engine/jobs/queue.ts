import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/types';
import type { ServerContext } from '../context';
import { checkCron } from './cron';
import { badRequest } from '../calls/errors';
import type { JobDefinition, JobRetry, JobRun } from './define-job';
import { pgliteExecutor, type SqlExecutor } from './pglite-executor';
import { DEFAULT_JOB_TUNING, type JobQueueTuning } from './tuning';

/** pg-boss's tables live in their own schema, beside the application's (its jobs: `${JOB_SCHEMA}.job`). */
export const JOB_SCHEMA = 'pgboss';
const SCHEMA = JOB_SCHEMA;
const DEFAULT_RETRY: JobRetry = { limit: 2, delaySeconds: 5, backoff: true };
const STOPPED_MESSAGE = 'The server stopped while the job ran.';

export { DEFAULT_JOB_TUNING, type JobQueueTuning } from './tuning';

interface FetchedJob {
  id: string;
  data: unknown;
  retryCount: number;
  output?: { message?: string; value?: { message?: string } } | null;
}

interface ActiveRun {
  controller: AbortController;
  done: Promise<void>;
  /** Given back to the queue by stop() after the grace period: its late end must not complete it. */
  isAbandoned: boolean;
  queue: string;
  jobId: string;
}

/**
 * pg-boss 10 fetches a queue's next job in (priority desc, created_on, id) order, but its only index on
 * waiting jobs is (name, start_after): every fetch sorted the queue's whole backlog (0.2 s a fetch with
 * 100 000 waiting on a busy 2-core machine, 8 jobs/s; `pnpm bench jobs`). This index has that order, so
 * a fetch reads the first entries. Created on the partitioned job table, it covers every queue.
 */
export const FETCH_ORDER_INDEX = 'portcullis_job_fetch_order';

const failedQueue = (name: string) => `${name}__failed`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const executorOf = (tx: Queryable): SqlExecutor => ({
  executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }),
});

/**
 * The server's one job queue: pg-boss on the server's database (PostgreSQL through its own small
 * pool; PGlite through pgliteExecutor). pg-boss claims jobs with SKIP LOCKED, retries them with
 * backoff, fails expired ones over to their retry and fires each schedule once across processes.
 * This class adds typed definitions, a heartbeat (pg-boss 10, the last major that runs on Node 20,
 * has none: the handler's process keeps renewing the job's expiry, so a long export is never taken
 * from a live process, and a dead one's job is retried after `expirySeconds`), stopping handlers on
 * close, and the dead-letter handler.
 */
export class JobQueue {
  // Per process and right with several: the definitions are code; sleepers and active runs are this
  // process's own workers, which only shortcut polling; the jobs, their claims and expiry live in PostgreSQL.
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly sleepers = new Map<string, Set<() => void>>();
  private readonly active = new Set<ActiveRun>();
  private readonly loops: Promise<void>[] = [];
  private isStopping = false;
  private isDraining = false;
  /** Worker turns that took no job because the process is draining (tests wait on it). */
  drainedTurns = 0;

  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly server: ServerContext,
    private readonly tuning: JobQueueTuning,
  ) {}

  /** Installs or migrates pg-boss's schema, creates the definitions' queues and starts their workers. */
  static async start(
    server: ServerContext,
    definitions: readonly JobDefinition[],
    tuning: Partial<JobQueueTuning> = {},
    onError: (error: Error) => void = () => undefined,
  ): Promise<JobQueue> {
    const t = { ...DEFAULT_JOB_TUNING, ...tuning };
    const { db } = server;
    // The server's own database (as db/pg-engine.ts), never a configured target: not an outbound request.
    const connection =
      db.kind === 'postgres'
        ? { connectionString: server.config.databaseUrl!, max: 4, application_name: 'portcullis-jobs' }
        : { db: pgliteExecutor(db) as PgBoss.Db };
    const boss = new PgBoss({
      ...connection,
      schema: SCHEMA,
      maintenanceIntervalSeconds: t.maintenanceIntervalSeconds,
      cronMonitorIntervalSeconds: t.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: Math.max(1, Math.min(45, Math.round(t.pollingIntervalSeconds))),
    });
    boss.on('error', onError);
    await boss.start();
    const queue = new JobQueue(boss, db, server, t);
    try {
      await ensureFetchOrderIndex(db);
      // The embedded database has one process (its data-directory lock): a job still active at start
      // belongs to a process that died, so it goes back to its retry now rather than after its expiry.
      if (db.kind === 'pglite') {
        await db.query(`UPDATE ${SCHEMA}.job SET expire_in = interval '0' WHERE state = 'active'`);
        await boss.expire();
      }
      for (const definition of definitions) await queue.register(definition);
    } catch (error) {
      await queue.stop();
      throw error;
    }
    return queue;
  }

  private async register(definition: JobDefinition): Promise<void> {
    if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is defined twice.`);
    this.definitions.set(definition.name, definition);
    const retry = definition.retry ?? DEFAULT_RETRY;
    const options = {
      policy: (definition.singletonKey ? 'stately' : 'standard') as PgBoss.QueuePolicy,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff ?? false,
      expireInSeconds: this.tuning.expirySeconds,
      ...(definition.failed ? { deadLetter: failedQueue(definition.name) } : {}),
    };
    if (definition.failed) {
      await this.boss.createQueue(failedQueue(definition.name), { name: failedQueue(definition.name) });
      this.loops.push(this.loop(failedQueue(definition.name), (job) => this.runFailed(definition, job)));
    }
    // createQueue keeps an existing queue as it was: updateQueue applies changed retry settings.
    await this.boss.createQueue(definition.name, { name: definition.name, ...options });
    await this.boss.updateQueue(definition.name, { name: definition.name, ...options });
    for (let i = 0; i < (definition.concurrency ?? 1); i++)
      this.loops.push(this.loop(definition.name, (job) => this.run(definition, job)));
  }

  private definitionOf(definition: JobDefinition): JobDefinition {
    if (this.definitions.get(definition.name) !== definition)
      throw new Error(`Job "${definition.name}" is not registered with the queue.`);
    return definition;
  }

  /**
   * Queues a job after validating its input; returns its id, or null when a job with the same
   * singleton key is already waiting. `tx` queues it inside that transaction (it exists only if the
   * transaction commits: call `wake` after the commit); `id` sets the job's id; `startAfterSeconds`
   * delays it (with a singleton key, changes within the delay share one job: a debounce).
   */
  async enqueue<Input extends z.ZodType>(
    definition: JobDefinition<Input>,
    input: z.input<Input>,
    options: { tx?: Queryable; id?: string; startAfterSeconds?: number } = {},
  ): Promise<string | null> {
    const d = this.definitionOf(definition as unknown as JobDefinition);
    const data = parseInput(d, input);
    const id = await this.boss.send(d.name, data as object, {
      ...(options.id ? { id: options.id } : {}),
      // A retry on a schedule of the job's own (webhook deliveries): not before this many seconds.
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(d.singletonKey ? { singletonKey: d.singletonKey(data) } : {}),
      ...(options.tx ? { db: executorOf(options.tx) as PgBoss.Db } : {}),
    });
    if (!options.tx) this.wake(d.name);
    return id;
  }

  /** Lets this process's idle workers of `definition` look for work now (after a transaction that queued some). */
  wake(definition: { name: string }): void;
  wake(name: string): void;
  wake(what: string | { name: string }): void {
    const name = typeof what === 'string' ? what : what.name;
    for (const wakeUp of [...(this.sleepers.get(name) ?? [])]) wakeUp();
  }

  /**
   * Runs `definition` with `input` on a cron schedule (spec §5 cron, checked here; a sixth field of
   * seconds is accepted, but a schedule fires at most once a minute, as pg-boss schedules do), once
   * across all processes. One schedule per job name: scheduling again replaces it.
   */
  async schedule<Input extends z.ZodType>(
    definition: JobDefinition<Input>,
    cron: string,
    input: z.input<Input>,
    options: { timeZone?: string } = {},
  ): Promise<void> {
    const d = this.definitionOf(definition as unknown as JobDefinition);
    checkCron(cron, 'Cron');
    await this.boss.schedule(d.name, cron.trim(), parseInput(d, input) as object, {
      tz: options.timeZone ?? 'UTC',
    });
  }

  async unschedule(definition: { name: string }): Promise<void> {
    await this.boss.unschedule(definition.name);
  }

  /**
   * Draining (operations: servers): this process's workers stop taking jobs (running ones finish) and
   * other processes take the work; ending the drain wakes them.
   */
  setDraining(isDraining: boolean): void {
    this.isDraining = isDraining;
    if (!isDraining) for (const sleepers of this.sleepers.values()) for (const wakeUp of [...sleepers]) wakeUp();
  }

  get draining(): boolean {
    return this.isDraining;
  }

  get stopping(): boolean {
    return this.isStopping;
  }

  /** This process's workers: one entry per job definition with its worker count. */
  describeWorkers(): Array<{ name: string; concurrency: number; hasFailedHandler: boolean }> {
    return [...this.definitions.values()].map((d) => ({
      name: d.name,
      concurrency: d.concurrency ?? 1,
      hasFailedHandler: Boolean(d.failed),
    }));
  }

  /** The schedules (shared by every process; fired once across them). */
  async describeSchedules(): Promise<Array<{ name: string; cron: string }>> {
    const schedules = (await this.boss.getSchedules()) as Array<{ name: string; cron: string }>;
    return schedules.map((s) => ({ name: s.name, cron: s.cron }));
  }

  /** Stops fetching, aborts running handlers and gives their jobs back to the queue (a retry), then stops pg-boss. */
  async stop(): Promise<void> {
    if (this.isStopping) return;
    this.isStopping = true;
    for (const sleepers of this.sleepers.values()) for (const wakeUp of [...sleepers]) wakeUp();
    for (const run of this.active) run.controller.abort(new Error(STOPPED_MESSAGE));
    const settled = Promise.allSettled([...this.active].map((r) => r.done));
    const timer = sleep(this.tuning.stopGraceMs);
    if ((await Promise.race([settled.then(() => 'settled'), timer])) !== 'settled')
      for (const run of this.active) {
        run.isAbandoned = true;
        await this.boss.fail(run.queue, run.jobId, { message: STOPPED_MESSAGE }).catch(() => undefined);
      }
    else await Promise.allSettled(this.loops);
    await this.boss.stop({ graceful: false, close: true, wait: true });
  }

  private async loop(queue: string, run: (job: FetchedJob) => Promise<void>): Promise<void> {
    while (!this.isStopping) {
      if (this.isDraining) {
        this.drainedTurns++;
        await this.idle(queue);
        continue;
      }
      const jobs = (await this.boss.fetch(queue, { includeMetadata: true }).catch(() => null)) as FetchedJob[] | null;
      if (this.isStopping) {
        // Fetched as the server stopped: give it straight back.
        if (jobs?.[0]) await this.boss.fail(queue, jobs[0].id, { message: STOPPED_MESSAGE }).catch(() => undefined);
        return;
      }
      if (jobs?.[0]) await run(jobs[0]);
      else await this.idle(queue);
    }
  }

  private idle(queue: string): Promise<void> {
    let sleepers = this.sleepers.get(queue);
    if (!sleepers) this.sleepers.set(queue, (sleepers = new Set()));
    const set = sleepers;
    return new Promise<void>((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        set.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, this.tuning.pollingIntervalSeconds * 1000);
      set.add(wakeUp);
    });
  }

  private async run(definition: JobDefinition, job: FetchedJob): Promise<void> {
    const controller = new AbortController();
    let isLost = false;
    let resolveDone!: () => void;
    const entry: ActiveRun = {
      controller,
      done: new Promise<void>((r) => (resolveDone = r)),
      isAbandoned: false,
      queue: definition.name,
      jobId: job.id,
    };
    this.active.add(entry);
    // Renews this attempt's expiry; when the row is no longer this attempt's (expired and taken by
    // another process after this one stalled), the handler is told to stop and its result is dropped.
    const beat = setInterval(
      () =>
        void this.db
          .query(
            `UPDATE ${SCHEMA}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
              WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $4 RETURNING 1`,
            [definition.name, job.id, this.tuning.expirySeconds, job.retryCount],
          )
          .then((rows) => {
            if (rows.length === 0 && !controller.signal.aborted) {
              isLost = true;
              controller.abort(new Error('The job was given to another process.'));
            }
          })
          .catch(() => undefined),
      (this.tuning.expirySeconds * 1000) / 4,
    );
    try {
      const input = parseInput(definition, job.data);
      let lastPercent = -1;
      const run: JobRun = {
        jobId: job.id,
        attempt: job.retryCount + 1,
        server: this.server,
        signal: controller.signal,
        // Progress is best effort: a failed delivery never fails the work (nor rejects unawaited).
        progress: async (percent) => {
          const p = Math.max(0, Math.min(100, Math.floor(percent)));
          if (p <= lastPercent) return;
          lastPercent = p;
          try {
            await definition.progress?.(p, input, { jobId: job.id, server: this.server });
          } catch {
            /* the next report tries again */
          }
        },
      };
      await definition.handler(input, run);
      clearInterval(beat);
      if (!isLost && !entry.isAbandoned) await this.boss.complete(definition.name, job.id);
    } catch (error) {
      clearInterval(beat);
      if (!isLost && !entry.isAbandoned) {
        const message = this.isStopping ? STOPPED_MESSAGE : error instanceof Error ? error.message : String(error);
        await this.boss.fail(definition.name, job.id, { message: message.slice(0, 2000) }).catch(() => undefined);
      }
    } finally {
      clearInterval(beat);
      this.active.delete(entry);
      resolveDone();
    }
  }

  private async runFailed(definition: JobDefinition, job: FetchedJob): Promise<void> {
    try {
      const message = job.output?.message ?? job.output?.value?.message ?? 'The job failed.';
      await definition.failed!(parseInput(definition, job.data), { server: this.server, message });
      await this.boss.complete(failedQueue(definition.name), job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.boss.fail(failedQueue(definition.name), job.id, { message }).catch(() => undefined);
    }
  }
}

async function ensureFetchOrderIndex(db: Db): Promise<void> {
  const exists = async () =>
    (await db.query('SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = $2', [SCHEMA, FETCH_ORDER_INDEX]))
      .length > 0;
  if (await exists()) return;
  try {
    await db.query(
      `CREATE INDEX IF NOT EXISTS ${FETCH_ORDER_INDEX} ON ${SCHEMA}.job (name, priority DESC, created_on, id) WHERE state < 'active'`,
    );
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (!(await exists())) throw error;
  }
}

function parseInput(definition: JobDefinition, input: unknown): unknown {
  const parsed = definition.input.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ Message: i.message, Field: i.path.join('.') }));
  throw badRequest(`The input of job "${definition.name}" is invalid.`, errors);
}
