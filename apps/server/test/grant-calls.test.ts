import { beforeAll, describe, expect, it } from 'vitest';
import { contract, listCalls } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import type { Queryable } from '../src/db/types';
import { useTestServer } from './use-test-server';
import { one, type Attack, type Fixtures } from './grant-attack';
import { directoryAttacks, fixtures } from './grant-attacks-directory';
import { securityAttacks } from './grant-attacks-security';
import { accessPackageAttacks } from './grant-attacks-packages';
import { governanceAttacks } from './grant-attacks-governance';

/** Every contract call that declares it confers or manages access. */
const GRANTING = listCalls(contract)
  .filter(([, , c]) => c.grants)
  .map(([d, n]) => `${d}.${n}`)
  .sort();

/** Tables whose rows decide who holds what (migration 010 guards each with triggers). */
const ACCESS_TABLES = [
  'group_defs',
  'group_members',
  'group_permissions',
  'group_roles',
  'object_owners',
  'permission_defs',
  'role_defs',
  'role_permissions',
  'user_applications',
  'user_permissions',
  'user_roles',
  'users',
];

/**
 * A digest of every table but the audit, the request log and the process registry (issue 28: they
 * record every call and every heartbeat): a refused write must leave it as it was.
 */
async function fingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('audit_entries', 'server_logs', 'server_processes') ORDER BY table_name",
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables)
    out[table_name] = (
      await db.query<{ h: string | null }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${table_name}" t`,
      )
    )[0]!.h!;
  return out;
}

/** One escalation attempt per granting call (see grant-attack.ts), by area. */
const ATTACKS: Record<string, Attack> = {
  ...directoryAttacks,
  ...securityAttacks,
  ...accessPackageAttacks,
  ...governanceAttacks,
};

describe('every call declared as granting', () => {
  it('has an escalation attempt here, and the granting calls are exactly the access writes', () => {
    expect(Object.keys(ATTACKS).sort()).toEqual(GRANTING);
    console.log(`granting calls: ${GRANTING.length} (${GRANTING.join(', ')})`);
    const requestDependent = listCalls(contract).filter(([, , c]) => c.access.kind === 'request');
    console.log(
      `request-dependent calls: ${requestDependent.length} (${requestDependent.map(([d, n]) => `${d}.${n}`).join(', ')})`,
    );
  });
});

describe.each(['pglite', 'postgres'] as Engine[])('escalation attempts through every granting call on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 30 });

  // One test per call, on fixtures made once: a loaded machine slows each attempt, not the whole list.
  let fx: Fixtures;
  beforeAll(async () => {
    fx = await fixtures(s.t, s.admin);
  });

  it.each(GRANTING)('refuses %s with a 403 that says why, changes nothing and audits the attempt', async (call) => {
    const attack = ATTACKS[call]!;
    const me = await s.t.actor(attack.permissions);
    const prepared = await attack.prepare?.(s.t, fx, me);
    const before = await fingerprint(s.t.server.db);
    const res = await attack.run(s.t, fx, me, prepared);
    expect([call, res.status], JSON.stringify(res.body)).toEqual([call, 403]);
    expect(res.body.Message, call).toMatch(/super admin|protected account|do not hold it/);
    const after = await fingerprint(s.t.server.db);
    expect(
      Object.keys(before).filter((k) => before[k] !== after[k]),
      call,
    ).toEqual([]);
    const [refusal] = await s.t.server.db.query<{ description: string; actor: string }>(
      "SELECT e.description, e.actor_user_id::text AS actor FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id WHERE e.action = $1 AND t.name = 'AccessRefused' ORDER BY e.created_date DESC LIMIT 1",
      [call],
    );
    expect(refusal, call).toEqual({ description: res.body.Message, actor: me.userId });
  });

  it('refuses, in the database, a change to any access table outside a declared grant', async () => {
    const triggers = await s.t.server.db.query<{ table_name: string }>(
      "SELECT DISTINCT c.relname AS table_name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname LIKE '%scope' OR g.tgname LIKE '%snapshot' OR g.tgname LIKE '%super_admin_insert' ORDER BY 1",
    );
    expect(triggers.map((r) => r.table_name)).toEqual(ACCESS_TABLES);
    const userId = await one(
      s.t,
      "SELECT user_id::text FROM users WHERE user_name <> 'admin' ORDER BY user_name LIMIT 1",
    );
    for (const sql of [
      'INSERT INTO user_roles (user_id, role_def_id) VALUES ($1, $2)',
      'DELETE FROM user_roles WHERE user_id = $1 AND role_def_id = $2',
      'UPDATE users SET is_super_admin = true WHERE user_id = $1 AND $2::uuid IS NOT NULL',
    ])
      await expect(
        s.t.server.db.transaction((tx) => tx.query(sql, [userId, SEED_IDS.superAdminRole])),
      ).rejects.toMatchObject({ code: 'PC001' });
  });
});
