import { describe, expect, it } from 'vitest';
import type {
  AssignedObject,
  GroupDef,
  ImportResult,
  ObjectSearchResult,
  PagedData,
  User,
  UserRow,
  UserSource,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';
import { seedTransaction } from '../src/engine/access/scope';

const csvForm = (csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv');
  return form;
};

describe.each(['pglite', 'postgres'] as Engine[])('directory on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const count = async (sql: string, params: unknown[] = []) =>
    (await s.t.server.db.query<{ n: number }>(sql, params))[0]!.n;
  const localSource = async () =>
    (
      await s.t.server.db.query<{ id: string }>(
        "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'local'",
      )
    )[0]!.id;

  it('creates a user only with a password that meets the policy, refuses taken names, and edits it', async () => {
    const source = await localSource();
    const weak = await post('/user/createuser', {
      UserName: 'dir.weak',
      UserSourceId: source,
      UserType: 0,
      IsEnabled: true,
      Password: 'abc',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.Errors!.every((e) => e.Field === 'Password')).toBe(true);
    expect(weak.body.Errors!.map((e) => e.Message)).toContain('Use at least 1 uppercase letter.');
    expect(await count("SELECT count(*)::int AS n FROM users WHERE user_name = 'dir.weak'")).toBe(0);

    const created = await post<User>('/user/createuser', {
      UserName: 'dir.jane',
      FirstName: 'Jane',
      LastName: 'Roe',
      Email: 'jane.roe@example.com',
      UserSourceId: source,
      UserType: 0,
      IsEnabled: true,
      Password: 'Str0ng#Pass',
    });
    expect(created.status).toBe(200);
    expect(created.body.Data).toMatchObject({
      UserName: 'dir.jane',
      FormattedName: 'Jane Roe',
      SourceTitle: 'Local Users',
      // Not enrolled in multi-factor authentication until an authenticator is enrolled.
      IsMfaEnabled: false,
    });
    const dup = await post('/user/createuser', {
      UserName: 'DIR.JANE',
      UserSourceId: source,
      UserType: 0,
      IsEnabled: true,
    });
    expect(dup.status).toBe(409);

    const id = created.body.Data!.UserId;
    const saved = await post<User>('/user/save', {
      UserId: id,
      UserName: 'dir.jane',
      FirstName: 'Janet',
      LastName: 'Roe',
      UserSourceId: source,
      UserType: 1,
      IsEnabled: false,
    });
    expect(saved.body.Data).toMatchObject({ FormattedName: 'Janet Roe', UserType: 1, IsEnabled: false });
    const found = await post<PagedData<UserRow>>('/user/userlist', {
      CurrentPage: 1,
      ItemPerPage: 10,
      Filters: [
        { Column: 'UserName', Value: 'dir.ja', Operator: 2 },
        { Column: 'IsEnabled', Value: false },
      ],
    });
    expect(found.body.Data!.Data.map((u) => u.UserName)).toEqual(['dir.jane']);

    const policy = await post<{ IsValid: boolean; Errors: string[] }>('/user/ValidatePassword', {
      Password: 'lowercase',
    });
    expect(policy.body.Data!.IsValid).toBe(false);
    const generated = await post<string>(`/user/GeneratePassword/${id}`, { Length: 20 });
    expect(generated.body.Data).toHaveLength(20);
    expect(
      (await post<{ IsValid: boolean }>('/user/ValidatePassword', { Password: generated.body.Data })).body.Data!
        .IsValid,
    ).toBe(true);
    const reset = await post<{ Password: string }>('/user/ResetPassword', {
      UserId: id,
      Channel: 'Manual',
      IsTemporary: true,
    });
    expect(reset.body.Data!.Password).toHaveLength(13);
    expect(
      (await post<{ IsValid: boolean }>('/user/ValidatePassword', { Password: reset.body.Data!.Password })).body.Data!
        .IsValid,
    ).toBe(true);
    const [row] = await s.t.server.db.query<{ is_temporary_password: boolean }>(
      'SELECT is_temporary_password FROM users WHERE user_id = $1',
      [id],
    );
    expect(row!.is_temporary_password).toBe(true);
  });

  it('imports all rows of a CSV or none, reporting each bad row', async () => {
    const before = await count('SELECT count(*)::int AS n FROM users');
    const bad = await s.t.call<ImportResult>('POST', '/User/Import', {
      cookie: s.admin,
      rawBody: csvForm(
        'UserName;Email;UserSource\nimp.one;imp.one@example.com;local\n;nobody@example.com;local\nimp.two;not-an-email;local\nimp.one;x@example.com;nowhere\n',
      ),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Data!.Errors.map((e) => e.Row)).toEqual([3, 4, 5]);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(before);

    const sample = await s.t.call('GET', '/User/DownloadSampleCsv', { cookie: s.admin });
    expect(sample.headers.get('content-type')).toContain('text/csv');
    expect(sample.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'UserName;FirstName;LastName;DisplayName;Email;UserSource;UserType;IsEnabled',
    );

    const good = await s.t.call<ImportResult>('POST', '/User/Import', {
      cookie: s.admin,
      rawBody: csvForm(
        'UserName,FirstName,Email,UserType\nimp.a,Ann,a@example.com,Standard\nimp.b,Ben,b@example.com,Shared\nimp.c,Cat,,Standard\n',
      ),
    });
    expect(good.status).toBe(200);
    expect(good.body.Data).toEqual({ ImportedCount: 3, Errors: [] });
    expect(await count("SELECT count(*)::int AS n FROM users WHERE user_name IN ('imp.a', 'imp.b', 'imp.c')")).toBe(3);
    const notMultipart = await post('/User/Import', {});
    expect(notMultipart.status).toBe(400);
  });

  it('manages groups: save under a parent, members, privileges through roles, remove with children', async () => {
    const parent = (await post<GroupDef>('/group/SaveGroupDef', { Name: 'dir-parent', Title: 'Dir parent', State: 1 }))
      .body.Data!;
    const child = (
      await post<GroupDef>('/group/SaveGroupDef', {
        Name: 'dir-child',
        Title: 'Dir child',
        State: 1,
        ParentId: parent.GroupDefId,
      })
    ).body.Data!;
    expect(child.ParentTitle).toBe('Dir parent');
    const cycle = await post('/group/SaveGroupDef', {
      GroupDefId: parent.GroupDefId,
      Name: 'dir-parent',
      Title: 'Dir parent',
      State: 1,
      ParentId: child.GroupDefId,
    });
    expect(cycle.status).toBe(400);

    const [user] = await s.t.server.db.query<{ id: string }>(
      "SELECT user_id::text AS id FROM users WHERE user_name = 'user0000002'",
    );
    expect(
      (await post(`/user/${user!.id}/objects/assign`, { Kind: 'groups', ObjectIds: [child.GroupDefId] })).status,
    ).toBe(200);
    const members = await post<PagedData<AssignedObject>>(`/group/def/${child.GroupDefId}/objects`, {
      CurrentPage: 1,
      ItemPerPage: 10,
      Kind: 'members',
    });
    expect(members.body.Data!.Data.map((m) => m.Name)).toEqual(['user0000002']);
    const bogus = await post(`/group/def/${child.GroupDefId}/objects/assign`, {
      Kind: 'members',
      ObjectIds: ['00000000-0000-4000-8000-000000000999'],
    });
    expect(bogus.status).toBe(400);

    const [role] = await s.t.server.db.query<{ id: string }>(
      "SELECT role_def_id::text AS id FROM role_defs WHERE name = 'auditor'",
    );
    await post(`/group/def/${child.GroupDefId}/objects/assign`, { Kind: 'roles', ObjectIds: [role!.id] });
    const privileges = await s.t.call<Array<{ Name: string; Via: string }>>(
      'GET',
      `/group/def/${child.GroupDefId}/privileges`,
      { cookie: s.admin },
    );
    expect(privileges.body.Data!.length).toBeGreaterThan(0);
    expect(privileges.body.Data!.every((p) => p.Via === 'Auditor')).toBe(true);

    const undecided = await s.t.call('DELETE', `/group/RemoveGroupDef/${parent.GroupDefId}`, { cookie: s.admin });
    expect(undecided.status).toBe(409);
    expect(
      (await s.t.call('DELETE', `/group/RemoveGroupDef/${parent.GroupDefId}?deleteChildren=false`, { cookie: s.admin }))
        .status,
    ).toBe(200);
    const moved = (await s.t.call<GroupDef>('GET', `/group/GroupDef/${child.GroupDefId}`, { cookie: s.admin })).body
      .Data!;
    expect(moved.ParentId).toBeNull();
  });

  it('lets group roles grant permissions to their members at sign-in', async () => {
    const cookie = await s.t.signInWith([]);
    const [me] = await s.t.server.db.query<{ id: string }>(
      'SELECT user_id::text AS id FROM console_sessions ORDER BY created_date DESC LIMIT 1',
    );
    expect((await post('/user/userlist', { CurrentPage: 1, ItemPerPage: 5 }, cookie)).status).toBe(403);
    const group = (
      await post<GroupDef>('/group/SaveGroupDef', { Name: 'dir-helpdesk', Title: 'Helpdesk team', State: 1 })
    ).body.Data!;
    const [role] = await s.t.server.db.query<{ id: string }>(
      "SELECT role_def_id::text AS id FROM role_defs WHERE name = 'helpdesk'",
    );
    await seedTransaction(s.t.server.db, (tx) =>
      tx.query(
        "INSERT INTO role_permissions (role_def_id, permission_def_id) SELECT $1, permission_def_id FROM permission_defs WHERE name = 'System.Management.User.List' ON CONFLICT DO NOTHING",
        [role!.id],
      ),
    );
    await post(`/group/def/${group.GroupDefId}/objects/assign`, { Kind: 'roles', ObjectIds: [role!.id] });
    await post(`/group/def/${group.GroupDefId}/objects/assign`, { Kind: 'members', ObjectIds: [me!.id] });
    await new Promise((r) => setTimeout(r, 2100)); // the session cache keeps a resolved user for 2 s
    expect((await post('/user/userlist', { CurrentPage: 1, ItemPerPage: 5 }, cookie)).status).toBe(200);
  });

  it('applies bulk actions to every user matching the filters except the excluded ones', async () => {
    const [hr] = await s.t.server.db.query<{ id: string }>(
      "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'partner-ldap'",
    );
    const total = await count('SELECT count(*)::int AS n FROM users WHERE user_source_id = $1 AND is_enabled', [
      hr!.id,
    ]);
    const [except] = await s.t.server.db.query<{ id: string }>(
      'SELECT user_id::text AS id FROM users WHERE user_source_id = $1 AND is_enabled ORDER BY user_name LIMIT 1',
      [hr!.id],
    );
    const res = await post<{ AffectedCount: number }>('/user/bulk', {
      Action: 'disable',
      AllMatching: {
        Filters: [
          { Column: 'UserSourceId', Value: hr!.id, Operator: 0 },
          { Column: 'IsEnabled', Value: true },
        ],
        ExceptIds: [except!.id],
      },
    });
    expect(res.body.Data!.AffectedCount).toBe(total - 1);
    expect(await count('SELECT count(*)::int AS n FROM users WHERE user_source_id = $1 AND is_enabled', [hr!.id])).toBe(
      1,
    );
    const limited = await s.t.signInWith(['System.Management.User.Edit']);
    const refused = await post<{ MissingPermissions: string[] }>(
      '/user/bulk',
      { Action: 'delete', UserIds: [except!.id] },
      limited,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.Data!.MissingPermissions).toEqual(['System.Management.User.Delete']);
  });

  it('validates user source schedules as cron and searches and imports source accounts', async () => {
    const bad = await post('/user/sourcesave?isNew=true', {
      Name: 'dir-src',
      Title: 'Dir source',
      SyncSchedule: '61 * * * *',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('You should type valid cron.');
    const ok = await post<UserSource>('/user/sourcesave?isNew=true', {
      Name: 'dir-src',
      Title: 'Dir source',
      SyncSchedule: '0 0 * * MON',
    });
    expect(ok.body.Data!.SyncSchedule).toBe('0 0 * * MON');

    const [ad] = await s.t.server.db.query<{ id: string }>(
      "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'corporate-ad'",
    );
    const found = await post<Array<{ SourceUserId: string; ExistsInDirectory: boolean }>>('/user/SearchSourceUser', {
      SourceId: ad!.id,
      SearchText: 'newhire00',
    });
    expect(found.body.Data!.length).toBe(9);
    const added = await post<{ AddedCount: number }>('/user/AddUserFromSource', {
      SourceId: ad!.id,
      SourceUserIds: ['CN=new2', 'CN=new3'],
    });
    expect(added.body.Data!.AddedCount).toBe(2);
    const again = await post<Array<{ SourceUserId: string; ExistsInDirectory: boolean }>>('/user/SearchSourceUser', {
      SourceId: ad!.id,
      SearchText: 'newhire002',
    });
    expect(again.body.Data!.find((a) => a.SourceUserId === 'CN=new2')!.ExistsInDirectory).toBe(true);
  });

  it('searches objects only of types the caller may list', async () => {
    const res = await post<ObjectSearchResult[]>('/objecttype/SearchObjectsByObjectType', {
      ObjectTypeName: 'Group',
      SearchText: 'eng',
    });
    expect(res.body.Data!.map((o) => o.Name)).toContain('engineering');
    const limited = await s.t.signInWith(['System.Management.User.List']);
    const refused = await post<{ MissingPermissions: string[] }>(
      '/objecttype/SearchObjectsByObjectType',
      { ObjectTypeName: 'Group', SearchText: 'eng' },
      limited,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.Data!.MissingPermissions).toEqual(['System.Management.GroupDef.List']);
    const users = await post<ObjectSearchResult[]>(
      '/objecttype/SearchObjectsByObjectType',
      { ObjectTypeName: 'User', SearchText: 'user000000' },
      limited,
    );
    expect(users.body.Data).toHaveLength(5);
  });

  it("reveals a shared account's password only to a user it is delegated to, and audits each reveal", async () => {
    const source = await localSource();
    const shared = await post<User>('/user/createuser', {
      UserName: 'dir.reception',
      UserSourceId: source,
      UserType: 1,
      IsEnabled: true,
      Password: 'Rec3ption#Desk',
    });
    const id = shared.body.Data!.UserId;
    const notDelegated = await post(`/user/${id}/shared-password`);
    expect(notDelegated.status).toBe(403);
    const [admin] = await s.t.server.db.query<{ id: string }>(
      "SELECT user_id::text AS id FROM users WHERE user_name = 'admin'",
    );
    await post('/ObjectOwner/Save', { ObjectTypeName: 'User', ObjectId: id, OwnerUserId: admin!.id, OwnerType: 0 });
    const before = await count(
      "SELECT count(*)::int AS n FROM audit_entries WHERE action = 'users.revealSharedPassword'",
    );
    const revealed = await post<{ Password: string }>(`/user/${id}/shared-password`);
    expect(revealed.body.Data!.Password).toBe('Rec3ption#Desk');
    expect(
      await count("SELECT count(*)::int AS n FROM audit_entries WHERE action = 'users.revealSharedPassword'"),
    ).toBe(before + 1);
    const [row] = await s.t.server.db.query<{ sealed: string }>(
      'SELECT shared_password_sealed AS sealed FROM users WHERE user_id = $1',
      [id],
    );
    expect(row!.sealed).not.toContain('Rec3ption');
    const personal = await s.t.server.db.query<{ id: string }>(
      "SELECT user_id::text AS id FROM users WHERE user_name = 'user0000005'",
    );
    // Not delegated: refused before anything about the account is told (not even that it is not shared).
    const standard = await post(`/user/${personal[0]!.id}/shared-password`);
    expect([standard.status, standard.body.Message]).toEqual([403, 'This shared account is not delegated to you.']);
    await post('/ObjectOwner/Save', {
      ObjectTypeName: 'User',
      ObjectId: personal[0]!.id,
      OwnerUserId: admin!.id,
      OwnerType: 0,
    });
    expect((await post(`/user/${personal[0]!.id}/shared-password`)).status).toBe(400);
  });
});
