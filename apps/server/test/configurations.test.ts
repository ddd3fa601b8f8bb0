import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  Permissions as P,
  type ConfigurationSetting,
  type LanguageMessages,
  type LanguageValueRow,
  type PagedData,
  type StaticData,
} from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { csvSeparator } from '../src/domains/export/settings';
import { useTestServer, writeElsewhere } from './use-test-server';

const SECRET = 'sms-gateway-key-Quokka-5521';
const save = (t: TestServer, cookie: string, body: Record<string, unknown>) =>
  t.call<ConfigurationSetting>('POST', '/configuration/save', { cookie, body });
const list = async (t: TestServer, cookie: string) =>
  (await t.call<ConfigurationSetting[]>('GET', '/configuration/list', { cookie })).body.Data!;
const staticConfig = async (t: TestServer, cookie: string) =>
  (await t.call<StaticData>('GET', '/home/getstaticdata', { cookie })).body.Data!.config;
const png = (bytes: number) => {
  const b = Buffer.alloc(bytes);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${b.toString('base64')}`;
};
const languageId = async (t: TestServer, code: string) =>
  (await t.server.db.query<{ id: string }>('SELECT language_id::text AS id FROM languages WHERE code = $1', [code]))[0]!
    .id;

/** Issue 28: typed settings and the language values, on both databases. */
describe.each(['pglite', 'postgres'] as Engine[])('configurations and language values on %s', (engine) => {
  const s = useTestServer(engine);

  it('lists the product settings with their §4 types and definitions', async () => {
    const settings = await list(s.t, s.admin);
    const byKey = Object.fromEntries(settings.map((x) => [x.Key, x]));
    expect(byKey.CsvSeparator).toMatchObject({ ValueType: 5, Value: ';', Category: 'Export', IsSystem: true });
    expect(byKey.MfaEnforcement!.Definition.Values.map((v) => v.Value)).toEqual([
      'optional',
      'administrators',
      'everyone',
    ]);
    expect(byKey.MfaEnforcement!.Definition.Values[1]!.Help?.Text).toMatch(/privileged/);
    expect(new Set(settings.map((x) => x.ValueType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 10, 11]));
  });

  it('refuses a value its type does not allow with a 400 envelope naming the field, and stores nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['SessionTimeoutMinutes', 'soon', 'Session timeout (minutes) must be a number.'],
      ['SessionTimeoutMinutes', '2', 'Session timeout (minutes) must be at least 5.'],
      ['CsvSeparator', ':', 'CSV separator must be one of: ;, ,, tab, |.'],
      ['MfaMethods', '["totp","fax"]', 'Allowed methods: "fax" is not one of the choices.'],
      ['MfaEnforcement', '', 'Multi-factor authentication is required.'],
      ['GoLiveDate', '2026-02-30', 'Go-live date must be a date (YYYY-MM-DD).'],
      [
        'MaintenanceWindowStart',
        '2026-12-01T10:00',
        'Next maintenance window must be a date and time (YYYY-MM-DD HH:mm).',
      ],
      ['ProductLogo', png(IMAGE_MAX_BYTES + 10), 'Product logo must be at most 256 KB.'],
      [
        'ProductLogo',
        'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        'Product logo must be a PNG, JPEG, GIF or WebP image.',
      ],
      ['UseGlobalExportSettings', 'maybe', 'Use global export settings must be yes (true) or no (false).'],
    ];
    const before = await s.t.server.db.query('SELECT key, value FROM configuration ORDER BY key');
    for (const [Key, Value, message] of cases) {
      const res = await save(s.t, s.admin, { Key, Value });
      expect(res.status, Key).toBe(400);
      expect(res.body).toMatchObject({
        Success: false,
        Message: message,
        Errors: [{ Message: message, Field: 'Value' }],
      });
    }
    expect(await s.t.server.db.query('SELECT key, value FROM configuration ORDER BY key')).toEqual(before);
    // Hostile shapes are refused by the contract, never a 500.
    for (const body of [
      { Key: "x'; DROP TABLE users;--", Value: '1' },
      { Key: 'CsvSeparator' },
      { Key: 'A', Value: 1 },
    ]) {
      expect((await save(s.t, s.admin, body)).status).toBe(400);
    }
    const redefine = await save(s.t, s.admin, { Key: 'CsvSeparator', Value: ',', ValueType: 1 });
    expect(redefine.status).toBe(400);
    expect(redefine.body.Message).toBe('CSV separator is a product setting: only its value can change.');
  });

  it('stores each type’s good value and audits each change without its value', async () => {
    const good: Array<[string, string]> = [
      ['SessionTimeoutMinutes', '30'],
      ['GoLiveDate', '2026-01-15'],
      ['MaintenanceWindowStart', '2026-12-01 22:30'],
      ['MfaMethods', '["totp","email"]'],
      ['MfaEnforcement', 'administrators'],
      ['ProductLogo', png(64)],
    ];
    for (const [Key, Value] of good) {
      const res = await save(s.t, s.admin, { Key, Value });
      expect(res.status, Key).toBe(200);
      expect(res.body.Data).toMatchObject({ Key, Value, IsSet: true });
      const [entry] = await s.t.server.db.query<{ description: string; target_id: string }>(
        "SELECT description, target_id FROM audit_entries WHERE target_type = 'Configuration' ORDER BY created_date DESC, audit_id DESC LIMIT 1",
      );
      expect(entry!.target_id).toBe(Key);
      expect(entry!.description).not.toContain(Value);
    }
    // Sign-in enforces MfaEnforcement (issue 28): back to optional, so later sign-ins need no second factor.
    expect((await save(s.t, s.admin, { Key: 'MfaEnforcement', Value: 'optional' })).status).toBe(200);
  });

  it('keeps a secret write-only: never returned, sealed at rest, kept when saved empty', async () => {
    const res = await save(s.t, s.admin, { Key: 'MfaSmsGatewayApiKey', Value: SECRET });
    expect(res.status).toBe(200);
    expect(res.body.Data).toMatchObject({ Value: null, IsSet: true, IsSecret: true });
    expect(res.text).not.toContain(SECRET);
    const got = await s.t.call<ConfigurationSetting>('GET', '/configuration/get/MfaSmsGatewayApiKey', {
      cookie: s.admin,
    });
    expect(got.body.Data).toMatchObject({ Value: null, IsSet: true });
    for (const path of ['/configuration/list', '/home/getstaticdata', '/configuration/get/MfaSmsGatewayApiKey'])
      expect((await s.t.call('GET', path, { cookie: s.admin })).text).not.toContain(SECRET);
    const [stored] = await s.t.server.db.query<{ value: string; is_secret: boolean }>(
      "SELECT value, is_secret FROM configuration WHERE key = 'MfaSmsGatewayApiKey'",
    );
    expect(stored!.is_secret).toBe(true);
    expect(stored!.value).not.toContain(SECRET);
    expect((await save(s.t, s.admin, { Key: 'MfaSmsGatewayApiKey', Value: '' })).body.Data!.IsSet).toBe(true);
    const [after] = await s.t.server.db.query<{ value: string }>(
      "SELECT value FROM configuration WHERE key = 'MfaSmsGatewayApiKey'",
    );
    expect(after!.value).toBe(stored!.value);
    const audit = await s.t.server.db.query<{ description: string }>('SELECT description FROM audit_entries');
    expect(audit.filter((a) => (a.description ?? '').includes(SECRET))).toEqual([]);
  });

  it('adds, checks and removes a custom setting; returns a product setting to its default', async () => {
    const added = await save(s.t, s.admin, {
      Key: 'HelpdeskPhone',
      Value: '+90 212',
      Title: 'Helpdesk phone',
      ValueType: 1,
    });
    expect(added.status).toBe(200);
    expect(added.body.Data).toMatchObject({ Category: 'Custom', IsSystem: false, Title: 'Helpdesk phone' });
    const unknown = await save(s.t, s.admin, { Key: 'NoSuchSetting', Value: 'x' });
    expect(unknown.status).toBe(400);
    const noChoices = await save(s.t, s.admin, { Key: 'Tier', Value: 'a', Title: 'Tier', ValueType: 5 });
    expect(noChoices.body.Message).toBe('Choices are required.');
    expect((await s.t.call('POST', '/configuration/remove/HelpdeskPhone', { cookie: s.admin })).status).toBe(200);
    expect((await s.t.call('GET', '/configuration/get/HelpdeskPhone', { cookie: s.admin })).status).toBe(404);
    await save(s.t, s.admin, { Key: 'SessionTimeoutMinutes', Value: '45' });
    await s.t.call('POST', '/configuration/remove/SessionTimeoutMinutes', { cookie: s.admin });
    const reset = await s.t.call<ConfigurationSetting>('GET', '/configuration/get/SessionTimeoutMinutes', {
      cookie: s.admin,
    });
    expect(reset.body.Data).toMatchObject({ Value: '60', IsSet: false });
  });

  it('needs Configuration.Edit to change a setting and Configuration.List to read them', async () => {
    const reader = await s.t.signInWith([P.ConfigurationList]);
    expect((await s.t.call('GET', '/configuration/list', { cookie: reader })).status).toBe(200);
    const refused = await save(s.t, reader, { Key: 'CsvSeparator', Value: ',' });
    expect(refused.status).toBe(403);
  });

  it('applies the CSV separator and the global export switch at once, a change elsewhere included', async () => {
    expect((await staticConfig(s.t, s.admin)).CsvSeparator).toBe(';');
    await save(s.t, s.admin, { Key: 'CsvSeparator', Value: 'tab' });
    expect(await csvSeparator(s.t.server.db, {})).toBe('\t');
    expect((await staticConfig(s.t, s.admin)).CsvSeparator).toBe('tab');
    // Another process's write reaches this one's cached static data through the database's notification.
    await writeElsewhere(s.t, "UPDATE configuration SET value = '|' WHERE key = 'CsvSeparator'");
    await expect.poll(async () => (await staticConfig(s.t, s.admin)).CsvSeparator).toBe('|');
    await save(s.t, s.admin, { Key: 'CsvSeparator', Value: ';' });

    await s.t.server.db.query("INSERT INTO export_settings (name, value) VALUES ('Users', '{}')");
    try {
      const check = () => s.t.call<{ IsGlobalSettingsInUse: boolean }>('GET', '/Export/Check', { cookie: s.admin });
      expect((await check()).body.Data!.IsGlobalSettingsInUse).toBe(true);
      await save(s.t, s.admin, { Key: 'UseGlobalExportSettings', Value: 'false' });
      expect((await check()).body.Data!.IsGlobalSettingsInUse).toBe(false);
      await save(s.t, s.admin, { Key: 'UseGlobalExportSettings', Value: 'true' });
      expect((await check()).body.Data!.IsGlobalSettingsInUse).toBe(true);
    } finally {
      await s.t.server.db.query('DELETE FROM export_settings');
    }
  });

  it('pages and filters a language’s values beside English, sets and removes one (audited)', async () => {
    const tr = await languageId(s.t, 'tr');
    const page = await s.t.call<PagedData<LanguageValueRow>>('POST', `/language/values/${tr}/list`, {
      cookie: s.admin,
      body: { CurrentPage: 1, ItemPerPage: 5, Filters: [{ Column: 'Key', Value: 'userMenu.', Operator: 2 }] },
    });
    expect(page.status).toBe(200);
    expect(page.body.Data!.TotalItemCount).toBe(4);
    expect(page.body.Data!.Data).toContainEqual({
      Key: 'userMenu.logOut',
      Value: 'Oturumu Kapat',
      EnglishValue: 'Log Out',
    });
    const saved = await s.t.call('POST', `/language/values/${tr}/save`, {
      cookie: s.admin,
      body: { Key: 'actions.save', Value: 'Kaydet!' },
    });
    expect(saved.status).toBe(200);
    const messages = async (code: string) =>
      (await s.t.call<LanguageMessages>('GET', `/language/messages/${code}`)).body.Data!;
    const turkish = await messages('tr-TR');
    expect(turkish.Messages['actions.save']).toEqual(['Kaydet!']);
    // Compiled on the server: the placeholder is a token, so the browser needs no message parser.
    expect(turkish.Messages['userMenu.label']).toEqual([['name'], ', kullanıcı menüsü']);
    expect(
      (await s.t.call('POST', `/language/values/${tr}/remove`, { cookie: s.admin, body: { Key: 'actions.save' } }))
        .status,
    ).toBe(200);
    // English fills the removed key; an unknown language is served in English.
    expect((await messages('tr')).Messages['actions.save']).toEqual(['Save']);
    expect((await messages('xx')).Language).toBe('en');
    const audits = await s.t.server.db.query<{ target_id: string }>(
      "SELECT target_id FROM audit_entries WHERE target_type = 'LanguageValue'",
    );
    expect(audits.map((a) => a.target_id)).toEqual(['tr:actions.save', 'tr:actions.save']);
    const bad = await s.t.call('POST', `/language/values/${tr}/save`, {
      cookie: s.admin,
      body: { Key: '<script>', Value: 'x' },
    });
    expect(bad.status).toBe(400);
    const missing = await s.t.call('POST', '/language/values/00000000-0000-4000-8000-000000000000/list', {
      cookie: s.admin,
      body: { CurrentPage: 1, ItemPerPage: 5 },
    });
    expect(missing.status).toBe(404);
  });
});
