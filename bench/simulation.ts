import pg from 'pg';
import { createServer } from '@portcullis/server';
import { startThrowawayPostgres } from '@portcullis/server/testing';
import type { RuleGroup } from '@portcullis/api-client/contract';
import { alternate, machineConditions, measure, printRow, printVerdict } from './stats';
import { adminHeaders } from './session';

const leaf = (id: string, property: string, operator: string, value: unknown) => ({
  id,
  group: false as const,
  propertygroup: 'User',
  property,
  operator,
  value,
});
/** The saved rule, and the change an administrator is about to save: MFA-less instead of enabled. */
const current: RuleGroup = {
  id: 'root',
  group: true,
  type: 'AND',
  rules: [leaf('1', 'FirstName', 'begins_with', 'A'), leaf('2', 'IsEnabled', 'is', true)],
};
const proposed: RuleGroup = {
  id: 'root',
  group: true,
  type: 'AND',
  rules: [leaf('1', 'FirstName', 'begins_with', 'A'), leaf('2', 'IsMfaEnabled', 'is', false)],
};
/** The same two questions as a DBA would write them: literal values, the lower() index on first names. */
const CURRENT = `lower(u.first_name) LIKE 'a%' AND u.is_enabled`;
const PROPOSED = `lower(u.first_name) LIKE 'a%' AND NOT u.is_mfa_enabled`;
const side = (into: string, outOf: string) => ({
  count: `SELECT count(*)::int AS n FROM users u WHERE ${into} AND (${outOf}) IS NOT TRUE`,
  page: `SELECT u.user_id, u.user_name, u.email FROM users u WHERE ${into} AND (${outOf}) IS NOT TRUE ORDER BY u.user_name, u.user_id LIMIT 10`,
});
const GAINS = side(PROPOSED, CURRENT);
const LOSSES = side(CURRENT, PROPOSED);

/**
 * Rule simulation (the "Beyond" issue): who a changed rule adds and drops, at 1 000 000 users on
 * PostgreSQL, through POST /rules/Simulate against the hand-written SQL asking the same in the same
 * run (both counts and first pages of both sides; the totals must agree). Goal: under 1 s.
 */
export async function benchSimulation({ users = 1_000_000, databaseUrl = '', rounds = 4, samples = 5 } = {}) {
  console.log('\nRule simulation: POST /rules/Simulate vs the SQL a DBA would write, same run');
  console.log(`  ${machineConditions()}`);
  const cluster = databaseUrl ? null : await startThrowawayPostgres();
  try {
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_simulation');
      await admin.end();
    }
    const t0 = performance.now();
    const server = await createServer({
      port: 0,
      seedUsers: Number(users),
      adminPassword: 'Bench#Password1',
      databaseUrl: databaseUrl || cluster!.urlFor('bench_simulation'),
    });
    console.log(
      `  seeded ${Number(users).toLocaleString('en')} users and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await server.db.query('VACUUM ANALYZE users');
    try {
      const headers = await adminHeaders(server.url);
      const saved = (await (
        await fetch(server.url + '/rules/index', {
          method: 'POST',
          headers,
          body: JSON.stringify({ Name: 'bench-current', Title: 'Bench current', IsEnabled: true, Tree: current }),
        })
      ).json()) as { Data: { RuleId: string } };
      let api = '';
      let hand = '';
      const simulate = async () => {
        const res = await fetch(server.url + '/rules/Simulate', {
          method: 'POST',
          headers,
          body: JSON.stringify({ RuleId: saved.Data.RuleId, Tree: proposed }),
        });
        const body = (await res.json()) as {
          Success: boolean;
          Data: { Gains: { TotalItemCount: number }; Losses: { TotalItemCount: number } };
        };
        if (!body.Success) throw new Error('simulation failed');
        api = `${body.Data.Gains.TotalItemCount}/${body.Data.Losses.TotalItemCount}`;
      };
      const handWritten = async () => {
        const [gains] = await server.db.query<{ n: number }>(GAINS.count);
        await server.db.query(GAINS.page);
        const [losses] = await server.db.query<{ n: number }>(LOSSES.count);
        await server.db.query(LOSSES.page);
        hand = `${gains!.n}/${losses!.n}`;
      };
      const result = await alternate(
        { hand: () => measure(samples, 1, handWritten), api: () => measure(samples, 1, simulate) },
        rounds,
      );
      if (api !== hand) throw new Error(`the simulation found ${api} gains/losses, the hand-written SQL ${hand}`);
      console.log(`  gains/losses: ${api}`);
      printRow('hand-written SQL (2 counts + 2 pages)', result.hand);
      printRow('POST /rules/Simulate', result.api);
      const ratio = result.api.p50 / result.hand.p50;
      printVerdict('Simulate / hand-written (p50)', ratio, '≤ 1.5', ratio <= 1.5);
      printVerdict('Simulate p50', result.api.p50, '< 1000 ms', result.api.p50 < 1000, ' ms');
    } finally {
      await server.close();
    }
  } finally {
    cluster?.stop();
  }
}
