import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Issue 24: the server runs in production as built JavaScript. This builds it (tsup.config.ts) and
 * starts `node dist/main.js` with no TypeScript loader on a fresh embedded data directory: the
 * migrations and the PGlite worker are found beside the bundle, and /healthz answers.
 */
describe('the built server (node dist/main.js)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portcullis-built-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('builds, starts on a fresh data directory, answers /healthz and stops cleanly on SIGTERM', async () => {
    await promisify(execFile)(process.execPath, [path.join(serverDir, 'node_modules/tsup/dist/cli-default.js')], {
      cwd: serverDir,
    });
    for (const file of ['dist/main.js', 'dist/pglite-worker.mjs', 'dist/migrations/001_initial.sql'])
      expect(existsSync(path.join(serverDir, file)), file).toBe(true);

    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: serverDir,
      // NODE_OPTIONS cleared: vitest's own loader options must not reach the production process.
      env: {
        PATH: process.env.PATH,
        NODE_OPTIONS: '',
        PORT: '0',
        HOST: '127.0.0.1',
        PORTCULLIS_DATA_DIR: dataDir,
        PORTCULLIS_SEED_USERS: '10',
        PORTCULLIS_ADMIN_PASSWORD: 'Built#Server-Password1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const running = /running at (\S+)/.exec(output);
        if (running) resolve(running[1]!);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`node dist/main.js exited (${code}): ${output}`)));
    });
    try {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { Data: { Status: string } }).Data.Status).toBe('ok');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('Database: embedded PGlite');
  }, 120_000);
});
