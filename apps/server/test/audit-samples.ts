import { Secret, TOTP } from 'otpauth';
import type { MfaEnrolmentStart, Rule, RuleGroup, User } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { seal } from '../src/engine/secrets/secrets';
import { seedTransaction } from '../src/engine/access/scope';
import { resourceWriteSamples } from './resource-write-samples';
import { governanceSamples } from './governance-samples';
import { packageSamples } from './package-samples';
import { operationsSamples } from './operations-samples';
import { maintenanceSamples } from './maintenance-samples';
import { automationSamples } from './automation-samples';
import { flowSamples } from './flow-samples';
import { sharedRevealSamples } from './shared-reveal-samples';
import { webhookSamples } from './webhook-samples';
import { configSamples } from './config-samples';
import { brandingSamples } from './branding-samples';
import { tracingSamples } from './tracing-samples';
import { licensingSamples } from './licensing-samples';
import { createUserWithPermissions } from '../src/seed/demo';
import { createChallenge } from '../src/domains/sign-in/second-factor';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/** A live single sign-on session of the user named $1 (written directly: no audit entry of its own). */
const SSO_SESSION_OF = `INSERT INTO sso_sessions (session_id, user_id, application_id, created_date, last_activity_date, expires_date)
  SELECT gen_random_uuid(), user_id, md5('app-crm')::uuid, now(), now(), now() + interval '1 hour' FROM users WHERE user_name = $1
  RETURNING session_id`;

/**
 * One successful request per write call of the contract, in an order where each can use what the
 * earlier ones created. The audit-completeness test runs them all and requires exactly one entry each;
 * a new write call without a sample here fails that test. Resource writes are derived from the
 * definitions (resource-write-samples.ts).
 */
export function auditSamples(t: TestServer, admin: string, tree: RuleGroup): Record<string, Sample> {
  const post = <T>(path: string, body?: unknown) => t.call<T>('POST', path, { cookie: admin, body });
  const one = async (sql: string, params: unknown[] = []) =>
    Object.values((await t.server.db.query<Record<string, string>>(sql, params))[0]!)[0]!;
  const ids: Record<string, string> = {};
  const { made, saves, removes } = resourceWriteSamples(t, admin);
  // Records saved by a hand-written sample the derived removes (…removes, last) delete: automation rules, notifications.
  const madeAs: Record<string, string> = { rule: 'automationRule', notification: 'notificationDef' };
  const keep =
    <T>(key: string, pick: (data: T) => string) =>
    async (res: { status: number; body: { Data: T | null } }) => {
      if (res.status === 200) ids[key] = pick(res.body.Data!);
      if (res.status === 200 && madeAs[key]) made[madeAs[key]] = ids[key]!;
      return res;
    };
  return {
    ...saves,
    'account.login': () =>
      t.call('POST', '/account/login', { body: { UserName: 'admin', Password: 'Test#Admin-Password1' } }),
    'account.logout': async () => t.call('POST', '/account/logout', { cookie: await t.signIn() }),
    'account.savePreferences': () => post('/account/preferences', { ColorMode: 'dark' }),
    'rules.index': async () =>
      keep<Rule>(
        'rule',
        (r) => r.RuleId,
      )(await post<Rule>('/rules/index', { Name: 'audit-check', Title: 'Audit check', IsEnabled: true, Tree: tree })),
    'rules.state': () => post('/rules/State', { RuleId: ids.rule, IsEnabled: false }),
    'rules.ruleResult': () => post('/rules/RuleResult', { RuleId: ids.rule }),
    // groups.saveGroupDef and removeGroupDef are derived from the group definition (a group with a rule).
    'groups.syncGroupDef': () => post(`/group/def/${made.groupDef}/sync`),
    'groups.assignObjects': async () =>
      post(`/group/def/${made.groupDef}/objects/assign`, {
        Kind: 'roles',
        ObjectIds: [await one("SELECT role_def_id FROM role_defs WHERE name = 'helpdesk'")],
      }),
    'groups.unassignObjects': async () =>
      post(`/group/def/${made.groupDef}/objects/unassign`, {
        Kind: 'roles',
        ObjectIds: [await one("SELECT role_def_id FROM role_defs WHERE name = 'helpdesk'")],
      }),
    'users.createUser': async () =>
      keep<User>(
        'user',
        (u) => u.UserId,
      )(
        await post<User>('/user/createuser', {
          UserName: 'audit.user',
          Email: 'audit.user@example.com',
          UserSourceId: made.userSource,
          UserType: 0,
          IsEnabled: true,
          Password: 'Str0ng#Pass',
        }),
      ),
    'users.save': () =>
      post('/user/save', {
        UserId: ids.user,
        UserName: 'audit.user',
        DisplayName: 'Audit User',
        UserSourceId: made.userSource,
        UserType: 0,
        IsEnabled: true,
      }),
    'users.password': () => post('/user/password', { UserId: ids.user, Password: 'An0ther#Pass', IsTemporary: true }),
    'users.resetPassword': () =>
      post('/user/ResetPassword', { UserId: ids.user, Channel: 'Manual', IsTemporary: true }),
    'users.expirePassword': () => t.call('GET', `/user/ExpirePassword/${ids.user}`, { cookie: admin }),
    'users.createProfile': () => post(`/user/createprofile/${ids.user}`),
    'users.assignApplication': async () =>
      t.call('POST', `/user/AssignApplication?userId=${ids.user}`, {
        cookie: admin,
        body: { ApplicationIds: [await one("SELECT application_id FROM applications WHERE name = 'crm'")] },
      }),
    'users.assignUserAlias': async () =>
      keep<{ UserAliasId: string }>(
        'alias',
        (a) => a.UserAliasId,
      )(await post(`/user/AssignUserAlias/${ids.user}`, { Alias: 'audit.alias' })),
    'users.removeUserAlias': () => post(`/user/RemoveUserAlias/${ids.alias}`),
    'users.assignObjects': () =>
      post(`/user/${ids.user}/objects/assign`, { Kind: 'groups', ObjectIds: [made.groupDef] }),
    'users.unassignObjects': () =>
      post(`/user/${ids.user}/objects/unassign`, { Kind: 'groups', ObjectIds: [made.groupDef] }),
    'users.bulk': () => post('/user/bulk', { Action: 'disable', UserIds: [ids.user] }),
    'users.deviceRecoveryCode': async () =>
      post(`/user/device-recovery-code/${await one('SELECT device_id FROM user_devices ORDER BY device_id LIMIT 1')}`),
    'users.removeDevice': async () =>
      post(`/user/RemoveDevice/${await one('SELECT device_id FROM user_devices ORDER BY device_id LIMIT 1')}`),
    'users.addUserFromSource': async () =>
      post('/user/AddUserFromSource', {
        SourceId: await one("SELECT user_source_id FROM user_sources WHERE name = 'corporate-ad'"),
        SourceUserIds: ['CN=new1'],
      }),
    'users.updateUserFromProvider': async () =>
      post(`/user/updateuserfromprovider/${await one("SELECT user_id FROM users WHERE source_user_id = 'CN=new1'")}`),
    'users.import': () => {
      const form = new FormData();
      form.append(
        'file',
        new Blob(['UserName;Email\naudit.import;audit.import@example.com\n'], { type: 'text/csv' }),
        'users.csv',
      );
      return t.call('POST', '/User/Import', { cookie: admin, rawBody: form });
    },
    'users.revealSharedPassword': async () => {
      const [shared] = await t.server.db.query<{ user_id: string }>(
        `INSERT INTO users (user_id, user_name, user_type, shared_password_sealed) VALUES (gen_random_uuid(), 'audit.shared', 1, $1) RETURNING user_id`,
        [seal(t.server.secretKey, 'Shared#Pass1')],
      );
      await seedTransaction(t.server.db, (tx) =>
        tx.query(
          "INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type) SELECT gen_random_uuid(), 'User', $1, user_id, 0 FROM users WHERE user_name = 'admin'",
          [shared!.user_id],
        ),
      );
      return post(`/user/${shared!.user_id}/shared-password`);
    },
    'authenticators.enrol': async () => {
      const res = await post<MfaEnrolmentStart>(`/user/${ids.user}/authenticators/enrol`, {
        AuthenticatorId: await one("SELECT authenticator_id FROM authenticators WHERE name = 'authenticator-app'"),
      });
      if (res.status === 200) [ids.enrolment, ids.totpSecret] = [res.body.Data!.EnrolmentId, res.body.Data!.Secret!];
      return res;
    },
    'authenticators.confirmEnrolment': () =>
      post(`/user/${ids.user}/authenticators/${ids.enrolment}/confirm`, {
        Code: new TOTP({ secret: Secret.fromBase32(ids.totpSecret!) }).generate(),
      }),
    'authenticators.removeEnrolment': () =>
      t.call('DELETE', `/user/${ids.user}/authenticators/${ids.enrolment}`, { cookie: admin }),
    'authenticators.revokeRememberedDevices': () => post(`/user/${ids.user}/authenticators/remembered-devices/revoke`),
    'account.loginVerify': async () => {
      // The first step (a zone asking for a second factor) is set up in the database: one entry is the verify's.
      const userId = await createUserWithPermissions(t.server.db, 'audit.mfa', 'Audit#Mfa-Password1', []);
      const secret = new Secret({ size: 20 });
      await t.server.db.query(
        `INSERT INTO mfa_enrolments (user_id, authenticator_id, state, label, secret_sealed, totp_digits, totp_period, totp_algorithm)
         SELECT $1, authenticator_id, 1, 'Authenticator app', $2, 6, 30, 'SHA1' FROM authenticators WHERE name = 'authenticator-app'`,
        [userId, seal(t.server.secretKey, secret.base32)],
      );
      return t.call('POST', '/account/login/verify', {
        body: { ChallengeToken: await createChallenge(t.server.db, userId), Code: new TOTP({ secret }).generate() },
      });
    },
    'users.removeUser': () => post(`/user/removeuser/${ids.user}`),
    'sessions.terminate': async () =>
      post('/Session/Terminate', { SessionIds: [await one(SSO_SESSION_OF, ['user0000002'])] }),
    'sessions.terminateUser': async () => {
      await one(SSO_SESSION_OF, ['user0000003']);
      return post(`/Session/TerminateUser/${await one("SELECT user_id FROM users WHERE user_name = 'user0000003'")}`);
    },
    'sources.settingsSave': () =>
      post('/Source/SettingsSave', {
        SourceId: made.source,
        Settings: [{ Name: 'ConnectionString', Value: 'Host=127.0.0.1', IsSecret: false }],
      }),
    'objectOwners.save': async () =>
      keep<{ ObjectOwnerId: string }>(
        'owner',
        (o) => o.ObjectOwnerId,
      )(
        await post('/ObjectOwner/Save', {
          ObjectTypeName: 'Group',
          ObjectId: made.groupDef,
          OwnerUserId: await one("SELECT user_id FROM users WHERE user_name = 'admin'"),
          OwnerType: 20,
        }),
      ),
    'objectOwners.delete': () => t.call('DELETE', `/ObjectOwner/Delete/${ids.owner}`, { cookie: admin }),
    'reports.removeOrphanGroups': async () => {
      // An orphan group made directly (a write through the API would leave its own audit entry).
      const [made] = await seedTransaction(t.server.db, (tx) =>
        tx.query<{ id: string }>(
          "INSERT INTO group_defs (group_def_id, name, title) VALUES (gen_random_uuid(), 'audit-orphan', 'Audit orphan') RETURNING group_def_id::text AS id",
        ),
      );
      return post('/Report/orphan-groups/Remove', { GroupDefIds: [made!.id] });
    },
    'reports.startSimilarGroupRun': () => post('/Report/similargroup/Runs', { Threshold: 0.9 }),
    'reports.removeOrphanAccounts': async () => {
      // A disabled user's application account, made directly (no audit entry of its own).
      const [made] = await seedTransaction(t.server.db, (tx) =>
        tx.query<{ id: string }>(
          `WITH u AS (INSERT INTO users (user_id, user_name, is_enabled) VALUES (gen_random_uuid(), 'audit-orphan-user', false) RETURNING user_id)
           INSERT INTO user_applications (user_id, application_id) SELECT u.user_id, md5('app-crm')::uuid FROM u
           RETURNING application_user_id::text AS id`,
        ),
      );
      return post('/Report/orphan-accounts/Remove', { RowIds: [`app:${made!.id}`] });
    },
    'reports.removeOrphanRoles': async () => {
      const [made] = await seedTransaction(t.server.db, (tx) =>
        tx.query<{ id: string }>(
          "INSERT INTO role_defs (role_def_id, name, title) VALUES (gen_random_uuid(), 'audit-orphan-role', 'Audit orphan role') RETURNING role_def_id::text AS id",
        ),
      );
      return post('/Report/orphan-roles/Remove', { RoleDefIds: [made!.id] });
    },
    'reports.removeOrphanPermissions': async () => {
      const [made] = await seedTransaction(t.server.db, (tx) =>
        tx.query<{ id: string }>(
          "INSERT INTO permission_defs (permission_def_id, name, title) VALUES (gen_random_uuid(), 'Audit.Orphan', 'Audit orphan') RETURNING permission_def_id::text AS id",
        ),
      );
      return post('/Report/orphan-permissions/Remove', { PermissionDefIds: [made!.id] });
    },
    'notifications.saveNotificationDef': async () =>
      keep<{ NotificationDefId: string }>(
        'notification',
        (n) => n.NotificationDefId,
      )(
        await post('/Notification/SaveNotificationDef', {
          Name: 'audit-mail',
          Title: 'Audit mail',
          EventKind: 'ExportCompleted',
          Channels: ['InApp'],
          RecipientUserIds: [],
          RecipientGroupIds: [],
          NotifySubjects: true,
          Subject: 'Hi',
          Body: 'Hello',
          IsEnabled: true,
        }),
      ),
    'notifications.sendTestEvent': () => post('/Notification/SendTestEvent', { NotificationDefId: ids.notification }),
    'notifications.markAllAsRead': () => post('/Notification/MarkAllAsRead'),
    'profiles.saveValues': async () =>
      post(`/profile/${made.profile}/values`, {
        UserId: await one("SELECT user_id FROM users WHERE user_name = 'admin'"),
        Values: [
          { ProfilePropertyId: made.profileProperty, Value: 'x' },
          {
            ProfilePropertyId: await one(
              "SELECT profile_property_id FROM profile_properties WHERE name = 'department'",
            ),
            Value: 'Ops',
          },
        ],
      }),
    'profiles.removeValues': async () =>
      post(`/profile/${made.profile}/values/remove`, {
        UserId: await one("SELECT user_id FROM users WHERE user_name = 'admin'"),
      }),
    'profiles.sourceSettingsSave': () =>
      post('/profile/source/settings', {
        SourceId: made.profileSource,
        Settings: [{ Name: 'Url', Value: 'http://127.0.0.1:9', IsSecret: false }],
      }),
    'export.csv': () => post('/Export/CSV', { ObjectTypeName: 'Users', Scope: 0 }),
    'export.excelExport': () => post('/excel/export', { ExcelTableName: 'Rules', SelectedColumns: ['Name'], Scope: 0 }),
    'export.excelExportUsers': () =>
      post('/excel/export/users', { ExcelTableName: 'Users', SelectedColumns: ['UserName'], Scope: 0 }),
    'export.excelExportOrphan': () =>
      post('/excel/export/orphan', { ExcelTableName: 'OrphanAccounts', SelectedColumns: ['UserName'], Scope: 0 }),
    'export.userSettings': () =>
      post('/Export/UserSettings', {
        Name: 'Users',
        Value: JSON.stringify({
          Name: 'Users',
          Route: '/users',
          Properties: [
            { PropertyName: 'UserName', PropertyTitle: 'User Name', PropertyType: 'String', Properties: [], Sort: 0 },
          ],
        }),
      }),
    'applications.keyCreate': async () =>
      keep<{ Key: { ApplicationKeyId: string } }>(
        'key',
        (k) => k.Key.ApplicationKeyId,
      )(
        await post('/application/key/create', {
          ApplicationId: made.application,
          KeyType: 2,
          Settings: { RedirectUris: ['https://audit.example.com/cb'] },
        }),
      ),
    'applications.keyUpdate': () =>
      post('/application/key/update', {
        ApplicationKeyId: ids.key,
        KeyType: 2,
        Title: 'Audit client',
        Settings: { RedirectUris: ['https://audit.example.com/callback'] },
      }),
    'applications.keyRotate': async () =>
      keep<{ Key: { ApplicationKeyId: string } }>(
        'rotated',
        (k) => k.Key.ApplicationKeyId,
      )(await post(`/application/key/${ids.key}/rotate`, { ReplacedKeyValidUntil: null })),
    'applications.keyExpire': () => post(`/application/key/${ids.rotated}/expire`),
    'applications.keyRemove': () => t.call('DELETE', `/application/key/remove/${ids.key}`, { cookie: admin }),
    'applications.userSave': async () =>
      keep<{ ApplicationUserId: string }>(
        'appUser',
        (u) => u.ApplicationUserId,
      )(
        await post('/application/user/save', {
          ApplicationId: made.application,
          UserId: await one("SELECT user_id FROM users WHERE user_name = 'admin'"),
          AccountName: 'audit.admin',
          State: 1,
        }),
      ),
    'applications.userRemove': () => t.call('DELETE', `/application/user/remove/${ids.appUser}`, { cookie: admin }),
    'applications.assignMembers': async () =>
      post(`/application/${made.application}/members/assign`, {
        GroupDefIds: [await one("SELECT group_def_id FROM group_defs WHERE name = 'sales'")],
      }),
    'applications.unassignMembers': async () =>
      post(`/application/${made.application}/members/unassign`, {
        GroupDefIds: [await one("SELECT group_def_id FROM group_defs WHERE name = 'sales'")],
      }),
    // The sample service serves the sample application only, so catching up queues no demo users.
    'provisioning.serviceProvisionAll': async () => {
      await t.server.db.query(
        'UPDATE provision_services SET application_ids = jsonb_build_array($1::text) WHERE provision_service_id = $2',
        [made.application, made.provisionService],
      );
      return post(`/provisionService/provision/${made.provisionService}`);
    },
    'provisioning.serviceAccountRetry': async () =>
      post(
        `/provisionService/account/retry/${await one(
          `INSERT INTO provision_accounts (provision_service_id, user_id, state, reason)
           SELECT $1, user_id, 'Failed', 'Sample failure.' FROM users WHERE user_name = 'admin' RETURNING provision_account_id`,
          [made.provisionService],
        )}`,
      ),
    ...governanceSamples(t, admin, made),
    ...packageSamples(t, admin, made),
    ...operationsSamples(t, admin),
    ...maintenanceSamples(t, admin),
    ...automationSamples(t, admin),
    ...flowSamples(t, admin),
    ...sharedRevealSamples(t, admin),
    ...webhookSamples(t, admin, made),
    ...configSamples(t, admin),
    ...brandingSamples(t, admin),
    ...tracingSamples(t, admin),
    ...licensingSamples(t, admin),
    ...removes,
  };
}
