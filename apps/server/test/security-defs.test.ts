import { describe, expect, it } from 'vitest';
import { Permissions as P, type AssignedObject, type PagedData } from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import { LAST_SUPER_ADMIN } from '../src/engine/access/guard';
import { seedTransaction } from '../src/engine/access/scope';
import { useTestServer } from './use-test-server';

type Row = Record<string, unknown>;
const ROLE_EDITOR = [P.RoleDefList, 'System.Management.RoleDef.Edit'];
const PERMISSION_EDITOR = [P.PermissionDefList, 'System.Management.PermissionDef.Edit'];

async function one(t: TestServer, sql: string, params: unknown[] = []): Promise<string> {
  const rows = await t.server.db.query<Record<string, string>>(sql, params);
  return Object.values(rows[0]!)[0]!;
}
const permissionId = (t: TestServer, name: string) =>
  one(t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [name]);
const userList = (t: TestServer, cookie: string) =>
  t.call('POST', '/user/userlist', { cookie, body: { CurrentPage: 1, ItemPerPage: 5 } });

/**
 * Roles and permission definitions (§2.7, §4 Definition state, §6 role → members, permissions;
 * permission → members) on both databases: a disabled definition stops conferring at the next request,
 * and every change goes through the no-escalation rules of issue 11.
 */
describe.each(['pglite', 'postgres'] as Engine[])('roles and permission definitions on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 30 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });

  it('gives a role with permissions to a member, and takes them away at the next request when disabled', async () => {
    const member = await s.t.actor([]);
    expect((await userList(s.t, member.cookie)).status).toBe(403);
    const role = (
      await post<Row>('/role/def/save', { Title: 'Directory readers', Name: 'directory-readers', State: 1 })
    ).body.Data!;
    const id = String(role.RoleDefId);
    expect(role).toMatchObject({ DefinedBy: 2, IsSuperAdmin: false, MemberCount: 0, PermissionCount: 0 });
    const added = await post(`/role/def/${id}/permissions/assign`, {
      ObjectIds: [await permissionId(s.t, P.UserList)],
    });
    expect(added.body.Data).toEqual({ AssignedCount: 1 });
    await post(`/role/def/${id}/members/assign`, { ObjectIds: [member.userId] });
    expect((await userList(s.t, member.cookie)).status).toBe(200);
    const members = await post<PagedData<AssignedObject>>(`/role/def/${id}/members`, {
      CurrentPage: 1,
      ItemPerPage: 10,
    });
    expect(members.body.Data!.Data.map((m) => m.Name)).toEqual([member.userName]);

    const input = { RoleDefId: id, Title: role.Title, Name: role.Name, Description: null };
    const disabled = await post<Row>('/role/def/save', { ...input, State: 0 });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((await userList(s.t, member.cookie)).status).toBe(403);
    await post('/role/def/save', { ...input, State: 1 });
    expect((await userList(s.t, member.cookie)).status).toBe(200);
  });

  it('stops a disabled permission definition conferring through roles and directly, at the next request', async () => {
    const holder = await s.t.actor([P.AuditList]);
    const audit = () => post('/Audit/list', { CurrentPage: 1, ItemPerPage: 1 }, holder.cookie);
    expect((await audit()).status).toBe(200);
    const id = await permissionId(s.t, P.AuditList);
    const permission = (await s.t.call<Row>('GET', `/permission/def/get/${id}`, { cookie: s.admin })).body.Data!;
    expect(permission).toMatchObject({ Name: P.AuditList, DefinedBy: 1, State: 1 });
    const { RoleCount: _r, GroupCount: _g, MemberCount: _m, DefinedBy: _d, CreatedDate: _c, ...input } = permission;
    expect((await post('/permission/def/save', { ...input, State: 0 })).status).toBe(200);
    expect((await audit()).status).toBe(403);
    await post(`/permission/def/${id}/members/assign`, { ObjectIds: [holder.userId] });
    expect((await audit()).status).toBe(403);
    expect((await post('/permission/def/save', { ...input, State: 1 })).status).toBe(200);
    expect((await audit()).status).toBe(200);
    expect((await s.t.call<Row>('GET', `/permission/def/get/${id}`, { cookie: s.admin })).body.Data!.MemberCount).toBe(
      1,
    );
  });

  it('keeps the product permissions and the super-admin role: no removal, no disabling, reserved names', async () => {
    const dashboard = await permissionId(s.t, P.Dashboard);
    const remove = await s.t.call('DELETE', `/permission/def/remove/${dashboard}`, { cookie: s.admin });
    expect([remove.status, remove.body.Message]).toEqual([
      409,
      `${P.Dashboard} is a permission of the product: it cannot be removed, but it can be disabled.`,
    ]);
    const reserved = await post('/permission/def/save', { Title: 'Fake', Name: 'System.Management.Fake', State: 1 });
    expect([reserved.status, reserved.body.Errors?.[0]?.Field]).toEqual([400, 'Name']);
    const custom = await post<Row>('/permission/def/save', {
      Title: 'Approve expenses',
      Name: 'expenses-approve',
      State: 1,
    });
    expect(custom.body.Data).toMatchObject({ DefinedBy: 2, State: 1 });
    const superRole = (await s.t.call<Row>('GET', `/role/def/get/${SEED_IDS.superAdminRole}`, { cookie: s.admin })).body
      .Data!;
    expect(superRole).toMatchObject({ IsSuperAdmin: true, DefinedBy: 1, State: 1 });
    const off = await post('/role/def/save', {
      RoleDefId: SEED_IDS.superAdminRole,
      Title: 'Super Admin',
      Name: 'super-admin',
      State: 0,
    });
    expect([off.status, off.body.Errors?.[0]?.Field]).toEqual([400, 'State']);
    const gone = await s.t.call('DELETE', `/role/def/remove/${SEED_IDS.superAdminRole}`, { cookie: s.admin });
    expect(gone.status).toBe(409);
    // A role's name is set at creation (immutable): a rename is refused, the title may change.
    const renamed = await post<Row>('/role/def/save', {
      RoleDefId: SEED_IDS.superAdminRole,
      Title: 'Super Administrators',
      Name: 'other-name',
      State: 1,
    });
    expect([renamed.status, renamed.body.Message]).toEqual([400, 'Name cannot change once the role exists.']);
    const retitled = await post<Row>('/role/def/save', {
      RoleDefId: SEED_IDS.superAdminRole,
      Title: 'Super Administrators',
      Name: 'super-admin',
      State: 1,
    });
    expect(retitled.body.Data).toMatchObject({ Title: 'Super Administrators', Name: 'super-admin' });
  });

  it('lets only super admins change the super-admin role, and no one demote the last super admin', async () => {
    const editor = await s.t.actor([...ROLE_EDITOR, P.UserList]);
    const superTitle = await one(s.t, 'SELECT title FROM role_defs WHERE is_super_admin');
    const adminId = await one(s.t, "SELECT user_id::text FROM users WHERE user_name = 'admin'");
    const join = await post(
      `/role/def/${SEED_IDS.superAdminRole}/members/assign`,
      { ObjectIds: [editor.userId] },
      editor.cookie,
    );
    expect([join.status, join.body.Message]).toEqual([
      403,
      `Only a super admin can change the ${superTitle} role: it confers super-admin rights.`,
    ]);
    const oust = await post(
      `/role/def/${SEED_IDS.superAdminRole}/members/unassign`,
      { ObjectIds: [adminId] },
      editor.cookie,
    );
    expect([oust.status, oust.body.Message]).toEqual([
      403,
      'admin is a super admin: only a super admin can manage a super admin.',
    ]);
    expect(
      await one(s.t, 'SELECT count(*)::text FROM user_roles WHERE role_def_id = $1', [SEED_IDS.superAdminRole]),
    ).toBe('1');
    // Made a super admin by the role only, the admin is the last one: removing the role is refused.
    await seedTransaction(s.t.server.db, (tx) =>
      tx.query('UPDATE users SET is_super_admin = false WHERE user_id = $1', [adminId]),
    );
    const demote = await post(`/role/def/${SEED_IDS.superAdminRole}/members/unassign`, { ObjectIds: [adminId] });
    expect([demote.status, demote.body.Message]).toEqual([403, LAST_SUPER_ADMIN]);
    await seedTransaction(s.t.server.db, (tx) =>
      tx.query('UPDATE users SET is_super_admin = true WHERE user_id = $1', [adminId]),
    );
  });

  it('lets a role editor build a role of what they hold, and nothing more', async () => {
    const editor = await s.t.actor([...ROLE_EDITOR, P.UserList]);
    const mine = await post<Row>(
      '/role/def/save',
      { Title: 'Readers', Name: `readers-${editor.userName}`, State: 1 },
      editor.cookie,
    );
    expect(mine.status).toBe(200);
    const id = String(mine.body.Data!.RoleDefId);
    const held = await post(
      `/role/def/${id}/permissions/assign`,
      { ObjectIds: [await permissionId(s.t, P.UserList)] },
      editor.cookie,
    );
    expect(held.status).toBe(200);
    const more = await post(
      `/role/def/${id}/permissions/assign`,
      { ObjectIds: [await permissionId(s.t, P.UserDelete)] },
      editor.cookie,
    );
    expect([more.status, more.body.Message]).toEqual([
      403,
      `You cannot give role "Readers" the permission ${P.UserDelete}: you do not hold it yourself.`,
    ]);
    const helpdesk = await one(s.t, "SELECT role_def_id::text FROM role_defs WHERE name = 'helpdesk'");
    const other = await s.t.call('DELETE', `/role/def/remove/${helpdesk}`, { cookie: editor.cookie });
    expect([other.status, other.body.Message]).toEqual([
      403,
      `You cannot change the Helpdesk role: it confers ${P.Dashboard}, and you do not hold it.`,
    ]);
    const editorOfPermissions = await s.t.actor(PERMISSION_EDITOR);
    const grabbed = await post(
      `/permission/def/${await permissionId(s.t, P.UserDelete)}/members/assign`,
      { ObjectIds: [editorOfPermissions.userId] },
      editorOfPermissions.cookie,
    );
    expect([grabbed.status, grabbed.body.Message]).toEqual([
      403,
      `You cannot change the permission ${P.UserDelete}: you do not hold it.`,
    ]);
    expect(
      await one(s.t, 'SELECT count(*)::text FROM user_permissions WHERE user_id = $1', [editorOfPermissions.userId]),
    ).toBe('0');
  });
});
