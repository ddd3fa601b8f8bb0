import { describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { SignJWT, importPKCS8, jwtVerify, importJWK, type JWK } from 'jose';
import {
  ApplicationKeyType,
  CONSOLE_APPLICATION_ID,
  DefinedBy,
  type Application,
  type ApplicationKey,
  type ApplicationKeyIssued,
  type PagedData,
} from '@portcullis/api-client/contract';
import { inDays, page, useApplicationServer } from './application-fixtures';
import { unseal } from '../src/engine/secrets/secrets';
import { hashSecret } from '../src/domains/applications/key-material';
import { verifyCredential } from '../src/domains/applications/key-verify';

/** Applications and the nine key types on both databases: real material, secrets once, rotation, expiry. */
describe.each(['pglite', 'postgres'] as const)('applications on %s', (engine) => {
  const { s, post, get, db, createApp, createKey } = useApplicationServer(engine);

  it('seeds the console as a system application that keeps its name and type and cannot be removed', async () => {
    const app = await get<Application>(`/application/get/${CONSOLE_APPLICATION_ID}`);
    expect(app.body.Data).toMatchObject({
      Name: 'portcullis-console',
      Title: 'Portcullis Console',
      DefinedBy: DefinedBy.System,
    });
    const rename = await post('/application/save', {
      ...app.body.Data,
      Name: 'console-2',
      ApplicationId: CONSOLE_APPLICATION_ID,
      DefinedBy: undefined,
      SortOrder: undefined,
      KeyCount: undefined,
      UserCount: undefined,
      CreatedDate: undefined,
    });
    expect(rename.status).toBe(400);
    const removed = await s.t.call('DELETE', `/application/remove/${CONSOLE_APPLICATION_ID}`, { cookie: s.admin });
    expect(removed.status).toBe(409);
    expect(removed.body.Message).toBe('Portcullis Console is defined by the system and cannot be removed.');
    const titles = await post<PagedData<Application>>('/application/list', {
      ...page,
      Sorts: [{ Column: 'SortOrder', Asc: true }],
    });
    expect(titles.body.Data!.Data.map((a) => a.Title).slice(0, 4)).toEqual([
      'Portcullis Console',
      'Payroll',
      'CRM',
      'Wiki',
    ]);
  });

  it('creates user-defined applications last in the order and stores a new order', async () => {
    const app = await createApp(`ordered-${engine}`);
    expect(app.DefinedBy).toBe(DefinedBy.User);
    const all = await post<PagedData<Application>>('/application/list', {
      ...page,
      Sorts: [{ Column: 'SortOrder', Asc: true }],
    });
    expect(all.body.Data!.Data.at(-1)!.ApplicationId).toBe(app.ApplicationId);
    const ids = all.body.Data!.Data.map((a) => a.ApplicationId);
    const reordered = [app.ApplicationId, ...ids.filter((id) => id !== app.ApplicationId)];
    expect((await post('/application/sort', { Ids: reordered })).status).toBe(200);
    const after = await post<PagedData<Application>>('/application/list', {
      ...page,
      Sorts: [{ Column: 'SortOrder', Asc: true }],
    });
    expect(after.body.Data!.Data[0]!.ApplicationId).toBe(app.ApplicationId);
  });

  it('issues a REST API key once, keeps only its hash and verifies it until it expires', async () => {
    const app = await createApp(`rest-${engine}`);
    const res = await createKey(app.ApplicationId, ApplicationKeyType.Rest, {}, { ExpirationDate: inDays(30) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [secret] = res.body.Data!.Secrets;
    expect(secret).toMatchObject({ Name: 'ApiKey', Title: 'API key' });
    expect(secret!.Value).toMatch(/^pck_[A-Za-z0-9_-]{43}$/);
    const key = res.body.Data!.Key;
    expect(key).toMatchObject({ State: 'Active', SecretHint: secret!.Value.slice(-4), HasMaterial: true });
    const [row] = await db().query<Record<string, unknown>>(
      'SELECT * FROM application_keys WHERE application_key_id = $1',
      [key.ApplicationKeyId],
    );
    expect(row!.secret_hash).toBe(hashSecret(secret!.Value));
    expect(JSON.stringify(row)).not.toContain(secret!.Value);
    const again = await get<ApplicationKey>(`/application/key/get/${key.ApplicationKeyId}`);
    expect(again.text).not.toContain(secret!.Value);
    expect(await verifyCredential(db(), { kind: 'apiKey', secret: secret!.Value })).toMatchObject({
      applicationKeyId: key.ApplicationKeyId,
    });
    expect(await verifyCredential(db(), { kind: 'apiKey', secret: `${secret!.Value}x` })).toBeNull();
    const expired = await post<ApplicationKey>(`/application/key/${key.ApplicationKeyId}/expire`);
    expect(expired.body.Data!.State).toBe('Expired');
    expect(await verifyCredential(db(), { kind: 'apiKey', secret: secret!.Value })).toBeNull();
  });

  it('validates OAuth redirect URIs against the application type and refuses unknown settings', async () => {
    const web = await createApp(`oauth-web-${engine}`, 2);
    const loopback = await createKey(web.ApplicationId, ApplicationKeyType.OAuth, {
      RedirectUris: ['http://127.0.0.1:8080/cb'],
    });
    expect(loopback.status).toBe(400);
    expect(loopback.body.Errors![0]).toMatchObject({ Field: 'Settings.RedirectUris' });
    expect(loopback.body.Message).toMatch(/only desktop and mobile applications/);
    const desktop = await createApp(`oauth-desktop-${engine}`, 1);
    const ok = await createKey(desktop.ApplicationId, ApplicationKeyType.OAuth, {
      RedirectUris: ['http://127.0.0.1:8080/cb'],
      Scopes: ['files:read'],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Data!.Key.Settings.ClientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (
        await createKey(web.ApplicationId, ApplicationKeyType.OAuth, {
          RedirectUris: ['https://a.example/cb'],
          ClientId: 'mine',
        })
      ).status,
    ).toBe(400);
    const past = await createKey(
      web.ApplicationId,
      ApplicationKeyType.Rest,
      {},
      { ExpirationDate: '2001-01-01 00:00:00' },
    );
    expect(past.status).toBe(400);
    expect(past.body.Message).toBe('You should select future date.');
    const openId = await createKey(web.ApplicationId, ApplicationKeyType.OpenId, {
      RedirectUris: ['https://a.example/cb'],
      Scopes: ['email'],
    });
    expect(openId.body.Message).toBe('An OpenID Connect client needs the openid scope.');
  });

  it('rotates a client secret: the old one works until the chosen time, the client id stays', async () => {
    const app = await createApp(`rotate-${engine}`);
    const first = await createKey(
      app.ApplicationId,
      ApplicationKeyType.OpenId,
      {
        RedirectUris: ['https://rotate.example/cb'],
        Scopes: ['openid'],
      },
      { ExpirationDate: inDays(60) },
    );
    const old = first.body.Data!;
    const clientId = String(old.Key.Settings.ClientId);
    const until = inDays(1);
    const rotated = await post<ApplicationKeyIssued>(`/application/key/${old.Key.ApplicationKeyId}/rotate`, {
      ReplacedKeyValidUntil: until,
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body.Data!;
    expect(fresh.Key.Settings.ClientId).toBe(clientId);
    expect(fresh.Key.RotatedFromKeyId).toBe(old.Key.ApplicationKeyId);
    expect(fresh.Secrets[0]!.Value).not.toBe(old.Secrets[0]!.Value);
    // The new key lives as long as the old one did (60 days from now).
    expect(Math.abs(Date.parse(fresh.Key.ExpirationDate!) - Date.parse(inDays(60)))).toBeLessThan(120_000);
    const replaced = await get<ApplicationKey>(`/application/key/get/${old.Key.ApplicationKeyId}`);
    expect(replaced.body.Data).toMatchObject({ State: 'Replaced', ExpirationDate: until });
    const present = (secret: string) => verifyCredential(db(), { kind: 'client', clientId, secret });
    expect(await present(old.Secrets[0]!.Value)).not.toBeNull();
    expect(await present(fresh.Secrets[0]!.Value)).not.toBeNull();
    expect(
      await verifyCredential(db(), { kind: 'client', clientId: 'someone-else', secret: fresh.Secrets[0]!.Value }),
    ).toBeNull();
    // The chosen time passes: the replaced secret stops working; replaced keys are not "expired keys".
    await db().query(
      "UPDATE application_keys SET expiration_date = now() - interval '1 minute' WHERE application_key_id = $1",
      [old.Key.ApplicationKeyId],
    );
    expect(await present(old.Secrets[0]!.Value)).toBeNull();
    expect(await present(fresh.Secrets[0]!.Value)).not.toBeNull();
    const card = await post<PagedData<{ ApplicationKeyId: string }>>('/dashboard/ExpiredApplicationKeys', page);
    expect(card.body.Data!.Data.map((r) => r.ApplicationKeyId)).not.toContain(old.Key.ApplicationKeyId);
    expect(
      (await post(`/application/key/${old.Key.ApplicationKeyId}/rotate`, { ReplacedKeyValidUntil: null })).status,
    ).toBe(409);
    const tooLong = await post(`/application/key/${fresh.Key.ApplicationKeyId}/rotate`, {
      ReplacedKeyValidUntil: inDays(91),
    });
    expect(tooLong.body.Message).toBe('The old key may keep working for 90 days at most.');
  });

  it('signs with a JWT key pair whose public JWK verifies the tokens', async () => {
    const app = await createApp(`jwt-${engine}`);
    for (const alg of ['ES256', 'RS256', 'EdDSA']) {
      const res = await createKey(app.ApplicationId, ApplicationKeyType.Jwt, {
        Algorithm: alg,
        Audience: 'urn:jwt:test',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Data!.Secrets).toEqual([]);
      const jwk = res.body.Data!.Key.Settings.PublicJwk as JWK & { kid: string };
      expect(jwk).toMatchObject({ alg, use: 'sig' });
      expect(jwk.d).toBeUndefined();
      const [row] = await db().query<{ sealed_secret: string }>(
        'SELECT sealed_secret FROM application_keys WHERE application_key_id = $1',
        [res.body.Data!.Key.ApplicationKeyId],
      );
      const privateKey = await importPKCS8(unseal(s.t.server.secretKey, row!.sealed_secret), alg);
      const token = await new SignJWT({ sub: 'ada' })
        .setProtectedHeader({ alg, kid: jwk.kid })
        .setAudience('urn:jwt:test')
        .sign(privateKey);
      const { payload } = await jwtVerify(token, await importJWK(jwk, alg), { audience: 'urn:jwt:test' });
      expect(payload.sub).toBe('ada');
    }
  });

  it('issues a self-signed SAML certificate that ends with the key, and serves SP metadata', async () => {
    const app = await createApp(`saml-${engine}`);
    const end = inDays(200);
    const res = await createKey(
      app.ApplicationId,
      ApplicationKeyType.Saml,
      {
        EntityId: 'https://sp.example.com/saml',
        AcsUrl: 'https://sp.example.com/acs?a=1&b=2',
        NameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      },
      { ExpirationDate: end },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const key = res.body.Data!.Key;
    const cert = new X509Certificate(String(key.Settings.Certificate));
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(new Date(cert.validTo).getTime()).toBe(Math.floor(Date.parse(end) / 1000) * 1000);
    expect(key.ExpirationDate).toBe(String(key.Settings.CertificateNotAfter));
    expect(cert.fingerprint256.replace(/:/g, '').toLowerCase()).toBe(key.Settings.CertificateThumbprint);
    const xml = await fetch(`${s.t.server.url}/application/key/${key.ApplicationKeyId}/metadata`, {
      headers: { cookie: s.admin },
    });
    expect(xml.headers.get('content-type')).toBe('application/samlmetadata+xml; charset=utf-8');
    const text = await xml.text();
    expect(text).toContain('entityID="https://sp.example.com/saml"');
    expect(text).toContain('Location="https://sp.example.com/acs?a=1&amp;b=2"');
    expect(text).toContain(String(key.Settings.Certificate).split('\n')[1]);
    expect(text).toContain('<md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>');
    const later = await post('/application/key/update', {
      ApplicationKeyId: key.ApplicationKeyId,
      KeyType: 5,
      ExpirationDate: inDays(400),
      Settings: {
        EntityId: 'https://sp.example.com/saml',
        AcsUrl: 'https://sp.example.com/acs',
        NameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      },
    });
    expect(later.body.Message).toBe('A SAML key ends with its certificate at the latest; rotate it for a new one.');
  });

  it('generates RADIUS, LDAP, gateway and decision keys with their own material and settings', async () => {
    const app = await createApp(`misc-${engine}`);
    const radius = await createKey(app.ApplicationId, ApplicationKeyType.Radius, { ClientAddress: '2001:db8::/48' });
    expect(radius.body.Data!.Secrets[0]!.Value).toMatch(/^[A-Za-z0-9]{32}$/);
    const [sealed] = await db().query<{ sealed_secret: string; secret_hash: string | null }>(
      'SELECT sealed_secret, secret_hash FROM application_keys WHERE application_key_id = $1',
      [radius.body.Data!.Key.ApplicationKeyId],
    );
    expect(unseal(s.t.server.secretKey, sealed!.sealed_secret)).toBe(radius.body.Data!.Secrets[0]!.Value);
    expect(sealed!.secret_hash).toBeNull();
    const ldap = await createKey(app.ApplicationId, ApplicationKeyType.Ldap, { BaseDn: 'ou=people,dc=example,dc=com' });
    const bindDn = String(ldap.body.Data!.Key.Settings.BindDn);
    expect(bindDn).toMatch(new RegExp(`^cn=misc-${engine}-[0-9a-f]{6},ou=applications,dc=portcullis$`));
    expect(
      await verifyCredential(db(), { kind: 'ldapBind', bindDn, secret: ldap.body.Data!.Secrets[0]!.Value }),
    ).not.toBeNull();
    const gateway = await createKey(app.ApplicationId, ApplicationKeyType.AccessGateway, {
      ExternalUrl: 'https://apps.example.com',
      InternalUrl: 'http://intranet:8080',
      IdentityHeader: 'X-User',
    });
    expect(gateway.body.Data!.Secrets).toEqual([]);
    expect(
      (
        await post(`/application/key/${gateway.body.Data!.Key.ApplicationKeyId}/rotate`, {
          ReplacedKeyValidUntil: null,
        })
      ).body.Message,
    ).toBe('Access gateway keys have no credential to rotate.');
    const decisions = await createKey(app.ApplicationId, ApplicationKeyType.AuthNZ, {
      Audience: 'urn:x',
      DecisionCacheSeconds: -1,
    });
    expect(decisions.status).toBe(400);
    expect(
      (await createKey(app.ApplicationId, ApplicationKeyType.Radius, { ClientAddress: 'example.com' })).status,
    ).toBe(400);
    const keys = await post<PagedData<ApplicationKey>>('/application/key/list', {
      ...page,
      ApplicationId: app.ApplicationId,
    });
    expect(keys.body.Data!.Data.map((k) => k.KeyType).sort()).toEqual([6, 7, 8]);
    expect(keys.text).not.toContain(radius.body.Data!.Secrets[0]!.Value);
  });

  it('shows expired keys on the awareness card and their writes in the application audit', async () => {
    const app = await createApp(`expiry-${engine}`);
    const key = (await createKey(app.ApplicationId, ApplicationKeyType.Rest, {}, { Title: 'Nightly export' })).body
      .Data!.Key;
    await post(`/application/key/${key.ApplicationKeyId}/expire`);
    const card = await post<PagedData<{ ApplicationKeyId: string; ApplicationTitle: string }>>(
      '/dashboard/ExpiredApplicationKeys',
      {
        ...page,
        Filters: [{ Column: 'ApplicationTitle', Value: app.Title, Operator: 0 }],
      },
    );
    expect(card.body.Data!.Data).toEqual([
      expect.objectContaining({ ApplicationKeyId: key.ApplicationKeyId, ApplicationTitle: app.Title }),
    ]);
    const audit = await post<PagedData<{ Description: string; Application: { ApplicationId: string } | null }>>(
      `/application/${app.ApplicationId}/audit`,
      page,
    );
    expect(audit.body.Data!.Data.map((e) => e.Description)).toEqual(
      expect.arrayContaining(['REST API key: created for ' + app.Title, 'REST API key: expired now']),
    );
    expect(
      audit.body.Data!.Data.every((e) => e.Application?.ApplicationId === app.ApplicationId || e.Application === null),
    ).toBe(true);
  });
});
