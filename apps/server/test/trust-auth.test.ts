import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contract, listCalls, type AuditEntry, type PagedData, type RuleGroup } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import { sessionCookie } from '../src/domains/account/account';
import { isNotBuilt } from '../src/engine/calls/not-built';
import { handlers } from '../src/domains/index';
import { auditSamples } from './audit-samples';

const tree: RuleGroup = {
  id: 'r',
  group: true,
  type: 'AND',
  rules: [{ id: 'a', group: false, propertygroup: 'User', property: 'Email', operator: 'contains', value: 'example' }],
};

describe('authentication, headers, injection and audit completeness', () => {
  let t: TestServer;
  let admin: string;
  let consoleDir: string;
  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(tmpdir(), 'portcullis-console-'));
    writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Portcullis</title><div id="root"></div>');
    t = await createTestServer('pglite', inject('pgUrl'), { consoleDir });
    admin = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('hashes passwords with argon2id at or above OWASP (19 MiB, t=2, p=1)', async () => {
    const [row] = await t.server.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE user_name = 'admin'",
    );
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.password_hash);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(m![2])).toBeGreaterThanOrEqual(2);
    expect(Number(m![3])).toBeGreaterThanOrEqual(1);
  });

  it('marks the session cookie Secure when served over TLS', () => {
    expect(sessionCookie({ protocol: 'https' }, 'token', 60)).toMatch(
      /; HttpOnly; SameSite=Strict; Max-Age=60; Secure$/,
    );
    expect(sessionCookie({ protocol: 'http' }, 'token', 60)).not.toContain('Secure');
  });

  it('refuses a sign-in posted from a foreign origin', async () => {
    const res = await fetch(t.server.url + '/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ UserName: 'admin', Password: 'x' }),
    });
    expect(res.status).toBe(403);
  });

  it('sends the security headers on API replies and on the console page', async () => {
    for (const res of [
      await fetch(t.server.url + '/home/getstaticdata'),
      await fetch(t.server.url + '/dashboard/overview', { headers: { accept: 'text/html' } }),
    ]) {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('never returns rows outside a filter, whatever the filter text (seeded)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("' OR '1'='1", '%', '_', '\\', 'Seeded', 'event #1')),
        async (text) => {
          const res = await t.call<PagedData<AuditEntry>>('POST', '/Audit/list', {
            cookie: admin,
            body: { CurrentPage: 1, ItemPerPage: 100, Filters: [{ Column: 'Description', Value: text, Operator: 4 }] },
          });
          if (text.includes('\u0000')) return void expect(res.status).toBe(400);
          expect(res.status).toBe(200);
          if (text === '') return; // spec §5: an empty filter is dropped
          for (const e of res.body.Data!.Data) expect(e.Description!.toLowerCase()).toContain(text.toLowerCase());
        },
      ),
      { seed: 4242, numRuns: 120 },
    );
  }, 180_000); // 120 requests: bounded by runs, the limit only catches a hang on a loaded machine

  it('leaves exactly one audit entry per successful built write, and none for a refused one', async () => {
    const count = async () =>
      (await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_entries'))[0]!.n;
    const newest = async () =>
      (
        await t.server.db.query<{
          action: string;
          actor_user_id: string | null;
          target_type: string | null;
          created_date: Date;
        }>(
          'SELECT action, actor_user_id, target_type, created_date FROM audit_entries ORDER BY created_date DESC LIMIT 1',
        )
      )[0]!;
    const samples = auditSamples(t, admin, tree);
    const builtWrites = listCalls(contract)
      .filter(
        ([domain, name, spec]) =>
          spec.isWrite && !isNotBuilt((handlers as unknown as Record<string, Record<string, unknown>>)[domain]![name]),
      )
      .map(([d, n]) => `${d}.${n}`);
    expect(builtWrites.sort()).toEqual(Object.keys(samples).sort()); // a new built write must get a sample here
    for (const [action, run] of Object.entries(samples)) {
      const before = await count();
      const extra = action === 'account.logout' ? 1 : 0; // signing in for the logout writes its own entry
      const res = await run();
      expect(res.status, `${action}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
      expect(await count(), action).toBe(before + 1 + extra);
      const entry = await newest();
      expect(entry.action, action).toBe(action);
      expect(entry.actor_user_id, action).not.toBeNull();
      expect(entry.target_type, action).toBeTruthy();
      expect(Math.abs(new Date(entry.created_date).getTime() - Date.now())).toBeLessThan(60_000);
    }
    const before = await count();
    const refused = await t.call('POST', '/rules/index', {
      cookie: admin,
      body: {
        Name: 'bad',
        Title: 'Bad',
        IsEnabled: true,
        Tree: { ...tree, rules: [{ ...tree.rules[0]!, value: '' }] },
      },
    });
    expect(refused.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
