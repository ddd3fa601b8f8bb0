import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN, type Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

/** Every line the logger writes, as the operator's stdout would receive it. */
class CapturedLog extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _e: BufferEncoding, done: () => void): void {
    this.text += String(chunk);
    done();
  }
}

const SECRETS = {
  wrongPassword: 'Wrong#Secret-Attempt9',
  setPassword: 'Set#Secret-Passw0rd7x',
  validatePassword: 'Validate#Secret-8xQ',
  setupToken: 'Setup-Token-Secret-ABC123',
  bearer: 'Bearer-Secret-XYZ987',
  queryToken: 'Query-Secret-QQQ555',
  brokenJson: 'Broken#Secret-JSON1',
  loggedField: 'Logged#Secret-Field2',
  nestedKey: 'Nested#Secret-Key3',
};

describe.each(['pglite', 'postgres'] as Engine[])('no secret in the logs on %s', (engine) => {
  const captured = new CapturedLog();
  const s = useTestServer(engine, { seedUsers: 20, logStream: captured });

  it('runs calls carrying passwords, tokens and cookies, then finds none of them in stdout or the log table', async () => {
    const { t, admin } = s;
    const cookieValue = admin.split('=')[1]!;
    expect(cookieValue.length).toBeGreaterThan(10);
    const wrong = await t.call('POST', '/account/login', {
      body: { UserName: TEST_ADMIN.user, Password: SECRETS.wrongPassword },
    });
    expect(wrong.status).toBe(400);
    const [user] = await t.server.db.query<{ user_id: string }>(
      "SELECT user_id::text FROM users WHERE user_name <> 'admin' AND NOT is_super_admin ORDER BY user_name LIMIT 1",
    );
    const set = await t.call('POST', '/user/password', {
      cookie: admin,
      body: { UserId: user!.user_id, Password: SECRETS.setPassword, IsTemporary: false },
    });
    expect(set.status).toBe(200);
    const validated = await t.call('POST', '/user/ValidatePassword', {
      cookie: admin,
      body: { Password: SECRETS.validatePassword },
    });
    expect(validated.status).toBe(200);
    const setup = await t.call('POST', '/operations/setup', {
      body: { SetupToken: SECRETS.setupToken, UserName: 'second', Password: SECRETS.setPassword },
    });
    expect(setup.status).toBe(403);
    await t.call('GET', '/operations/servers', {
      cookie: admin,
      headers: { authorization: `Bearer ${SECRETS.bearer}`, 'x-api-key': SECRETS.bearer },
    });
    expect((await t.call('GET', `/operations/servers?token=${SECRETS.queryToken}`, { cookie: admin })).status).toBe(
      400,
    );
    expect((await t.call('GET', `/no/such/${SECRETS.queryToken}`, { cookie: admin })).status).toBe(404);
    const broken = await t.call('POST', '/account/login', {
      rawBody: `{"UserName":"admin","Password":"${SECRETS.brokenJson}"`,
    });
    expect(broken.status).toBe(400);
    t.server.app.log.error(
      { password: SECRETS.loggedField, nested: { apiKey: SECRETS.nestedKey }, err: new Error('failure to report') },
      'a handler logged what it should not',
    );
    await t.server.logSink.flush();

    const [rows] = await t.server.db.query<{ text: string }>(
      "SELECT string_agg(row_to_json(l)::text, E'\\n') AS text FROM server_logs l",
    );
    const stored = rows!.text;
    // The grep reads real logs: the calls above are in both.
    for (const haystack of [captured.text, stored]) {
      expect(haystack).toContain('/user/password');
      expect(haystack).toContain('a handler logged what it should not');
      expect(haystack).toContain('failure to report');
      for (const [name, secret] of Object.entries(SECRETS)) expect(haystack, name).not.toContain(secret);
      expect(haystack).not.toContain(TEST_ADMIN.password);
      expect(haystack).not.toContain(cookieValue);
    }
    expect(t.server.logSink.droppedLines).toBe(0);
  });
});
