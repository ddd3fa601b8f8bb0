import { describe, expect, it } from 'vitest';
import type {
  PagedData,
  ProfileProperty,
  ProfileUserRow,
  ProfileUserValues,
  PropertyGroup,
  Provider,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

describe.each(['pglite', 'postgres'] as Engine[])('profiles on %s', (engine) => {
  const s = useTestServer(engine);
  const post = <T>(path: string, body?: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const id = async (sql: string) => Object.values((await s.t.server.db.query<Record<string, string>>(sql))[0]!)[0]!;

  it('checks values against their property types, lookups and required flags, and writes nothing on error', async () => {
    const profile = await id("SELECT profile_id::text FROM profiles WHERE name = 'employee'");
    const user = await id("SELECT user_id::text FROM users WHERE user_name = 'user0000100'");
    const department = await id("SELECT profile_property_id::text FROM profile_properties WHERE name = 'department'");
    const costCenter = await id("SELECT profile_property_id::text FROM profile_properties WHERE name = 'cost-center'");
    const desk = await id("SELECT profile_property_id::text FROM profile_properties WHERE name = 'desk-number'");
    const bad = await post(`/profile/${profile}/values`, {
      UserId: user,
      Values: [
        { ProfilePropertyId: costCenter, Value: 'CC-999' },
        { ProfilePropertyId: desk, Value: 'twelve' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors!.map((e) => e.Field).sort()).toEqual(['cost-center', 'department', 'desk-number']);
    expect((await s.t.server.db.query('SELECT 1 FROM profile_values WHERE user_id = $1', [user])).length).toBe(0);

    const good = await post<ProfileUserValues>(`/profile/${profile}/values`, {
      UserId: user,
      Values: [
        { ProfilePropertyId: department, Value: 'Legal' },
        { ProfilePropertyId: costCenter, Value: 'CC-200' },
        { ProfilePropertyId: desk, Value: '12' },
      ],
    });
    expect(good.status).toBe(200);
    const byName = Object.fromEntries(good.body.Data!.Values.map((v) => [v.Name, v.Value]));
    expect(byName).toMatchObject({
      department: 'Legal',
      'cost-center': 'CC-200',
      'desk-number': '12',
      'start-date': null,
    });
    const read = await s.t.call<ProfileUserValues>('GET', `/profile/${profile}/values/user0000100`, {
      cookie: s.admin,
    });
    expect(read.body.Data!.FormattedName).not.toBe('');
    const values = await post<PagedData<{ UserName: string; Value: string }>>(
      `/profile/property/${department}/values`,
      { CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'UserName', Value: 'user0000100', Operator: 0 }] },
    );
    expect(values.body.Data!.Data).toEqual([expect.objectContaining({ UserName: 'user0000100', Value: 'Legal' })]);

    // The profile's users list is its definition's child list: one row per user, values counted, formatted name.
    const holders = await post<PagedData<ProfileUserRow>>(`/profile/${profile}/users`, {
      CurrentPage: 1,
      ItemPerPage: 5,
      Filters: [{ Column: 'UserName', Value: 'user0000100', Operator: 0 }],
    });
    expect(holders.status).toBe(200);
    expect(holders.body.Data!.Data).toEqual([
      expect.objectContaining({
        UserId: user,
        ProfileId: profile,
        UserName: 'user0000100',
        FormattedName: read.body.Data!.FormattedName,
        ValueCount: 3,
      }),
    ]);
    expect(holders.body.Data!.TotalItemCount).toBe(1);
    const unsortable = await post(`/profile/${profile}/users`, {
      CurrentPage: 1,
      ItemPerPage: 5,
      Sorts: [{ Column: 'ValueCount', Asc: true }],
    });
    expect(unsortable.status).toBe(400);
    const unknown = await post(`/profile/00000000-0000-4000-8000-000000000123/users`, {
      CurrentPage: 1,
      ItemPerPage: 5,
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps a stored secret of a profile source unless it is cleared explicitly (issue 23), and audits the clearing', async () => {
    const source = await id('SELECT profile_source_id::text FROM profile_sources ORDER BY name LIMIT 1');
    const save = (Settings: unknown[]) => post('/profile/source/settings', { SourceId: source, Settings });
    const stored = () =>
      s.t.server.db.query<{ name: string; value: string; is_secret: boolean }>(
        "SELECT name, value, is_secret FROM profile_source_settings WHERE profile_source_id = $1 AND name = 'BindPassword'",
        [source],
      );
    expect((await save([{ Name: 'BindPassword', Value: 'first-secret', IsSecret: true }])).status).toBe(200);
    // Sent empty, or as not secret and empty: the stored secret stays, and stays secret.
    expect((await save([{ Name: 'BindPassword', Value: '', IsSecret: true }])).status).toBe(200);
    expect((await save([{ Name: 'BindPassword', Value: '', IsSecret: false }])).status).toBe(200);
    expect(await stored()).toEqual([{ name: 'BindPassword', value: 'first-secret', is_secret: true }]);
    const both = await save([{ Name: 'BindPassword', Value: 'x', IsSecret: true, Clear: true }]);
    expect(both.status).toBe(400);
    expect(await stored()).toEqual([{ name: 'BindPassword', value: 'first-secret', is_secret: true }]);
    const plain = await save([{ Name: 'Host', Value: 'ldap.example.org', IsSecret: false, Clear: true }]);
    expect(plain.status).toBe(400);
    expect((await save([{ Name: 'BindPassword', Value: '', IsSecret: true, Clear: true }])).status).toBe(200);
    expect(await stored()).toEqual([]);
    const [audit] = await s.t.server.db.query<{ description: string }>(
      'SELECT description FROM audit_entries WHERE target_id = $1 ORDER BY created_date DESC LIMIT 1',
      [source],
    );
    expect(audit?.description).toContain('(secret BindPassword cleared)');
  });

  it('keeps a manual order of property groups and refuses a Lookup without choices', async () => {
    const groups = (
      await post<PagedData<PropertyGroup>>('/profile/propertygroup/list', { CurrentPage: 1, ItemPerPage: 10 })
    ).body.Data!.Data;
    const reversed = [...groups].reverse().map((g) => g.PropertyGroupId);
    expect((await post('/profile/propertygroup/sort', { Ids: reversed })).status).toBe(200);
    const after = (
      await post<PagedData<PropertyGroup>>('/profile/propertygroup/list', { CurrentPage: 1, ItemPerPage: 10 })
    ).body.Data!.Data;
    expect(after.map((g) => g.PropertyGroupId)).toEqual(reversed);
    const lookup = await post<ProfileProperty>('/profile/property/save', {
      Name: 'p-lookup',
      Title: 'Lookup',
      PropertyType: 50,
      IsRequired: false,
      LookupValues: [],
    });
    expect(lookup.status).toBe(400);
  });

  it('checks provider permissions by kind and refuses removing a provider in use', async () => {
    const sourcesOnly = await s.t.signInWith(['System.Management.UserSource.List']);
    expect(
      (
        await post<PagedData<Provider>>(
          '/provider/list',
          { CurrentPage: 1, ItemPerPage: 10, Kind: 'user' },
          sourcesOnly,
        )
      ).body
        .Data!.Data.map((p) => p.Name)
        .sort(),
    ).toEqual(['ldap-provider', 'sql-provider']);
    const refused = await post<{ MissingPermissions: string[] }>(
      '/provider/list',
      { CurrentPage: 1, ItemPerPage: 10, Kind: 'profile' },
      sourcesOnly,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.Data!.MissingPermissions).toEqual(['System.Management.ProfileSource.List']);
    const hr = await id("SELECT provider_id::text FROM providers WHERE name = 'hr-profile-api'");
    expect((await s.t.call('DELETE', `/provider/remove/${hr}`, { cookie: s.admin })).status).toBe(409);
  });
});
