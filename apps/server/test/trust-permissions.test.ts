import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contract, listCalls, type AnyCall } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import type { Queryable } from '../src/db/types';

/**
 * Standing permission matrix derived from the contract table: every call added later is covered
 * without anyone listing it here.
 */
const SAMPLE_PARAMS: Record<string, string> = { name: 'LoginSuccess', category: 'default', source: 'corporate-ad' };
const pathOf = (c: AnyCall) =>
  c.path.replace(/:([A-Za-z0-9_]+)\??/g, (_m, p: string) => SAMPLE_PARAMS[p] ?? '00000000-0000-4000-8000-00000000abcd');

/** Row counts of every table: a refused call must leave all of them as they were. */
async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables)
    counts[table_name] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`))[0]!.n;
  return counts;
}

describe('permission matrix (every contract call)', () => {
  let t: TestServer;
  const calls = listCalls(contract);
  const permissioned = calls.filter(([, , c]) => c.access.kind === 'permission');
  beforeAll(async () => {
    t = await createTestServer('pglite', inject('pgUrl'));
  });
  afterAll(async () => t?.close());

  it('answers 401 to anonymous requests on every call but the public ones', async () => {
    for (const [domain, name, spec] of calls) {
      const res = await t.call(spec.method, pathOf(spec), { body: spec.method === 'GET' ? undefined : {} });
      if (spec.access.kind === 'public') {
        expect(res.status, `${domain}.${name}`).not.toBe(401);
      } else {
        expect(res.status, `${domain}.${name}`).toBe(401);
        expect(res.body.Success, `${domain}.${name}`).toBe(false);
      }
    }
  });

  it('refuses a user lacking the permission with 403 naming it, and changes nothing', async () => {
    const nobody = await t.signInWith([]);
    const before = await tableCounts(t.server.db);
    for (const [domain, name, spec] of permissioned) {
      const required = (spec.access as { permission: string }).permission;
      const res = await t.call<{ MissingPermissions: string[] }>(spec.method, pathOf(spec), {
        cookie: nobody,
        body: spec.method === 'GET' ? undefined : { CurrentPage: 1, ItemPerPage: 5 },
      });
      expect(res.status, `${domain}.${name}`).toBe(403);
      expect(res.body.Data!.MissingPermissions, `${domain}.${name}`).toEqual([required]);
    }
    expect(await tableCounts(t.server.db)).toEqual(before);
    expect(permissioned.length).toBeGreaterThan(100);
  });

  it('does not refuse a user holding exactly the permission', async () => {
    const byPermission = new Map<string, string>();
    for (const [domain, name, spec] of permissioned) {
      const required = (spec.access as { permission: string }).permission;
      if (!byPermission.has(required)) byPermission.set(required, await t.signInWith([required]));
      const res = await t.call(spec.method, pathOf(spec), {
        cookie: byPermission.get(required)!,
        body: spec.method === 'GET' ? undefined : { CurrentPage: 1, ItemPerPage: 5 },
      });
      expect([401, 403], `${domain}.${name} answered ${res.status}`).not.toContain(res.status);
    }
  });
});
