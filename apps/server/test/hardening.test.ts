import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { contract, listCalls, Permissions, type StaticData } from '@portcullis/api-client/contract';
import { createTestServer, type TestServer } from '../src/testing/test-server';
import { MAX_PARAM_LENGTH, MAX_URL_LENGTH } from '../src/http/limits';
import { passwordWork } from '../src/engine/auth/passwords';
import { configFromEnv } from '../src/engine/config/server-config';
import { seedTransaction } from '../src/engine/access/scope';

/** A rule tree nested `depth` groups deep. */
const deepTree = (depth: number): unknown => {
  let node: unknown = {
    id: 'leaf',
    group: false,
    propertygroup: 'User',
    property: 'Email',
    operator: 'contains',
    value: 'x',
  };
  for (let i = 0; i < depth; i++) node = { id: `g${i}`, group: true, type: 'AND', rules: [node] };
  return node;
};

const expectEnvelopeWithHeaders = (res: { headers: Headers; body: unknown }, where: string) => {
  expect(res.body, where).toHaveProperty('Success', false);
  expect(res.headers.get('content-security-policy'), where).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(res.headers.get('cache-control'), where).toBe('no-store');
};

describe('hardening found by the issue 11 probe', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await createTestServer('pglite', inject('pgUrl'), { seedUsers: 30 });
    admin = await t.signIn();
  });
  afterAll(async () => t?.close());

  it('refuses a sign-in whose Origin is null or malformed with a 403 envelope, never a 500', async () => {
    for (const origin of ['null', 'http://[::1', 'not a url', 'https://', '::::']) {
      const res = await fetch(t.server.url + '/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ UserName: 'admin', Password: 'x' }),
      });
      expect([origin, res.status]).toEqual([origin, 403]);
      expect(((await res.json()) as { Success: boolean }).Success).toBe(false);
    }
  });

  it('treats constructor, __proto__ and toString as unknown names wherever a request names a key', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const requests: Array<[string, string, unknown?]> = [
        ['POST', '/objecttype/SearchObjectsByObjectType', { ObjectTypeName: key, SearchText: 'a' }],
        ['POST', '/objecttype/ObjectsByObjectType', { ObjectTypeName: key, ObjectIds: [crypto.randomUUID()] }],
        ['GET', `/objecttype/ObjectTypeByName/${encodeURIComponent(key)}`],
        ['GET', `/ObjectOwner/Search?type=${encodeURIComponent(key)}&search=a`],
        [
          'POST',
          '/ObjectOwner/Save',
          { ObjectTypeName: key, ObjectId: crypto.randomUUID(), OwnerUserId: crypto.randomUUID(), OwnerType: 0 },
        ],
        ['POST', '/Export/CSV', { ObjectTypeName: key, Scope: 0 }],
        ['POST', '/excel/export', { ExcelTableName: key, SelectedColumns: ['UserName'] }],
        ['GET', `/Export/${encodeURIComponent(key)}/Properties`],
        ['GET', `/Export/Metadata/${encodeURIComponent(key)}`],
        ['GET', `/excel/getcolumns/${encodeURIComponent(key)}`],
      ];
      for (const [method, path, body] of requests) {
        const res = await t.call(method, path, { cookie: admin, body });
        expect(res.status, `${key} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        expect(res.body.Success, `${key} ${path}`).toBe(false);
      }
      const policy = await t.call<{ MinimumNumberOfPasswordLength: number }>(
        'GET',
        `/user/UserPasswordPolicies/${encodeURIComponent(key)}`,
        { cookie: admin },
      );
      expect(policy.body.Data!.MinimumNumberOfPasswordLength, key).toBeGreaterThan(0); // the default policy
    }
    const unknown = await t.call('POST', '/objecttype/SearchObjectsByObjectType', {
      cookie: admin,
      body: { ObjectTypeName: 'constructor', SearchText: 'a' },
    });
    expect([unknown.status, unknown.body.Message]).toEqual([400, 'Unknown object type "constructor".']);
  });

  it('refuses a rule nested a thousand levels with a 400 envelope before validating it', async () => {
    for (const [path, body] of [
      ['/rules/PassedUsers', { Users: { CurrentPage: 1, ItemPerPage: 5 }, Rules: deepTree(1000) }],
      ['/rules/index', { Name: 'deep', Title: 'Deep', IsEnabled: true, Tree: deepTree(1000) }],
    ] as const) {
      const res = await t.call('POST', path, { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('The request body is nested too deeply (at most 64 levels).');
    }
    const deepButAllowed = await t.call('POST', '/rules/PassedUsers', {
      cookie: admin,
      body: { Users: { CurrentPage: 1, ItemPerPage: 5 }, Rules: deepTree(25) },
    });
    expect(deepButAllowed.body.Message).toBe('Invalid request: body.Rules: A rule can nest at most 20 levels.');
  });

  it('lets the longest path parameter the contract allows arrive, and answers longer ones with envelopes', async () => {
    // Every string path parameter of the contract, at its longest and percent-encoded as 3-byte UTF-8, fits.
    const longest = Math.max(
      ...listCalls(contract)
        .flatMap(([, , c]) =>
          c.params instanceof z.ZodObject
            ? Object.values(c.params.shape as Record<string, z.ZodType>).map(
                (p) => (p instanceof z.ZodOptional ? p.unwrap() : p) as z.ZodString,
              )
            : [],
        )
        .map((p) => p.maxLength ?? 36),
    );
    expect(longest).toBe(200);
    expect(MAX_PARAM_LENGTH).toBeGreaterThanOrEqual(longest * 9);

    const name = '€'.repeat(200);
    const arrived = await t.call('GET', `/Audit/GetAuditTypeByName/${encodeURIComponent(name)}`, { cookie: admin });
    expect([arrived.status, arrived.body.Message]).toEqual([404, `Audit type "${name}" was not found.`]);
    const over = await t.call('GET', `/Audit/GetAuditTypeByName/${'a'.repeat(201)}`, { cookie: admin });
    expect(over.status).toBe(400);
    expectEnvelopeWithHeaders(over, 'name of 201');

    const tooLong = await t.call('GET', `/Audit/GetAuditTypeByName/${'a'.repeat(MAX_PARAM_LENGTH + 1)}`, {
      cookie: admin,
    });
    expect(tooLong.status).toBe(414);
    expectEnvelopeWithHeaders(tooLong, 'parameter over the router limit');
    const longUrl = await t.call('GET', `/user/Users?search=${'b'.repeat(MAX_URL_LENGTH)}`, { cookie: admin });
    expect(longUrl.status).toBe(414);
    expectEnvelopeWithHeaders(longUrl, 'URL over 8 KiB');
    const overNode = await fetch(`${t.server.url}/user/Users?search=${'c'.repeat(20_000)}`, {
      headers: { cookie: admin },
    });
    expect(overNode.status).toBe(431);
    expectEnvelopeWithHeaders({ headers: overNode.headers, body: await overNode.json() }, 'headers over 16 KiB');
  });

  it('marks every JSON reply Cache-Control: no-store', async () => {
    for (const [method, path, body] of [
      ['GET', '/account/current'],
      ['POST', '/user/userlist', { CurrentPage: 1, ItemPerPage: 5 }],
      ['POST', '/user/userlist', { CurrentPage: 'x' }],
      ['GET', '/home/getstaticdata'],
      ['GET', '/no/such/call'],
    ] as const) {
      const res = await t.call(method, path, { cookie: admin, body });
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
  });

  it('does the same password work for every sign-in path, whether or not the account exists or has a password', async () => {
    const source = (
      await t.server.db.query<{ id: string }>(
        "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'local'",
      )
    )[0]!.id;
    await t.call('POST', '/user/createuser', {
      cookie: admin,
      body: { UserName: 'no.password', UserSourceId: source, UserType: 0, IsEnabled: true },
    });
    const disabled = await t.actor([]);
    await t.server.db.query('UPDATE users SET is_enabled = false WHERE user_id = $1', [disabled.userId]);
    const locked = await t.actor([]);
    await t.server.db.query("UPDATE users SET locked_until = now() + interval '1 hour' WHERE user_id = $1", [
      locked.userId,
    ]);
    const fine = await t.actor([]);
    for (const [who, userName, password, status] of [
      ['unknown user', 'nobody.at.all', 'Whatever#1', 400],
      ['account without a password', 'no.password', 'Whatever#1', 400],
      ['wrong password', fine.userName, 'Wrong#Password1', 400],
      ['locked account', locked.userName, locked.password, 400],
      ['disabled account', disabled.userName, disabled.password, 400],
      ['right password', fine.userName, fine.password, 200],
    ] as const) {
      const before = passwordWork.verifications;
      const res = await t.call('POST', '/account/login', { body: { UserName: userName, Password: password } });
      expect([who, res.status, passwordWork.verifications - before]).toEqual([who, status, 1]);
    }
  });

  it('refuses names and titles with control, bidirectional or zero-width characters', async () => {
    const source = (
      await t.server.db.query<{ id: string }>(
        "SELECT user_source_id::text AS id FROM user_sources WHERE name = 'local'",
      )
    )[0]!.id;
    for (const [path, body, field] of [
      ['/user/createuser', { UserName: 'admin\u200B', UserSourceId: source, UserType: 0, IsEnabled: true }, 'UserName'],
      [
        '/user/createuser',
        { UserName: 'gpj.exe', DisplayName: 'cv\u202Egpj.exe', UserSourceId: source, UserType: 0, IsEnabled: true },
        'DisplayName',
      ],
      ['/user/createuser', { UserName: 'tab\tname', UserSourceId: source, UserType: 0, IsEnabled: true }, 'UserName'],
      ['/group/SaveGroupDef', { Name: 'isolate', Title: 'Team \u2066A\u2069', State: 1 }, 'Title'],
      ['/group/SaveGroupDef', { Name: 'bo\uFEFFm', Title: 'Bom', State: 1 }, 'Name'],
    ] as const) {
      const res = await t.call('POST', path, { cookie: admin, body });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.Errors![0]).toMatchObject({
        Field: field,
        Message: `body.${field}: must not contain control, bidirectional or zero-width characters`,
      });
    }
    const form = new FormData();
    form.append('file', new Blob(['UserName;DisplayName\nzero\u200Dwidth;Zero\n'], { type: 'text/csv' }), 'u.csv');
    const imported = await t.call('POST', '/User/Import', { cookie: admin, rawBody: form });
    expect(imported.status).toBe(400);
    expect(imported.body.Errors![0]!.Message).toBe(
      'Row 2: UserName must not contain control, bidirectional or zero-width characters.',
    );
    const extra = new FormData();
    extra.append(
      'file',
      new Blob(['UserName;IsSuperAdmin;Roles\nsneaky;true;super-admin\n'], { type: 'text/csv' }),
      'u.csv',
    );
    const refused = await t.call('POST', '/User/Import', { cookie: admin, rawBody: extra });
    expect([refused.status, refused.body.Message]).toEqual([
      400,
      'Unknown columns "IsSuperAdmin", "Roles". The columns are UserName, FirstName, LastName, DisplayName, Email, UserSource, UserType, IsEnabled.',
    ]);
    expect((await t.server.db.query("SELECT 1 FROM users WHERE user_name = 'sneaky'")).length).toBe(0);
  });

  it('says a body with __proto__ or constructor.prototype is refused for that key, not that it is not JSON', async () => {
    for (const [raw, key] of [
      ['{"__proto__":{"isAdmin":true},"CurrentPage":1,"ItemPerPage":5}', '__proto__'],
      ['{"CurrentPage":1,"Filters":[{"constructor":{"prototype":{"x":1}}}]}', 'constructor.prototype'],
    ] as const) {
      const res = await t.call('POST', '/user/userlist', { cookie: admin, rawBody: raw });
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe(
        `The request body contains the key "${key}", which is refused: it could change how objects behave.`,
      );
    }
    const broken = await t.call('POST', '/user/userlist', { cookie: admin, rawBody: '{"CurrentPage":' });
    expect(broken.body.Message).toBe('The request body is not valid JSON.');
  });

  it('never returns a secret configuration value, and gives anonymous callers only the sign-in subset', async () => {
    await seedTransaction(t.server.db, (tx) =>
      tx.query(
        `INSERT INTO configuration (key, value, is_secret)
         VALUES ('SmtpPassword', 'hunter2-secret', true), ('SupportEmail', 'help@example.com', false)`,
      ),
    );
    await t.signIn(); // a successful write (the sign-in) clears the cached static data
    const full = await t.call<StaticData>('GET', '/home/getstaticdata', { cookie: admin });
    expect(full.body.Data!.config.SupportEmail).toBe('help@example.com');
    expect(full.text).not.toContain('hunter2-secret');
    expect(full.body.Data!.config).not.toHaveProperty('SmtpPassword');
    const anonymous = await t.call<StaticData>('GET', '/home/getstaticdata');
    expect(anonymous.body.Data).toMatchObject({
      config: {},
      featureFlags: [],
      PasswordPolicies: {},
      superAdminRoleDefId: null,
      currentUser: null,
      objectEnums: { objectTypes: [] },
    });
    expect(anonymous.body.Data!.languageValues.length).toBeGreaterThan(0);
  });

  it('tells nothing about an account to someone its shared password is not delegated to', async () => {
    const someone = await t.signInWith([Permissions.UserView]);
    const [standard] = await t.server.db.query<{ id: string }>(
      'SELECT user_id::text AS id FROM users WHERE user_type = 0 LIMIT 1',
    );
    for (const id of [standard!.id, crypto.randomUUID()]) {
      const res = await t.call('POST', `/user/${id}/shared-password`, { cookie: someone });
      expect([res.status, res.body.Message]).toEqual([403, 'This shared account is not delegated to you.']);
    }
  });
});

describe('sign-in throttling and PORTCULLIS_TRUST_PROXY', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer('pglite', inject('pgUrl'), {
      seedUsers: 5,
      trustProxy: '127.0.0.1',
      signInThrottle: { burst: 3, refillMs: 60_000 },
    });
  });
  afterAll(async () => t?.close());

  const login = (password: string, headers: Record<string, string> = {}) =>
    t.call('POST', '/account/login', { body: { UserName: 'admin', Password: password }, headers });

  it('throttles failed sign-ins per client address with 429 and Retry-After; lockout stays per account', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 3; i++) expect((await login('Wrong#Password1', from)).status).toBe(400);
    const throttled = await login('Test#Admin-Password1', from);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body.Message).toMatch(/^Too many failed sign-ins from your address\. Try again in \d+ seconds\.$/);
    // Another address is not held back, and the account is not locked by three failures.
    expect((await login('Test#Admin-Password1', { 'x-forwarded-for': '198.51.100.4' })).status).toBe(200);
    // The same IPv6 /64 counts as one client.
    for (let i = 0; i < 3; i++) await login('Wrong#Password1', { 'x-forwarded-for': `2001:db8:1:2::${i + 1}` });
    expect((await login('Wrong#Password1', { 'x-forwarded-for': '2001:db8:1:2:ffff::9' })).status).toBe(429);
  });

  it('marks the session cookie Secure behind a trusted TLS-terminating proxy, and only then', async () => {
    const behind = await login('Test#Admin-Password1', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '192.0.2.1',
    });
    expect(behind.headers.get('set-cookie')).toMatch(/; Secure$/);
    const untrusted = await createTestServer('pglite', inject('pgUrl'), { seedUsers: 5 });
    try {
      const direct = await untrusted.call('POST', '/account/login', {
        body: { UserName: 'admin', Password: 'Test#Admin-Password1' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(direct.status).toBe(200);
      expect(direct.headers.get('set-cookie')).not.toContain('Secure');
    } finally {
      await untrusted.close();
    }
  });

  it('reads PORTCULLIS_TRUST_PROXY as off, on, a hop count or proxy addresses', () => {
    const of = (v: string | undefined) => configFromEnv({ PORTCULLIS_TRUST_PROXY: v }).trustProxy;
    expect([of(undefined), of(''), of('false'), of('true'), of('2'), of('10.0.0.0/8, 127.0.0.1')]).toEqual([
      false,
      false,
      false,
      true,
      2,
      '10.0.0.0/8,127.0.0.1',
    ]);
    expect(() => of('everyone please')).toThrow(/PORTCULLIS_TRUST_PROXY/);
  });
});
