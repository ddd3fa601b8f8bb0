import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  Permissions,
  type License,
  type LicenceDetails,
  type SystemCertificate,
} from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { LICENCE_MESSAGES } from '../src/domains/licensing/licence-file';
import { CERTIFICATE_MESSAGES } from '../src/domains/licensing/certificates';
import { signTestLicence } from '../src/testing/licence-test-keys';
import { makeCertificatePem, licenceTerms, validLicenceFile } from './licensing-fixtures';
import { useTestServer } from './use-test-server';

/** Another Ed25519 key, not trusted by the server: a licence signed with it is "wrongly signed". */
const STRANGER_KEY = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

describe.each(['pglite', 'postgres'] as Engine[])('licensing and certification on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 5 });
  const get = <T>(path: string, cookie = s.admin) => s.t.call<T>('GET', path, { cookie });
  const upload = (file: string, cookie = s.admin) =>
    s.t.call<LicenceDetails>('POST', '/license/upload', { cookie, body: { File: file } });
  const licenceRows = async () =>
    s.t.server.db.query<{ licence_key: string | null }>('SELECT licence_key FROM licenses ORDER BY licence_key');

  it('shows the trial days left from the tenant expiration while no licence is stored', async () => {
    await s.t.server.db.query('DELETE FROM licenses');
    await s.t.server.db.query("UPDATE tenants SET expiration_date = now() + interval '10 days' + interval '1 hour'");
    const details = (await get<LicenceDetails>('/license/details')).body.Data!;
    expect(details).toMatchObject({ Licence: null, IsTrial: true, DaysLeft: 11, Warning: null });
    await s.t.server.db.query("UPDATE tenants SET expiration_date = now() - interval '3 days'");
    expect((await get<LicenceDetails>('/license/details')).body.Data!.DaysLeft).toBe(0);
  });

  it('refuses a tampered licence with a clear message and changes nothing', async () => {
    const before = await licenceRows();
    const file = JSON.parse(validLicenceFile()) as { Payload: string };
    const terms = JSON.parse(Buffer.from(file.Payload, 'base64').toString('utf8')) as { Seats: number };
    terms.Seats = 999_999;
    const tampered = JSON.stringify({ ...file, Payload: Buffer.from(JSON.stringify(terms)).toString('base64') });
    const res = await upload(tampered);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe(LICENCE_MESSAGES.badSignature);
    expect(await licenceRows()).toEqual(before);
  });

  it('refuses a licence signed with a key the server does not trust, and files that are not licences', async () => {
    const wrong = await upload(signTestLicence(licenceTerms(100), STRANGER_KEY));
    expect([wrong.status, wrong.body.Message]).toEqual([400, LICENCE_MESSAGES.badSignature]);
    expect((await upload('not json')).body.Message).toBe(LICENCE_MESSAGES.notJson);
    expect((await upload('{"Payload":"eA=="}')).body.Message).toBe(LICENCE_MESSAGES.badShape);
    const other = await upload(validLicenceFile(100, { Tenant: 'acme' }));
    expect(other.body.Message).toBe(LICENCE_MESSAGES.otherTenant('acme', 'default'));
    const expired = await upload(validLicenceFile(-2));
    expect(expired.status).toBe(400);
    expect(expired.body.Message).toMatch(/^This licence expired on \d{4}-\d{2}-\d{2}\.$/);
    expect((await upload(validLicenceFile(100, { Seats: 0 }))).body.Message).toBe(LICENCE_MESSAGES.badTerms);
  });

  it('stores a valid licence, which then drives checkLicense, the days left and the warning', async () => {
    const res = await upload(validLicenceFile(40, { LicenceId: 'LIC-VALID', Seats: 3 }));
    expect(res.status).toBe(200);
    const details = res.body.Data!;
    expect(details.Licence).toMatchObject({
      LicenceId: 'LIC-VALID',
      Tenant: 'default',
      Edition: 'Enterprise',
      Seats: 3,
    });
    expect(details).toMatchObject({ IsTrial: false, DaysLeft: 40 });
    expect(details.SeatsUsed).toBeGreaterThan(3);
    expect(details.Warning).toBe(`Your license covers 3 users; ${details.SeatsUsed} are in the directory.`);
    expect(await licenceRows()).toEqual([{ licence_key: 'LIC-VALID' }]);
    const license = (await get<License>('/license/checklicense')).body.Data!;
    expect(license.IsValid).toBe(true);
    expect(license.ExpirationUtc).toBe(details.Licence!.ExpirationUtc);
    expect(license.message).toBe(details.Warning);

    const roomy = (await upload(validLicenceFile(200, { LicenceId: 'LIC-ROOMY' }))).body.Data!;
    expect(roomy).toMatchObject({ Warning: null, DaysLeft: 200 });
    expect((await get<License>('/license/checklicense')).body.Data!.message).toBeNull();
  });

  it('lists SAML signing and uploaded certificates with the one-month expiry flag', async () => {
    const soon = await makeCertificatePem('soon.example.test', -10, 20);
    const later = await makeCertificatePem('later.example.test', -10, 300);
    const post = (Name: string, Pem: string) =>
      s.t.call<SystemCertificate>('POST', '/certification/certificates', { cookie: s.admin, body: { Name, Pem } });
    const a = await post('Soon', soon);
    expect(a.status).toBe(200);
    expect(a.body.Data).toMatchObject({ Source: 'Uploaded', IsExpiringSoon: true, IsExpired: false, CanRemove: true });
    expect(a.body.Data!.Subject).toContain('CN=soon.example.test');
    expect((await post('Later', later)).body.Data!.IsExpiringSoon).toBe(false);
    expect((await post('Again', later)).body.Message).toBe(CERTIFICATE_MESSAGES.duplicate);

    // A SAML signing key as the applications domain stores it (settings.Certificate).
    const samlPem = await makeCertificatePem('Cert App SAML signing', -1, 700);
    const [app] = await s.t.server.db.query<{ application_id: string; title: string }>(
      'SELECT application_id, title FROM applications ORDER BY name LIMIT 1',
    );
    const keyId = randomUUID();
    await s.t.server.db.query(
      `INSERT INTO application_keys (application_key_id, application_id, key_type, settings)
       VALUES ($1, $2, 5, jsonb_build_object('Certificate', $3::text))`,
      [keyId, app!.application_id, samlPem],
    );
    const listed = (await get<SystemCertificate[]>('/certification/certificates')).body.Data!;
    expect(listed.filter((c) => c.Source === 'Uploaded').map((c) => c.Name)).toEqual(['Soon', 'Later']);
    expect(listed.find((c) => c.CertificateId === keyId)).toMatchObject({
      Source: 'SamlSigning',
      Name: app!.title,
      ApplicationId: app!.application_id,
      CanRemove: false,
      IsExpiringSoon: false,
    });
    const validTos = listed.map((c) => c.ValidTo);
    expect([...validTos].sort()).toEqual(validTos);

    const removed = await s.t.call('DELETE', `/certification/certificates/${a.body.Data!.CertificateId}`, {
      cookie: s.admin,
    });
    expect(removed.status).toBe(200);
    const after = (await get<SystemCertificate[]>('/certification/certificates')).body.Data!;
    expect(after.map((c) => c.Name)).not.toContain('Soon');
    const again = await s.t.call('DELETE', `/certification/certificates/${a.body.Data!.CertificateId}`, {
      cookie: s.admin,
    });
    expect(again.status).toBe(404);
  });

  it('refuses malformed, private-key, chained and expired PEM with a message', async () => {
    const post = (Pem: string) =>
      s.t.call('POST', '/certification/certificates', { cookie: s.admin, body: { Name: 'x', Pem } });
    const good = await makeCertificatePem('chain.example.test', -1, 100);
    const expired = await makeCertificatePem('old.example.test', -30, -2);
    const broken = good.replace(/[A-Za-z0-9]{20}(?=\n)/, 'A'.repeat(20));
    const cases: [string, string | RegExp][] = [
      ['hello', CERTIFICATE_MESSAGES.notPem],
      ['-----BEGIN PRIVATE KEY-----\nMC4=\n-----END PRIVATE KEY-----', CERTIFICATE_MESSAGES.privateKey],
      [good + good, CERTIFICATE_MESSAGES.oneOnly],
      ['-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----', CERTIFICATE_MESSAGES.malformed],
      [broken, CERTIFICATE_MESSAGES.malformed],
      [expired, /^The certificate expired on \d{4}-\d{2}-\d{2}\.$/],
    ];
    for (const [pem, message] of cases) {
      const res = await post(pem);
      expect(res.status, pem.slice(0, 40)).toBe(400);
      expect(res.body.Message).toMatch(message);
    }
  });

  it('needs License and Certification permissions', async () => {
    const none = await s.t.signInWith([Permissions.ServerList]);
    expect((await get('/license/details', none)).status).toBe(403);
    expect((await upload(validLicenceFile(), none)).status).toBe(403);
    expect((await get('/certification/certificates', none)).status).toBe(403);
    const licenceOnly = await s.t.signInWith([Permissions.License]);
    expect((await get('/license/details', licenceOnly)).status).toBe(200);
    expect((await get('/certification/certificates', licenceOnly)).status).toBe(403);
    const certOnly = await s.t.signInWith([Permissions.Certification]);
    expect((await get('/certification/certificates', certOnly)).status).toBe(200);
  });

  it('refuses every licensing and certification call on another tenant, to super admins too', async () => {
    await s.t.server.db.query("UPDATE tenants SET name = 'acme'");
    try {
      for (const [method, path, body] of [
        ['GET', '/license/details', undefined],
        ['POST', '/license/upload', { File: validLicenceFile() }],
        ['GET', '/certification/certificates', undefined],
        ['POST', '/certification/certificates', { Name: 'x', Pem: 'x' }],
        ['DELETE', '/certification/certificates/00000000-0000-4000-8000-000000000001', undefined],
      ] as const) {
        const res = await s.t.call(method, path, { cookie: s.admin, body });
        expect(res.status, path).toBe(403);
        expect(res.body.Message).toBe('This page is for the default tenant only.');
      }
    } finally {
      await s.t.server.db.query("UPDATE tenants SET name = 'default'");
    }
  });
});
