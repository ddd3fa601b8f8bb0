import { describe, expect, it } from 'vitest';
import { PROVISION_ATTRIBUTES } from './definitions/provision-provider';
import { isSqlTableName, parseColumnMap, provisionTargetOf, secretToRetype } from './provision-targets';

const SQL = 'sql-provision-provider';
const SCIM = 'scim-provision-provider';

describe('provision targets', () => {
  it('reads the target of each kind as one comparable text', () => {
    expect(provisionTargetOf(SQL, { ConnectionString: 'Host=DB.example;Port=6432;Database=hr' })).toBe(
      'postgres://db.example:6432/hr',
    );
    expect(provisionTargetOf(SQL, { ConnectionString: 'postgres://u@db.example/hr' })).toBe(
      'postgres://db.example:5432/hr',
    );
    expect(provisionTargetOf(SCIM, { BaseUrl: 'https://crm.example/scim/v2' })).toBe('https://crm.example');
    expect(provisionTargetOf('ldap-provision-provider', { ServerUrl: ' LDAPS://dc1:636 ' })).toBe('ldaps://dc1:636');
    expect(provisionTargetOf(SQL, {})).toBeNull();
  });

  it('keeps a stored secret only for the target it was saved with', () => {
    const stored = { ConnectionString: 'Host=db.example;Database=hr' };
    expect(secretToRetype(SQL, stored, { ...stored, Password: '' }, true)).toBeNull();
    expect(secretToRetype(SQL, stored, { ConnectionString: 'Host=db.example;Port=5432;Database=hr' }, true)).toBeNull();
    expect(
      secretToRetype(SQL, stored, { ConnectionString: 'Host=evil.example;Database=hr', Password: '' }, true),
    ).toEqual({
      field: 'Password',
      message:
        'You should type Password again: the target changed from postgres://db.example:5432/hr to postgres://evil.example:5432/hr, and a stored secret is only sent to the target it was saved with.',
    });
    expect(secretToRetype(SQL, stored, { ConnectionString: 'Host=evil.example', Password: 'typed' }, true)).toBeNull();
    expect(secretToRetype(SQL, stored, { ConnectionString: 'Host=evil.example' }, false)).toBeNull();
    expect(
      secretToRetype(SCIM, { BaseUrl: 'https://a.example/x' }, { BaseUrl: 'https://b.example/x' }, true)?.field,
    ).toBe('Token');
  });

  it('accepts plain table names and a column=Attribute mapping only', () => {
    expect(isSqlTableName('app.accounts')).toBe(true);
    expect(isSqlTableName('accounts; DROP TABLE x')).toBe(false);
    expect(isSqlTableName('a.b.c')).toBe(false);
    expect(parseColumnMap(['login=AccountName', '', ' email = Email '], PROVISION_ATTRIBUTES)).toEqual([
      { column: 'login', attribute: 'AccountName' },
      { column: 'email', attribute: 'Email' },
    ]);
    expect(parseColumnMap(['login=Password'], PROVISION_ATTRIBUTES)).toMatch(/^"Password" is not one of/);
    expect(parseColumnMap(['"x"=Email'], PROVISION_ATTRIBUTES)).toMatch(/plain column name/);
    expect(parseColumnMap(['a=Email', 'A=UserName'], PROVISION_ATTRIBUTES)).toBe('Column "A" is mapped twice.');
  });
});
