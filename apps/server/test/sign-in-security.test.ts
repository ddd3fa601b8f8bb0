import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { CurrentUser, MfaEnrolment, MfaEnrolmentStart, SignInChallenge } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import { createUserWithPermissions } from '../src/seed/demo';
import { totpSteps } from './totp-steps';

/**
 * Sign-in security (§2.7) enforced at console sign-in, from loopback addresses: the server trusts
 * 127.0.0.1 as a proxy, so X-Forwarded-For varies the client address within 127.0.0.0/8 and ::1.
 */
describe.each(['pglite', 'postgres'] as const)('sign-in security on %s', (engine) => {
  let t: TestServer;
  let admin: string;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const adminFrom = { ...from('127.0.0.2') };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestServer(engine, inject('pgUrl'), {
      seedUsers: 30,
      trustProxy: '127.0.0.1',
      signInThrottle: { burst: 100, refillMs: 1000 },
    });
    admin = await t.signIn();
  });
  afterAll(async () => t?.close());

  const post = <T>(path: string, body: unknown, headers: Record<string, string> = adminFrom) =>
    t.call<T>('POST', path, { cookie: admin, body, headers });
  const login = (user: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    t.call<CurrentUser | SignInChallenge>('POST', '/account/login', {
      body: { UserName: user, Password: password },
      headers: { ...from(ip), ...headers },
    });
  const zoneDef = async (name: string, ranges: string[]) => {
    const res = await post<{ ZoneDefId: string }>('/zone/def/save', { Title: name, Name: name, Ranges: ranges });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data!.ZoneDefId;
  };
  const zone = async (name: string, zoneDefId: string, State: number, MfaRequired: number) =>
    post<{ ZoneId: string }>('/zone/save', {
      Title: name,
      Name: name,
      ZoneDefId: zoneDefId,
      ObjectType: 0,
      State,
      MfaRequired,
    });

  it('validates zone definition ranges, IPv4 and IPv6, with the offending value named', async () => {
    const bad = await post('/zone/def/save', { Title: 'Bad', Name: 'bad', Ranges: ['10.0.0.0/8', '10.0.0.5/8'] });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('Network ranges: "10.0.0.5/8" has host bits set; the range is 10.0.0.0/8.');
    const v6 = await post('/zone/def/save', { Title: 'Bad6', Name: 'bad6', Ranges: ['2001:db8::/129'] });
    expect([v6.status, v6.body.Message]).toEqual([
      400,
      'Network ranges: "2001:db8::/129" has a prefix length outside 0-128.',
    ]);
    ids.blocked = await zoneDef('loopback-block', ['127.0.0.64/26', '::1']);
  });

  it('refuses sign-in from a Deny All zone, before any account is looked at, and audits it', async () => {
    const denied = await zone('deny-loopback-block', ids.blocked!, 3, 0);
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    for (const ip of ['127.0.0.70', '::1']) {
      const res = await login('admin', 'Test#Admin-Password1', ip);
      expect([res.status, res.body.Message]).toEqual([400, 'Sign-in from your network address is not allowed.']);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // Unknown accounts get the same answer there: nothing about accounts is told.
    expect((await login('nobody-at-all', 'x', '127.0.0.70')).body.Message).toBe(
      'Sign-in from your network address is not allowed.',
    );
    expect((await login('admin', 'Test#Admin-Password1', '127.0.0.1')).status).toBe(200);
    const [entry] = await t.server.db.query<{ description: string }>(
      "SELECT description FROM audit_entries WHERE action = 'account.login' AND description LIKE 'Refused from%' ORDER BY created_date DESC LIMIT 1",
    );
    expect(entry!.description).toContain('Deny All zone "deny-loopback-block"');
    // A zone that would refuse its author's own address is refused.
    const self = await post(
      '/zone/save',
      {
        Title: 'Deny me',
        Name: 'deny-me',
        ZoneDefId: ids.blocked,
        ObjectType: 0,
        State: 3,
        MfaRequired: 0,
      },
      from('127.0.0.66'),
    );
    expect(self.status).toBe(400);
    expect(self.body.Message).toMatch(/^This change would refuse your own sign-in from 127\.0\.0\.66/);
    await t.call('DELETE', `/zone/remove/${denied.body.Data!.ZoneId}`, { cookie: admin, headers: adminFrom });
    expect((await login('admin', 'Test#Admin-Password1', '127.0.0.70')).status).toBe(200);
  });

  it('asks a TOTP-enrolled user for a code where a zone requires MFA, and accepts a correct one once', async () => {
    const user = 'mfa.user';
    const password = 'Mfa#User-Password1';
    const nextCode = totpSteps();
    ids.user = await createUserWithPermissions(t.server.db, user, password, ['System.Management.Dashboard']);
    const [app] = await t.server.db.query<{ id: string }>(
      "SELECT authenticator_id::text AS id FROM authenticators WHERE name = 'authenticator-app'",
    );
    const started = await post<MfaEnrolmentStart>(`/user/${ids.user}/authenticators/enrol`, {
      AuthenticatorId: app!.id,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.Data).toMatchObject({ State: 0, Label: 'Authenticator app' });
    expect(started.body.Data!.Uri).toMatch(/^otpauth:\/\/totp\/Portcullis:mfa\.user\?/);
    expect(started.body.Data!.QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const totp = new TOTP({ secret: Secret.fromBase32(started.body.Data!.Secret!), digits: 6, period: 30 });
    // The secret is stored sealed, never in clear, and is not returned again.
    const [stored] = await t.server.db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM mfa_enrolments WHERE enrolment_id = $1',
      [started.body.Data!.EnrolmentId],
    );
    expect(stored!.secret_sealed).not.toContain(started.body.Data!.Secret!);
    const listed = await t.call<MfaEnrolment[]>('GET', `/user/${ids.user}/authenticators`, { cookie: admin });
    expect(JSON.stringify(listed.body)).not.toContain(started.body.Data!.Secret!);
    expect(await mfaState(ids.user)).toBe(false); // waiting for its first code
    const wrong = await post(`/user/${ids.user}/authenticators/${started.body.Data!.EnrolmentId}/confirm`, {
      Code: totp.generate({ timestamp: Date.now() - 10 * 60_000 }),
    });
    expect(wrong.status).toBe(400);
    // Confirmed with one code, so the sign-in below takes a later one (each code signs in once).
    const confirmed = await post<MfaEnrolment>(
      `/user/${ids.user}/authenticators/${started.body.Data!.EnrolmentId}/confirm`,
      { Code: await nextCode(user, totp) },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.Data!.State).toBe(1);
    expect(await mfaState(ids.user)).toBe(true);

    const mfaDef = await zoneDef('loopback-mfa', ['127.0.0.128/25']);
    expect((await zone('mfa-loopback', mfaDef, 0, 1)).status).toBe(200);
    // Outside the zone: signed in at once.
    expect((await login(user, password, '127.0.0.9')).status).toBe(200);
    const first = await login(user, password, '127.0.0.130');
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    const challenge = first.body.Data as SignInChallenge;
    expect(challenge).toMatchObject({ MfaRequired: true, Factors: ['Totp'], ExpiresInSeconds: 300 });
    const verify = (Code: string, token = challenge.ChallengeToken) =>
      t.call<CurrentUser>('POST', '/account/login/verify', {
        body: { ChallengeToken: token, Code },
        headers: from('127.0.0.130'),
      });
    const bad = await verify(totp.generate({ timestamp: Date.now() - 10 * 60_000 }));
    expect([bad.status, bad.body.Message]).toEqual([
      400,
      'The code is not correct. Enter the current code of your authenticator app.',
    ]);
    const code = await nextCode(user, totp);
    const good = await verify(code);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.Data!.UserName).toBe(user);
    const cookie = good.headers.get('set-cookie')!.split(';')[0]!;
    expect((await t.call('GET', '/account/current', { cookie })).status).toBe(200);
    // The challenge is used up, and the same code cannot complete another sign-in.
    expect((await verify(code)).body.Message).toBe(
      'This sign-in has expired or had too many wrong codes. Sign in again.',
    );
    const again = (await login(user, password, '127.0.0.130')).body.Data as SignInChallenge;
    expect((await verify(code, again.ChallengeToken)).status).toBe(400);
    // A wrong code counts toward the account's lockout like a wrong password.
    const [row] = await t.server.db.query<{ failed_login_count: number }>(
      'SELECT failed_login_count FROM users WHERE user_id = $1',
      [ids.user],
    );
    expect(row!.failed_login_count).toBe(1);
  });

  it('refuses a user with no authenticator app where MFA is required, and shows MFA from real enrolments', async () => {
    const user = 'plain.user';
    const password = 'Plain#User-Password1';
    const userId = await createUserWithPermissions(t.server.db, user, password, []);
    const res = await login(user, password, '127.0.0.131');
    expect([res.status, res.body.Message]).toEqual([
      400,
      'Sign-in from your network needs a second factor, and your account has no authenticator app enrolled. Ask your administrator to enrol one.',
    ]);
    expect(await mfaState(userId)).toBe(false);
    const [email] = await t.server.db.query<{ id: string }>(
      "SELECT authenticator_id::text AS id FROM authenticators WHERE name = 'email-code'",
    );
    const enrolled = await post<MfaEnrolmentStart>(`/user/${userId}/authenticators/enrol`, {
      AuthenticatorId: email!.id,
      Email: 'plain.user@example.com',
    });
    expect(enrolled.body.Data).toMatchObject({ State: 1, Secret: null, Label: 'plain.user@example.com' });
    expect(await mfaState(userId)).toBe(true);
    // Disabling the authenticator turns its users' MFA off; enabling it again turns it back on.
    await t.server.db.query("UPDATE authenticators SET is_enabled = false WHERE name = 'email-code'");
    expect(await mfaState(userId)).toBe(false);
    await t.server.db.query("UPDATE authenticators SET is_enabled = true WHERE name = 'email-code'");
    expect(await mfaState(userId)).toBe(true);
    const removed = await t.call('DELETE', `/user/${userId}/authenticators/${enrolled.body.Data!.EnrolmentId}`, {
      cookie: admin,
    });
    expect(removed.status).toBe(200);
    expect(await mfaState(userId)).toBe(false);
    // A direct write cannot fake it.
    await t.server.db.query('UPDATE users SET is_mfa_enabled = true WHERE user_id = $1', [userId]);
    expect(await mfaState(userId)).toBe(false);
    const seeded = await t.server.db.query<{ user_name: string; is_mfa_enabled: boolean }>(
      "SELECT user_name, is_mfa_enabled FROM users WHERE user_name IN ('user0000007', 'user0000008')",
    );
    expect(Object.fromEntries(seeded.map((r) => [r.user_name, r.is_mfa_enabled]))).toEqual({
      user0000007: false,
      user0000008: true,
    });
  });

  it('refuses by access restriction: network, schedule and platform, with the restriction named', async () => {
    const user = 'restricted.user';
    const password = 'Restricted#User-Password1';
    const userId = await createUserWithPermissions(t.server.db, user, password, []);
    const outside = await zoneDef('loopback-inside', ['127.0.0.32/27']);
    const saved = await post<{ AccessRestrictionId: string }>('/accessrestriction/save', {
      Title: 'Only from inside',
      Name: 'only-from-inside',
      IsEnabled: true,
      AppliesTo: 'Users',
      UserIds: [userId],
      ObjectType: 0,
      Schedule: 'Always',
      Location: 'InZones',
      ZoneDefIds: [outside],
      Browsers: 'Any',
      Platforms: 'Only',
      PlatformIds: [await platformId('linux')],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const linux = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };
    const windows = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0' };
    const away = await login(user, password, '127.0.0.9', linux);
    expect([away.status, away.body.Message]).toEqual([
      400,
      'Sign-in is not allowed from your network address (access restriction "Only from inside").',
    ]);
    expect((await login(user, password, '127.0.0.40', windows)).body.Message).toBe(
      'Sign-in is not allowed from this platform (access restriction "Only from inside").',
    );
    expect((await login(user, password, '127.0.0.40', linux)).status).toBe(200);
    // A wrong password is still the one message, whatever the restrictions say.
    expect((await login(user, 'Wrong#Password1', '127.0.0.9', linux)).body.Message).toBe(
      'The user name or password is incorrect.',
    );
    // Days and hours on the user's clock: a window that excludes the current hour refuses.
    const hour = new Date().getUTCHours();
    await t.server.db.query("UPDATE users SET time_zone = 'UTC' WHERE user_id = $1", [userId]);
    const timed = await post('/accessrestriction/save', {
      AccessRestrictionId: saved.body.Data!.AccessRestrictionId,
      Title: 'Only from inside',
      Name: 'only-from-inside',
      IsEnabled: true,
      AppliesTo: 'Users',
      UserIds: [userId],
      ObjectType: 0,
      Schedule: 'Schedule',
      Days: [1, 2, 3, 4, 5, 6, 7],
      FromHour: (hour + 2) % 24,
      ToHour: (hour + 3) % 24 || 24,
      TimeZone: 'Europe/Istanbul',
      Location: 'Anywhere',
      Browsers: 'Any',
      Platforms: 'Any',
    });
    expect(timed.status, JSON.stringify(timed.body)).toBe(200);
    const late = await login(user, password, '127.0.0.9', linux);
    expect(late.status).toBe(400);
    expect(late.body.Message).toMatch(
      /^Sign-in is not allowed at this time: it is allowed on Mon, Tue, Wed, Thu, Fri, Sat, Sun from \d\d:00 to \d\d:00 \(UTC\) \(access restriction "Only from inside"\)\.$/,
    );
  });

  const mfaState = async (userId: string) =>
    (
      await t.server.db.query<{ on: boolean }>('SELECT is_mfa_enabled AS on FROM users WHERE user_id = $1', [userId])
    )[0]!.on;
  const platformId = async (name: string) =>
    (
      await t.server.db.query<{ id: string }>('SELECT platform_id::text AS id FROM platforms WHERE name = $1', [name])
    )[0]!.id;
});
