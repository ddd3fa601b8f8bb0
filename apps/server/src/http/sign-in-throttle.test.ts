import { describe, expect, it } from 'vitest';
import { clientKey, SignInThrottle } from './sign-in-throttle';

describe('SignInThrottle', () => {
  it('allows a burst of failures, then one more per refill period, and says how long to wait', () => {
    const throttle = new SignInThrottle({ burst: 2, refillMs: 10_000 });
    const t0 = 1_000_000;
    expect(throttle.retryAfter('192.0.2.1', t0)).toBe(0);
    throttle.fail('192.0.2.1', t0);
    throttle.fail('192.0.2.1', t0);
    expect(throttle.retryAfter('192.0.2.1', t0)).toBe(10);
    expect(throttle.retryAfter('192.0.2.1', t0 + 4_000)).toBe(6);
    expect(throttle.retryAfter('192.0.2.1', t0 + 10_000)).toBe(0);
    expect(throttle.retryAfter('192.0.2.2', t0)).toBe(0); // another client
    throttle.fail('192.0.2.1', t0 + 10_000);
    expect(throttle.retryAfter('192.0.2.1', t0 + 10_000)).toBe(10);
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
