import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  Permissions as P,
  type CurrentUser,
  type RememberedDevicesRevocation,
  type SignInChallenge,
} from '@portcullis/api-client/contract';
import { createTestServer, type TestActor, type TestServer } from '../src/testing/test-server';
import { createUserWithPermissions } from '../src/seed/demo';
import { totpSteps } from './totp-steps';

const MEMBER = { user: 'revoke.member', password: 'Revoke#Member-Password1' };
const OTHER = { user: 'revoke.other', password: 'Revoke#Other-Password1' };
const HELPDESK = [P.UserList, P.UserView, P.UserEdit];
const DEVICE = /portcullis_device=[A-Za-z0-9_-]+/;

/**
 * Revoking one user's remembered devices (Entra ID's "Revoke MFA sessions", Okta's "Forget factors"):
 * that user's remembered-device cookies are refused and the challenge comes back, other users' devices
 * hold, a new device can be remembered again; the call is audited and, as the user's other security
 * actions, refused to a weaker administrator on a stronger account.
 */
describe.each(['pglite', 'postgres'] as const)('revoking remembered devices on %s', (engine) => {
  let t: TestServer;
  let admin: string;
  let helpdesk: TestActor;
  let viewer: string;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestServer(engine, inject('pgUrl'), {
      seedUsers: 5,
      signInThrottle: { burst: 200, refillMs: 1000 },
    });
    admin = await t.signIn();
    // Signed in before MFA is enforced, so these sessions need no second factor.
    helpdesk = await t.actor(HELPDESK);
    viewer = await t.signInWith([P.UserList, P.UserView]);
    memberId = await createUserWithPermissions(t.server.db, MEMBER.user, MEMBER.password, []);
    await createUserWithPermissions(t.server.db, OTHER.user, OTHER.password, []);
    for (const [Key, Value] of [
      ['MfaEnforcement', 'everyone'],
      ['MfaRememberDeviceDays', '7'],
    ]) {
      const res = await t.call('POST', '/configuration/save', { cookie: admin, body: { Key, Value } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.call('POST', '/configuration/save', {
      cookie: admin,
      body: { Key: 'MfaEnforcement', Value: 'optional' },
    });
    await t?.close();
  });

  const login = (user: { user: string; password: string }, cookie?: string) =>
    t.call<CurrentUser | SignInChallenge>('POST', '/account/login', {
      body: { UserName: user.user, Password: user.password },
      cookie,
    });
  const isChallenged = async (user: { user: string; password: string }, device: string) =>
    ((await login(user, device)).body.Data as SignInChallenge).MfaRequired === true;
  /** Passes the second step (enrolling at the first sign-in) and returns the remembered-device cookie. */
  const secrets = new Map<string, string>();
  const nextCode = totpSteps();
  const rememberDevice = async (user: { user: string; password: string }) => {
    const challenge = (await login(user)).body.Data as SignInChallenge;
    if (challenge.Enrolment) secrets.set(user.user, challenge.Enrolment.Secret);
    const totp = new TOTP({ secret: Secret.fromBase32(secrets.get(user.user)!), digits: 6, period: 30 });
    const code = await nextCode(user.user, totp);
    const done = await t.call<CurrentUser>('POST', '/account/login/verify', {
      body: { ChallengeToken: challenge.ChallengeToken, Code: code },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return DEVICE.exec(done.headers.get('set-cookie')!)![0];
  };
  const revoke = (userId: string, cookie: string) =>
    t.call<RememberedDevicesRevocation>('POST', `/user/${userId}/authenticators/remembered-devices/revoke`, {
      cookie,
    });

  it('refuses the revoked cookies, keeps other users’ devices, and audits the revocation', async () => {
    const device = await rememberDevice(MEMBER);
    const otherDevice = await rememberDevice(OTHER);
    expect(await isChallenged(MEMBER, device)).toBe(false);

    const res = await revoke(memberId, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data!.UserId).toBe(memberId);
    expect(Math.abs(new Date(res.body.Data!.RevokedDate).getTime() - Date.now())).toBeLessThan(60_000);

    expect(await isChallenged(MEMBER, device)).toBe(true);
    expect(await isChallenged(OTHER, otherDevice)).toBe(false);
    const [entry] = await t.server.db.query<{ actor: string; description: string }>(
      `SELECT u.user_name AS actor, a.description FROM audit_entries a JOIN users u ON u.user_id = a.actor_user_id
        WHERE a.action = 'authenticators.revokeRememberedDevices' AND a.target_id = $1`,
      [memberId],
    );
    expect(entry).toEqual({ actor: 'admin', description: `Revoked the remembered devices of ${MEMBER.user}` });
  });

  it('remembers a device again after the challenge, until the next revocation', async () => {
    const device = await rememberDevice(MEMBER);
    expect(await isChallenged(MEMBER, device)).toBe(false);
    // The helpdesk may manage an ordinary user.
    expect((await revoke(memberId, helpdesk.cookie)).status).toBe(200);
    expect(await isChallenged(MEMBER, device)).toBe(true);
  });

  it('refuses a weaker administrator on a stronger account (403), and unknown users (404), changing nothing', async () => {
    const [{ user_id: adminId }] = (await t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name = 'admin'",
    )) as [{ user_id: string }];
    const count = async () =>
      (await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM remembered_device_revocations'))[0]!.n;
    const before = await count();
    const refused = await revoke(adminId, helpdesk.cookie);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect((await revoke('00000000-0000-4000-8000-00000000abcd', admin)).status).toBe(404);
    expect((await revoke('not-a-guid', admin)).status).toBe(400);
    expect(await count()).toBe(before);
    // Without User.Edit: 403 too.
    expect((await revoke(memberId, viewer)).status).toBe(403);
  });
});
