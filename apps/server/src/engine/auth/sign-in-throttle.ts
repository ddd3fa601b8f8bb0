import { isIPv6 } from 'node:net';
import { z } from 'zod';
import type { Queryable } from '../../db/types';
import { defineJob } from '../jobs/index';

/** Default: 10 failed sign-ins at once per client address, then one more every 30 seconds. */
export const DEFAULT_SIGN_IN_THROTTLE = { burst: 10, refillMs: 30_000 } as const;

export interface SignInThrottleOptions {
  burst: number;
  refillMs: number;
}

/** Tokens left in a bucket that held `tokens` `elapsedMs` ago (a bucket never seen is full). */
export function tokensAfter(
  bucket: { tokens: number; elapsedMs: number } | undefined,
  options: SignInThrottleOptions,
): number {
  if (!bucket) return options.burst;
  return Math.min(options.burst, bucket.tokens + Math.max(0, bucket.elapsedMs) / options.refillMs);
}

/** Seconds until a bucket holding `tokens` has one to spend, or 0 when it has one now. */
export function secondsUntilToken(tokens: number, options: SignInThrottleOptions): number {
  return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * options.refillMs) / 1000);
}

/**
 * Failed sign-ins per client address, as a token bucket: each failure takes a token; with none left
 * the address is refused (429 with Retry-After) before any password work, so nobody can guess at full
 * speed or walk the directory locking every account. Lockout stays per account (5 failures, 15
 * minutes). IPv6 clients are grouped by /64, the block one subscriber usually holds.
 *
 * The buckets are rows (`sign_in_throttle`), updated in one statement on the database's clock, so
 * every server process on one database draws from the same budget (issue 24): two processes behind a
 * load balancer do not double it.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Queryable,
    private readonly options: SignInThrottleOptions = DEFAULT_SIGN_IN_THROTTLE,
  ) {}

  /** Seconds until `address` may try again, or 0 when it may now. */
  async retryAfter(address: string): Promise<number> {
    const [bucket] = await this.db.query<{ tokens: number; elapsed_ms: number }>(
      `SELECT tokens, EXTRACT(EPOCH FROM clock_timestamp() - updated_at) * 1000 AS elapsed_ms
         FROM sign_in_throttle WHERE client_key = $1`,
      [clientKey(address)],
    );
    const tokens = tokensAfter(
      bucket && { tokens: Number(bucket.tokens), elapsedMs: Number(bucket.elapsed_ms) },
      this.options,
    );
    return secondsUntilToken(tokens, this.options);
  }

  /** Counts one failed sign-in from `address`: the refill since the last one, less one token, atomically. */
  async fail(address: string): Promise<void> {
    await this.db.query(
      `INSERT INTO sign_in_throttle AS b (client_key, tokens, updated_at) VALUES ($1, $2::double precision - 1, clock_timestamp())
       ON CONFLICT (client_key) DO UPDATE SET
         tokens = LEAST($2::double precision,
                        b.tokens + GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - b.updated_at) * 1000) / $3::double precision) - 1,
         updated_at = clock_timestamp()`,
      [clientKey(address), this.options.burst, this.options.refillMs],
    );
  }

  /** Forgets buckets that have refilled: they carry no state worth keeping. */
  async forgetRested(): Promise<number> {
    const rows = await this.db.query(
      `DELETE FROM sign_in_throttle
        WHERE updated_at < clock_timestamp() - make_interval(secs => $1::double precision) RETURNING client_key`,
      [(this.options.burst * this.options.refillMs) / 1000],
    );
    return rows.length;
  }
}

/** The hourly sweep of rested buckets, as a scheduled job: one process runs it, whichever takes it. */
export const SIGN_IN_THROTTLE_SWEEP_CRON = '30 * * * *';
export const signInThrottleSweepJob = defineJob('sign-in-throttle-sweep', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => void (await server.signInThrottle.forgetRested()),
});

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
