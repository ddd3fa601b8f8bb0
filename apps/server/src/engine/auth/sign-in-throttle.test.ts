import { describe, expect, it } from 'vitest';
import { clientKey, secondsUntilToken, tokensAfter } from './sign-in-throttle';

describe('the token bucket', () => {
  const options = { burst: 2, refillMs: 10_000 };
  it('starts full, refills one token per period up to the burst, and says how long to wait', () => {
    expect(tokensAfter(undefined, options)).toBe(2);
    expect(tokensAfter({ tokens: 0, elapsedMs: 0 }, options)).toBe(0);
    expect(tokensAfter({ tokens: 0, elapsedMs: 4_000 }, options)).toBeCloseTo(0.4);
    expect(tokensAfter({ tokens: 0, elapsedMs: 10_000 }, options)).toBe(1);
    expect(tokensAfter({ tokens: 1, elapsedMs: 60_000 }, options)).toBe(2);
    expect(tokensAfter({ tokens: 0.5, elapsedMs: -5_000 }, options)).toBe(0.5); // a clock step back refills nothing
    expect(secondsUntilToken(2, options)).toBe(0);
    expect(secondsUntilToken(1, options)).toBe(0);
    expect(secondsUntilToken(0, options)).toBe(10);
    expect(secondsUntilToken(0.4, options)).toBe(6);
    expect(secondsUntilToken(-1, options)).toBe(20);
  });
});

describe('clientKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
