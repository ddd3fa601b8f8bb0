import { Permissions as P, type GroupDef, type Rule } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import { seedTransaction } from '../src/engine/access/scope';
import { one, post, type Attack, type Fixtures } from './grant-attack';

const HELPDESK = [P.UserList, P.UserView, P.UserEdit];
const GROUP_EDITOR = [P.GroupDefList, P.GroupDefEdit];
const RULE_EDITOR = [P.RuleList, P.RuleEdit];

/** An enrolment of the user with the e-mail code authenticator (state 0: waiting, 1: active), made directly. */
const enrolmentOf = async (t: TestServer, userId: string, state: 0 | 1) =>
  (
    await t.server.db.query<{ id: string }>(
      `INSERT INTO mfa_enrolments (user_id, authenticator_id, state, label, email)
       SELECT $1, authenticator_id, $2, 'admin@example.com', 'admin@example.com' FROM authenticators WHERE name = 'email-code'
       RETURNING enrolment_id::text AS id`,
      [userId, state],
    )
  )[0]!.id;
const APPLICATION_EDITOR = [P.ApplicationList, P.ApplicationView, P.ApplicationEdit];

/**
 * One escalation attempt per granting call, by a user who holds the call's own permissions but not
 * what the attempt would confer or the account it would manage. A granting call added to the contract
 * without an attempt here fails the first test.
 */
export const directoryAttacks: Record<string, Attack> = {
  'users.save': {
    permissions: HELPDESK,
    run: (t, fx, me) =>
      post(t, me, '/user/save', {
        UserId: fx.adminId,
        UserName: 'admin',
        UserSourceId: fx.localSource,
        UserType: 0,
        IsEnabled: false,
      }),
  },
  'applications.userSave': {
    permissions: APPLICATION_EDITOR,
    run: async (t, fx, me) =>
      post(t, me, '/application/user/save', {
        ApplicationId: await one(t, "SELECT application_id::text FROM applications WHERE name = 'crm'"),
        UserId: fx.adminId,
        AccountName: 'shadow-admin',
        State: 1,
      }),
  },
  'applications.userRemove': {
    permissions: APPLICATION_EDITOR,
    prepare: (t, fx) =>
      seedTransaction(t.server.db, (tx) =>
        tx.query<{ id: string }>(
          `INSERT INTO user_applications (user_id, application_id) SELECT $1, application_id FROM applications WHERE name = 'crm'
           ON CONFLICT (user_id, application_id) DO UPDATE SET state = 1 RETURNING application_user_id::text AS id`,
          [fx.adminId],
        ),
      ),
    run: (t, _fx, me, prepared) =>
      t.call('DELETE', `/application/user/remove/${(prepared as { id: string }[])[0]!.id}`, { cookie: me.cookie }),
  },
  'users.removeUser': {
    permissions: [P.UserDelete, P.UserView],
    run: (t, fx, me) => post(t, me, `/user/removeuser/${fx.adminId}`),
  },
  'users.password': {
    permissions: HELPDESK,
    run: (t, fx, me) =>
      post(t, me, '/user/password', { UserId: fx.adminId, Password: 'Taken#Over-Pass1', IsTemporary: false }),
  },
  'users.resetPassword': {
    permissions: HELPDESK,
    run: (t, fx, me) =>
      post(t, me, '/user/ResetPassword', { UserId: fx.adminId, Channel: 'Manual', IsTemporary: false }),
  },
  'users.saveSharedRevealFlow': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/${fx.adminId}/shared-password/flow`, { FlowId: null }),
  },
  'users.expirePassword': {
    permissions: HELPDESK,
    run: (t, fx, me) => t.call('GET', `/user/ExpirePassword/${fx.adminId}`, { cookie: me.cookie }),
  },
  'users.createProfile': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/createprofile/${fx.adminId}`),
  },
  'users.updateUserFromProvider': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/updateuserfromprovider/${fx.adminId}`),
  },
  'users.removeDevice': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/RemoveDevice/${fx.deviceOfAdmin}`),
  },
  'users.deviceRecoveryCode': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/device-recovery-code/${fx.deviceOfAdmin}`),
  },
  'authenticators.enrol': {
    permissions: HELPDESK,
    run: async (t, fx, me) =>
      post(t, me, `/user/${fx.adminId}/authenticators/enrol`, {
        AuthenticatorId: await one(
          t,
          "SELECT authenticator_id::text FROM authenticators WHERE name = 'authenticator-app'",
        ),
      }),
  },
  'authenticators.confirmEnrolment': {
    permissions: HELPDESK,
    prepare: (t, fx) => enrolmentOf(t, fx.adminId, 0),
    run: (t, fx, me, enrolmentId) =>
      post(t, me, `/user/${fx.adminId}/authenticators/${enrolmentId as string}/confirm`, { Code: '123456' }),
  },
  'authenticators.removeEnrolment': {
    permissions: HELPDESK,
    prepare: (t, fx) => enrolmentOf(t, fx.adminId, 1),
    run: (t, fx, me, enrolmentId) =>
      t.call('DELETE', `/user/${fx.adminId}/authenticators/${enrolmentId as string}`, { cookie: me.cookie }),
  },
  'authenticators.revokeRememberedDevices': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/${fx.adminId}/authenticators/remembered-devices/revoke`),
  },
  'users.assignApplication': {
    permissions: HELPDESK,
    run: async (t, fx, me) =>
      post(t, me, `/user/AssignApplication?userId=${fx.adminId}`, {
        ApplicationIds: [await one(t, "SELECT application_id::text FROM applications WHERE name = 'crm'")],
      }),
  },
  'users.assignUserAlias': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/AssignUserAlias/${fx.adminId}`, { Alias: 'shadow' }),
  },
  'users.removeUserAlias': {
    permissions: HELPDESK,
    run: (t, fx, me) => post(t, me, `/user/RemoveUserAlias/${fx.aliasOfAdmin}`),
  },
  'users.assignObjects': {
    permissions: HELPDESK,
    run: (t, _fx, me) =>
      post(t, me, `/user/${me.userId}/objects/assign`, { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] }),
  },
  'users.unassignObjects': {
    permissions: HELPDESK,
    run: (t, fx, me) =>
      post(t, me, `/user/${fx.adminId}/objects/unassign`, { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] }),
  },
  'users.bulk': {
    permissions: HELPDESK,
    run: (t, fx, me) =>
      post(t, me, '/user/bulk', {
        Action: 'assignGroup',
        GroupDefId: fx.admins.GroupDefId,
        UserIds: [me.userId],
      }),
  },
  'groups.saveGroupDef': {
    permissions: GROUP_EDITOR,
    run: (t, fx, me) =>
      post(t, me, '/group/SaveGroupDef', {
        Name: 'under-admins',
        Title: 'Under admins',
        State: 1,
        ParentId: fx.admins.GroupDefId,
      }),
  },
  'reports.removeOrphanGroups': {
    // An orphan group (its only member disabled) that confers super-admin rights: only a super admin removes it.
    permissions: [P.ReportOrphanGroups, P.GroupDefEdit],
    prepare: (t, _fx, me) =>
      seedTransaction(t.server.db, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `WITH g AS (INSERT INTO group_defs (group_def_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING group_def_id),
                u AS (INSERT INTO users (user_id, user_name, is_enabled) VALUES (gen_random_uuid(), $1, false) RETURNING user_id),
                m AS (INSERT INTO group_members (group_def_id, user_id) SELECT g.group_def_id, u.user_id FROM g, u),
                r AS (INSERT INTO group_roles (group_def_id, role_def_id) SELECT g.group_def_id, $2 FROM g)
           SELECT group_def_id::text AS id FROM g`,
          [`orphan-admins-${me.userName}`, SEED_IDS.superAdminRole],
        );
        return row!.id;
      }),
    run: (t, _fx, me, groupId) => post(t, me, '/Report/orphan-groups/Remove', { GroupDefIds: [groupId as string] }),
  },
  'reports.removeOrphanAccounts': {
    // A disabled super admin's application account is an orphan only a super admin removes (protected account).
    permissions: [P.ReportOrphanAccounts, P.ApplicationEdit],
    prepare: (t, _fx, me) =>
      seedTransaction(t.server.db, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `WITH u AS (INSERT INTO users (user_id, user_name, is_enabled) VALUES (gen_random_uuid(), $1, false) RETURNING user_id),
                r AS (INSERT INTO user_roles (user_id, role_def_id) SELECT u.user_id, $2 FROM u),
                a AS (INSERT INTO user_applications (user_id, application_id) SELECT u.user_id, md5('app-crm')::uuid FROM u
                      RETURNING application_user_id)
           SELECT application_user_id::text AS id FROM a`,
          [`orphan-root-${me.userName}`, SEED_IDS.superAdminRole],
        );
        return row!.id;
      }),
    run: (t, _fx, me, accountId) =>
      post(t, me, '/Report/orphan-accounts/Remove', { RowIds: [`app:${accountId as string}`] }),
  },
  'reports.removeOrphanRoles': {
    // An orphan role conferring a permission the cleaner lacks: removed by hand only by someone holding it.
    permissions: [P.ReportOrphanRoles, P.RoleDefEdit],
    prepare: (t, _fx, me) =>
      seedTransaction(t.server.db, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `WITH r AS (INSERT INTO role_defs (role_def_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING role_def_id),
                p AS (INSERT INTO role_permissions (role_def_id, permission_def_id)
                      SELECT r.role_def_id, d.permission_def_id FROM r, permission_defs d WHERE d.name = $2)
           SELECT role_def_id::text AS id FROM r`,
          [`orphan-role-${me.userName}`, P.AuditList],
        );
        return row!.id;
      }),
    run: (t, _fx, me, roleId) => post(t, me, '/Report/orphan-roles/Remove', { RoleDefIds: [roleId as string] }),
  },
  'reports.removeOrphanPermissions': {
    // An enabled orphan permission the cleaner does not hold.
    permissions: [P.ReportOrphanPermissions, P.PermissionDefEdit],
    prepare: (t, _fx, me) =>
      seedTransaction(t.server.db, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO permission_defs (permission_def_id, name, title) VALUES (gen_random_uuid(), $1, $1)
           RETURNING permission_def_id::text AS id`,
          [`Orphan.${me.userName}`],
        );
        return row!.id;
      }),
    run: (t, _fx, me, permissionId) =>
      post(t, me, '/Report/orphan-permissions/Remove', { PermissionDefIds: [permissionId as string] }),
  },
  'groups.removeGroupDef': {
    permissions: GROUP_EDITOR,
    run: (t, fx, me) => t.call('DELETE', `/group/RemoveGroupDef/${fx.admins.GroupDefId}`, { cookie: me.cookie }),
  },
  'groups.assignObjects': {
    permissions: GROUP_EDITOR,
    prepare: async (t, _fx, me) =>
      (
        await t.call<GroupDef>('POST', '/group/SaveGroupDef', {
          cookie: me.cookie,
          body: { Name: `editor-group-${me.userName}`, Title: 'Editor group', State: 1 },
        })
      ).body.Data!.GroupDefId,
    run: (t, _fx, me, groupId) =>
      post(t, me, `/group/def/${groupId as string}/objects/assign`, {
        Kind: 'roles',
        ObjectIds: [SEED_IDS.superAdminRole],
      }),
  },
  'groups.unassignObjects': {
    permissions: GROUP_EDITOR,
    run: (t, fx, me) =>
      post(t, me, `/group/def/${fx.admins.GroupDefId}/objects/unassign`, { Kind: 'members', ObjectIds: [fx.adminId] }),
  },
  'groups.syncGroupDef': {
    // The admins group's rule takes user names containing "synctarget": a group editor so named is not let in by a sync.
    permissions: GROUP_EDITOR,
    prepare: (t, _fx, me) =>
      t.server.db.query("UPDATE users SET user_name = 'synctarget-' || user_name WHERE user_id = $1", [me.userId]),
    run: (t, fx, me) => post(t, me, `/group/def/${fx.admins.GroupDefId}/sync`),
  },
  'rules.index': {
    permissions: RULE_EDITOR,
    run: (t, fx, me) =>
      post(t, me, '/rules/index', {
        RuleId: fx.rule.RuleId,
        Name: fx.rule.Name,
        Title: fx.rule.Title,
        IsEnabled: true,
        Tree: ruleOn('limited'),
      }),
  },
  'rules.state': {
    permissions: RULE_EDITOR,
    run: (t, fx, me) => post(t, me, '/rules/State', { RuleId: fx.rule.RuleId, IsEnabled: false }),
  },
  'rules.delete': {
    permissions: RULE_EDITOR,
    run: (t, fx, me) => t.call('DELETE', `/rules/delete/${fx.rule.RuleId}`, { cookie: me.cookie }),
  },
  'objectOwners.save': {
    permissions: [P.ObjectOwnerList, P.ObjectOwnerEdit, P.UserList],
    run: (t, fx, me) =>
      post(t, me, '/ObjectOwner/Save', {
        ObjectTypeName: 'User',
        ObjectId: fx.adminId,
        OwnerUserId: me.userId,
        OwnerType: 0,
      }),
  },
  'objectOwners.delete': {
    permissions: [P.ObjectOwnerList, P.ObjectOwnerEdit],
    run: (t, fx, me) => t.call('DELETE', `/ObjectOwner/Delete/${fx.ownerOfAdmin}`, { cookie: me.cookie }),
  },
  'sessions.terminate': {
    permissions: [P.SessionList, P.SessionTerminate],
    prepare: (t, fx) =>
      one(
        t,
        'SELECT session_id::text FROM sso_sessions WHERE user_id = $1 AND ended_date IS NULL AND expires_date > now() LIMIT 1',
        [fx.adminId],
      ),
    run: (t, _fx, me, adminSession) => post(t, me, '/Session/Terminate', { SessionIds: [adminSession] }),
  },
  'sessions.terminateUser': {
    permissions: [P.SessionList, P.SessionTerminate],
    run: (t, fx, me) => post(t, me, `/Session/TerminateUser/${fx.adminId}`),
  },
};

const ruleOn = (value: string) => ({
  id: 'r',
  group: true,
  type: 'AND',
  rules: [{ id: 'a', group: false, propertygroup: 'User', property: 'UserName', operator: 'contains', value }],
});
/** What the attacks aim at: the admin, an admins group with its rule, and records of the admin's. */
export async function fixtures(t: TestServer, admin: string): Promise<Fixtures> {
  const send = <T>(path: string, body?: unknown) => t.call<T>('POST', path, { cookie: admin, body });
  const adminId = await one(t, "SELECT user_id::text FROM users WHERE user_name = 'admin'");
  const rule = (
    await send<Rule>('/rules/index', {
      Name: 'admins-rule',
      Title: 'Admins rule',
      IsEnabled: true,
      Tree: ruleOn('synctarget'),
    })
  ).body.Data!;
  const admins = (
    await send<GroupDef>('/group/SaveGroupDef', { Name: 'admins', Title: 'Admins', State: 1, RuleId: rule.RuleId })
  ).body.Data!;
  await send(`/group/def/${admins.GroupDefId}/objects/assign`, { Kind: 'roles', ObjectIds: [SEED_IDS.superAdminRole] });
  await send(`/group/def/${admins.GroupDefId}/objects/assign`, { Kind: 'members', ObjectIds: [adminId] });
  const owner = await send<{ ObjectOwnerId: string }>('/ObjectOwner/Save', {
    ObjectTypeName: 'User',
    ObjectId: adminId,
    OwnerUserId: adminId,
    OwnerType: 10,
  });
  const alias = await send<{ UserAliasId: string }>(`/user/AssignUserAlias/${adminId}`, { Alias: 'root' });
  const device = await seedTransaction(t.server.db, (tx) =>
    tx.query<{ id: string }>(
      "INSERT INTO user_devices (device_id, user_id, name, platform) VALUES (gen_random_uuid(), $1, 'Admin laptop', 'Windows') RETURNING device_id::text AS id",
      [adminId],
    ),
  );
  return {
    adminId,
    admins,
    rule,
    ownerOfAdmin: owner.body.Data!.ObjectOwnerId,
    deviceOfAdmin: device[0]!.id,
    aliasOfAdmin: alias.body.Data!.UserAliasId,
    localSource: await one(t, "SELECT user_source_id::text FROM user_sources WHERE name = 'local'"),
  };
}
