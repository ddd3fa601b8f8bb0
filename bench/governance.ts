import pg from 'pg';
import { createServer, seedTransaction, type PortcullisServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { BENCH_ADMIN_PASSWORD, adminHeaders } from './session';
import { alternate, fmt, machineConditions, measure, printVerdict, rssSampler } from './stats';

const PAGE = 25;
/** Access certification states (certification-states.ts): Pending Service while items are generated. */
const PENDING_SERVICE = 10;

type Row = Record<string, unknown>;

/** Peak resident memory over a step, sampled every 50 ms (the server runs in this process). */
async function withPeakMemory<T>(step: () => Promise<T>): Promise<{ value: T; ms: number; peakMb: number }> {
  const base = process.memoryUsage.rss();
  const rss = rssSampler(50);
  const t0 = performance.now();
  try {
    const value = await step();
    return { value, ms: performance.now() - t0, peakMb: (rss.stop() - base) / 1048576 };
  } finally {
    rss.stop();
  }
}

/** A group holding every seeded user but the admin (who reviews them all). Returns its id. */
async function seedReviewedGroup(server: PortcullisServer): Promise<string> {
  return seedTransaction(server.db, async (tx) => {
    const [group] = await tx.query<{ id: string }>(
      `INSERT INTO group_defs (group_def_id, name, title, state) VALUES (gen_random_uuid(), 'bench-reviewed', 'Bench reviewed', 1)
       RETURNING group_def_id AS id`,
    );
    await tx.query(
      `INSERT INTO group_members (group_def_id, user_id) SELECT $1, user_id FROM users WHERE user_name <> 'admin'`,
      [group!.id],
    );
    return group!.id;
  });
}

/**
 * `pnpm bench governance` (issue 26): one access certification campaign over `items` group memberships
 * (default 100 000, Okta's limit per campaign) on PostgreSQL, through the API as an administrator would
 * run it: generation (start until Ready), the items list's first page against the user list's first
 * page at the same size (alternated in the same run; goal ≤ 1.5×, the reports' goal), one bulk
 * rejection of every item across pages ("select all matching"), then close and apply (every rejected
 * membership removed through the no-escalation guard). Times and peak memory of each step are printed.
 */
export async function benchGovernance({ items = 100_000, samples = 10, rounds = 2, databaseUrl = '' } = {}) {
  console.log(`\nGovernance: one campaign over ${items.toLocaleString('en')} memberships, on PostgreSQL`);
  console.log(`  ${machineConditions()}`);
  const cluster = databaseUrl ? null : await startThrowawayPostgres();
  const url = databaseUrl || cluster!.urlFor('bench_governance');
  let server: PortcullisServer | undefined;
  try {
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_governance');
      await admin.end();
    }
    const t0 = performance.now();
    server = await createServer({ port: 0, seedUsers: items, adminPassword: BENCH_ADMIN_PASSWORD, databaseUrl: url });
    const groupId = await seedReviewedGroup(server);
    await server.db.query('ANALYZE');
    console.log(`  seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const headers = await adminHeaders(server.url);
    const [adminRow] = await server.db.query<{ id: string }>(
      "SELECT user_id::text AS id FROM users WHERE user_name = 'admin'",
    );
    const call = async (path: string, body: unknown = {}): Promise<Row> => {
      const res = await fetch(server!.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
      const envelope = (await res.json()) as { Success: boolean; Message?: string; Data?: Row };
      if (!res.ok || !envelope.Success) throw new Error(`${path} answered ${res.status}: ${envelope.Message}`);
      return envelope.Data ?? {};
    };
    const saved = await call('/access-certification/defs/save', {
      Title: 'Bench campaign',
      Name: 'bench-campaign',
      Perspective: 3,
      ScopeKind: 1,
      ScopeGroupIds: [groupId],
      ReviewerType: 0,
      ReviewerIds: [adminRow!.id],
      DurationDays: 7,
      EndBehaviour: 0,
      JustificationOnApprove: false,
      JustificationOnReject: true,
      AllowSelfReview: false,
      AutoApply: false,
    });
    const id = String(saved.AccessCertificationId);

    const generation = await withPeakMemory(async () => {
      await call(`/access-certification/${id}/start`);
      for (;;) {
        const res = await fetch(`${server!.url}/access-certification/get/${id}`, { headers });
        const campaign = ((await res.json()) as { Data: Row }).Data;
        if (campaign.State !== PENDING_SERVICE) return campaign;
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    const total = Number(
      (await call(`/access-certification/${id}/items`, { CurrentPage: 1, ItemPerPage: PAGE })).TotalItemCount,
    );
    console.log(
      `  generation: ${total.toLocaleString('en')} items in ${fmt(generation.ms / 1000, 1)} s, peak +${fmt(generation.peakMb, 0)} MB`,
    );

    const page = { CurrentPage: 1, ItemPerPage: PAGE };
    const lists = await alternate(
      {
        items: () => measure(samples, 1, () => call(`/access-certification/${id}/items`, page).then(() => undefined)),
        users: () => measure(samples, 1, () => call('/user/userlist', page).then(() => undefined)),
      },
      rounds,
    );
    const ratio = lists.items.p50 / lists.users.p50;
    printVerdict(
      `items list p50 ${fmt(lists.items.p50, 1)} ms / user list p50 ${fmt(lists.users.p50, 1)} ms`,
      ratio,
      '≤ 1.5×',
      ratio <= 1.5,
      '×',
    );

    const review = await withPeakMemory(() =>
      call('/access-certification/items/reject', { AllMatching: { Scope: id }, Justification: 'Bench review.' }),
    );
    console.log(
      `  bulk reject of every item: ${String(review.value.Count)} in ${fmt(review.ms / 1000, 1)} s, peak +${fmt(review.peakMb, 0)} MB`,
    );
    await call(`/access-certification/${id}/close`);
    const apply = await withPeakMemory(() => call(`/access-certification/${id}/apply`));
    const [left] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM group_members WHERE group_def_id = $1',
      [groupId],
    );
    console.log(
      `  apply: ${String(apply.value.RemovedCount)} memberships removed in ${fmt(apply.ms / 1000, 1)} s, peak +${fmt(apply.peakMb, 0)} MB (${left!.n} left)`,
    );
  } finally {
    await server?.close();
    await cluster?.stop();
  }
}
