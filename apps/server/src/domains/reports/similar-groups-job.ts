import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SimilarGroupRun, SimilarGroupRuns } from '@portcullis/api-client/contract';
import type { Db, Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs';
import { conflict } from '../../engine/calls/errors';
import { SIMILAR_GROUPS_ARE_LIVE } from './queries';
import { announceSimilarGroupRun } from './similar-group-progress';

/** Progress steps of a run: the groups are counted in this many batches (fewer when there are fewer groups). */
export const SIMILAR_GROUP_BATCHES = 50;

interface RunRow {
  run_id: string;
  state: SimilarGroupRun['State'];
  progress: number;
  threshold: number;
  group_count: number | null;
  pair_count: number | null;
  requested_date: Date;
  finished_date: Date | null;
  error: string | null;
}

const toRun = (r: RunRow): SimilarGroupRun => ({
  RunId: r.run_id,
  State: r.state,
  Progress: r.progress,
  Threshold: Number(r.threshold),
  GroupCount: r.group_count,
  PairCount: r.pair_count,
  RequestedDate: r.requested_date.toISOString(),
  FinishedDate: r.finished_date ? r.finished_date.toISOString() : null,
  Error: r.error,
});

/** The run under way, the last completed one, and whether the report counts pairs on request meanwhile. */
export async function similarGroupRuns(db: Queryable): Promise<SimilarGroupRuns> {
  const rows = await db.query<RunRow & { is_live: boolean }>(
    `SELECT r.*, ${SIMILAR_GROUPS_ARE_LIVE} AS is_live FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         (SELECT * FROM similar_group_runs WHERE state IN ('Queued', 'Running') LIMIT 1)
         UNION ALL
         (SELECT * FROM similar_group_runs WHERE state = 'Completed' ORDER BY finished_date DESC LIMIT 1)) r ON true`,
  );
  const runs = rows.filter((r) => r.run_id).map(toRun);
  return {
    Active: runs.find((r) => r.State === 'Queued' || r.State === 'Running') ?? null,
    Completed: runs.find((r) => r.State === 'Completed') ?? null,
    IsLive: rows[0]?.is_live ?? false,
  };
}

/**
 * Queues a run (in the caller's transaction, with its job). Decision (issue 29): a second start while a
 * run is queued or running is refused (409) rather than joined — it may ask for another threshold, and
 * a refusal tells the caller so; the page follows the run under way instead. A unique index keeps two
 * racing starts from both succeeding.
 */
export async function queueSimilarGroupRun(db: Queryable, threshold: number, userId: string | null) {
  const active = (await similarGroupRuns(db)).Active;
  if (active)
    throw conflict(`Similar groups are already being counted (${active.Progress}%): wait for that run to finish.`);
  try {
    const [row] = await db.query<RunRow>(
      `INSERT INTO similar_group_runs (run_id, threshold, requested_by_user_id) VALUES ($1, $2, $3) RETURNING *`,
      [randomUUID(), threshold, userId],
    );
    return toRun(row!);
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw conflict('Similar groups are already being counted: wait for that run to finish.');
    throw error;
  }
}

/**
 * Pairs of a batch of groups (`$2`) with every later group: shared members counted first by a self-join
 * of memberships on the user (materialised, so the planner never starts from the sizes), then kept at or
 * above the threshold (`$3`) against the sizes taken when the run started.
 */
export const PAIRS_OF_BATCH = `
  WITH pairs AS MATERIALIZED (
    SELECT a.group_def_id AS ga, b.group_def_id AS gb, count(*)::int AS shared
      FROM group_members a JOIN group_members b ON b.user_id = a.user_id AND b.group_def_id > a.group_def_id
     WHERE a.group_def_id = ANY($2::uuid[])
     GROUP BY 1, 2)
  INSERT INTO similar_group_pairs (run_id, group_a, group_b, members_a, members_b, shared_members, similarity)
  SELECT $1, p.ga, p.gb, sa.members, sb.members, p.shared,
         round(LEAST(1, p.shared::numeric / GREATEST(1, sa.members + sb.members - p.shared)), 4)::float8
    FROM pairs p
    JOIN similar_group_sizes sa ON sa.run_id = $1 AND sa.group_def_id = p.ga
    JOIN similar_group_sizes sb ON sb.run_id = $1 AND sb.group_def_id = p.gb
   WHERE p.shared::float8 / GREATEST(1, sa.members + sb.members - p.shared) >= $3::float8
  ON CONFLICT DO NOTHING`;

/** Moves a run's progress on; resolves to whether it moved (a repeated percentage is not announced again). */
const setProgress = async (db: Queryable, runId: string, progress: number) =>
  (
    await db.query('UPDATE similar_group_runs SET progress = $2 WHERE run_id = $1 AND progress < $2 RETURNING 1', [
      runId,
      progress,
    ])
  ).length > 0;

/** Told of a run's progress after each batch is stored (below 100), and of its end once committed. */
export type SimilarGroupProgressListener = (progress: number, state: SimilarGroupRun['State']) => Promise<void>;

/**
 * Counts one run. Idempotent: an attempt starts by clearing what an earlier attempt of the run wrote.
 * On completion the run's pairs replace the previous run's (kept until then), in one transaction.
 */
export async function countSimilarGroups(
  db: Db,
  runId: string,
  signal?: AbortSignal,
  onProgress: SimilarGroupProgressListener = async () => undefined,
): Promise<void> {
  const [run] = await db.query<{ threshold: number }>(
    `UPDATE similar_group_runs SET state = 'Running', progress = 0, error = NULL
      WHERE run_id = $1 AND state IN ('Queued', 'Running') RETURNING threshold`,
    [runId],
  );
  if (!run) return; // finished or gone: nothing to do
  await db.query('DELETE FROM similar_group_pairs WHERE run_id = $1', [runId]);
  await db.query('DELETE FROM similar_group_sizes WHERE run_id = $1', [runId]);
  await db.query(
    `INSERT INTO similar_group_sizes (run_id, group_def_id, members)
     SELECT $1, group_def_id, count(*)::int FROM group_members GROUP BY group_def_id`,
    [runId],
  );
  await db.query('ANALYZE similar_group_sizes'); // fresh sizes: the planner's estimates are of the new rows
  const groups = (
    await db.query<{ id: string }>(
      'SELECT group_def_id::text AS id FROM similar_group_sizes WHERE run_id = $1 ORDER BY group_def_id',
      [runId],
    )
  ).map((g) => g.id);
  const size = Math.max(1, Math.ceil(groups.length / SIMILAR_GROUP_BATCHES));
  for (let from = 0; from < groups.length; from += size) {
    signal?.throwIfAborted();
    await db.query(PAIRS_OF_BATCH, [runId, groups.slice(from, from + size), Number(run.threshold)]);
    // 99 at most until the run is completed below, so 100 always means its pairs are there.
    const progress = Math.min(99, Math.floor(((from + size) / groups.length) * 100));
    if (await setProgress(db, runId, progress)) await onProgress(progress, 'Running');
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE similar_group_runs SET state = 'Completed', progress = 100, finished_date = clock_timestamp(),
              group_count = $2, pair_count = (SELECT count(*)::int FROM similar_group_pairs WHERE run_id = $1)
        WHERE run_id = $1`,
      [runId, groups.length],
    );
    await tx.query(`DELETE FROM similar_group_runs WHERE run_id <> $1 AND state IN ('Completed', 'Failed')`, [runId]);
    await tx.query('DELETE FROM similar_group_sizes WHERE run_id = $1', [runId]);
  });
  await onProgress(100, 'Completed');
}

/** The similar-groups job: one run, one at a time; a failed run leaves the previous pairs in place. */
export const similarGroupsJob = defineJob('similar-groups', {
  input: z.object({ runId: z.uuid() }),
  retry: { limit: 1, delaySeconds: 10 },
  singletonKey: () => 'similar-groups',
  handler: ({ runId }, run) =>
    countSimilarGroups(run.server.db, runId, run.signal, (progress, state) =>
      announceSimilarGroupRun(run.server, runId, progress, state),
    ),
  failed: async ({ runId }, { server, message }) => {
    const [failed] = await server.db.query<{ progress: number }>(
      `UPDATE similar_group_runs SET state = 'Failed', finished_date = clock_timestamp(), error = $2
        WHERE run_id = $1 AND state IN ('Queued', 'Running') RETURNING progress`,
      [runId, message.slice(0, 1000)],
    );
    await server.db.query('DELETE FROM similar_group_sizes WHERE run_id = $1', [runId]);
    if (failed) await announceSimilarGroupRun(server, runId, failed.progress, 'Failed');
  },
});
