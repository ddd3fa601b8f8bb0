import { describe, expect, it } from 'vitest';
import { hostNameProblem, normalizeHostName, verificationRecordName } from './rules';

describe('custom domain host names', () => {
  it('accepts RFC 1123 names of two labels or more, normalised', () => {
    for (const host of ['login.example.com', 'A-1.example.co.uk', 'xn--bcher-kva.example', 'sso.example.com.'])
      expect(hostNameProblem(host), host).toBeNull();
    expect(normalizeHostName(' Login.Example.COM. ')).toBe('login.example.com');
    expect(verificationRecordName('Login.Example.com')).toBe('_portcullis-verification.login.example.com');
  });

  it('refuses what is not a host name, saying why', () => {
    expect(hostNameProblem('')).toBe('Host name is required.');
    expect(hostNameProblem('localhost')).toBe('Host name must have at least two labels, such as login.example.com.');
    expect(hostNameProblem('192.168.1.10')).toBe('Host name must be a name, not an IP address.');
    expect(hostNameProblem('-bad.example.com')).toContain('"-bad" is not a valid label');
    expect(hostNameProblem('bad-.example.com')).toContain('"bad-" is not a valid label');
    expect(hostNameProblem('a..example.com')).toContain('"" is not a valid label');
    expect(hostNameProblem('under_score.example.com')).toContain('not a valid label');
    expect(hostNameProblem('https://example.com')).toContain('not a valid label');
    expect(hostNameProblem(`${'a'.repeat(64)}.example.com`)).toContain('not a valid label');
    expect(hostNameProblem(`${'abcdefghi.'.repeat(26)}com`)).toBe('Host name must be at most 253 characters.');
    expect(hostNameProblem('evil.example.com\u202e')).toContain('not a valid label');
  });
});
