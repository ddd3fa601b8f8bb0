import { describe, expect, it } from 'vitest';
import {
  checkResolvedAddresses,
  EMPTY_ALLOW_LIST,
  isAllowListed,
  isNonStandardIPv4,
  parseOutboundAllowList,
  refusedAddressKind,
} from './address-policy';

describe('refusedAddressKind', () => {
  const REFUSED = [
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.254', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['169.254.169.254', 'the cloud metadata address'],
    ['169.254.1.1', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a unique-local address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['0.0.0.0', 'the unspecified address'],
    ['::', 'the unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'the broadcast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:169.254.169.254', 'the cloud metadata address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['240.0.0.1', 'a special-purpose address'],
    ['64:ff9b::7f00:1', 'a special-purpose address'],
    ['2002:7f00:1::', 'a special-purpose address'],
    ['2001::1', 'a special-purpose address'],
    ['localhost', 'not an IP address'],
    ['', 'not an IP address'],
  ] as const;
  it('words each refused kind', () => {
    for (const [address, words] of REFUSED) expect(refusedAddressKind(address), address).toBe(words);
  });

  it('passes public addresses', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '172.15.255.255',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.4.4',
    ])
      expect(refusedAddressKind(address), address).toBeNull();
  });
});

describe('isNonStandardIPv4', () => {
  it('finds decimal, hex, octal and short spellings', () => {
    for (const text of ['2130706433', '0x7f000001', '0x7f.0.0.1', '017700000001', '127.1'])
      expect(isNonStandardIPv4(text), text).toBe(true);
  });
  it('passes four decimals, IPv6 and names', () => {
    for (const text of ['127.0.0.1', '8.8.8.8', '::1', 'hr.example', ''])
      expect(isNonStandardIPv4(text), text).toBe(false);
  });
});

describe('parseOutboundAllowList', () => {
  it('reads ranges, single addresses and host names, trimmed and case-folded', () => {
    const allow = parseOutboundAllowList(' 10.0.0.0/8 , ::1,127.0.0.1, HR.Internal. ,,fd00::/8');
    expect(allow.ranges.map(([ip, bits]) => `${ip.toString()}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '::1/128',
      '127.0.0.1/32',
      'fd00::/8',
    ]);
    expect([...allow.hosts]).toEqual(['hr.internal']);
  });

  it('is empty when unset or blank', () => {
    expect(parseOutboundAllowList(undefined)).toEqual({ ranges: [], hosts: new Set() });
    expect(parseOutboundAllowList('  ')).toEqual({ ranges: [], hosts: new Set() });
  });

  const BAD_ENTRIES = [
    ['10.0.0.0/33', 'PORTCULLIS_OUTBOUND_ALLOW: "10.0.0.0/33" is not a valid CIDR range.'],
    ['nothing/8', 'PORTCULLIS_OUTBOUND_ALLOW: "nothing/8" is not a valid CIDR range.'],
    ['2130706433', 'PORTCULLIS_OUTBOUND_ALLOW: "2130706433" is neither a CIDR range, an IP address nor a host name.'],
    ['127.1', 'PORTCULLIS_OUTBOUND_ALLOW: "127.1" is neither a CIDR range, an IP address nor a host name.'],
    ['bad host', 'PORTCULLIS_OUTBOUND_ALLOW: "bad host" is neither a CIDR range, an IP address nor a host name.'],
    ['-x.example', 'PORTCULLIS_OUTBOUND_ALLOW: "-x.example" is neither a CIDR range, an IP address nor a host name.'],
    ['x-.example', 'PORTCULLIS_OUTBOUND_ALLOW: "x-.example" is neither a CIDR range, an IP address nor a host name.'],
    ['a..b', 'PORTCULLIS_OUTBOUND_ALLOW: "a..b" is neither a CIDR range, an IP address nor a host name.'],
    ['1.2.3.4.5', 'PORTCULLIS_OUTBOUND_ALLOW: "1.2.3.4.5" is neither a CIDR range, an IP address nor a host name.'],
    [
      `${'a'.repeat(64)}.example`,
      `PORTCULLIS_OUTBOUND_ALLOW: "${'a'.repeat(64)}.example" is neither a CIDR range, an IP address nor a host name.`,
    ],
    [
      `${'a.'.repeat(127)}ab`,
      `PORTCULLIS_OUTBOUND_ALLOW: "${'a.'.repeat(127)}ab" is neither a CIDR range, an IP address nor a host name.`,
    ],
    [' Bad Host ', 'PORTCULLIS_OUTBOUND_ALLOW: "Bad Host" is neither a CIDR range, an IP address nor a host name.'],
    [' 10.0.0.0/99 ', 'PORTCULLIS_OUTBOUND_ALLOW: "10.0.0.0/99" is not a valid CIDR range.'],
  ] as const;
  it('refuses entries that are no range, address or host name', () => {
    for (const [text, message] of BAD_ENTRIES) expect(() => parseOutboundAllowList(text), text).toThrow(message);
  });

  it('accepts host names with digits, hyphens and underscores inside', () => {
    expect([...parseOutboundAllowList('db-01.corp.example,_svc.x9.example,a,9x.example').hosts]).toEqual([
      'db-01.corp.example',
      '_svc.x9.example',
      'a',
      '9x.example',
    ]);
    const longest = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect([...parseOutboundAllowList(`${'a'.repeat(63)}.x,${longest}`).hosts]).toEqual([
      `${'a'.repeat(63)}.x`,
      longest,
    ]);
  });
});

describe('isAllowListed', () => {
  // Read inside each test: a throw at collection time would make the file fail to load, not a test fail.
  const allowList = () => parseOutboundAllowList('10.0.0.0/8,::1,hr.internal');
  it('matches by range, by single address and by host name', () => {
    const allow = allowList();
    expect(isAllowListed(allow, 'x', '10.200.0.1')).toBe(true);
    expect(isAllowListed(allow, 'x', '11.0.0.1')).toBe(false);
    expect(isAllowListed(allow, 'x', '::1')).toBe(true);
    expect(isAllowListed(allow, 'x', '::2')).toBe(false);
    expect(isAllowListed(allow, ' HR.internal. ', '192.168.0.9')).toBe(true);
    expect(isAllowListed(allow, 'hr.internal.evil', '192.168.0.9')).toBe(false);
  });
  it('judges an IPv4-mapped address by its IPv4 address, and never an IPv4 range against IPv6', () => {
    const allow = allowList();
    expect(isAllowListed(allow, 'x', '::ffff:10.1.1.1')).toBe(true);
    expect(isAllowListed(parseOutboundAllowList('::/0'), 'x', '127.0.0.1')).toBe(false);
    expect(isAllowListed(parseOutboundAllowList('0.0.0.0/0'), 'x', 'fd00::1')).toBe(false);
  });
});

describe('checkResolvedAddresses', () => {
  it('pins the first address when every address is public', () => {
    expect(checkResolvedAddresses('api.example', ['93.184.216.34', '2606:2800::1'], EMPTY_ALLOW_LIST)).toEqual({
      address: '93.184.216.34',
    });
    expect(checkResolvedAddresses('api.example', ['::ffff:93.184.216.34'], EMPTY_ALLOW_LIST)).toEqual({
      address: '93.184.216.34',
    });
  });

  it('refuses a host with any internal address, naming host and address', () => {
    expect(checkResolvedAddresses('rebind.example', ['93.184.216.34', '10.0.0.5'], EMPTY_ALLOW_LIST)).toEqual({
      refusal:
        'rebind.example (10.0.0.5) is a private address: this server does not connect to internal addresses unless PORTCULLIS_OUTBOUND_ALLOW names them.',
    });
    expect(checkResolvedAddresses('127.0.0.1', ['127.0.0.1'], EMPTY_ALLOW_LIST)).toEqual({
      refusal:
        '127.0.0.1 is a loopback address: this server does not connect to internal addresses unless PORTCULLIS_OUTBOUND_ALLOW names them.',
    });
    expect(checkResolvedAddresses('nowhere.example', [], EMPTY_ALLOW_LIST)).toEqual({
      refusal: 'nowhere.example resolves to no address.',
    });
  });

  it('lets the allow-list name internal addresses', () => {
    const allow = parseOutboundAllowList('127.0.0.0/8,::1');
    expect(checkResolvedAddresses('localhost', ['::1', '127.0.0.1'], allow)).toEqual({ address: '::1' });
    expect('refusal' in checkResolvedAddresses('localhost', ['127.0.0.1', '10.0.0.1'], allow)).toBe(true);
  });
});
