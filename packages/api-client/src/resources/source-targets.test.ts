import { describe, expect, it } from 'vitest';
import {
  mergeSourceSettings,
  parseConnectionString,
  portOf,
  sourceTargetOf,
  type SettingInput,
  type StoredSetting,
} from './source-targets';

const map = (o: Record<string, string>) => new Map(Object.entries(o));

describe('portOf', () => {
  it('falls back when empty, reads 1-65535, words anything else', () => {
    expect(portOf(undefined, 445)).toBe(445);
    expect(portOf('  ', 445)).toBe(445);
    expect(portOf(' 1 ', 445)).toBe(1);
    expect(portOf('65535', 445)).toBe(65535);
    expect(portOf('0', 445)).toBe('Port "0" is not a port number (1-65535).');
    expect(portOf('65536', 445)).toBe('Port "65536" is not a port number (1-65535).');
    expect(portOf('1.5', 445)).toBe('Port "1.5" is not a port number (1-65535).');
    expect(portOf('x', 445)).toBe('Port "x" is not a port number (1-65535).');
  });
});

describe('parseConnectionString', () => {
  it('reads a postgres URL with defaults and decoding', () => {
    expect(parseConnectionString(' postgres://u%40x:p%40ss@db.example:6543/erp%20db?sslmode=require ', 'pw')).toEqual({
      host: 'db.example',
      port: 6543,
      database: 'erp db',
      user: 'u@x',
      password: 'p@ss',
      ssl: true,
    });
    expect(parseConnectionString('postgresql://[::1]/', 'pw')).toEqual({
      host: '::1',
      port: 5432,
      database: 'postgres',
      user: 'postgres',
      password: 'pw',
      ssl: false,
    });
    expect(parseConnectionString('postgres://h?sslmode=verify-full', undefined)).toMatchObject({ ssl: true });
    expect(parseConnectionString('postgres://h?sslmode=disable', undefined)).toMatchObject({ ssl: false });
    expect(parseConnectionString('postgres:///erp', undefined)).toMatchObject({ host: 'localhost', database: 'erp' });
    expect(parseConnectionString('postgres://[fd00::5]:7000/erp', undefined)).toMatchObject({
      host: 'fd00::5',
      port: 7000,
    });
    expect(parseConnectionString('postgres://h:0/erp', undefined)).toBe('Port "0" is not a port number (1-65535).');
  });

  it('reads only a scheme at the start, trims pairs and values, and ignores names that merely contain a client word', () => {
    expect(
      parseConnectionString('Host= h ; ;Comment=see http://x;MyDriver=x;DriverVersion=2;Dsns=y', undefined),
    ).toEqual({
      host: 'h',
      port: 5432,
      database: 'postgres',
      user: 'postgres',
      password: undefined,
      ssl: false,
    });
    expect(parseConnectionString('host=h; junk ', undefined)).toBe(
      '"junk" is not a key=value pair of a connection string.',
    );
  });

  it('reads key=value pairs by their ADO.NET names', () => {
    expect(
      parseConnectionString(
        'Server=db1; Port = 6000;Initial Catalog=erp;User Id=svc;Pwd=inline;SSL Mode=Require;',
        'x',
      ),
    ).toEqual({ host: 'db1', port: 6000, database: 'erp', user: 'svc', password: 'inline', ssl: true });
    expect(parseConnectionString('Data Source=db2;Pooling=true', 'pw')).toEqual({
      host: 'db2',
      port: 5432,
      database: 'postgres',
      user: 'postgres',
      password: 'pw',
      ssl: false,
    });
    for (const key of ['host', 'HOST', 'server'])
      expect(parseConnectionString(`${key}=h`, undefined)).toMatchObject({ host: 'h' });
    for (const key of ['username', 'user name', 'userid', 'user', 'uid'])
      expect(parseConnectionString(`host=h;${key}=me`, undefined)).toMatchObject({ user: 'me' });
    expect(parseConnectionString('host=h;database=d;password=p;sslmode=verify-ca', undefined)).toMatchObject({
      database: 'd',
      password: 'p',
      ssl: true,
    });
  });

  it('words what it cannot read', () => {
    expect(parseConnectionString('mysql://root@h/erp', undefined)).toBe(
      '"mysql" databases cannot be read: this server reads SQL sources over PostgreSQL only.',
    );
    expect(parseConnectionString('postgres://h:99999/erp', undefined)).toBe(
      'The connection string is not a valid postgres:// address.',
    );
    expect(parseConnectionString('host=h;port=0', undefined)).toBe('Port "0" is not a port number (1-65535).');
    expect(parseConnectionString('host=h;junk', undefined)).toBe(
      '"junk" is not a key=value pair of a connection string.',
    );
    expect(parseConnectionString('=h', undefined)).toBe('"=h" is not a key=value pair of a connection string.');
    expect(parseConnectionString('Driver={x};host=h', undefined)).toBe(
      '"Driver" names another database client: this server reads SQL sources over PostgreSQL only.',
    );
    expect(parseConnectionString('Database=erp', undefined)).toBe('The connection string names no Host.');
  });
});

describe('sourceTargetOf', () => {
  const files = 'fileserver-authorization-provider' as const;
  const sql = 'sql-resource-provider' as const;
  const api = 'webapi-resource-provider' as const;

  it('is host and port for a file server', () => {
    expect(sourceTargetOf(files, map({ Host: ' \\\\Files01.Corp ' }))).toBe('smb://files01.corp:445');
    expect(sourceTargetOf(files, map({ Host: 'files01', Port: '1445' }))).toBe('smb://files01:1445');
    expect(sourceTargetOf(files, map({ Host: 'files01', Port: 'x' }))).toBe('unreadable:files01:x');
    expect(sourceTargetOf(files, map({ Host: 'a\\\\b' }))).toBe('smb://a\\\\b:445');
    expect(sourceTargetOf(files, map({ Host: '  ' }))).toBeNull();
    expect(sourceTargetOf(files, map({}))).toBeNull();
  });

  it('is host, port and database for SQL', () => {
    expect(sourceTargetOf(sql, map({ ConnectionString: 'Host=DB1;Database=erp;Username=a' }))).toBe(
      'postgres://db1:5432/erp',
    );
    expect(sourceTargetOf('sql-authorization-provider', map({ ConnectionString: 'postgres://u@db1:6000/x' }))).toBe(
      'postgres://db1:6000/x',
    );
    expect(sourceTargetOf(sql, map({ ConnectionString: ' Database=erp ' }))).toBe('unreadable:Database=erp');
    expect(sourceTargetOf(sql, map({ ConnectionString: ' ' }))).toBeNull();
    expect(sourceTargetOf(sql, map({}))).toBeNull();
  });

  it('is the origin for a web API', () => {
    expect(sourceTargetOf(api, map({ BaseUrl: ' HTTPS://HR.example:443/api ' }))).toBe('https://hr.example');
    expect(sourceTargetOf(api, map({ BaseUrl: 'http://hr.example:8080/x' }))).toBe('http://hr.example:8080');
    expect(sourceTargetOf(api, map({ BaseUrl: ' not a url ' }))).toBe('unreadable:not a url');
    expect(sourceTargetOf(api, map({ BaseUrl: '' }))).toBeNull();
    expect(sourceTargetOf(api, map({}))).toBeNull();
  });
});

describe('mergeSourceSettings', () => {
  const api = 'webapi-resource-provider' as const;
  const stored: StoredSetting[] = [
    { name: 'ApiKey', value: 'k1', isSecret: true },
    { name: 'BaseUrl', value: 'https://hr.example/api', isSecret: false },
    { name: 'HealthPath', value: '/health', isSecret: false },
  ];
  const sent = (ApiKey: Partial<SettingInput> | null, BaseUrl = 'https://hr.example/api'): SettingInput[] => [
    { Name: 'BaseUrl', Value: BaseUrl, IsSecret: false },
    ...(ApiKey ? [{ Name: 'ApiKey', Value: '', IsSecret: true, ...ApiKey }] : []),
  ];

  it('keeps a stored secret sent empty, sent as not secret, or not sent, while the origin is the same', () => {
    const kept = { name: 'ApiKey', value: 'k1', isSecret: true };
    const base = { name: 'BaseUrl', value: 'https://hr.example/v2', isSecret: false };
    expect(mergeSourceSettings(api, stored, sent({}, 'https://hr.example/v2'))).toEqual({
      settings: [base, kept],
      cleared: [],
      typed: [],
    });
    expect(mergeSourceSettings(api, stored, sent({ IsSecret: false }, 'https://hr.example/v2'))).toEqual({
      settings: [base, kept],
      cleared: [],
      typed: [],
    });
    expect(mergeSourceSettings(api, stored, sent(null, 'https://hr.example/v2'))).toEqual({
      settings: [base, kept],
      cleared: [],
      typed: [],
    });
  });

  it('refuses to keep a stored secret for another target', () => {
    expect(mergeSourceSettings(api, stored, sent({}, 'https://evil.example/api'))).toEqual({
      refusal:
        'You should type ApiKey again: the target changed from https://hr.example to https://evil.example, and a stored secret is only sent to the target it was saved with.',
      field: 'ApiKey',
    });
    expect(mergeSourceSettings(api, stored, [])).toEqual({
      refusal:
        'You should type ApiKey again: the target changed from https://hr.example to none, and a stored secret is only sent to the target it was saved with.',
      field: 'ApiKey',
    });
    const noTarget: StoredSetting[] = [{ name: 'ApiKey', value: 'k1', isSecret: true }];
    expect(mergeSourceSettings(api, noTarget, sent({}))).toMatchObject({
      refusal: expect.stringContaining('from none to https://hr.example'),
    });
  });

  it('takes a typed secret for a new target, and keeps it sealed even if sent as not secret', () => {
    expect(mergeSourceSettings(api, stored, sent({ Value: 'k2', IsSecret: false }, 'https://new.example'))).toEqual({
      settings: [
        { name: 'BaseUrl', value: 'https://new.example', isSecret: false },
        { name: 'ApiKey', value: 'k2', isSecret: true },
      ],
      cleared: [],
      typed: ['ApiKey'],
    });
  });

  it('treats the provider secret as secret even when nothing is stored, and drops an empty one', () => {
    expect(mergeSourceSettings(api, [], sent({ Value: 'k', IsSecret: false }))).toEqual({
      settings: [
        { name: 'BaseUrl', value: 'https://hr.example/api', isSecret: false },
        { name: 'ApiKey', value: 'k', isSecret: true },
      ],
      cleared: [],
      typed: ['ApiKey'],
    });
    expect(mergeSourceSettings(api, [], sent({}))).toEqual({
      settings: [{ name: 'BaseUrl', value: 'https://hr.example/api', isSecret: false }],
      cleared: [],
      typed: [],
    });
    expect(mergeSourceSettings(api, [], [{ Name: 'Extra', Value: 'v', IsSecret: true }])).toEqual({
      settings: [{ name: 'Extra', value: 'v', isSecret: true }],
      cleared: [],
      typed: ['Extra'],
    });
  });

  it('clears only on an explicit Clear, whatever the target', () => {
    expect(mergeSourceSettings(api, stored, sent({ Clear: true }, 'https://evil.example'))).toEqual({
      settings: [{ name: 'BaseUrl', value: 'https://evil.example', isSecret: false }],
      cleared: ['ApiKey'],
      typed: [],
    });
    expect(mergeSourceSettings(api, [], sent({ Clear: true }))).toEqual({
      settings: [{ name: 'BaseUrl', value: 'https://hr.example/api', isSecret: false }],
      cleared: [],
      typed: [],
    });
    expect(mergeSourceSettings(api, stored, sent({ Clear: true, Value: 'k2' }))).toEqual({
      refusal: 'Either clear ApiKey or type a new one, not both.',
      field: 'ApiKey',
    });
    expect(mergeSourceSettings(api, stored, [{ Name: 'HealthPath', Value: '', IsSecret: false, Clear: true }])).toEqual(
      { refusal: 'HealthPath is not a secret; only a secret can be cleared.', field: 'HealthPath' },
    );
  });

  it('names every stored secret to type again, and tells names apart exactly', () => {
    const two: StoredSetting[] = [...stored, { name: 'Extra', value: 'e', isSecret: true }];
    expect(mergeSourceSettings(api, two, sent({}, 'https://evil.example'))).toMatchObject({
      refusal: expect.stringMatching(/^You should type ApiKey, Extra again: /),
    });
    expect(
      mergeSourceSettings(
        api,
        [],
        [
          { Name: 'ß', Value: '1', IsSecret: false },
          { Name: 'ss', Value: '2', IsSecret: false },
        ],
      ),
    ).toMatchObject({ settings: [{ name: 'ß' }, { name: 'ss' }] });
  });

  it('counts a target setting sent as a secret: it still moves the target', () => {
    expect(
      mergeSourceSettings(api, stored, [{ Name: 'BaseUrl', Value: 'https://evil.example', IsSecret: true }]),
    ).toMatchObject({ field: 'ApiKey' });
    const sealedBase: StoredSetting[] = [
      { name: 'ApiKey', value: 'k1', isSecret: true },
      { name: 'BaseUrl', value: 'https://hr.example', isSecret: true },
    ];
    expect(
      mergeSourceSettings(api, sealedBase, [{ Name: 'BaseUrl', Value: 'https://evil.example', IsSecret: false }]),
    ).toMatchObject({
      field: 'ApiKey',
    });
    expect(mergeSourceSettings(api, sealedBase, [{ Name: 'BaseUrl', Value: '', IsSecret: false }])).toMatchObject({
      settings: [
        { name: 'ApiKey', value: 'k1', isSecret: true },
        { name: 'BaseUrl', value: 'https://hr.example', isSecret: true },
      ],
    });
  });

  it('refuses a name sent twice, in any case', () => {
    expect(
      mergeSourceSettings(api, stored, [
        { Name: 'ApiKey', Value: 'a', IsSecret: true },
        { Name: 'apikey', Value: '', IsSecret: false },
      ]),
    ).toEqual({ refusal: 'Each setting name may appear once.', field: 'Settings' });
  });

  it('binds a SQL password to host, port and database, and a file server password to host and port', () => {
    const sqlStored: StoredSetting[] = [
      { name: 'ConnectionString', value: 'Host=db1;Database=erp;Username=svc', isSecret: false },
      { name: 'Password', value: 'pw', isSecret: true },
    ];
    const cs = (ConnectionString: string): SettingInput[] => [
      { Name: 'ConnectionString', Value: ConnectionString, IsSecret: false },
      { Name: 'Password', Value: '', IsSecret: true },
    ];
    expect(mergeSourceSettings('sql-resource-provider', sqlStored, cs('postgres://other@DB1:5432/erp'))).toMatchObject({
      settings: [expect.anything(), { name: 'Password', value: 'pw', isSecret: true }],
    });
    for (const moved of ['Host=db1;Database=hr', 'Host=db1;Port=6000;Database=erp', 'Host=db9;Database=erp'])
      expect(mergeSourceSettings('sql-resource-provider', sqlStored, cs(moved))).toMatchObject({ field: 'Password' });
    const fileStored: StoredSetting[] = [
      { name: 'Host', value: 'files01', isSecret: false },
      { name: 'Password', value: 'pw', isSecret: true },
    ];
    const host = (Host: string, Port?: string): SettingInput[] => [
      { Name: 'Host', Value: Host, IsSecret: false },
      ...(Port ? [{ Name: 'Port', Value: Port, IsSecret: false }] : []),
    ];
    expect(mergeSourceSettings('fileserver-authorization-provider', fileStored, host('FILES01', '445'))).toMatchObject({
      settings: [expect.anything(), expect.anything(), { name: 'Password', value: 'pw', isSecret: true }],
    });
    expect(mergeSourceSettings('fileserver-authorization-provider', fileStored, host('files01', '1445'))).toMatchObject(
      {
        field: 'Password',
      },
    );
  });
});
