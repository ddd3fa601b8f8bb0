import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FETCH_ORDER_INDEX } from '../src/engine/jobs/queue';
import { JOB_SCHEMA } from '../src/engine/jobs/index';
import { createTestServer, type TestServer } from '../src/testing/test-server';

const QUEUE = 'test-backlog';
const BACKLOG = 5000;

/**
 * pg-boss 10's fetch takes the next job in (priority desc, created_on, id) order; without an index in that
 * order every fetch sorted the whole backlog (`pnpm bench jobs`: 8 jobs/s at 100 000 waiting). The queue
 * adds one (engine/jobs/queue.ts FETCH_ORDER_INDEX): with a large backlog the fetch reads it, sorting nothing.
 */
describe('the job queue with a large backlog on PostgreSQL', () => {
  let t: TestServer;
  let boss: PgBoss;

  beforeAll(async () => {
    t = await createTestServer('postgres', inject('pgUrl'));
    boss = new PgBoss({
      connectionString: t.server.config.databaseUrl!,
      schema: JOB_SCHEMA,
      supervise: false,
      schedule: false,
    });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue(QUEUE, { name: QUEUE });
    for (let i = 0; i < BACKLOG; i += 1000)
      await boss.insert(Array.from({ length: 1000 }, (_, k) => ({ name: QUEUE, data: { i: i + k } })));
    await t.server.db.query(`ANALYZE ${JOB_SCHEMA}.job`);
  });

  afterAll(async () => {
    await boss?.stop({ graceful: false, close: true, wait: true });
    await t?.close();
  });

  it("fetches the next job through the fetch-order index, without sorting the backlog, and in pg-boss's order", async () => {
    // pg-boss 10's fetch (plans.js fetchNextJob), its row-choosing part.
    const fetchSql = `SELECT id FROM ${JOB_SCHEMA}.job
      WHERE name = $1 AND state < 'active' AND start_after < now()
      ORDER BY priority desc, created_on, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
    const [plan] = await t.server.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${fetchSql}`, [QUEUE]);
    const text = JSON.stringify(plan!['QUERY PLAN']);
    expect(text).not.toContain('"Node Type":"Sort"');
    // The queue's partition of the job table has its own copy of the index, named by PostgreSQL.
    const copies = await t.server.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = $1`,
      [FETCH_ORDER_INDEX],
    );
    const used = /"Index Name":"([^"]+)"/.exec(text)?.[1];
    expect(copies.map((c) => c.name)).toContain(used);

    // The oldest insert's jobs share its created_on (then ordered by id): the first comes from it.
    const [first] = await boss.fetch<{ i: number }>(QUEUE);
    expect(first!.data.i).toBeLessThan(1000);
  });
});
