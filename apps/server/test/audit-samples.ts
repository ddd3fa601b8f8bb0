import type { GroupDef, Rule, RuleGroup, User } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { seal } from '../src/http/secrets';
import { seedTransaction } from '../src/access/scope';
import { resourceWriteSamples } from './resource-write-samples';

type Sample = () => Promise<{ status: number; body?: unknown }>;

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
  const keep =
    <T>(key: string, pick: (data: T) => string) =>
    async (res: { status: number; body: { Data: T | null } }) => {
      if (res.status === 200) ids[key] = pick(res.body.Data!);
      return res;
    };
  const { made, saves, removes } = resourceWriteSamples(t, admin);
  return {
    ...saves,
    'account.login': () =>
      t.call('POST', '/account/login', { body: { UserName: 'admin', Password: 'Test#Admin-Password1' } }),
    'account.logout': async () => t.call('POST', '/account/logout', { cookie: await t.signIn() }),
    'rules.index': async () =>
      keep<Rule>(
        'rule',
        (r) => r.RuleId,
      )(await post<Rule>('/rules/index', { Name: 'audit-check', Title: 'Audit check', IsEnabled: true, Tree: tree })),
    'rules.state': () => post('/rules/State', { RuleId: ids.rule, IsEnabled: false }),
    'rules.ruleResult': () => post('/rules/RuleResult', { RuleId: ids.rule }),
    'groups.saveGroupDef': async () =>
      keep<GroupDef>(
        'group',
        (g) => g.GroupDefId,
      )(
        await post<GroupDef>('/group/SaveGroupDef', {
          Name: 'audit-group',
          Title: 'Audit group',
          State: 1,
          RuleId: ids.rule,
        }),
      ),
    'groups.syncGroupDef': () => post(`/group/def/${ids.group}/sync`),
    'groups.assignObjects': async () =>
      post(`/group/def/${ids.group}/objects/assign`, {
        Kind: 'roles',
        ObjectIds: [await one("SELECT role_def_id FROM role_defs WHERE name = 'helpdesk'")],
      }),
    'groups.unassignObjects': async () =>
      post(`/group/def/${ids.group}/objects/unassign`, {
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
    'users.assignObjects': () => post(`/user/${ids.user}/objects/assign`, { Kind: 'groups', ObjectIds: [ids.group] }),
    'users.unassignObjects': () =>
      post(`/user/${ids.user}/objects/unassign`, { Kind: 'groups', ObjectIds: [ids.group] }),
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
    'users.removeUser': () => post(`/user/removeuser/${ids.user}`),
    'sources.save': async () =>
      keep<{ SourceId: string }>(
        'source',
        (s) => s.SourceId,
      )(
        await post('/Source/Save', {
          Name: 'audit-share',
          Title: 'Audit share',
          ProviderName: 'sql-resource-provider',
        }),
      ),
    'sources.settingsSave': () =>
      post('/Source/SettingsSave', {
        SourceId: ids.source,
        Settings: [{ Name: 'ConnectionString', Value: 'Host=127.0.0.1', IsSecret: false }],
      }),
    'resources.typeSave': async () =>
      keep<{ ResourceDefTypeId: string }>(
        'type',
        (r) => r.ResourceDefTypeId,
      )(await post('/Resource/Type/Save', { Name: 'audit-type', Title: 'Audit type', SourceId: ids.source })),
    'resources.typeDelete': () => t.call('DELETE', `/Resource/Type/${ids.type}`, { cookie: admin }),
    'sources.remove': () => t.call('DELETE', `/Source/Remove/${ids.source}`, { cookie: admin }),
    'objectOwners.save': async () =>
      keep<{ ObjectOwnerId: string }>(
        'owner',
        (o) => o.ObjectOwnerId,
      )(
        await post('/ObjectOwner/Save', {
          ObjectTypeName: 'Group',
          ObjectId: ids.group,
          OwnerUserId: await one("SELECT user_id FROM users WHERE user_name = 'admin'"),
          OwnerType: 20,
        }),
      ),
    'objectOwners.delete': () => t.call('DELETE', `/ObjectOwner/Delete/${ids.owner}`, { cookie: admin }),
    'groups.removeGroupDef': () => t.call('DELETE', `/group/RemoveGroupDef/${ids.group}`, { cookie: admin }),
    'notifications.saveNotificationDef': async () =>
      keep<{ NotificationDefId: string }>(
        'notification',
        (n) => n.NotificationDefId,
      )(
        await post('/Notification/SaveNotificationDef', {
          Name: 'audit-mail',
          Title: 'Audit mail',
          Channel: 'Email',
          Subject: 'Hi',
          Body: 'Hello',
          IsEnabled: true,
        }),
      ),
    'notifications.removeNotificationDef': () =>
      t.call('GET', `/Notification/RemoveNotificationDef/${ids.notification}`, { cookie: admin }),
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
    'rules.delete': () => t.call('DELETE', `/rules/delete/${ids.rule}`, { cookie: admin }),
    ...removes,
  };
}
