import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ExportState, Permissions } from '@portcullis/api-client/contract';
import { createServer } from '../src/server';
import { exportsDir, exportTuning } from '../src/domains/export/index';
import { createUserWithPermissions } from '../src/seed/demo';

const PASSWORD = 'Test#Admin-Password1';

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

describe('an export on the embedded default (PGlite)', () => {
  it('survives a close of the server mid-run: completed once after the restart, with every row and no partial file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portcullis-export-restart-'));
    // Small batches: the export takes many steps, so the close lands in the middle of it.
    exportTuning.batchSize = 5;
    const start = () =>
      createServer({
        dataDir,
        port: 0,
        seedUsers: 2000,
        adminPassword: PASSWORD,
        jobTuning: { pollingIntervalSeconds: 0.5 },
      });
    try {
      let server = await start();
      const userId = await createUserWithPermissions(server.db, 'exporter', PASSWORD, [Permissions.UserList]);
      const login = await fetch(`${server.url}/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ UserName: 'exporter', Password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const started = await fetch(`${server.url}/excel/export/users`, {
        method: 'POST',
        headers: {
          cookie: login.headers.get('set-cookie')!.split(';')[0]!,
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
        body: JSON.stringify({ ExcelTableName: 'Users', SelectedColumns: ['UserName', 'Email'], Scope: 0 }),
      });
      expect(started.status).toBe(200);
      const exportId = ((await started.json()) as { Data: { ExportId: string } }).Data.ExportId;
      const db1 = server.db;
      await waitFor(async () => {
        const [row] = await db1.query<{ percent: number }>('SELECT percent FROM export_jobs WHERE export_id = $1', [
          exportId,
        ]);
        return row && row.percent >= 1 ? true : undefined;
      }, 'the export to be under way');
      await server.close();

      server = await start();
      try {
        const db2 = server.db;
        const [{ n: users } = { n: 0 }] = await db2.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        const before = await db2.query<{ state: number }>('SELECT state FROM export_jobs WHERE export_id = $1', [
          exportId,
        ]);
        expect(before).toEqual([{ state: ExportState.Processing }]);
        const finished = await waitFor(async () => {
          const [row] = await db2.query<{ state: number; row_count: number }>(
            'SELECT state, row_count FROM export_jobs WHERE export_id = $1',
            [exportId],
          );
          return row && row.state >= ExportState.Completed ? row : undefined;
        }, 'the export to finish after the restart');
        expect(finished).toEqual({ state: ExportState.Completed, row_count: users });
        expect(
          await db2.query('SELECT title FROM notifications WHERE user_id = $1 ORDER BY send_date', [userId]),
        ).toEqual([{ title: 'Export ready' }]);
        const dir = exportsDir(server.config);
        expect(existsSync(path.join(dir, `${exportId}.xlsx`))).toBe(true);
        expect(readdirSync(dir).filter((n) => n.endsWith('.part'))).toEqual([]);
      } finally {
        await server.close();
      }
    } finally {
      exportTuning.batchSize = 5_000;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
