import { describe, expect, it } from 'vitest';
import { Permissions as P, type PasswordPolicy, type StaticData, type User } from '@portcullis/api-client/contract';
import type { TestServer } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

type Row = Record<string, unknown>;

async function one(t: TestServer, sql: string, params: unknown[] = []): Promise<string> {
  const rows = await t.server.db.query<Record<string, string>>(sql, params);
  return Object.values(rows[0]!)[0]!;
}

/**
 * Password policies (§2.7 policy/defs, §3 fields, §5 defaults): served per category, by user and by
 * user source; a change applies to the next password the server is given; system policies stay.
 */
describe('password policies', () => {
  const s = useTestServer('pglite', { seedUsers: 30 });
  const post = <T = Row>(path: string, body: unknown) => s.t.call<T>('POST', path, { cookie: s.admin, body });
  const policyOf = async (key: string) =>
    (await s.t.call<PasswordPolicy>('GET', `/user/UserPasswordPolicies/${key}`, { cookie: s.admin })).body.Data!;
  const byName = async (name: string) =>
    (
      await post<{ Data: Row[] }>('/policy/def/list', {
        CurrentPage: 1,
        ItemPerPage: 5,
        Filters: [{ Column: 'Name', Value: name, Operator: 0 }],
      })
    ).body.Data!.Data[0]!;
  const editable = ({ UserSourceTitle: _t, DefinedBy: _d, CreatedDate: _c, ...rest }: Row) => rest;

  it('serves each category with the §5 defaults filling what it leaves empty, by user and by user source too', async () => {
    expect(await policyOf('default')).toEqual({
      MinimumNumberOfPasswordLength: 8,
      MaximumNumberOfPasswordLength: 64,
      MinimumNumberOfLetters: 0,
      MinimumNumberOfLettersLowerCase: 1,
      MinimumNumberOfLettersUpperCase: 1,
      MinimumNumberOfNumericCharacters: 1,
      MinimumNumberOfSpecialCharacters: 1,
      SpecialCharacters: '!#%&*+-.?@_$',
      RequiredCategoryCount: 3,
      UnlockOnPasswordChange: false,
    });
    expect((await policyOf('ADMIN')).MinimumNumberOfPasswordLength).toBe(13);
    expect((await policyOf('no-such-category')).MinimumNumberOfPasswordLength).toBe(8);
    const partners = await one(s.t, "SELECT user_source_id::text FROM user_sources WHERE name = 'partner-ldap'");
    expect((await policyOf(partners)).MinimumNumberOfPasswordLength).toBe(10);
    const partner = await one(s.t, 'SELECT user_id::text FROM users WHERE user_source_id = $1 LIMIT 1', [partners]);
    expect((await policyOf(partner)).MinimumNumberOfPasswordLength).toBe(10);
    const admin = await one(s.t, "SELECT user_id::text FROM users WHERE user_name = 'admin'");
    expect((await policyOf(admin)).MinimumNumberOfPasswordLength).toBe(13);
    // Another user's policy would tell whether they are a super admin: only for who may see users.
    const stranger = await s.t.actor([]);
    const asStranger = async (key: string) =>
      (await s.t.call<PasswordPolicy>('GET', `/user/UserPasswordPolicies/${key}`, { cookie: stranger.cookie })).body
        .Data!.MinimumNumberOfPasswordLength;
    expect([await asStranger(admin), await asStranger(stranger.userId), await asStranger('admin')]).toEqual([8, 8, 13]);
    const viewer = await s.t.actor([P.UserView]);
    const asViewer = await s.t.call<PasswordPolicy>('GET', `/user/UserPasswordPolicies/${admin}`, {
      cookie: viewer.cookie,
    });
    expect(asViewer.body.Data!.MinimumNumberOfPasswordLength).toBe(13);
    const data = (await s.t.call<StaticData>('GET', '/home/getstaticdata', { cookie: s.admin })).body.Data!;
    expect(Object.keys(data.PasswordPolicies).sort()).toEqual(['admin', 'default', 'partners']);
  });

  it('applies a changed policy to the next password, on set and on creating a user', async () => {
    const local = await one(s.t, "SELECT user_source_id::text FROM user_sources WHERE name = 'local'");
    const created = await post<User>('/user/createuser', {
      UserName: 'policy.target',
      UserSourceId: local,
      UserType: 0,
      IsEnabled: true,
      Password: 'Short#1a',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const policy = await byName('default');
    const saved = await post<Row>('/policy/def/save', { ...editable(policy), MinimumNumberOfPasswordLength: 20 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await policyOf('default')).MinimumNumberOfPasswordLength).toBe(20);
    const refused = await post('/user/password', {
      UserId: created.body.Data!.UserId,
      Password: 'Short#1a-but-ok',
      IsTemporary: false,
    });
    expect([refused.status, refused.body.Message]).toEqual([400, 'Use at least 20 characters.']);
    const another = await post('/user/createuser', {
      UserName: 'policy.second',
      UserSourceId: local,
      UserType: 0,
      IsEnabled: true,
      Password: 'Short#1a',
    });
    expect([another.status, another.body.Errors?.[0]?.Field]).toEqual([400, 'Password']);
    const checked = await post<{ IsValid: boolean }>('/user/ValidatePassword', {
      Password: 'Long-enough#Password1',
      Category: created.body.Data!.UserId,
    });
    expect(checked.body.Data!.IsValid).toBe(true);
    await post('/policy/def/save', { ...editable(policy) });
    expect((await policyOf('default')).MinimumNumberOfPasswordLength).toBe(8);
  });

  it('unlocks a locked account on a new password only when the policy says so', async () => {
    const user = await s.t.actor([]);
    const lock = () =>
      s.t.server.db.query(
        "UPDATE users SET locked_until = now() + interval '1 hour', failed_login_count = 5 WHERE user_id = $1",
        [user.userId],
      );
    const lockedUntil = () =>
      s.t.server.db.query<{ locked: boolean }>(
        'SELECT locked_until IS NOT NULL AS locked FROM users WHERE user_id = $1',
        [user.userId],
      );
    await lock();
    await post('/user/password', { UserId: user.userId, Password: 'Still#Locked-1', IsTemporary: false });
    expect((await lockedUntil())[0]!.locked).toBe(true);
    const policy = await byName('default');
    await post('/policy/def/save', { ...editable(policy), UnlockOnPasswordChange: true });
    await post('/user/password', { UserId: user.userId, Password: 'Now#Unlocked-1', IsTemporary: false });
    expect((await lockedUntil())[0]!.locked).toBe(false);
    await post('/policy/def/save', { ...editable(policy) });
  });

  it('keeps system policies by category and further ones to one user source each; refuses policies no password meets', async () => {
    const policy = await byName('default');
    const fresh = { Title: 'Contractors', Name: 'contractors', UnlockOnPasswordChange: false };
    const hr = await one(s.t, "SELECT user_source_id::text FROM user_sources WHERE name = 'hr-database'");
    const bound = await post('/policy/def/save', { ...editable(policy), UserSourceId: hr });
    expect([bound.status, bound.body.Errors?.[0]?.Field]).toEqual([400, 'UserSourceId']);
    const removed = await s.t.call('DELETE', `/policy/def/remove/${String(policy.PasswordPolicyId)}`, {
      cookie: s.admin,
    });
    expect(removed.status).toBe(409);
    const unbound = await post('/policy/def/save', { ...fresh });
    expect([unbound.status, unbound.body.Errors?.[0]?.Field]).toEqual([400, 'UserSourceId']);
    const partners = await one(s.t, "SELECT user_source_id::text FROM user_sources WHERE name = 'partner-ldap'");
    const twice = await post('/policy/def/save', { ...fresh, UserSourceId: partners });
    expect([twice.status, twice.body.Message]).toEqual([
      409,
      'The Partners policy already applies to that user source.',
    ]);
    for (const [change, field] of [
      [{ MinimumNumberOfPasswordLength: 30, MaximumNumberOfPasswordLength: 20 }, 'MaximumNumberOfPasswordLength'],
      [
        { MaximumNumberOfPasswordLength: 3, MinimumNumberOfNumericCharacters: 2, MinimumNumberOfSpecialCharacters: 2 },
        'MaximumNumberOfPasswordLength',
      ],
      [{ SpecialCharacters: 'abc!' }, 'SpecialCharacters'],
      [{ RequiredCategoryCount: 6 }, 'RequiredCategoryCount'],
    ] as const) {
      const res = await post('/policy/def/save', {
        ...fresh,
        UserSourceId: hr,
        ...change,
      });
      expect([res.status, res.body.Errors?.[0]?.Field?.replace(/^body\./, '')], JSON.stringify(change)).toEqual([
        400,
        field,
      ]);
    }
    const made = await post<Row>('/policy/def/save', {
      ...fresh,
      UserSourceId: hr,
      MinimumNumberOfPasswordLength: 16,
    });
    expect(made.body.Data).toMatchObject({ DefinedBy: 2, UserSourceTitle: 'HR Database' });
    expect((await policyOf(hr)).MinimumNumberOfPasswordLength).toBe(16);
    expect(
      (await s.t.call('DELETE', `/policy/def/remove/${String(made.body.Data!.PasswordPolicyId)}`, { cookie: s.admin }))
        .status,
    ).toBe(200);
    expect((await policyOf(hr)).MinimumNumberOfPasswordLength).toBe(8);
  });
});
