import pg from 'pg';
import { createServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import { evaluate } from '@portcullis/rule-builder/core';
import type { RuleGroup } from '@portcullis/api-client/contract';
import { measure, printRatio, printRow, summarize } from './stats';

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
/** The same question written by hand, as a DBA would. */
const HAND_COUNT = `SELECT count(*)::int AS n FROM users u WHERE u.is_enabled AND NOT u.is_mfa_enabled AND u.first_name ILIKE 'a%'
  AND (u.created_date AT TIME ZONE 'UTC')::date > date '2026-01-01' AND u.email ILIKE '%example%'`;
const HAND_PAGE =
  HAND_COUNT.replace('count(*)::int AS n', 'u.user_id, u.user_name, u.email') +
  ' ORDER BY u.user_name, u.user_id LIMIT 10';

async function runOn(label: string, options: { databaseUrl?: string; users: number; runs: number }) {
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
  if (server.db.kind === 'postgres') await server.db.query('ANALYZE users');
  try {
    const login = await fetch(server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: 'Bench#Password1' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'portcullis' };
    const preview = async () => {
      const res = await fetch(server.url + '/rules/PassedUsers', {
        method: 'POST',
        headers,
        body: JSON.stringify({ Users: { CurrentPage: 1, ItemPerPage: 10 }, Rules: rule }),
      });
      const body = (await res.json()) as { Success: boolean; Data: { TotalItemCount: number } };
      if (!body.Success) throw new Error('preview failed');
    };
    const hand = async () => {
      await server.db.query(HAND_COUNT);
      await server.db.query(HAND_PAGE);
    };
    await preview();
    await hand();
    const base = await measure(options.runs, 1, hand);
    const api = await measure(options.runs, 1, preview);
    const b = summarize(base.samples, base.wallMs);
    const a = summarize(api.samples, api.wallMs);
    printRow(`${label} hand-written SQL (count + page)`, b);
    printRow(`${label} POST /rules/PassedUsers`, a);
    printRatio(`${label} p50 PassedUsers / hand SQL`, a.p50 / b.p50, '≤ 1.5, and under 1 s on PostgreSQL');
  } finally {
    await server.close();
  }
}

/** P2: rule preview over generated users on PostgreSQL (1 000 000) and PGlite, against hand-written SQL. */
export async function benchRulePreview({ pgUsers = 1_000_000, pgliteUsers = 200_000 } = {}): Promise<void> {
  console.log('\nP2 rule preview (5 conditions): PassedUsers vs hand-written SQL in the same run');
  const cluster = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench_p2');
    await admin.end();
    await runOn('PostgreSQL', { databaseUrl: cluster.urlFor('bench_p2'), users: pgUsers, runs: 15 });
  } finally {
    cluster.stop();
  }
  await runOn('PGlite', { users: pgliteUsers, runs: 10 });

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
