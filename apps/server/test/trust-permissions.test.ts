import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contract, listCalls, Permissions as P, type AnyCall } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import type { Queryable } from '../src/db/types';
import { seedTransaction } from '../src/engine/access/scope';
import { seal } from '../src/engine/secrets/secrets';

/**
 * Standing permission matrix derived from the contract table: every call added later is covered
 * without anyone listing it here.
 */
const SAMPLE_PARAMS: Record<string, string> = { name: 'LoginSuccess', category: 'default', source: 'corporate-ad' };
const pathOf = (c: AnyCall) =>
  c.path.replace(/:([A-Za-z0-9_]+)\??/g, (_m, p: string) => SAMPLE_PARAMS[p] ?? '00000000-0000-4000-8000-00000000abcd');

/**
 * Row counts of every table: a refused call must leave all of them as they were. The request log
 * (server_logs, issue 28) records every call, refused ones too, and the process registry beats on its
 * own: neither is state a call changes.
 */
async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('server_logs', 'server_processes') ORDER BY table_name",
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables)
    counts[table_name] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}"`))[0]!.n;
  return counts;
}

/** A request of a request-dependent call, and the permissions that request needs. */
interface RequestSample {
  path: string;
  body?: unknown;
  needs: string[];
}
const md5Uuid = (text: string) => {
  const h = createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const anyId = '00000000-0000-4000-8000-00000000abcd';
/**
 * One request per request-dependent call (a new such call needs one here): without the permissions
 * it names the call answers 403 naming one of them, with exactly them it is not refused.
 */
const REQUEST_SAMPLES = (sharedId: string): Record<string, RequestSample> => ({
  'objectTypes.searchObjectsByObjectType': {
    path: '/objecttype/SearchObjectsByObjectType',
    body: { ObjectTypeName: 'Role', SearchText: 'a' },
    needs: [P.RoleDefList],
  },
  'objectTypes.objectsByObjectType': {
    path: '/objecttype/ObjectsByObjectType',
    body: { ObjectTypeName: 'group', ObjectIds: [anyId] },
    needs: [P.GroupDefList],
  },
  'accessRequests.list': {
    path: '/userauthrequests/list',
    body: { CurrentPage: 1, ItemPerPage: 5, View: 'All' },
    needs: [P.UserAuthRequestList],
  },
  'objectOwners.search': { path: '/ObjectOwner/Search?type=User&search=a', needs: [P.ObjectOwnerList, P.UserList] },
  'objectOwners.save': {
    path: '/ObjectOwner/Save',
    body: { ObjectTypeName: 'Rule', ObjectId: anyId, OwnerUserId: anyId, OwnerType: 20 },
    needs: [P.ObjectOwnerEdit, P.RuleList],
  },
  'export.csv': { path: '/Export/CSV', body: { ObjectTypeName: 'rules', Scope: 0 }, needs: [P.RuleList] },
  'export.excelExportOrphan': {
    path: '/excel/export/orphan',
    body: { ExcelTableName: 'OrphanGroupsReport', SelectedColumns: ['Title'] },
    needs: [P.ReportOrphanGroups],
  },
  'reports.rows': { path: '/Report/audit/Rows', body: { CurrentPage: 1, ItemPerPage: 5 }, needs: [P.ReportAudit] },
  'reports.chart': { path: '/Report/user/Chart', body: {}, needs: [P.ReportUser] },
  'reports.removeOrphanGroups': {
    path: '/Report/orphan-groups/Remove',
    body: { GroupDefIds: [anyId] },
    needs: [P.ReportOrphanGroups, P.GroupDefEdit],
  },
  'reports.removeOrphanAccounts': {
    path: '/Report/orphan-accounts/Remove',
    body: { RowIds: [`source:${anyId}:gone`] },
    needs: [P.ReportOrphanAccounts, P.UserSourceEdit],
  },
  'reports.removeOrphanRoles': {
    path: '/Report/orphan-roles/Remove',
    body: { RoleDefIds: [anyId] },
    needs: [P.ReportOrphanRoles, P.RoleDefEdit],
  },
  'reports.removeOrphanPermissions': {
    path: '/Report/orphan-permissions/Remove',
    body: { PermissionDefIds: [anyId] },
    needs: [P.ReportOrphanPermissions, P.PermissionDefEdit],
  },
  'export.excelExport': {
    path: '/excel/export',
    body: { ExcelTableName: 'AuditEntries', SelectedColumns: ['Description'] },
    needs: [P.AuditList],
  },
  'users.bulk': {
    path: '/user/bulk',
    body: { Action: 'delete', UserIds: [anyId] },
    needs: [P.UserEdit, P.UserDelete],
  },
  'users.revealSharedPassword': { path: `/user/${sharedId}/shared-password`, needs: [] },
  'users.sharedRevealAccess': { path: `/user/${sharedId}/shared-password/access`, needs: [] },
  'users.sharedRevealRequests': { path: `/user/${sharedId}/shared-password/requests`, needs: [] },
  'users.requestSharedReveal': { path: `/user/${sharedId}/shared-password/request`, body: {}, needs: [] },
  'profiles.providerList': {
    path: '/provider/list',
    body: { Kind: 'profile', CurrentPage: 1, ItemPerPage: 5 },
    needs: [P.ProfileSourceList],
  },
  'profiles.providerGet': { path: `/provider/get/${md5Uuid('provider-ldap')}`, needs: [P.UserSourceList] },
  'profiles.providerSave': {
    path: '/provider/save',
    body: { Kind: 'user', Name: 'matrix-provider', Title: 'Matrix provider', ProviderType: 'ldap' },
    needs: [P.UserSourceEdit],
  },
  'profiles.providerRemove': { path: `/provider/remove/${md5Uuid('provider-hr')}`, needs: [P.ProfileSourceEdit] },
});

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

  it('covers every request-dependent call: 403 naming a declared permission without it, not refused with it', async () => {
    const requestCalls = calls.filter(([, , c]) => c.access.kind === 'request');
    // A shared account delegated to the user that holds the sample's permissions (none).
    const delegate = await t.actor([]);
    const [shared] = await seedTransaction(t.server.db, async (tx) => {
      const rows = await tx.query<{ id: string }>(
        "INSERT INTO users (user_id, user_name, user_type, shared_password_sealed) VALUES (gen_random_uuid(), 'matrix.shared', 1, $1) RETURNING user_id::text AS id",
        [seal(t.server.secretKey, 'Shared#Matrix1')],
      );
      await tx.query(
        "INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type) VALUES (gen_random_uuid(), 'User', $1, $2, 0)",
        [rows[0]!.id, delegate.userId],
      );
      return rows;
    });
    const samples = REQUEST_SAMPLES(shared!.id);
    expect(Object.keys(samples).sort()).toEqual(requestCalls.map(([d, n]) => `${d}.${n}`).sort());
    const nobody = await t.signInWith([]);
    for (const [domain, name, spec] of requestCalls) {
      const sample = samples[`${domain}.${name}`]!;
      const declared = (spec.access as { permissions: readonly string[] }).permissions;
      expect(declared, `${domain}.${name}`).toEqual(expect.arrayContaining(sample.needs));
      const refused = await t.call<{ MissingPermissions: string[] }>(spec.method, sample.path, {
        cookie: nobody,
        body: sample.body,
      });
      expect(refused.status, `${domain}.${name}`).toBe(403);
      const missing = refused.body.Data!.MissingPermissions;
      expect(
        missing.every((m) => sample.needs.includes(m)) && missing.length === Math.min(1, sample.needs.length),
        `${domain}.${name} named ${missing}`,
      ).toBe(true);
      const holder = sample.needs.length ? await t.signInWith(sample.needs) : delegate.cookie;
      const allowed = await t.call(spec.method, sample.path, { cookie: holder, body: sample.body });
      expect([401, 403], `${domain}.${name} answered ${allowed.status} ${allowed.body?.Message}`).not.toContain(
        allowed.status,
      );
    }
  });

  // One test per permission (each signs a holder in and calls what it opens), so a slow machine
  // stretches no single test over the whole contract.
  const callsByPermission = new Map<string, (typeof permissioned)[number][]>();
  for (const entry of permissioned) {
    const required = (entry[2].access as { permission: string }).permission;
    callsByPermission.set(required, [...(callsByPermission.get(required) ?? []), entry]);
  }
  it.each([...callsByPermission.keys()])('does not refuse a user holding exactly %s', async (required) => {
    const cookie = await t.signInWith([required]);
    for (const [domain, name, spec] of callsByPermission.get(required)!) {
      const res = await t.call(spec.method, pathOf(spec), {
        cookie,
        body: spec.method === 'GET' ? undefined : { CurrentPage: 1, ItemPerPage: 5 },
      });
      expect([401, 403], `${domain}.${name} answered ${res.status}`).not.toContain(res.status);
    }
  });
});
