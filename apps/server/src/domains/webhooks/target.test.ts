import { describe, expect, it } from 'vitest';
import { EMPTY_ALLOW_LIST, parseOutboundAllowList } from '../../engine/outbound/address-policy';
import { webhookOriginOf, webhookUrlRefusal } from './target';

describe('webhook URL rules', () => {
  it('accepts https to a public host and refuses other schemes, credentials and internal literals', () => {
    expect(webhookUrlRefusal('https://hooks.example.com/in', EMPTY_ALLOW_LIST)).toBeNull();
    expect(webhookUrlRefusal('http://hooks.example.com/in', EMPTY_ALLOW_LIST)).toContain('https://');
    expect(webhookUrlRefusal('ftp://hooks.example.com/in', EMPTY_ALLOW_LIST)).toContain('https://');
    expect(webhookUrlRefusal('https://u:p@hooks.example.com/', EMPTY_ALLOW_LIST)).toContain('user name or password');
    expect(webhookUrlRefusal('https://169.254.169.254/', EMPTY_ALLOW_LIST)).toContain('the cloud metadata address');
    expect(webhookUrlRefusal('https://2130706433/', EMPTY_ALLOW_LIST)).toContain('loopback');
    expect(webhookUrlRefusal('https://[fd00::1]/', EMPTY_ALLOW_LIST)).toContain('PORTCULLIS_OUTBOUND_ALLOW');
    expect(webhookUrlRefusal('nothing', EMPTY_ALLOW_LIST)).toContain('absolute');
  });

  it('allows http and internal addresses only where the allow-list names them', () => {
    const allow = parseOutboundAllowList('127.0.0.1,hooks.internal');
    expect(webhookUrlRefusal('http://127.0.0.1:8080/in', allow)).toBeNull();
    expect(webhookUrlRefusal('http://hooks.internal/in', allow)).toBeNull();
    expect(webhookUrlRefusal('http://127.0.0.2/in', allow)).not.toBeNull();
    expect(webhookUrlRefusal('http://other.internal/in', allow)).not.toBeNull();
  });

  it('compares targets by origin', () => {
    expect(webhookOriginOf('https://a.example.com/x')).toBe(webhookOriginOf('https://a.example.com/y?z=1'));
    expect(webhookOriginOf('https://a.example.com/x')).not.toBe(webhookOriginOf('https://a.example.com:8443/x'));
    expect(webhookOriginOf('https://a.example.com/x')).not.toBe(webhookOriginOf('http://a.example.com/x'));
  });
});
