import { describe, expect, it } from 'vitest';
import { Permissions as P, type AccessPackageAssignment, type PagedData } from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { ownersOf, removeExpiredAssignments } from '../src/domains/access-packages/index';
import { useTestServer } from './use-test-server';
import { accessPackageBody } from './access-package-kit';

type Row = Record<string, unknown>;
const EDIT = 'System.Management.AccessPackageDef.Edit';
const PACKAGE_ADMIN = [P.AccessPackageDefList, EDIT, P.CatalogList];

const one = async (t: TestServer, sql: string, params: unknown[] = []) =>
  String(Object.values((await t.server.db.query<Row>(sql, params))[0]!)[0]);
const permissionId = (t: TestServer, name: string) =>
  one(t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [name]);
const grantsOf = async (t: TestServer, userId: string) =>
  (
    await t.server.db.query<{ name: string }>('SELECT name FROM user_grants_of(ARRAY[$1::uuid]) ORDER BY name', [
      userId,
    ])
  ).map((r) => r.name);
const rolesOf = async (t: TestServer, userId: string) =>
  (
    await t.server.db.query<{ id: string }>('SELECT role_def_id::text AS id FROM user_roles WHERE user_id = $1', [
      userId,
    ])
  ).map((r) => r.id);
const directPermissionsOf = async (t: TestServer, userId: string) =>
  (
    await t.server.db.query<{ id: string }>(
      'SELECT permission_def_id::text AS id FROM user_permissions WHERE user_id = $1',
      [userId],
    )
  ).map((r) => r.id);

/**
 * Access packages (§2.4) on both databases: assigning grants the contents through the user links,
 * removing takes back only what no other source gives, expiry removes on schedule, and the
 * no-escalation rule holds for whoever assigns or fills a package.
 */
describe.each(['pglite', 'postgres'] as Engine[])('access packages on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 5 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  let n = 0;

  async function catalog(): Promise<string> {
    const res = await post('/catalog/save', {
      Title: `Catalog ${++n}`,
      Name: `catalog-${n}`,
      IsEnabled: true,
      OwnerIds: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return String(res.body.Data!.CatalogId);
  }
  async function accessPackage(catalogId: string, extra: Row = {}): Promise<string> {
    const res = await post(
      '/access-package/save',
      accessPackageBody({
        Title: `Package ${++n}`,
        Name: `package-${n}`,
        CatalogId: catalogId,
        ...extra,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return String(res.body.Data!.AccessPackageId);
  }
  async function role(permissions: string[]): Promise<string> {
    const res = await post('/role/def/save', { Title: `Role ${++n}`, Name: `role-${n}`, State: 1 });
    const id = String(res.body.Data!.RoleDefId);
    const ids = await Promise.all(permissions.map((p) => permissionId(s.t, p)));
    if (ids.length) expect((await post(`/role/def/${id}/permissions/assign`, { ObjectIds: ids })).status).toBe(200);
    return id;
  }
  const fill = async (packageId: string, kind: string, ids: string[], cookie = s.admin) =>
    post(`/access-package/${packageId}/${kind}/assign`, { ObjectIds: ids }, cookie);
  const assign = (packageId: string, userIds: string[], cookie = s.admin, extra: Row = {}) =>
    post<{ AssignedCount: number }>(`/access-package/${packageId}/assign`, { UserIds: userIds, ...extra }, cookie);
  const assignmentOf = (packageId: string, userId: string) =>
    one(
      s.t,
      'SELECT assignment_id::text FROM access_package_assignments WHERE access_package_id = $1 AND user_id = $2',
      [packageId, userId],
    );

  it('grants what a package holds and takes back only what no direct grant or other package also gives', async () => {
    const cat = await catalog();
    const auditRole = await role([P.AuditList]);
    const contentPermission = await permissionId(s.t, P.ContentList);
    const sessionPermission = await permissionId(s.t, P.SessionList);
    const first = await accessPackage(cat);
    const second = await accessPackage(cat);
    expect((await fill(first, 'roles', [auditRole])).status).toBe(200);
    expect((await fill(first, 'permissions', [contentPermission, sessionPermission])).status).toBe(200);
    expect((await fill(second, 'permissions', [sessionPermission])).status).toBe(200);

    const user = await s.t.actor([]);
    const ownRoles = await rolesOf(s.t, user.userId);
    // The role is also granted directly, before any package.
    expect((await post(`/user/${user.userId}/objects/assign`, { Kind: 'roles', ObjectIds: [auditRole] })).status).toBe(
      200,
    );
    expect((await assign(first, [user.userId])).body.Data).toEqual({ AssignedCount: 1 });
    expect((await assign(second, [user.userId])).status).toBe(200);
    expect(await grantsOf(s.t, user.userId)).toEqual(
      expect.arrayContaining([P.AuditList, P.ContentList, P.SessionList]),
    );

    const listed = await post<PagedData<AccessPackageAssignment>>(`/user/${user.userId}/access-packages`, {
      CurrentPage: 1,
      ItemPerPage: 10,
    });
    expect(listed.body.Data!.Data.map((a) => a.AccessPackageId).sort()).toEqual([first, second].sort());

    const removed = await post(`/access-package/assignment/remove/${await assignmentOf(first, user.userId)}`, {});
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    // Direct role and the second package's permission stay; the permission only the first gave goes.
    expect(await rolesOf(s.t, user.userId)).toEqual(expect.arrayContaining([auditRole]));
    expect((await directPermissionsOf(s.t, user.userId)).sort()).toEqual([sessionPermission]);
    const grants = await grantsOf(s.t, user.userId);
    expect(grants).toContain(P.SessionList);
    expect(grants).not.toContain(P.ContentList);

    await post(`/access-package/assignment/remove/${await assignmentOf(second, user.userId)}`, {});
    expect(await directPermissionsOf(s.t, user.userId)).toEqual([]);
    expect((await rolesOf(s.t, user.userId)).sort()).toEqual([...ownRoles, auditRole].sort());
    const audit = await s.t.server.db.query<Row>(
      "SELECT description FROM audit_entries WHERE action = 'accessAssignments.remove' AND target_id = $1",
      [user.userId],
    );
    expect(audit).toHaveLength(2);
  });

  it('keeps access granted directly after a package gave it first', async () => {
    const pkg = await accessPackage(await catalog());
    const permission = await permissionId(s.t, P.ContentList);
    await fill(pkg, 'permissions', [permission]);
    const user = await s.t.actor([]);
    await assign(pkg, [user.userId]);
    await post(`/user/${user.userId}/objects/assign`, { Kind: 'permissions', ObjectIds: [permission] });
    await post(`/access-package/assignment/remove/${await assignmentOf(pkg, user.userId)}`, {});
    expect(await directPermissionsOf(s.t, user.userId)).toEqual([permission]);
  });

  it('removes expired assignments and what they granted, audited, leaving unexpired ones', async () => {
    const pkg = await accessPackage(await catalog(), { AssignmentDays: 30 });
    const permission = await permissionId(s.t, P.ContentList);
    await fill(pkg, 'permissions', [permission]);
    const [expiring, staying] = [await s.t.actor([]), await s.t.actor([])];
    await assign(pkg, [expiring.userId, staying.userId]);
    const days = await one(
      s.t,
      'SELECT round(extract(epoch FROM expiration_date - assigned_date) / 86400)::int FROM access_package_assignments WHERE user_id = $1',
      [staying.userId],
    );
    expect(days).toBe('30');
    await s.t.server.db.query(
      "UPDATE access_package_assignments SET expiration_date = now() - interval '1 minute' WHERE user_id = $1",
      [expiring.userId],
    );
    expect(await removeExpiredAssignments(s.t.server)).toBe(1);
    expect(await directPermissionsOf(s.t, expiring.userId)).toEqual([]);
    expect(await directPermissionsOf(s.t, staying.userId)).toEqual([permission]);
    const audit = await s.t.server.db.query<Row>(
      "SELECT description FROM audit_entries WHERE action = 'accessAssignments.expire' AND target_id = $1",
      [expiring.userId],
    );
    expect(audit).toHaveLength(1);
    expect(await removeExpiredAssignments(s.t.server)).toBe(0);
  });

  it('refuses an assignment that would give a permission the assigning admin lacks, changing nothing', async () => {
    const pkg = await accessPackage(await catalog());
    await fill(pkg, 'roles', [await role([P.AuditList])]);
    const admin = await s.t.actor([...PACKAGE_ADMIN]);
    const target = await s.t.actor([]);
    const before = await rolesOf(s.t, target.userId);
    const refused = await assign(pkg, [target.userId], admin.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toContain(P.AuditList);
    expect(await rolesOf(s.t, target.userId)).toEqual(before);
    expect(await grantsOf(s.t, target.userId)).not.toContain(P.AuditList);
    expect(
      await one(s.t, 'SELECT count(*)::int FROM access_package_assignments WHERE user_id = $1', [target.userId]),
    ).toBe('0');
    const audited = await s.t.server.db.query<Row>(
      "SELECT 1 FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id WHERE t.name = 'AccessRefused' AND e.actor_user_id = $1",
      [admin.userId],
    );
    expect(audited.length).toBeGreaterThan(0);
  });

  it('refuses putting into a package what its editor does not hold', async () => {
    const pkg = await accessPackage(await catalog());
    const editor = await s.t.actor([...PACKAGE_ADMIN, P.ContentList]);
    const held = await fill(pkg, 'permissions', [await permissionId(s.t, P.ContentList)], editor.cookie);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const refused = await fill(pkg, 'roles', [await role([P.AuditList])], editor.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toContain(P.AuditList);
    expect(await one(s.t, 'SELECT count(*)::int FROM access_package_roles WHERE access_package_id = $1', [pkg])).toBe(
      '0',
    );
  });

  it('refuses removing an assignment of a protected account', async () => {
    const pkg = await accessPackage(await catalog());
    const admin = await s.t.actor([...PACKAGE_ADMIN]);
    const target = await s.t.actor([P.AuditList]);
    await assign(pkg, [target.userId]);
    const refused = await post(
      `/access-package/assignment/remove/${await assignmentOf(pkg, target.userId)}`,
      {},
      admin.cookie,
    );
    expect(refused.status).toBe(403);
  });

  it('answers clear envelope errors for bad input', async () => {
    const pkg = await accessPackage(await catalog());
    expect((await assign(pkg, ['00000000-0000-4000-8000-000000000001'])).status).toBe(400);
    expect((await assign('00000000-0000-4000-8000-000000000001', [(await s.t.actor([])).userId])).status).toBe(404);
    expect((await post(`/access-package/${pkg}/assign`, { UserIds: [] })).status).toBe(400);
    const past = await assign(pkg, [(await s.t.actor([])).userId], s.admin, { ExpirationDate: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.Message).toBe('You should select future date.');
  });

  it('names the owners of an object (ownersOf), by owner type', async () => {
    const [owner, manager, object] = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    for (const [who, type] of [
      [owner.userId, 20],
      [manager.userId, 10],
    ] as const) {
      const res = await post('/ObjectOwner/Save', {
        ObjectTypeName: 'User',
        ObjectId: object.userId,
        OwnerUserId: who,
        OwnerType: type,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await ownersOf(s.t.server.db, 'user', object.userId)).sort()).toEqual(
      [owner.userId, manager.userId].sort(),
    );
    expect(await ownersOf(s.t.server.db, 'User', object.userId, 20)).toEqual([owner.userId]);
    expect(await ownersOf(s.t.server.db, 'User', owner.userId)).toEqual([]);
  });
});
