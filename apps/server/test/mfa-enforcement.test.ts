import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { Permissions, type CurrentUser, type SignInChallenge } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import { createUserWithPermissions } from '../src/seed/demo';
import { totpSteps } from './totp-steps';

const GONE = 'This sign-in has expired or had too many wrong codes. Sign in again.';
const NO_ENROLABLE =
  'Your account must confirm sign-in with a second factor, and no authenticator app can be enrolled here. Ask your administrator to enrol one.';

/**
 * The MFA tab's settings enforced at console sign-in (issue 28): MfaEnforcement obliges administrators
 * or everyone to use a second factor, enrolled inside the sign-in when they have none; MfaMethods limits
 * what may be enrolled; MfaRememberDeviceDays lets a device skip the challenge.
 */
describe.each(['pglite', 'postgres'] as const)('MFA enforcement on %s', (engine) => {
  let t: TestServer;
  let admin: string;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    t = await createTestServer(engine, inject('pgUrl'), {
      seedUsers: 5,
      trustProxy: '127.0.0.1',
      signInThrottle: { burst: 200, refillMs: 1000 },
    });
    admin = await t.signIn();
  });
  afterAll(async () => t?.close());

  const setSetting = async (Key: string, Value: string) => {
    const res = await t.call('POST', '/configuration/save', { cookie: admin, body: { Key, Value } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const login = (user: string, password: string, cookie?: string, ip = '127.0.0.20') =>
    t.call<CurrentUser | SignInChallenge>('POST', '/account/login', {
      body: { UserName: user, Password: password },
      headers: from(ip),
      cookie,
    });
  const verify = (ChallengeToken: string, Code: string, ip = '127.0.0.20') =>
    t.call<CurrentUser>('POST', '/account/login/verify', { body: { ChallengeToken, Code }, headers: from(ip) });
  const enrolments = (userId: string) =>
    t.server.db.query<{ state: number }>('SELECT state FROM mfa_enrolments WHERE user_id = $1 ORDER BY state', [
      userId,
    ]);
  const totpOf = (challenge: SignInChallenge) =>
    new TOTP({ secret: Secret.fromBase32(challenge.Enrolment!.Secret), digits: 6, period: 30 });
  const codeAgo = (totp: TOTP, seconds: number) => totp.generate({ timestamp: Date.now() - seconds * 1000 });
  const nextCode = totpSteps();
  /** Signs a user in through enrolment; returns the TOTP the user now holds (one of its codes used). */
  const enrolThroughSignIn = async (user: string, password: string) => {
    const challenge = (await login(user, password)).body.Data as SignInChallenge;
    const totp = totpOf(challenge);
    const done = await verify(challenge.ChallengeToken, await nextCode(user, totp));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return { totp, done };
  };

  it("'administrators': an unenrolled administrator enrols in the sign-in and gets no session before the code", async () => {
    await setSetting('MfaEnforcement', 'administrators');
    const password = 'Enforced#Admin-Password1';
    const userId = await createUserWithPermissions(t.server.db, 'enforced.admin', password, [
      'System.Management.Dashboard',
    ]);
    // A user holding no console permission is no administrator: signed in at once.
    await createUserWithPermissions(t.server.db, 'plain.member', 'Plain#Member-Password1', []);
    const plain = await login('plain.member', 'Plain#Member-Password1');
    expect(plain.status).toBe(200);
    expect((plain.body.Data as CurrentUser).UserName).toBe('plain.member');

    const first = await login('enforced.admin', password);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    const challenge = first.body.Data as SignInChallenge;
    expect(challenge).toMatchObject({ MfaRequired: true, Factors: ['Totp'], ExpiresInSeconds: 300 });
    expect(challenge.Enrolment!.Uri).toMatch(/^otpauth:\/\/totp\/Portcullis:enforced\.admin\?/);
    expect(challenge.Enrolment!.QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await enrolments(userId)).toEqual([{ state: 0 }]);
    const [started] = await t.server.db.query<{ description: string }>(
      "SELECT a.description FROM audit_entries a JOIN audit_types at ON at.audit_type_id = a.audit_type_id WHERE at.name = 'MfaChallenge' AND a.target_id = $1",
      [userId],
    );
    expect(started!.description).toBe(
      'Password accepted; MFA enforcement (administrators) requires a second factor: enrolment of Authenticator app started',
    );
    const oldTotp = totpOf(challenge);

    // No other call order yields a session: a wrong code, the enrolment calls, a second password try.
    const wrong = await verify(challenge.ChallengeToken, codeAgo(oldTotp, 600));
    expect([wrong.status, wrong.headers.get('set-cookie')]).toEqual([400, null]);
    const enrolCall = await t.call('POST', `/user/${userId}/authenticators/enrol`, {
      body: { AuthenticatorId: userId },
    });
    expect(enrolCall.status).toBe(401);
    expect((await t.call('GET', '/account/current')).status).toBe(401);
    const second = (await login('enforced.admin', password)).body.Data as SignInChallenge;
    expect(second.Enrolment!.Secret).not.toBe(challenge.Enrolment!.Secret);
    expect((await verify(challenge.ChallengeToken, oldTotp.generate())).body.Message).toBe(GONE);
    // The first secret was dropped with its challenge: its code does not complete the new one.
    const crossed = await verify(second.ChallengeToken, oldTotp.generate());
    expect([crossed.status, crossed.headers.get('set-cookie')]).toEqual([400, null]);
    expect(await enrolments(userId)).toEqual([{ state: 0 }]);

    // A zone's Not Required does not weaken the tenant setting.
    const def = await t.call<{ ZoneDefId: string }>('POST', '/zone/def/save', {
      cookie: admin,
      body: { Title: 'Loopback', Name: 'loopback-all', Ranges: ['127.0.0.0/24'] },
    });
    const zone = await t.call('POST', '/zone/save', {
      cookie: admin,
      body: {
        Title: 'Not required',
        Name: 'not-required',
        ZoneDefId: def.body.Data!.ZoneDefId,
        ObjectType: 0,
        State: 0,
        MfaRequired: 2,
      },
    });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    const third = (await login('enforced.admin', password)).body.Data as SignInChallenge;
    expect(third.Enrolment).toBeTruthy();

    const totp = totpOf(third);
    const enrolCode = await nextCode('enforced.admin', totp);
    const done = await verify(third.ChallengeToken, enrolCode);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const cookie = done.headers.get('set-cookie')!.split(';')[0]!;
    expect((await t.call<CurrentUser>('GET', '/account/current', { cookie })).body.Data!.UserName).toBe(
      'enforced.admin',
    );
    expect(done.headers.get('set-cookie')).not.toContain('portcullis_device'); // 0 days: no device is remembered
    expect(await enrolments(userId)).toEqual([{ state: 1 }]);
    const [enrolled] = await t.server.db.query<{ description: string; actor: string }>(
      "SELECT a.description, a.actor_user_id::text AS actor FROM audit_entries a JOIN audit_types at ON at.audit_type_id = a.audit_type_id WHERE at.name = 'MfaEnrolled' AND a.target_id = $1",
      [userId],
    );
    expect(enrolled).toEqual({ description: 'Enrolled Authenticator app at sign-in (MFA enforcement)', actor: userId });

    // Enrolled now: the next sign-in is the ordinary challenge, and the code used to enrol does not sign in again.
    const next = (await login('enforced.admin', password)).body.Data as SignInChallenge;
    expect(next.Enrolment ?? null).toBeNull();
    expect((await verify(next.ChallengeToken, enrolCode)).status).toBe(400);
    expect((await verify(next.ChallengeToken, await nextCode('enforced.admin', totp))).status).toBe(200);
    await t.call('DELETE', `/zone/remove/${(zone.body.Data as { ZoneId: string }).ZoneId}`, { cookie: admin });
  });

  it("'everyone' covers users without permissions; MfaMethods without totp refuses enrolment, never the session", async () => {
    await setSetting('MfaEnforcement', 'everyone');
    const userId = await createUserWithPermissions(t.server.db, 'every.member', 'Every#Member-Password1', []);
    // Its author (a super admin without a factor, obliged to use one) could not sign in again: refused.
    const lockout = await t.call('POST', '/configuration/save', {
      cookie: admin,
      body: { Key: 'MfaMethods', Value: '["webauthn"]' },
    });
    expect([lockout.status, lockout.body.Message]).toEqual([
      400,
      'This change would stop you signing in: you must use a second factor, have no authenticator app enrolled, and could not enrol one at sign-in. Enrol an authenticator app first, or allow authenticator apps.',
    ]);
    // Reached otherwise (e.g. the setting restored from a backup): stored directly.
    await t.server.db.query(
      `INSERT INTO configuration (key, value) VALUES ('MfaMethods', '["webauthn"]')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    const refused = await login('every.member', 'Every#Member-Password1');
    expect([refused.status, refused.body.Message, refused.headers.get('set-cookie')]).toEqual([
      400,
      NO_ENROLABLE,
      null,
    ]);
    expect(await enrolments(userId)).toEqual([]);
    // An enrolled user keeps signing in with the factor they have (MfaMethods says what may be enrolled).
    const challenged = (await login('enforced.admin', 'Enforced#Admin-Password1')).body.Data as SignInChallenge;
    expect(challenged).toMatchObject({ MfaRequired: true, Enrolment: null });
    await setSetting('MfaMethods', '["totp","webauthn"]');
    const { done } = await enrolThroughSignIn('every.member', 'Every#Member-Password1');
    expect((done.body.Data as CurrentUser).UserName).toBe('every.member');
    expect(await enrolments(userId)).toEqual([{ state: 1 }]);
  });

  it('a zone requiring MFA still refuses a user without a factor, whatever the tenant setting', async () => {
    await createUserWithPermissions(t.server.db, 'zoned.member', 'Zoned#Member-Password1', []);
    const def = await t.call<{ ZoneDefId: string }>('POST', '/zone/def/save', {
      cookie: admin,
      body: { Title: 'Far', Name: 'far-range', Ranges: ['127.0.1.0/24'] },
    });
    const zone = await t.call<{ ZoneId: string }>('POST', '/zone/save', {
      cookie: admin,
      body: {
        Title: 'Required',
        Name: 'required',
        ZoneDefId: def.body.Data!.ZoneDefId,
        ObjectType: 0,
        State: 0,
        MfaRequired: 1,
      },
    });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    for (const enforcement of ['optional', 'everyone']) {
      await setSetting('MfaEnforcement', enforcement);
      const res = await login('zoned.member', 'Zoned#Member-Password1', undefined, '127.0.1.5');
      expect([res.status, res.headers.get('set-cookie')]).toEqual([400, null]);
      expect(res.body.Message).toMatch(/^Sign-in from your network needs a second factor/);
    }
    await t.call('DELETE', `/zone/remove/${zone.body.Data!.ZoneId}`, { cookie: admin });
  });

  it('MfaRememberDeviceDays: a signed, scoped device cookie skips the challenge of its own user only', async () => {
    await setSetting('MfaEnforcement', 'everyone');
    await setSetting('MfaRememberDeviceDays', '7');
    await createUserWithPermissions(t.server.db, 'device.member', 'Device#Member-Password1', []);
    const { done } = await enrolThroughSignIn('device.member', 'Device#Member-Password1');
    const setCookie = done.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /portcullis_device=[A-Za-z0-9_-]+; Path=\/account\/login; HttpOnly; SameSite=Strict; Max-Age=604800/,
    );
    const device = /portcullis_device=[A-Za-z0-9_-]+/.exec(setCookie)![0];

    const remembered = await login('device.member', 'Device#Member-Password1', device);
    expect(remembered.status, JSON.stringify(remembered.body)).toBe(200);
    expect((remembered.body.Data as CurrentUser).UserName).toBe('device.member');
    expect(remembered.headers.get('set-cookie')).toMatch(/^portcullis_session=/);
    // Without it, with a tampered one, or as another user: challenged.
    expect(((await login('device.member', 'Device#Member-Password1')).body.Data as SignInChallenge).MfaRequired).toBe(
      true,
    );
    const tampered = device.slice(0, -2) + (device.endsWith('AA') ? 'BB' : 'AA');
    expect(
      ((await login('device.member', 'Device#Member-Password1', tampered)).body.Data as SignInChallenge).MfaRequired,
    ).toBe(true);
    const other = (await login('enforced.admin', 'Enforced#Admin-Password1', device)).body.Data as SignInChallenge;
    expect(other.MfaRequired).toBe(true);
    // A remembered device never stands in for a factor the user does not have.
    await t.server.db.query(
      "DELETE FROM mfa_enrolments WHERE user_id = (SELECT user_id FROM users WHERE user_name = 'device.member')",
    );
    const unenrolled = (await login('device.member', 'Device#Member-Password1', device)).body.Data as SignInChallenge;
    expect(unenrolled.Enrolment).toBeTruthy();
    const again = await verify(unenrolled.ChallengeToken, totpOf(unenrolled).generate());
    expect(again.status).toBe(200);
    const freshDevice = /portcullis_device=[A-Za-z0-9_-]+/.exec(again.headers.get('set-cookie')!)![0];
    // 0 days: every device is asked again at once.
    await setSetting('MfaRememberDeviceDays', '0');
    expect(
      ((await login('device.member', 'Device#Member-Password1', freshDevice)).body.Data as SignInChallenge).MfaRequired,
    ).toBe(true);
    await setSetting('MfaEnforcement', 'optional');
  });

  it('lets only who may manage everyone (a super admin) change or remove the MFA settings', async () => {
    const lesser = await t.actor([Permissions.ConfigurationList, Permissions.ConfigurationEdit]);
    for (const [Key, Value] of [
      ['MfaEnforcement', 'optional'],
      ['MfaRememberDeviceDays', '90'],
      ['MfaMethods', '["totp"]'],
    ]) {
      const res = await t.call('POST', '/configuration/save', { cookie: lesser.cookie, body: { Key, Value } });
      expect(res.status, Key).toBe(403);
      expect(res.body.Message).toMatch(/ is a super admin: only a super admin can manage a super admin\.$/);
    }
    const removed = await t.call('POST', '/configuration/remove/MfaEnforcement', { cookie: lesser.cookie });
    expect(removed.status).toBe(403);
    // Other settings stay theirs to change.
    const csv = await t.call('POST', '/configuration/save', {
      cookie: lesser.cookie,
      body: { Key: 'CsvSeparator', Value: ',' },
    });
    expect(csv.status, JSON.stringify(csv.body)).toBe(200);
  });
});
