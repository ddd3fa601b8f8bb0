import type { z } from 'zod';
import type { ServerContext } from '../context';

/** How a failed attempt is tried again (pg-boss retryLimit, retryDelay, retryBackoff). */
export interface JobRetry {
  /** Attempts after the first. A server stopping or dying during a run uses one too. */
  limit: number;
  /** Seconds before the next attempt. */
  delaySeconds: number;
  /**
   * Double the delay after each attempt, with jitter (pg-boss retryBackoff).
   * @default false
   */
  backoff?: boolean;
}

/** What a handler is given besides its input. */
export interface JobRun {
  /** The queue row's id: key a job's results by it so that running it again replaces them. */
  jobId: string;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  server: ServerContext;
  /**
   * Aborted when this process stops (the attempt is given back to the queue) or when the queue gave
   * the job to another process (this one missed its heartbeats): stop writing as soon as it fires.
   */
  signal: AbortSignal;
  /** Reports progress, 0–100; only a higher percent than the last one reaches `progress`. Never rejects. */
  progress(percent: number): Promise<void>;
}

/** What a job's failure handler is given. */
export interface JobFailure {
  server: ServerContext;
  /** The last attempt's error message, when it threw (a process that died leaves a timeout message). */
  message: string;
}

export interface JobOptions<Input extends z.ZodType> {
  /** The input's schema: `enqueue` refuses what it rejects, and the handler is given only what it accepts. */
  input: Input;
  /**
   * The work. It must be idempotent: an attempt may be cut short (stop, crash) and run again, so it
   * writes its results keyed by `run.jobId` (or by an id in its input), replacing what an earlier attempt wrote.
   */
  handler(input: z.output<Input>, run: JobRun): Promise<void>;
  /** @default { limit: 2, delaySeconds: 5, backoff: true } */
  retry?: JobRetry;
  /**
   * Jobs with the same key are not queued twice, nor run twice at once (a pg-boss "stately" queue:
   * at most one waiting and one running per key); `enqueue` then returns null.
   */
  singletonKey?: (input: z.output<Input>) => string;
  /** Delivers progress (e.g. over a hub, into a row); called with increasing percents only. */
  progress?: (percent: number, input: z.output<Input>, run: Pick<JobRun, 'jobId' | 'server'>) => Promise<void> | void;
  /** Runs once when a job has no attempts left (pg-boss dead-letter queue), on whichever process takes it. */
  failed?: (input: z.output<Input>, failure: JobFailure) => Promise<void>;
  /**
   * Jobs of this kind one process runs at once.
   * @default 1
   */
  concurrency?: number;
}

export interface JobDefinition<Input extends z.ZodType = z.ZodType> extends JobOptions<Input> {
  /** The queue's name. */
  readonly name: string;
}

/** Queue names: lower-case words and hyphens (the dead-letter queue appends `__failed`). */
const JOB_NAME = /^[a-z][a-z0-9-]{0,40}$/;

/**
 * Declares a kind of background work on the server's one queue (engine/jobs/queue.ts); the server registers
 * it at start. See the README, "Background jobs".
 */
export function defineJob<Input extends z.ZodType>(name: string, options: JobOptions<Input>): JobDefinition<Input> {
  if (!JOB_NAME.test(name)) throw new Error(`Invalid job name "${name}": lower-case letters, digits and hyphens.`);
  return { name, ...options };
}
