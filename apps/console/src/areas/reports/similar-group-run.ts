import {
  SIMILAR_GROUP_MIN_THRESHOLD,
  type SimilarGroupRun,
  type SimilarGroupRunProgress,
  type SimilarGroupRuns,
} from '@portcullis/api-client';

/**
 * What the Similar Groups table shows, in words (React-free, beside the report screen): the pairs of the
 * last completed run (and its threshold: a lower filter finds nothing more), the pairs counted at once in
 * a small directory, or nothing yet.
 */
export function similarRunSummary(runs: SimilarGroupRuns, formatDate: (iso: string) => string): string {
  const done = runs.Completed;
  if (done)
    return `Pairs counted ${formatDate(done.FinishedDate ?? done.RequestedDate)} over ${done.GroupCount ?? 0} groups, kept at similarity ${done.Threshold} or more: ${done.PairCount ?? 0} pairs.`;
  if (runs.IsLive)
    return 'Pairs are counted at once while the directory is small; count them as a job to keep the result.';
  return 'This directory is too large to count pairs at once: count similar groups to see them.';
}

/** The threshold a new run takes: the table's "Similarity at least" filter, kept within what a run accepts. */
export function runThresholdOf(filterValue: string | undefined, initial: string): number {
  const value = Number(filterValue ?? initial);
  const fallback = Number(initial);
  const chosen = Number.isFinite(value) && filterValue !== '' ? value : fallback;
  return Math.min(1, Math.max(SIMILAR_GROUP_MIN_THRESHOLD, chosen));
}

/**
 * What the page does with a hub message about runs (ReceiveSimilarGroupRun), given the run it shows under
 * way: move that run's bar on (`progress`), or re-read the runs over HTTP (`reread`) — for a run's end, a
 * run it has not read yet (started from another console), or `null`, the hub (re)connected and a message
 * may have been missed.
 */
export function similarRunMessageEffect(
  active: SimilarGroupRun | null,
  message: SimilarGroupRunProgress | null,
): 'progress' | 'reread' {
  return message && message.State === 'Running' && message.RunId === active?.RunId ? 'progress' : 'reread';
}

/** The percentage the bar shows: the run as read, moved on by the hub's latest message for it (never back). */
export function shownProgress(active: SimilarGroupRun, heard: SimilarGroupRunProgress | null): number {
  return heard?.RunId === active.RunId ? Math.max(active.Progress, heard.Progress) : active.Progress;
}
