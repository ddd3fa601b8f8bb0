import { isIPv6 } from 'node:net';

/** Default: 10 failed sign-ins at once per client address, then one more every 30 seconds. */
export const DEFAULT_SIGN_IN_THROTTLE = { burst: 10, refillMs: 30_000 } as const;

/**
 * Failed sign-ins per client address, as a token bucket: each failure takes a token; with none left
 * the address is refused (429 with Retry-After) before any password work, so nobody can guess at full
 * speed or walk the directory locking every account. Lockout stays per account (5 failures, 15
 * minutes). IPv6 clients are grouped by /64, the block one subscriber usually holds.
 */
export class SignInThrottle {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly options: { burst: number; refillMs: number } = DEFAULT_SIGN_IN_THROTTLE) {}

  /** Seconds until `address` may try again, or 0 when it may now. */
  retryAfter(address: string, now = Date.now()): number {
    const tokens = this.tokens(clientKey(address), now);
    return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * this.options.refillMs) / 1000);
  }

  /** Counts one failed sign-in from `address`. */
  fail(address: string, now = Date.now()): void {
    const key = clientKey(address);
    this.buckets.set(key, { tokens: this.tokens(key, now) - 1, at: now });
    if (this.buckets.size > 50_000) this.forgetRested(now);
  }

  private tokens(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.options.burst;
    return Math.min(this.options.burst, bucket.tokens + (now - bucket.at) / this.options.refillMs);
  }

  /** Addresses whose bucket has refilled carry no state worth keeping. */
  private forgetRested(now: number): void {
    for (const key of [...this.buckets.keys()])
      if (this.tokens(key, now) >= this.options.burst) this.buckets.delete(key);
  }
}

/** The throttled unit of an address: itself for IPv4, its /64 for IPv6 (IPv4-mapped IPv6 as IPv4). */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return (
    groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':') + '::/64'
  );
}
