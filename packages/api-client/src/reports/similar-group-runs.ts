// The similar-groups job's shapes (issue 29), zod-free for the browser entry.

/** Where a similar-groups run is. */
export type SimilarGroupRunState = 'Queued' | 'Running' | 'Completed' | 'Failed';

/** One similar-groups run: the job that counts every pair's Jaccard similarity in the database. */
export interface SimilarGroupRun {
  RunId: string;
  State: SimilarGroupRunState;
  /** 0–100. */
  Progress: number;
  /** The run keeps the pairs at or above this similarity. */
  Threshold: number;
  /** Groups with members when the run started. */
  GroupCount: number | null;
  /** Pairs kept. */
  PairCount: number | null;
  RequestedDate: string;
  FinishedDate: string | null;
  Error: string | null;
}

/** The run under way (if any) and the completed run whose pairs the report shows (if any). */
export interface SimilarGroupRuns {
  Active: SimilarGroupRun | null;
  Completed: SimilarGroupRun | null;
  /** True when no run has completed and the directory is small enough for the report to count pairs at once. */
  IsLive: boolean;
}

/**
 * What the console hub's ReceiveSimilarGroupRun carries (kept small: the run, its percentage and where it
 * is). Progress stays below 100 until the run is Completed; a Failed run is announced too, so a page
 * following it re-reads the runs over HTTP.
 */
export interface SimilarGroupRunProgress {
  RunId: string;
  Progress: number;
  State: SimilarGroupRunState;
}

/** The lowest threshold a run takes: below it nearly every pair of a large directory would be kept. */
export const SIMILAR_GROUP_MIN_THRESHOLD = 0.1;
