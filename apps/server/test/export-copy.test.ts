import { describe, expect, it } from 'vitest';
import { ExportState, type ExportJob, type PagedData } from '@portcullis/api-client';
import { useTestServer } from './use-test-server';

/**
 * On PostgreSQL every CSV export but the current page streams through COPY (filters and selected ids
 * inlined as literals PostgreSQL quotes). These tests export the same request through COPY and through
 * the batched reference path (the same server with COPY turned off) and compare the files byte for
 * byte, record order aside (COPY reads in table order, the batches in key order).
 */
describe('CSV exports through COPY on PostgreSQL write the same bytes as the batched path', () => {
  const s = useTestServer('postgres');

  const waitForJob = async (exportId: string): Promise<ExportJob> => {
    for (let i = 0; i < 400; i++) {
      const res = await s.t.call<PagedData<ExportJob>>('POST', '/Export/List', {
        cookie: s.admin,
        body: { CurrentPage: 1, ItemPerPage: 100 },
      });
      const job = res.body.Data!.Data.find((j) => j.ExportId === exportId);
      if (job && (job.State === ExportState.Completed || job.State === ExportState.Failed)) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`export ${exportId} did not finish`);
  };
  const exportCsv = async (body: Record<string, unknown>) => {
    const started = await s.t.call<{ ExportId: string }>('POST', '/Export/CSV', {
      cookie: s.admin,
      body: { ObjectTypeName: 'Users', ...body },
    });
    expect(started.status).toBe(200);
    const job = await waitForJob(started.body.Data!.ExportId);
    expect(job.State).toBe(ExportState.Completed);
    const res = await fetch(`${s.t.server.url}/Export/Download/${job.ExportId}`, { headers: { cookie: s.admin } });
    return { job, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** Exports `body` through COPY and through the batched path; returns both files and how often COPY ran. */
  const bothPaths = async (body: Record<string, unknown>) => {
    const db = s.t.server.db;
    const copyToCrlf = db.copyToCrlf!;
    let copies = 0;
    db.copyToCrlf = (...args) => (copies++, copyToCrlf(...args));
    const viaCopy = await exportCsv(body);
    delete db.copyToCrlf;
    try {
      const batched = await exportCsv(body);
      return { viaCopy, batched, copies };
    } finally {
      db.copyToCrlf = copyToCrlf;
    }
  };
  /** Header first, then the CRLF-ended records sorted (a quoted field may hold a bare LF, never CRLF). */
  const canonical = (bytes: Buffer) => {
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = text.slice(0, -2).split('\r\n');
    return { header, records: records.sort() };
  };

  it('for the whole table, a filtered list and a selection, tricky values included', async () => {
    await s.t.server.db.query(
      `INSERT INTO users (user_id, user_name, display_name, email, first_name) VALUES
        (gen_random_uuid(), 'tricky-1', 'Semi;colon "quoted"' || E'\\n' || 'next line ', '=HYPERLINK("http://x")', 'O''Brien \\ slash'),
        (gen_random_uuid(), 'tricky-2', ' leading space', '+SUM(A1)', ''),
        (gen_random_uuid(), 'tricky-3', 'tab' || E'\\t' || 'inside', E'\\tstarts with tab', 'ünïcödé 🎉 '),
        (gen_random_uuid(), 'tricky-4', '', '-1', NULL)`,
    );
    const ids = (
      await s.t.server.db.query<{ user_id: string }>(
        "SELECT user_id::text FROM users WHERE user_name IN ('tricky-1', 'tricky-3', 'user0000007') ORDER BY user_name",
      )
    ).map((r) => r.user_id);
    const requests: Array<[string, Record<string, unknown>, number | null]> = [
      [
        'all',
        { Scope: 0 },
        Number((await s.t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n),
      ],
      ['begins with', { Scope: 2, Filters: [{ Column: 'UserName', Value: 'tricky', Operator: 2 }] }, 4],
      [
        'contains a quote and a backslash',
        { Scope: 2, Filters: [{ Column: 'Email', Columns: ['Email', 'DisplayName'], Value: '"quoted"', Operator: 4 }] },
        1,
      ],
      [
        'typed filters',
        {
          Scope: 2,
          Filters: [
            { Column: 'UserType', Value: [0, 1], Operator: 9 },
            { Column: 'IsEnabled', Value: true },
            { Column: 'UserName', Value: "o'brien", Operator: 1 },
            { Column: 'CreatedDate', Value: ['2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z'], Operator: 10 },
          ],
        },
        null,
      ],
      ['selected ids', { Scope: 2, SelectedItemIds: ids }, 3],
    ];
    for (const [label, body, rows] of requests) {
      const { viaCopy, batched, copies } = await bothPaths(body);
      expect(copies, label).toBe(1);
      if (rows === null) expect(viaCopy.job.RowCount, label).toBeGreaterThan(100);
      else expect(viaCopy.job.RowCount, label).toBe(rows);
      expect(batched.job.RowCount, label).toBe(viaCopy.job.RowCount);
      expect(viaCopy.bytes.length, label).toBe(batched.bytes.length);
      expect([...viaCopy.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(canonical(viaCopy.bytes), label).toEqual(canonical(batched.bytes));
    }
  });

  it('for a one-column export, where a lone \\. is quoted', async () => {
    await s.t.server.db.query(
      "INSERT INTO users (user_id, user_name, display_name) VALUES (gen_random_uuid(), 'lone-dot', '\\.'), (gen_random_uuid(), 'lone-dot-2', 'x')",
    );
    const mapping = {
      Name: 'Users',
      Route: '/users',
      Properties: [
        { PropertyName: 'DisplayName', PropertyTitle: 'Name', PropertyType: 'String', Properties: [], Sort: 1 },
      ],
    };
    const saved = await s.t.call('POST', '/Export/UserSettings', {
      cookie: s.admin,
      body: { Name: 'Users', Value: JSON.stringify(mapping) },
    });
    expect(saved.status).toBe(200);
    const { viaCopy, batched, copies } = await bothPaths({
      Scope: 2,
      Filters: [{ Column: 'UserName', Value: 'lone-dot', Operator: 2 }],
    });
    expect(copies).toBe(1);
    expect(canonical(viaCopy.bytes)).toEqual({ header: '\uFEFFName', records: ['"\\."', 'x'] });
    expect(canonical(batched.bytes)).toEqual(canonical(viaCopy.bytes));
  });
});
