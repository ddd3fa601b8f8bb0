/** The no-op job's queue name, shared by the bench and its worker processes. */
export const NOOP_JOB = 'bench-noop';
/** The export-sized job: reads every user's name, e-mail and creation date and writes them to a CSV file. */
export const EXPORT_SIZED_JOB = 'bench-export-sized';
