import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/engine/open-database';
import { DataDirLockedError } from '../src/db/lock';

describe('embedded data directory lock', () => {
  it('refuses a second opener of the same directory and frees it on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portcullis-lock-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
      await first.query("INSERT INTO configuration (key, value) VALUES ('k', 'v')");
      await first.close();
      const again = await openDatabase({ dataDir: dir });
      const rows = await again.query<{ value: string }>("SELECT value FROM configuration WHERE key = 'k'");
      expect(rows[0]!.value).toBe('v');
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portcullis-lock-'));
    try {
      writeFileSync(path.join(dir, 'portcullis.lock'), '999999');
      const db = await openDatabase({ dataDir: dir });
      expect((await db.query<{ one: number }>('SELECT 1 AS one'))[0]!.one).toBe(1);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
