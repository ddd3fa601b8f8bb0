export {
  defineJob,
  type JobDefinition,
  type JobFailure,
  type JobOptions,
  type JobRetry,
  type JobRun,
} from './define-job';
export { JobQueue, DEFAULT_JOB_TUNING, JOB_SCHEMA, type JobQueueTuning } from './queue';
