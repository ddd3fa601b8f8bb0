import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToProcess, startProcess, useTwoProcesses, type ServerProcess } from './fixtures/server-processes';

const rule = { id: 'r', group: true, type: 'AND', rules: [] };
const READS: Array<[string, string, unknown]> = [
  ['GET', '/dashboard/Statistics', undefined],
  ['POST', '/Audit/list', { CurrentPage: 1, ItemPerPage: 25 }],
  ['POST', '/user/userlist', { CurrentPage: 2, ItemPerPage: 25, Sorts: [{ Column: 'UserName', Asc: true }] }],
  ['GET', '/home/getstaticdata', undefined],
];

/** Saves a rule named `name` through `url`; true when the server acknowledged it (Success), false when refused or gone. */
async function writeRule(url: string, headers: Record<string, string>, name: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/rules/index`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Name: name, Title: name, IsEnabled: true, Tree: rule }),
    });
    return ((await res.json()) as { Success: boolean }).Success;
  } catch {
    return false; // the process is gone (the crash test)
  }
}

/**
 * Issue 24: the trust entries' load and crash (bench/trust) against two server processes on one
 * throw-away PostgreSQL, with bounded request counts (no clock): nothing either process acknowledged is lost.
 */
describe('load and crash across two server processes on one PostgreSQL', () => {
  const shared = useTwoProcesses();
  const { processes } = shared;
  let db: pg.Client;
  const ruleNames = async (prefix: string) =>
    new Set(
      (await db.query<{ name: string }>('SELECT name FROM rules WHERE name LIKE $1', [`${prefix}%`])).rows.map(
        (r) => r.name,
      ),
    );

  beforeAll(async () => {
    db = new pg.Client({ connectionString: shared.databaseUrl });
    await db.connect();
  });

  // Runs before the processes stop (after-hooks run in reverse order).
  afterAll(async () => {
    await db?.end();
  });

  it('load: 16 clients, 40 requests each, spread over both (80% reads, 20% writes): no errors, every write present', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const sessions = [await signInToProcess(a.url), await signInToProcess(b.url)];
    const acknowledged: string[] = [];
    const failures: string[] = [];
    const client = async (n: number) => {
      for (let i = 0; i < 40; i++) {
        const side = (i + n) % 2;
        const url = side ? b.url : a.url;
        if ((i + n) % 5 === 0) {
          const name = `load-${randomUUID()}`;
          if (await writeRule(url, sessions[side]!, name)) acknowledged.push(name);
          else failures.push(`write ${name}`);
          continue;
        }
        const [method, path, body] = READS[(i + n) % READS.length]!;
        const res = await fetch(url + path, {
          method,
          headers: sessions[side]!,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!((await res.json()) as { Success: boolean }).Success) failures.push(`${method} ${path}`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, n) => client(n)));
    expect(failures).toEqual([]);
    expect(acknowledged).toHaveLength((16 * 40) / 5);
    const present = await ruleNames('load-');
    expect(acknowledged.filter((name) => !present.has(name))).toEqual([]);
  });

  it('crash: B killed with SIGKILL under writes to both: every acknowledged write is present, read back through a restarted B', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const sessions = [await signInToProcess(a.url), await signInToProcess(b.url)];
    const acknowledged: string[] = [];
    let killed: Promise<number | null> | null = null;
    const writer = async (n: number) => {
      for (let i = 0; i < 30; i++) {
        const side = (i + n) % 2;
        const name = `crash-${randomUUID()}`;
        if (await writeRule(side ? b.url : a.url, sessions[side]!, name)) acknowledged.push(name);
        // Mid-load, by count: B dies with writes to it in flight.
        if (acknowledged.length >= 60 && !killed) {
          b.child.kill('SIGKILL');
          killed = b.exited;
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => writer(n)));
    expect(killed).not.toBeNull();
    await killed;
    expect(b.child.signalCode).toBe('SIGKILL');
    // A went on acknowledging after B died: at least its half of the remaining writes.
    expect(acknowledged.length).toBeGreaterThan(60 + 40);
    const present = await ruleNames('crash-');
    expect(acknowledged.filter((name) => !present.has(name))).toEqual([]);

    const restarted = await startProcess({ DATABASE_URL: shared.databaseUrl });
    processes.push(restarted);
    const listed = new Set<string>();
    const headers = await signInToProcess(restarted.url);
    for (let page = 1; ; page++) {
      const res = await fetch(`${restarted.url}/rules/list`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          CurrentPage: page,
          ItemPerPage: 100,
          Filters: [{ Column: 'Name', Value: 'crash-', Operator: 2 }],
        }),
      });
      const rows = ((await res.json()) as { Data: { Data: Array<{ Name: string }> } }).Data.Data;
      for (const r of rows) listed.add(r.Name);
      if (rows.length < 100) break;
    }
    expect(acknowledged.filter((name) => !listed.has(name))).toEqual([]);
    expect(listed.size).toBe(present.size);
  });
});
