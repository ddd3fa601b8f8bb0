import pg from 'pg';
import { createServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { evaluate } from '@portcullis/rule-builder/core';
import type { RuleGroup } from '@portcullis/api-client/contract';
import { alternate, machineConditions, measure, printRow, printVerdict } from './stats';
import { adminHeaders } from './session';

/** A 5-condition rule over the users table. */
const rule: RuleGroup = {
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: '1', group: false, propertygroup: 'User', property: 'IsEnabled', operator: 'is', value: true },
    { id: '2', group: false, propertygroup: 'User', property: 'IsMfaEnabled', operator: 'is', value: false },
    { id: '3', group: false, propertygroup: 'User', property: 'FirstName', operator: 'begins_with', value: 'A' },
    { id: '4', group: false, propertygroup: 'User', property: 'CreatedDate', operator: 'greater', value: '2026-01-01' },
    { id: '5', group: false, propertygroup: 'User', property: 'Email', operator: 'contains', value: 'example' },
  ],
};
/**
 * The same question as a DBA would write it by hand: literal values, a sargable date range (created
 * after 1 January means from 2 January 00:00 UTC on, no cast of the column), case-insensitive matches
 * on lower(column) so the lower() indexes (email trigrams, MFA-disabled users by name) can serve them.
 */
const HAND_WHERE = `u.is_enabled AND NOT u.is_mfa_enabled AND lower(u.first_name) LIKE 'a%'
  AND u.created_date >= timestamptz '2026-01-02 00:00:00+00' AND lower(u.email) LIKE '%example%'`;
const HAND_COUNT = `SELECT count(*)::int AS n FROM users u WHERE ${HAND_WHERE}`;
const HAND_PAGE = `SELECT u.user_id, u.user_name, u.email FROM users u WHERE ${HAND_WHERE} ORDER BY u.user_name, u.user_id LIMIT 10`;

async function runOn(label: string, options: { databaseUrl?: string; users: number; rounds: number; samples: number }) {
  const t0 = performance.now();
  const server = await createServer({
    port: 0,
    seedUsers: options.users,
    adminPassword: 'Bench#Password1',
    databaseUrl: options.databaseUrl,
  });
  console.log(
    `  ${label}: seeded ${options.users.toLocaleString('en')} users and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (server.db.kind === 'postgres') await server.db.query('VACUUM ANALYZE users');
  try {
    const headers = await adminHeaders(server.url);
    let apiTotal = -1;
    let handTotal = -2;
    const preview = async () => {
      const res = await fetch(server.url + '/rules/PassedUsers', {
        method: 'POST',
        headers,
        body: JSON.stringify({ Users: { CurrentPage: 1, ItemPerPage: 10 }, Rules: rule }),
      });
      const body = (await res.json()) as { Success: boolean; Data: { TotalItemCount: number } };
      if (!body.Success) throw new Error('preview failed');
      apiTotal = body.Data.TotalItemCount;
    };
    const hand = async () => {
      handTotal = (await server.db.query<{ n: number }>(HAND_COUNT))[0]!.n;
      await server.db.query(HAND_PAGE);
    };
    const result = await alternate(
      { hand: () => measure(options.samples, 1, hand), api: () => measure(options.samples, 1, preview) },
      options.rounds,
    );
    if (apiTotal !== handTotal) throw new Error(`the rule found ${apiTotal} users, the hand-written SQL ${handTotal}`);
    printRow(`${label} hand-written SQL (count + page)`, result.hand);
    printRow(`${label} POST /rules/PassedUsers`, result.api);
    const ratio = result.api.p50 / result.hand.p50;
    printVerdict(`P2 ${label} PassedUsers / hand-written (p50)`, ratio, '≤ 1.5', ratio <= 1.5);
    if (server.db.kind === 'postgres')
      printVerdict(`P2 ${label} PassedUsers p50`, result.api.p50, '< 1000 ms', result.api.p50 < 1000, ' ms');
  } finally {
    await server.close();
  }
}

/** P2: rule preview over generated users on PostgreSQL (1 000 000) and PGlite, against hand-written SQL. */
export async function benchRulePreview({ pgUsers = 1_000_000, pgliteUsers = 200_000, databaseUrl = '' } = {}) {
  console.log('\nP2 rule preview (5 conditions): PassedUsers vs the SQL a DBA would write, same run');
  console.log(`  ${machineConditions()}`);
  console.log('  same server, same database, both warmed, then rounds in alternating order; the totals must agree');
  const cluster = databaseUrl ? null : await startThrowawayPostgres();
  try {
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_p2');
      await admin.end();
    }
    await runOn('PostgreSQL', {
      databaseUrl: databaseUrl || cluster!.urlFor('bench_p2'),
      users: pgUsers,
      rounds: 4,
      samples: 5,
    });
  } finally {
    cluster?.stop();
  }
  await runOn('PGlite', { users: pgliteUsers, rounds: 4, samples: 3 });

  const subjects = Array.from({ length: 100_000 }, (_, i) => ({
    IsEnabled: i % 41 !== 0,
    IsMfaEnabled: i % 7 !== 0,
    FirstName: i % 3 ? 'Ada' : 'Linus',
    CreatedDate: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
    Email: `u${i}@example.com`,
  }));
  const schema = {
    IsEnabled: { type: 'BOOLEAN', column: 'x' },
    IsMfaEnabled: { type: 'BOOLEAN', column: 'x' },
    FirstName: { type: 'STRING', column: 'x' },
    CreatedDate: { type: 'DATE', column: 'x' },
    Email: { type: 'STRING', column: 'x' },
  } as const;
  const t = performance.now();
  let passed = 0;
  for (const s of subjects) if (evaluate(rule, s, schema)) passed++;
  const seconds = (performance.now() - t) / 1000;
  console.log(
    `  evaluate in memory: ${(subjects.length / seconds).toFixed(0)} users/s for a 5-condition rule (${passed} passed)`,
  );
}
