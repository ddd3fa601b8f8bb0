import { describe, expect, it } from 'vitest';
import {
  Permissions,
  type AuditEntry,
  type GroupDef,
  type PagedData,
  type StaticData,
} from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import { LAST_SUPER_ADMIN } from '../src/engine/access/guard';
import { useTestServer } from './use-test-server';

/** The helpdesk: exactly the seeded helpdesk permissions. */
const HELPDESK = [Permissions.UserList, Permissions.UserView, Permissions.UserEdit];
const GROUP_EDITOR = [Permissions.GroupDefList, Permissions.GroupDefEdit];

async function one<T = string>(t: TestServer, sql: string, params: unknown[] = []): Promise<T> {
  const rows = await t.server.db.query<Record<string, T>>(sql, params);
  return Object.values(rows[0]!)[0]!;
}
const permissionId = (t: TestServer, name: string) =>
  one(t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [name]);
const adminId = (t: TestServer) => one(t, "SELECT user_id::text FROM users WHERE user_name = 'admin'");
const grantsOf = (t: TestServer, userId: string) =>
  t.server.db
    .query<{ name: string }>('SELECT name FROM user_grants_of(ARRAY[$1::uuid]) ORDER BY name', [userId])
    .then((rows) => rows.map((r) => r.name));

/** The newest AccessRefused entry of the audit list (the refused attempt is a security event there), with its action. */
async function lastRefusal(t: TestServer, admin: string): Promise<(AuditEntry & { Action: string }) | undefined> {
  const res = await t.call<PagedData<AuditEntry>>('POST', '/Audit/list', {
    cookie: admin,
    body: { CurrentPage: 1, ItemPerPage: 1, Filters: [{ Column: 'Type', Value: 'AccessRefused', Operator: 0 }] },
  });
  const entry = res.body.Data!.Data[0];
  if (!entry) return undefined;
  return { ...entry, Action: await one(t, 'SELECT action FROM audit_entries WHERE audit_id = $1', [entry.AuditId]) };
}
const localSource = (t: TestServer) => one(t, "SELECT user_source_id::text FROM user_sources WHERE name = 'local'");

describe.each(['pglite', 'postgres'] as Engine[])('the issue 11 attacks on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 40 });

  it('refuses a helpdesk user who assigns itself the super-admin role or User.Delete, and audits each attempt', async () => {
    const helpdesk = await s.t.actor(HELPDESK);
    const before = await grantsOf(s.t, helpdesk.userId);
    const superRole = await s.t.call('POST', `/user/${helpdesk.userId}/objects/assign`, {
      cookie: helpdesk.cookie,
      body: { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] },
    });
    expect(superRole.status).toBe(403);
    expect(superRole.body.Message).toBe(
      `Only a super admin can grant super-admin rights (user "${helpdesk.userName}").`,
    );
    const refusal = await lastRefusal(s.t, s.admin);
    expect(refusal).toMatchObject({
      Action: 'users.assignObjects',
      Description: superRole.body.Message,
      TargetType: 'User',
      TargetId: helpdesk.userId,
      Type: { Name: 'AccessRefused' },
    });

    const deletePermission = await s.t.call<{ MissingPermissions: string[] }>(
      'POST',
      `/user/${helpdesk.userId}/objects/assign`,
      {
        cookie: helpdesk.cookie,
        body: { Kind: 'permissions', ObjectIds: [await permissionId(s.t, Permissions.UserDelete)] },
      },
    );
    expect(deletePermission.status).toBe(403);
    expect(deletePermission.body.Data!.MissingPermissions).toEqual([Permissions.UserDelete]);
    expect(deletePermission.body.Message).toContain(Permissions.UserDelete);
    expect(await grantsOf(s.t, helpdesk.userId)).toEqual(before);

    // A user holding a permission the helpdesk lacks is protected from it, super admin or not.
    const deleter = await s.t.actor([Permissions.UserDelete, Permissions.UserView]);
    const protectedReset = await s.t.call('POST', '/user/ResetPassword', {
      cookie: helpdesk.cookie,
      body: { UserId: deleter.userId, Channel: 'Manual', IsTemporary: false },
    });
    expect([protectedReset.status, protectedReset.body.Message]).toEqual([
      403,
      `${deleter.userName} is a protected account: they hold ${Permissions.UserDelete}, which you do not.`,
    ]);

    // What the helpdesk does hold it may still grant, to itself as to others.
    const granted = await s.t.call('POST', `/user/${helpdesk.userId}/objects/assign`, {
      cookie: helpdesk.cookie,
      body: { Kind: 'permissions', ObjectIds: [await permissionId(s.t, Permissions.UserList)] },
    });
    expect(granted.status).toBe(200);
  });

  it("refuses a helpdesk user who sets, resets or expires a super admin's password or disables them", async () => {
    const helpdesk = await s.t.actor(HELPDESK);
    const admin = await adminId(s.t);
    const [hashBefore] = await s.t.server.db.query<{ password_hash: string; is_enabled: boolean }>(
      'SELECT password_hash, is_enabled FROM users WHERE user_id = $1',
      [admin],
    );
    const attempts = [
      ['POST', '/user/password', { UserId: admin, Password: 'Taken#Over-Password1', IsTemporary: false }],
      ['POST', '/user/ResetPassword', { UserId: admin, Channel: 'Manual', IsTemporary: false }],
      ['GET', `/user/ExpirePassword/${admin}`, undefined],
      [
        'POST',
        '/user/save',
        { UserId: admin, UserName: 'admin', UserSourceId: await localSource(s.t), UserType: 0, IsEnabled: false },
      ],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await s.t.call<{ Password?: string }>(method, path, { cookie: helpdesk.cookie, body });
      expect([path, res.status, res.body.Message]).toEqual([
        path,
        403,
        'admin is a super admin: only a super admin can manage a super admin.',
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/"Password":"/);
    }
    const [after] = await s.t.server.db.query<{ password_hash: string; is_enabled: boolean }>(
      'SELECT password_hash, is_enabled FROM users WHERE user_id = $1',
      [admin],
    );
    expect(after).toEqual(hashBefore);
    expect(await s.t.signIn()).toMatch(/=/); // the real password still signs in
  });

  it('refuses a group editor who puts itself in a group and gives the group the super-admin role', async () => {
    const editor = await s.t.actor(GROUP_EDITOR);
    const group = (
      await s.t.call<GroupDef>('POST', '/group/SaveGroupDef', {
        cookie: editor.cookie,
        body: { Name: `escalate-${engine}`, Title: `Escalate ${engine}`, State: 1 },
      })
    ).body.Data!;
    const join = await s.t.call('POST', `/group/def/${group.GroupDefId}/objects/assign`, {
      cookie: editor.cookie,
      body: { Kind: 'members', ObjectIds: [editor.userId] },
    });
    expect(join.status).toBe(200); // an empty group confers nothing
    const superRole = await s.t.call('POST', `/group/def/${group.GroupDefId}/objects/assign`, {
      cookie: editor.cookie,
      body: { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] },
    });
    expect(superRole.status).toBe(403);
    expect(superRole.body.Message).toBe(
      `Only a super admin can grant super-admin rights (group "Escalate ${engine}").`,
    );
    const helpdeskRole = await one(s.t, "SELECT role_def_id::text FROM role_defs WHERE name = 'helpdesk'");
    const viaRole = await s.t.call<{ MissingPermissions: string[] }>(
      'POST',
      `/group/def/${group.GroupDefId}/objects/assign`,
      { cookie: editor.cookie, body: { Kind: 'roles', ObjectIds: [helpdeskRole] } },
    );
    expect(viaRole.status).toBe(403);
    expect(viaRole.body.Data!.MissingPermissions).toEqual(
      expect.arrayContaining([Permissions.UserList, Permissions.UserEdit]),
    );
    expect(await grantsOf(s.t, editor.userId)).toEqual([...GROUP_EDITOR].sort());
    expect(await lastRefusal(s.t, s.admin)).toMatchObject({ Action: 'groups.assignObjects' });
  });

  it('refuses a group editor who joins, parents or re-rules their way into a privileged group', async () => {
    const editor = await s.t.actor(GROUP_EDITOR);
    const admins = (
      await s.t.call<GroupDef>('POST', '/group/SaveGroupDef', {
        cookie: s.admin,
        body: { Name: `admins-${engine}`, Title: `Admins ${engine}`, State: 1 },
      })
    ).body.Data!;
    await s.t.call('POST', `/group/def/${admins.GroupDefId}/objects/assign`, {
      cookie: s.admin,
      body: { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] },
    });
    const join = await s.t.call('POST', `/group/def/${admins.GroupDefId}/objects/assign`, {
      cookie: editor.cookie,
      body: { Kind: 'members', ObjectIds: [editor.userId] },
    });
    expect(join.status).toBe(403);
    expect(join.body.Message).toBe(`Only a super admin can grant super-admin rights (user "${editor.userName}").`);
    const child = await s.t.call('POST', '/group/SaveGroupDef', {
      cookie: editor.cookie,
      body: { Name: `admins-child-${engine}`, Title: 'Child', State: 1, ParentId: admins.GroupDefId },
    });
    expect(child.status).toBe(403);
    const removeRole = await s.t.call('POST', `/group/def/${admins.GroupDefId}/objects/unassign`, {
      cookie: editor.cookie,
      body: { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] },
    });
    expect(removeRole.body.Message).toBe(
      `Only a super admin can remove super-admin rights (group "Admins ${engine}").`,
    );
  });

  it("ends a user's sessions when an administrator sets, resets or expires their password", async () => {
    for (const [method, path, body] of [
      ['POST', '/user/password', (id: string) => ({ UserId: id, Password: 'New#Password-123', IsTemporary: false })],
      ['POST', '/user/ResetPassword', (id: string) => ({ UserId: id, Channel: 'Manual', IsTemporary: true })],
      ['GET', '/user/ExpirePassword/', undefined],
    ] as const) {
      const victim = await s.t.actor([Permissions.Dashboard]);
      expect((await s.t.call('GET', '/account/current', { cookie: victim.cookie })).status).toBe(200);
      const res = await s.t.call(method, body ? path : path + victim.userId, {
        cookie: s.admin,
        body: body?.(victim.userId),
      });
      expect(res.status).toBe(200);
      expect((await s.t.call('GET', '/account/current', { cookie: victim.cookie })).status).toBe(401);
    }
    // Changing one's own password keeps the session it was changed from, and ends the others.
    const me = await s.t.actor([Permissions.UserEdit, Permissions.UserView]);
    const other = await s.t.signIn(me.userName, me.password);
    const own = await s.t.call('POST', '/user/password', {
      cookie: me.cookie,
      body: { UserId: me.userId, Password: 'Own#Password-456', IsTemporary: false },
    });
    expect(own.status).toBe(200);
    expect((await s.t.call('GET', '/account/current', { cookie: me.cookie })).status).toBe(200);
    expect((await s.t.call('GET', '/account/current', { cookie: other })).status).toBe(401);
  });

  it('keeps the last enabled super admin: it cannot be disabled, deleted or demoted, even by itself', async () => {
    const admin = await adminId(s.t);
    const disable = await s.t.call('POST', '/user/save', {
      cookie: s.admin,
      body: { UserId: admin, UserName: 'admin', UserSourceId: await localSource(s.t), UserType: 0, IsEnabled: false },
    });
    expect([disable.status, disable.body.Message]).toEqual([403, LAST_SUPER_ADMIN]);
    const bulk = await s.t.call('POST', '/user/bulk', {
      cookie: s.admin,
      body: { Action: 'disable', UserIds: [admin] },
    });
    expect(bulk.status).toBe(200); // the caller is skipped by bulk disable, so nothing happens
    expect(await one<boolean>(s.t, 'SELECT is_enabled FROM users WHERE user_id = $1', [admin])).toBe(true);
  });

  it('publishes no role ids or configuration to anonymous callers', async () => {
    const anonymous = await s.t.call<StaticData>('GET', '/home/getstaticdata');
    expect(anonymous.body.Data!.superAdminRoleDefId).toBeNull();
    expect(anonymous.body.Data!.config).toEqual({});
    expect(JSON.stringify(anonymous.body)).not.toContain(SEED_IDS.superAdminRole);
    const signedIn = await s.t.call<StaticData>('GET', '/home/getstaticdata', { cookie: s.admin });
    expect(signedIn.body.Data!.superAdminRoleDefId).toBe(SEED_IDS.superAdminRole);
  });
});
