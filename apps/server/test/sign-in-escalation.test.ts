import { describe, expect, it } from 'vitest';
import {
  accessRestrictionResource,
  ApplicationKeyType,
  authenticatorResource,
  CONSOLE_APPLICATION_ID,
  Permissions,
  passwordPolicyResource,
  zoneDefResource,
  zoneResource,
  type Application,
  type AuditEntry,
  type PagedData,
} from '@portcullis/api-client/contract';
import type { Engine, TestActor, TestServer } from '../src/testing/test-server';
import { SEED_IDS } from '../src/seed/demo';
import { useTestServer } from './use-test-server';

/**
 * Issue 23 point 3 and the low findings of point 5: a write that changes who may sign in, or how, is
 * refused for an actor who does not hold every permission of each account it would affect (super
 * admins only by super admins), with the protected-account wording and an AccessRefused audit entry.
 */
const SUPER_REFUSAL = 'admin is a super admin: only a super admin can manage a super admin.';
const RESTRICTION_EDITOR = [accessRestrictionResource.access.list, accessRestrictionResource.access.edit];
const ZONE_EDITOR = [zoneResource.access.list, zoneResource.access.edit, zoneDefResource.access.list];
const ZONE_DEF_EDITOR = [zoneDefResource.access.list, zoneDefResource.access.edit];
const POLICY_EDITOR = [passwordPolicyResource.access.list, passwordPolicyResource.access.edit];
const AUTHENTICATOR_EDITOR = [authenticatorResource.access.list, authenticatorResource.access.edit];
const APPLICATION_EDITOR = [Permissions.ApplicationList, Permissions.ApplicationView, Permissions.ApplicationEdit];

const one = async <T = string>(t: TestServer, sql: string, params: unknown[] = []): Promise<T> =>
  Object.values((await t.server.db.query<Record<string, T>>(sql, params))[0]!)[0]!;
const count = (t: TestServer, table: string) => one<number>(t, `SELECT count(*)::int FROM ${table}`);

/** The newest AccessRefused entry of the audit list, with its action. */
async function lastRefusal(t: TestServer, admin: string) {
  const res = await t.call<PagedData<AuditEntry>>('POST', '/Audit/list', {
    cookie: admin,
    body: { CurrentPage: 1, ItemPerPage: 1, Filters: [{ Column: 'Type', Value: 'AccessRefused', Operator: 0 }] },
  });
  const entry = res.body.Data!.Data[0]!;
  return { ...entry, Action: await one(t, 'SELECT action FROM audit_entries WHERE audit_id = $1', [entry.AuditId]) };
}

describe.each(['pglite', 'postgres'] as Engine[])(
  'sign-in policy turned against a stronger account, on %s',
  (engine) => {
    const s = useTestServer(engine, { seedUsers: 12 });
    const as = (me: TestActor, method: string, path: string, body?: unknown) =>
      s.t.call(method, path, { cookie: me.cookie, body });
    const adminId = () => one(s.t, "SELECT user_id::text FROM users WHERE user_name = 'admin'");
    /** The refusal is the protected-account one, audited, and the admin still signs in. */
    const expectRefused = async (res: { status: number; body: { Message?: string | null } }, action: string) => {
      expect([res.status, res.body.Message]).toEqual([403, SUPER_REFUSAL]);
      expect(await lastRefusal(s.t, s.admin)).toMatchObject({
        Action: action,
        Description: SUPER_REFUSAL,
        TargetType: 'User',
        TargetId: await adminId(),
        Type: { Name: 'AccessRefused' },
      });
      expect(await s.t.signIn()).toMatch(/=/);
    };
    const restriction = (extra: Record<string, unknown>) => ({
      Title: 'One hour a week',
      Name: `one-hour-${Math.random().toString(36).slice(2, 8)}`,
      IsEnabled: true,
      ObjectType: 0,
      Schedule: 'Schedule',
      Days: [7],
      FromHour: 3,
      ToHour: 4,
      TimeZone: 'UTC',
      Location: 'Anywhere',
      Browsers: 'Any',
      Platforms: 'Any',
      ...extra,
    });

    it('refuses an AccessRestriction.Edit user a restriction on the super-admin role or on a named super admin', async () => {
      const me = await s.t.actor(RESTRICTION_EDITOR);
      const before = await count(s.t, 'access_restrictions');
      const onRole = await as(me, 'POST', '/accessrestriction/save', {
        ...restriction({ AppliesTo: 'Roles', RoleIds: [SEED_IDS.superAdminRole] }),
      });
      await expectRefused(onRole, 'accessRestrictions.accessRestrictionSave');
      const zoneDef = await s.t.call<{ ZoneDefId: string }>('POST', '/zone/def/save', {
        cookie: s.admin,
        body: { Title: 'Loopback', Name: `loopback-${engine}`, Ranges: ['127.0.0.0/8', '::1'] },
      });
      const onAdmin = await as(me, 'POST', '/accessrestriction/save', {
        ...restriction({
          AppliesTo: 'Users',
          UserIds: [await adminId()],
          Schedule: 'Always',
          Location: 'NotInZones',
          ZoneDefIds: [zoneDef.body.Data!.ZoneDefId],
        }),
      });
      await expectRefused(onAdmin, 'accessRestrictions.accessRestrictionSave');
      expect(await count(s.t, 'access_restrictions')).toBe(before);

      // A restriction on an account the editor may manage (a user holding nothing) is theirs to save.
      const plain = await s.t.actor([]);
      const own = await as(me, 'POST', '/accessrestriction/save', {
        ...restriction({ AppliesTo: 'Users', UserIds: [plain.userId] }),
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      // … but not widened to everyone, nor, once there, removed by them.
      const widened = await as(me, 'POST', '/accessrestriction/save', {
        ...(own.body.Data as Record<string, unknown>),
        AppliesTo: 'AllUsers',
        CreatedDate: undefined,
      });
      expect(widened.status).toBe(403);
    });

    it('refuses a group editor a restricted role for a group holding a super admin', async () => {
      const helpdesk = await one(s.t, "SELECT role_def_id::text FROM role_defs WHERE name = 'helpdesk'");
      const saved = await s.t.call<{ AccessRestrictionId: string }>('POST', '/accessrestriction/save', {
        cookie: s.admin,
        body: restriction({ AppliesTo: 'Roles', RoleIds: [helpdesk] }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const group = await s.t.call<{ GroupDefId: string }>('POST', '/group/SaveGroupDef', {
        cookie: s.admin,
        body: { Name: `admins-plain-${engine}`, Title: 'Admins plain', State: 1 },
      });
      const groupId = group.body.Data!.GroupDefId;
      await s.t.call('POST', `/group/def/${groupId}/objects/assign`, {
        cookie: s.admin,
        body: { Kind: 'members', ObjectIds: [await adminId()] },
      });
      // The editor holds what the role confers, so only the restriction on its holders stands in the way.
      const me = await s.t.actor([
        Permissions.Dashboard,
        Permissions.GroupDefList,
        Permissions.GroupDefEdit,
        Permissions.UserList,
        Permissions.UserView,
        Permissions.UserEdit,
      ]);
      await expectRefused(
        await as(me, 'POST', `/group/def/${groupId}/objects/assign`, { Kind: 'roles', ObjectIds: [helpdesk] }),
        'groups.assignObjects',
      );
      expect(await count(s.t, 'group_roles')).toBe(
        await one<number>(s.t, 'SELECT count(*)::int FROM group_roles WHERE group_def_id <> $1', [groupId]),
      );
      await s.t.call('DELETE', `/accessrestriction/remove/${saved.body.Data!.AccessRestrictionId}`, {
        cookie: s.admin,
      });
    });

    it('refuses a Zone.Edit user an MFA-required system zone for the admins’ address, and a ZoneDef.Edit user its ranges', async () => {
      const me = await s.t.actor(ZONE_EDITOR);
      const zoneDef = await s.t.call<{ ZoneDefId: string }>('POST', '/zone/def/save', {
        cookie: s.admin,
        body: { Title: 'Admins', Name: `admins-net-${engine}`, Ranges: ['10.99.0.0/16'] },
      });
      const zoneDefId = zoneDef.body.Data!.ZoneDefId;
      const zone = { Title: 'Admins need MFA', Name: `admins-mfa-${engine}`, ZoneDefId: zoneDefId, ObjectType: 0 };
      const before = await count(s.t, 'zones');
      await expectRefused(await as(me, 'POST', '/zone/save', { ...zone, State: 0, MfaRequired: 1 }), 'zones.zoneSave');
      expect(await count(s.t, 'zones')).toBe(before);
      // A zone that decides nothing (both system default) changes no one's sign-in.
      const inert = await as(me, 'POST', '/zone/save', { ...zone, State: 0, MfaRequired: 0 });
      expect(inert.status, JSON.stringify(inert.body)).toBe(200);

      const deciding = await s.t.call<{ ZoneId: string }>('POST', '/zone/save', {
        cookie: s.admin,
        body: { ...zone, Name: `admins-deny-${engine}`, State: 3, MfaRequired: 0 },
      });
      expect(deciding.status, JSON.stringify(deciding.body)).toBe(200);
      const defEditor = await s.t.actor(ZONE_DEF_EDITOR);
      await expectRefused(
        await as(defEditor, 'POST', '/zone/def/save', {
          ZoneDefId: zoneDefId,
          Title: 'Admins',
          Name: `admins-net-${engine}`,
          Ranges: ['127.0.0.0/8'],
        }),
        'zones.zoneDefSave',
      );
      await expectRefused(
        await s.t.call('DELETE', `/zone/remove/${deciding.body.Data!.ZoneId}`, { cookie: me.cookie }),
        'zones.zoneRemove',
      );
      expect(await one(s.t, 'SELECT ranges::text FROM zone_defs WHERE zone_def_id = $1', [zoneDefId])).toBe(
        '["10.99.0.0/16"]',
      );
    });

    it('refuses a policies user the admin password policy, and an Authenticator.Edit user the password lockout', async () => {
      const me = await s.t.actor(POLICY_EDITOR);
      const policyId = await one(
        s.t,
        "SELECT password_policy_id::text FROM password_policies WHERE category = 'admin'",
      );
      const policy = await s.t.call<Record<string, unknown>>('GET', `/policy/def/get/${policyId}`, { cookie: s.admin });
      const { CreatedDate: _c, DefinedBy: _d, UserSourceTitle: _u, ...fields } = policy.body.Data!;
      await expectRefused(
        await as(me, 'POST', '/policy/def/save', { ...fields, MinimumNumberOfPasswordLength: 1 }),
        'policies.save',
      );
      expect(
        await one<number | null>(
          s.t,
          'SELECT minimum_number_of_password_length FROM password_policies WHERE category = $1',
          ['admin'],
        ),
      ).not.toBe(1);

      const editor = await s.t.actor(AUTHENTICATOR_EDITOR);
      const password = await one(
        s.t,
        "SELECT authenticator_id::text FROM authenticators WHERE authenticator_type = 'Password'",
      );
      const record = await s.t.call<Record<string, unknown>>('GET', `/authenticator/get/${password}`, {
        cookie: s.admin,
      });
      const { CreatedDate: _a, EnrolmentCount: _e, ...settings } = record.body.Data!;
      await expectRefused(
        await as(editor, 'POST', '/authenticator/save', { ...settings, LockoutThreshold: 100, LockoutMinutes: 1 }),
        'authenticators.authenticatorSave',
      );
    });

    it('refuses an Application.Edit user a group holding a super admin, and the console application’s status and keys', async () => {
      const me = await s.t.actor(APPLICATION_EDITOR);
      const app = await s.t.call<Application>('POST', '/application/save', {
        cookie: me.cookie,
        body: { Title: 'Side app', Name: `side-${engine}`, ApplicationType: 2, IsSso: true, IsEnabled: true },
      });
      expect(app.status, JSON.stringify(app.body)).toBe(200);
      const appId = app.body.Data!.ApplicationId;
      const group = await s.t.call<{ GroupDefId: string }>('POST', '/group/SaveGroupDef', {
        cookie: s.admin,
        body: { Name: `with-admin-${engine}`, Title: 'With admin', State: 1 },
      });
      const child = await s.t.call<{ GroupDefId: string }>('POST', '/group/SaveGroupDef', {
        cookie: s.admin,
        body: { Name: `with-admin-child-${engine}`, Title: 'Child', State: 1, ParentId: group.body.Data!.GroupDefId },
      });
      await s.t.call('POST', `/group/def/${child.body.Data!.GroupDefId}/objects/assign`, {
        cookie: s.admin,
        body: { Kind: 'members', ObjectIds: [await adminId()] },
      });
      await expectRefused(
        await as(me, 'POST', `/application/${appId}/members/assign`, { GroupDefIds: [group.body.Data!.GroupDefId] }),
        'applications.assignMembers',
      );
      expect(
        await one<number>(s.t, 'SELECT count(*)::int FROM group_applications WHERE application_id = $1', [appId]),
      ).toBe(0);

      const consoleApp = await s.t.call<Record<string, unknown>>('GET', `/application/get/${CONSOLE_APPLICATION_ID}`, {
        cookie: s.admin,
      });
      const {
        DefinedBy: _d,
        SortOrder: _s,
        KeyCount: _k,
        UserCount: _u,
        CreatedDate: _c,
        ...fields
      } = consoleApp.body.Data!;
      await expectRefused(
        await as(me, 'POST', '/application/save', { ...fields, IsEnabled: false }),
        'applications.save',
      );
      await expectRefused(
        await as(me, 'POST', '/application/key/create', {
          ApplicationId: CONSOLE_APPLICATION_ID,
          KeyType: ApplicationKeyType.Rest,
          Settings: {},
        }),
        'applications.keyCreate',
      );
      expect(
        await one<boolean>(s.t, 'SELECT is_enabled FROM applications WHERE application_id = $1', [
          CONSOLE_APPLICATION_ID,
        ]),
      ).toBe(true);
      // Keys of an ordinary application stay the Application.Edit user's to make.
      const key = await as(me, 'POST', '/application/key/create', {
        ApplicationId: appId,
        KeyType: ApplicationKeyType.Rest,
        Settings: {},
      });
      expect(key.status, JSON.stringify(key.body)).toBe(200);
    });
  },
);
