import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** A connection string to database `name` in the same cluster. */
  urlFor(name: string): string;
  stop(): void;
}

/** The newest installed PostgreSQL's bin directory; throws (tests must fail, not skip) when there is none. */
export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0])
    throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install -y postgresql');
  return path.join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL cluster on a loopback port in a temporary directory. initdb refuses
 * root, so when running as root the directory is handed to the `postgres` user and the binaries run
 * through runuser.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'portcullis-pg-'));
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (cmd: string, args: string[]) =>
    (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const [c, a] = asPostgres(cmd, args);
    const result = spawnSync(c, a, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'db'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'db'),
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c full_page_writes=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  const urlFor = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  let stopped = false;
  return {
    url: urlFor('postgres'),
    port,
    urlFor,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'db'), '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
