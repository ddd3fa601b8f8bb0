import { Permissions as P } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import { one, post, type Attack } from './grant-attack';

const ROLE_EDITOR = [P.RoleDefList, 'System.Management.RoleDef.Edit'];
const PERMISSION_EDITOR = [P.PermissionDefList, 'System.Management.PermissionDef.Edit'];
const roleId = (t: TestServer, name: string) =>
  one(t, 'SELECT role_def_id::text FROM role_defs WHERE name = $1', [name]);
const permissionId = (t: TestServer, name: string) =>
  one(t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [name]);

/**
 * Escalation attempts on the granting calls of roles and permission definitions (§2.7): an editor
 * who changes, empties or removes a definition conferring what they do not hold, joins the super-admin
 * role or ousts a super admin from it.
 */
export const securityAttacks: Record<string, Attack> = {
  'roles.save': {
    permissions: ROLE_EDITOR,
    run: async (t, _fx, me) =>
      post(t, me, '/role/def/save', {
        RoleDefId: await roleId(t, 'helpdesk'),
        Title: 'Helpdesk',
        Name: 'helpdesk',
        State: 0,
      }),
  },
  'roles.remove': {
    permissions: ROLE_EDITOR,
    run: async (t, _fx, me) =>
      t.call('DELETE', `/role/def/remove/${await roleId(t, 'helpdesk')}`, { cookie: me.cookie }),
  },
  'roles.assignMembers': {
    permissions: [...ROLE_EDITOR, P.UserList],
    run: (t, _fx, me) => post(t, me, `/role/def/${SEED_IDS.superAdminRole}/members/assign`, { ObjectIds: [me.userId] }),
  },
  'roles.unassignMembers': {
    permissions: [...ROLE_EDITOR, P.UserList],
    run: (t, fx, me) =>
      post(t, me, `/role/def/${SEED_IDS.superAdminRole}/members/unassign`, { ObjectIds: [fx.adminId] }),
  },
  'roles.assignPermissions': {
    permissions: [...ROLE_EDITOR, P.PermissionDefList],
    prepare: async (t, _fx, me) =>
      (
        await t.call<{ RoleDefId: string }>('POST', '/role/def/save', {
          cookie: me.cookie,
          body: { Title: 'Own role', Name: `own-role-${me.userName}`, State: 1 },
        })
      ).body.Data!.RoleDefId,
    run: async (t, _fx, me, roleDefId) =>
      post(t, me, `/role/def/${roleDefId as string}/permissions/assign`, {
        ObjectIds: [await permissionId(t, P.Dashboard)],
      }),
  },
  'roles.unassignPermissions': {
    permissions: [...ROLE_EDITOR, P.PermissionDefList],
    run: async (t, _fx, me) =>
      post(t, me, `/role/def/${await roleId(t, 'helpdesk')}/permissions/unassign`, {
        ObjectIds: [await permissionId(t, P.Dashboard)],
      }),
  },
  'permissionDefs.save': {
    permissions: PERMISSION_EDITOR,
    run: async (t, _fx, me) =>
      post(t, me, '/permission/def/save', {
        PermissionDefId: await permissionId(t, P.Dashboard),
        Title: 'Dashboard',
        Name: P.Dashboard,
        State: 0,
      }),
  },
  'permissionDefs.remove': {
    permissions: PERMISSION_EDITOR,
    run: async (t, _fx, me) =>
      t.call('DELETE', `/permission/def/remove/${await permissionId(t, P.Dashboard)}`, { cookie: me.cookie }),
  },
  'permissionDefs.assignMembers': {
    permissions: [...PERMISSION_EDITOR, P.UserList],
    run: async (t, _fx, me) =>
      post(t, me, `/permission/def/${await permissionId(t, P.Dashboard)}/members/assign`, { ObjectIds: [me.userId] }),
  },
  'permissionDefs.unassignMembers': {
    permissions: [...PERMISSION_EDITOR, P.UserList],
    run: async (t, fx, me) =>
      post(t, me, `/permission/def/${await permissionId(t, P.Dashboard)}/members/unassign`, {
        ObjectIds: [fx.adminId],
      }),
  },
};
