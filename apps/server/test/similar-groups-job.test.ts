import { beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import {
  FilterOperator,
  HUBS,
  Permissions as P,
  type SimilarGroupRunProgress,
  type PagedData,
  type SimilarGroupRun,
  type SimilarGroupRuns,
} from '@portcullis/api-client/contract';
import type { ReportRow } from '@portcullis/api-client/reports';
import type { Engine } from '../src/testing/test-server';
import { seedTransaction } from '../src/engine/access/scope';
import { useTestServer } from './use-test-server';

/**
 * Groups of known overlap under `marker`: A has users 1–4, B users 1–5 (A·B: 4/5 = 0.8), C users 1–2
 * (A·C: 2/4 = 0.5, B·C: 2/5 = 0.4), D user 6 (no overlap).
 */
async function seedOverlaps(db: Parameters<typeof seedTransaction>[0], marker: string) {
  await seedTransaction(db, async (tx) => {
    await tx.query(
      `WITH u AS (INSERT INTO users (user_id, user_name) SELECT gen_random_uuid(), $1 || '-u' || n FROM generate_series(1, 6) n
                  RETURNING user_id, user_name),
            g AS (INSERT INTO group_defs (group_def_id, name, title) SELECT gen_random_uuid(), $1 || '-' || x, $1 || '-' || x
                    FROM unnest(ARRAY['a', 'b', 'c', 'd']) x RETURNING group_def_id, name)
       INSERT INTO group_members (group_def_id, user_id)
       SELECT g.group_def_id, u.user_id FROM g JOIN u ON
         (g.name = $1 || '-a' AND u.user_name = ANY (ARRAY[$1 || '-u1', $1 || '-u2', $1 || '-u3', $1 || '-u4']))
         OR (g.name = $1 || '-b' AND u.user_name <> $1 || '-u6')
         OR (g.name = $1 || '-c' AND u.user_name = ANY (ARRAY[$1 || '-u1', $1 || '-u2']))
         OR (g.name = $1 || '-d' AND u.user_name = $1 || '-u6')`,
      [marker],
    );
  });
}

/** A pair as `group/members~group/members:shared:similarity`, the two groups in name order (a pair has no direction). */
const pairText = (r: ReportRow) =>
  `${[`${r.GroupA}/${r.MembersA}`, `${r.GroupB}/${r.MembersB}`].sort().join('~')}:${r.SharedMembers}:${r.Similarity}`;

/** Similar groups as a job (issue 29): counted in the database, progress to 100, kept until the next run. */
describe.each(['pglite', 'postgres'] as Engine[])('similar groups as a job on %s', (engine) => {
  const s = useTestServer(engine);
  const marker = `similar-${engine}`;
  let reader: string;
  beforeAll(async () => {
    await seedOverlaps(s.t.server.db, marker);
    reader = await s.t.signInWith([P.ReportSimilarGroup]);
  });
  const runs = async () =>
    (await s.t.call<SimilarGroupRuns>('GET', '/Report/similargroup/Runs', { cookie: reader })).body.Data!;
  const start = (threshold: number) =>
    s.t.call<SimilarGroupRun>('POST', '/Report/similargroup/Runs', { cookie: reader, body: { Threshold: threshold } });
  const pairs = async (minimum: number, onlyMarker = true) =>
    (
      await s.t.call<PagedData<ReportRow>>('POST', '/Report/similargroup/Rows', {
        cookie: reader,
        body: {
          CurrentPage: 1,
          ItemPerPage: 1000,
          Filters: [
            { Column: 'Similarity', Value: String(minimum), Operator: FilterOperator.GreaterThanEqual },
            ...(onlyMarker ? [{ Column: 'GroupA', Value: marker }] : []),
          ],
        },
      })
    ).body
      .Data!.Data.map(pairText)
      .sort();
  /** Follows the run until it is completed (bounded by polls, not by time), noting every progress seen. */
  async function follow(runId: string): Promise<{ run: SimilarGroupRun; seen: number[] }> {
    const seen: number[] = [];
    for (let i = 0; i < 1200; i++) {
      const now = await runs();
      const run = now.Active?.RunId === runId ? now.Active : now.Completed?.RunId === runId ? now.Completed : null;
      if (run) seen.push(run.Progress);
      if (run?.State === 'Completed') return { run, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Run ${runId} did not complete; progress seen: ${seen.join(', ')}`);
  }

  it('counts pairs at once for a small directory before any run', async () => {
    expect(await runs()).toEqual({ Active: null, Completed: null, IsLive: true });
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${marker}-${x}`);
    expect(await pairs(0.4)).toEqual([`${a}/4~${b}/5:4:0.8`, `${a}/4~${c}/2:2:0.5`, `${b}/5~${c}/2:2:0.4`].sort());
  });

  it('runs as a job: refused while another is under way, progress to 100, the same pairs as counted at once', async () => {
    const liveAll = await pairs(0.5, false);
    // A run under way (queued by another console): a second start is refused, not joined.
    await s.t.server.db.query(
      "INSERT INTO similar_group_runs (run_id, state, threshold) VALUES ('00000000-0000-4000-8000-0000000000aa', 'Running', 0.5)",
    );
    const refused = await start(0.5);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe('Similar groups are already being counted (0%): wait for that run to finish.');
    await s.t.server.db.query("DELETE FROM similar_group_runs WHERE run_id = '00000000-0000-4000-8000-0000000000aa'");

    const started = await start(0.5);
    expect(started.status, started.text).toBe(200);
    expect(started.body.Data).toMatchObject({ State: 'Queued', Progress: 0, Threshold: 0.5 });
    const { run, seen } = await follow(started.body.Data!.RunId);
    expect(run).toMatchObject({ State: 'Completed', Progress: 100, Error: null });
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    const [groups] = await s.t.server.db.query<{ n: number }>(
      'SELECT count(DISTINCT group_def_id)::int AS n FROM group_members',
    );
    expect(run.GroupCount).toBe(groups!.n);
    expect(run.PairCount).toBe(liveAll.length);
    expect(await runs()).toMatchObject({ Active: null, Completed: { RunId: run.RunId }, IsLive: false });
    // The kept pairs are exactly the pairs counted at once, the fixture's among them.
    expect(await pairs(0.5, false)).toEqual(liveAll);
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${marker}-${x}`);
    expect(await pairs(0.4)).toEqual([`${a}/4~${b}/5:4:0.8`, `${a}/4~${c}/2:2:0.5`].sort());
    const [audit] = await s.t.server.db.query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE action = 'reports.startSimilarGroupRun'",
    );
    expect(audit).toEqual({ description: 'Similar groups counted at similarity 0.5 or more' });
  });

  it('keeps the last result until the next run completes, which replaces it', async () => {
    const first = (await runs()).Completed!;
    const started = await start(0.8);
    expect(started.status, started.text).toBe(200);
    const { run } = await follow(started.body.Data!.RunId);
    expect(run.Threshold).toBe(0.8);
    const [a, b] = ['a', 'b'].map((x) => `${marker}-${x}`);
    expect(await pairs(0.4)).toEqual([`${a}/4~${b}/5:4:0.8`]);
    const [left] = await s.t.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM similar_group_runs WHERE run_id = $1',
      [first.RunId],
    );
    expect(left!.n).toBe(0);
    expect((await start(0.05)).status).toBe(400);
    const stranger = await s.t.signInWith([P.ReportOrphanGroups]);
    expect((await s.t.call('GET', '/Report/similargroup/Runs', { cookie: stranger })).status).toBe(403);
  });

  it("tells the consoles that may read the report of the run's progress and completion over /hubs/console", async () => {
    /** A console hub connection of `cookie`, noting every ReceiveSimilarGroupRun; `completed` settles on the run's end. */
    const listen = async (cookie: string) => {
      const connection = new HubConnectionBuilder()
        .withUrl(s.t.server.url + HUBS.console.path, { transport: HttpTransportType.WebSockets, headers: { cookie } })
        .configureLogging(LogLevel.None)
        .build();
      const heard: SimilarGroupRunProgress[] = [];
      const completed = new Promise<void>((resolve) =>
        connection.on(HUBS.console.events.ReceiveSimilarGroupRun, (message: SimilarGroupRunProgress) => {
          heard.push(message);
          if (message.State !== 'Running') resolve();
        }),
      );
      await connection.start();
      return { connection, heard, completed };
    };
    const requester = await listen(reader);
    const otherReader = await listen(s.admin); // a super admin watching the page: not the requester, told too
    const stranger = await listen(await s.t.signInWith([P.ReportOrphanGroups]));
    try {
      const started = await start(0.5);
      expect(started.status, started.text).toBe(200);
      const runId = started.body.Data!.RunId;
      await Promise.all([requester.completed, otherReader.completed]);
      for (const { heard } of [requester, otherReader]) {
        expect(heard.length).toBeGreaterThan(1);
        expect(heard.every((m) => Object.keys(m).sort().join() === 'Progress,RunId,State' && m.RunId === runId)).toBe(
          true,
        );
        const progress = heard.map((m) => m.Progress);
        expect(progress).toEqual([...new Set(progress)].sort((x, y) => x - y)); // rising, each step once
        expect(heard.slice(0, -1).every((m) => m.State === 'Running' && m.Progress > 0 && m.Progress < 100)).toBe(true);
        expect(heard.at(-1)).toEqual({ RunId: runId, Progress: 100, State: 'Completed' });
      }
      expect(otherReader.heard).toEqual(requester.heard);
      // Once the completion was heard, the run's row says so: a page re-reading on that message sees the pairs.
      expect(await runs()).toMatchObject({ Active: null, Completed: { RunId: runId, Progress: 100 } });
      expect(stranger.heard).toEqual([]);
    } finally {
      await Promise.all([requester, otherReader, stranger].map((c) => c.connection.stop()));
    }
  });
});
