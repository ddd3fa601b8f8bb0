import { fmt } from './stats';

/** The run of the similar-groups job the bench waits for, as GET /Report/similargroup/Runs answers it. */
interface Runs {
  Active: { Progress: number } | null;
  Completed: { RunId: string; GroupCount: number | null; PairCount: number | null } | null;
}

/** The threshold the bench's run keeps pairs at: the report's own default filter is 0.8, so it finds them all. */
export const BENCH_SIMILAR_THRESHOLD = 0.5;

/** The pairs of the last completed run, as the report's baseline reads them (plain SQL over the kept pairs). */
export const SIMILAR_PAIRS_BASELINE = {
  count: `SELECT count(*)::int FROM similar_group_pairs p WHERE p.similarity >= 0.8 AND p.run_id =
      (SELECT run_id FROM similar_group_runs WHERE state = 'Completed' ORDER BY finished_date DESC LIMIT 1)`,
  page: `SELECT p.group_a, p.group_b, g1.title, g2.title, p.members_a, p.members_b, p.shared_members, p.similarity
      FROM similar_group_pairs p JOIN group_defs g1 ON g1.group_def_id = p.group_a JOIN group_defs g2 ON g2.group_def_id = p.group_b
     WHERE p.similarity >= 0.8 AND p.run_id = (SELECT run_id FROM similar_group_runs WHERE state = 'Completed' ORDER BY finished_date DESC LIMIT 1)
     ORDER BY p.similarity DESC, p.group_a || ':' || p.group_b DESC LIMIT 25`,
};

/**
 * Starts the similar-groups job through the API and follows it to the end: wall time, the progress
 * steps seen, and this process's resident memory (the server runs in it) sampled during the run —
 * the pairwise count is the database's work, so Node's memory should barely move.
 */
export async function benchSimilarGroupsJob(serverUrl: string, headers: Record<string, string>): Promise<void> {
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const t0 = performance.now();
  try {
    const started = await fetch(`${serverUrl}/Report/similargroup/Runs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Threshold: BENCH_SIMILAR_THRESHOLD }),
    });
    if (!started.ok) throw new Error(`The similar-groups run was refused: ${started.status} ${await started.text()}`);
    const steps: number[] = [];
    for (;;) {
      const res = await fetch(`${serverUrl}/Report/similargroup/Runs`, { headers });
      const runs = ((await res.json()) as { Data: Runs }).Data;
      if (runs.Active && steps.at(-1) !== runs.Active.Progress) steps.push(runs.Active.Progress);
      if (!runs.Active && runs.Completed) {
        const seconds = (performance.now() - t0) / 1000;
        console.log(
          `  similar groups job: ${runs.Completed.GroupCount?.toLocaleString('en')} groups, ${runs.Completed.PairCount?.toLocaleString('en')} pairs at ≥ ${BENCH_SIMILAR_THRESHOLD} in ${fmt(seconds, 1)} s (progress seen: ${steps.length} steps, last ${steps.at(-1) ?? '-'}%)`,
        );
        break;
      }
      if (!runs.Active) throw new Error('The similar-groups run failed (see the server log).');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    clearInterval(sampler);
  }
  console.log(
    `    rss before ${fmt(rss0 / 1048576, 0)} MB, peak during the run +${fmt((peak - rss0) / 1048576, 1)} MB`,
  );
}
