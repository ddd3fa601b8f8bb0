import { describe, expect, it } from 'vitest';
import {
  checkAddressOrRange,
  checkDistinguishedName,
  checkHttpsUrl,
  checkRedirectUri,
  checkScope,
  checkUri,
  checkWebUrl,
  parseMoment,
} from './validators';
import { checkKeySettings, initialKeySettings, keyTypeInfo, KEY_TYPES } from './key-types';
import { ApplicationKeyType, ApplicationType } from '../entities/enums';

describe('redirect URIs', () => {
  it('accept https anywhere and loopback http for native applications only', () => {
    expect(checkRedirectUri('https://crm.example.com/callback', ApplicationType.Web)).toBeNull();
    expect(checkRedirectUri('https://crm.example.com:8443/cb?x=1', ApplicationType.Web)).toBeNull();
    expect(checkRedirectUri('http://127.0.0.1:51004/callback', ApplicationType.Desktop)).toBeNull();
    expect(checkRedirectUri('http://[::1]/callback', ApplicationType.Mobile)).toBeNull();
    expect(checkRedirectUri('http://127.0.0.1/callback', ApplicationType.Web)).toMatch(/only desktop and mobile/);
  });

  it('refuse plain http, localhost, fragments, wildcards, user info and other schemes', () => {
    expect(checkRedirectUri('http://crm.example.com/cb', ApplicationType.Desktop)).toMatch(/must use https/);
    expect(checkRedirectUri('http://localhost:3000/cb', ApplicationType.Desktop)).toMatch(/instead of localhost/);
    expect(checkRedirectUri('https://crm.example.com/cb#x', ApplicationType.Web)).toMatch(/fragment/);
    expect(checkRedirectUri('https://*.example.com/cb', ApplicationType.Web)).toMatch(/wildcards/);
    expect(checkRedirectUri('https://u:p@example.com/cb', ApplicationType.Web)).toMatch(/user name/);
    expect(checkRedirectUri('javascript:alert(1)', ApplicationType.Web)).toMatch(/must use https/);
    expect(checkRedirectUri('/relative', ApplicationType.Web)).toMatch(/not an absolute address/);
  });
});

describe('key setting checks', () => {
  it('scopes are RFC 6749 tokens', () => {
    expect(checkScope('openid')).toBeNull();
    expect(checkScope('api:read/write')).toBeNull();
    expect(checkScope('two words')).toMatch(/not a scope/);
    expect(checkScope('quo"te')).toMatch(/not a scope/);
    expect(checkScope('back\\slash')).toMatch(/not a scope/);
  });

  it('addresses and ranges of both IP versions', () => {
    for (const ok of ['10.0.0.5', '10.0.0.0/24', '0.0.0.0/0', '::1', '2001:db8::/32', 'fe80::1/128'])
      expect(checkAddressOrRange(ok), ok).toBeNull();
    for (const bad of ['10.0.0.256', '10.0.0.0/33', '2001:db8::/129', 'example.com', '1.2.3', '::1/x', '1.2.3.4/8/9'])
      expect(checkAddressOrRange(bad), bad).toMatch(/not an IP address/);
  });

  it('distinguished names, URIs and web addresses', () => {
    expect(checkDistinguishedName('ou=people,dc=example,dc=com')).toBeNull();
    expect(checkDistinguishedName('cn=Smith\\, John,ou=people')).toBeNull();
    expect(checkDistinguishedName('2.5.4.3=x+ou=y')).toBeNull();
    expect(checkDistinguishedName('people')).toMatch(/not a distinguished name/);
    expect(checkDistinguishedName('ou=,dc=x')).toMatch(/not a distinguished name/);
    expect(checkUri('urn:example:sp')).toBeNull();
    expect(checkUri('not a uri')).toMatch(/absolute URI/);
    expect(checkHttpsUrl('https://sp.example.com/acs')).toBeNull();
    expect(checkHttpsUrl('http://sp.example.com/acs')).toMatch(/https address/);
    expect(checkWebUrl('http://intranet:8080/')).toBeNull();
    expect(checkWebUrl('ftp://intranet/')).toMatch(/http or https/);
  });

  it('moments in the picker format (UTC) or ISO 8601, nothing else', () => {
    expect(parseMoment('2031-01-15 10:30:00')?.toISOString()).toBe('2031-01-15T10:30:00.000Z');
    expect(parseMoment('2031-01-15T10:30:00.000Z')?.toISOString()).toBe('2031-01-15T10:30:00.000Z');
    expect(parseMoment('2031-01-15T12:30:00+02:00')?.toISOString()).toBe('2031-01-15T10:30:00.000Z');
    expect(parseMoment('2031-02-30 10:00:00')).toBeNull();
    expect(parseMoment('2031-01-15')).toBeNull();
    expect(parseMoment('tomorrow')).toBeNull();
  });
});

describe('key types', () => {
  it('cover the nine §4 types, in order, with secrets only where a secret is generated', () => {
    expect(Object.keys(KEY_TYPES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(KEY_TYPES[ApplicationKeyType.Rest].secrets.map((s) => s.name)).toEqual(['ApiKey']);
    expect(KEY_TYPES[ApplicationKeyType.OAuth].secrets.map((s) => s.name)).toEqual(['ClientSecret']);
    expect(KEY_TYPES[ApplicationKeyType.Jwt].secrets).toEqual([]);
    expect(KEY_TYPES[ApplicationKeyType.AccessGateway].isRotatable).toBe(false);
    expect(keyTypeInfo(0)).toBeUndefined();
    expect(keyTypeInfo('constructor' as unknown as number)).toBeUndefined();
  });

  it('start new keys from their initial settings, which pass except for what the administrator must give', () => {
    const openId = initialKeySettings(ApplicationKeyType.OpenId);
    expect(openId.Scopes).toEqual(['openid', 'profile', 'email']);
    expect(checkKeySettings(ApplicationKeyType.OpenId, openId, { applicationType: 2 })).toEqual([
      { Field: 'Settings.RedirectUris', Message: 'Redirect URIs needs at least one value.' },
    ]);
    expect(
      checkKeySettings(ApplicationKeyType.Rest, initialKeySettings(ApplicationKeyType.Rest), { applicationType: 2 }),
    ).toEqual([]);
  });

  it('word every broken rule beside its setting', () => {
    const web = { applicationType: ApplicationType.Web };
    expect(
      checkKeySettings(ApplicationKeyType.OpenId, { RedirectUris: ['https://a.example/cb'], Scopes: ['email'] }, web),
    ).toEqual([{ Field: 'Settings.Scopes', Message: 'An OpenID Connect client needs the openid scope.' }]);
    expect(
      checkKeySettings(
        ApplicationKeyType.OAuth,
        { RedirectUris: ['https://a.example/cb', 'HTTPS://A.example/cb'] },
        web,
      ),
    ).toEqual([{ Field: 'Settings.RedirectUris', Message: 'Redirect URIs has the same value twice.' }]);
    expect(checkKeySettings(ApplicationKeyType.Radius, { ClientAddress: '300.1.1.1' }, web)[0]!.Message).toMatch(
      /not an IP address/,
    );
    expect(checkKeySettings(ApplicationKeyType.AuthNZ, { Audience: 'urn:x', DecisionCacheSeconds: 7200 }, web)).toEqual(
      [{ Field: 'Settings.DecisionCacheSeconds', Message: 'Decision cache (seconds) must be between 0 and 3600.' }],
    );
    expect(checkKeySettings(ApplicationKeyType.Saml, {}, web).map((p) => p.Field)).toEqual([
      'Settings.EntityId',
      'Settings.AcsUrl',
      'Settings.NameIdFormat',
    ]);
    expect(checkKeySettings(42, {}, web)).toEqual([{ Field: 'KeyType', Message: 'Choose a key type.' }]);
  });
});
