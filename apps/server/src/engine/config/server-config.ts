import { parseOutboundAllowList, type OutboundAllowList } from '../outbound/address-policy';
import { smtpConfigFromEnv, type SmtpConfig } from './smtp-config';

/** Server configuration, read from the environment (README lists the variables). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Embedded database directory; undefined means in memory (tests). */
  dataDir: string | undefined;
  adminUser: string;
  adminPassword: string | undefined;
  seedUsers: number;
  /**
   * The address users reach this server at (PORTCULLIS_PUBLIC_URL), e.g. behind a proxy. The app URLs
   * (API, management, account) derive from it unless the configuration names them.
   * @default undefined (the listening address)
   */
  publicUrl: string | undefined;
  /** Built console to serve on the same origin, when present. */
  consoleDir: string | undefined;
  /**
   * Where the app that serves the console lists each exportable object (Users, AuditEntries, Rules,
   * OrphanAccounts), reported as the export mapping's Route. The server knows no console routes.
   * @default {} (Route is '')
   */
  exportRoutes: Readonly<Record<string, string>>;
  /**
   * Which proxies to believe about the client (X-Forwarded-For/-Proto/-Host): false (none, the
   * default), true (any), a hop count, or addresses/CIDRs. Behind a TLS-terminating proxy this makes
   * the session cookie Secure and throttles sign-ins by the real client address.
   */
  trustProxy?: boolean | number | string;
  /** Failed sign-ins per client address: a burst, then one more per `refillMs` (429 with Retry-After beyond). */
  signInThrottle?: { burst: number; refillMs: number };
  /**
   * Ed25519 public keys (SPKI PEM) a licence file's signature is verified with.
   * @default the key built into the server (domains/licensing/keys.ts); tests add the TEST key
   */
  licencePublicKeys?: readonly string[];
  /**
   * Internal addresses and host names the server may still connect to when it reaches a configured
   * target (PORTCULLIS_OUTBOUND_ALLOW, see engine/outbound/address-policy.ts).
   * @default none: only global unicast addresses
   */
  outboundAllow?: OutboundAllowList;
  /**
   * How webhook deliveries are retried and when a failing subscription is disabled
   * (domains/webhooks/policy.ts; tests shorten the schedule).
   * @default Svix's schedule, disabled after 5 failed deliveries in a row
   */
  webhooks?: { retryDelaysSeconds?: readonly number[]; disableAfterFailures?: number };
  /**
   * The SMTP server notifications are e-mailed through (engine/config/smtp-config.ts, PORTCULLIS_SMTP_*).
   * @default undefined: e-mail is not configured (its deliveries wait for the service)
   */
  smtp?: SmtpConfig;
  /**
   * DNS servers that verify custom sign-in domains (PORTCULLIS_DNS_SERVERS, comma-separated `host` or
   * `host:port`), e.g. a resolver that sees public records when the system's does not.
   * @default the system's resolvers
   */
  dnsServers?: readonly string[];
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return n;
}

/** An http(s) base address without a trailing slash, or a clear error naming the variable. */
export function baseUrlFromEnv(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http or https address, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http or https address, got "${value}".`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** PORTCULLIS_TRUST_PROXY: unset/false, true, a hop count, or comma-separated addresses/CIDRs. */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  if (entries.some((e) => !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(e)))
    throw new Error(
      `PORTCULLIS_TRUST_PROXY must be true, false, a hop count or comma-separated proxy addresses, got "${value}".`,
    );
  return entries.join(',');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PORTCULLIS_DATA_DIR || './.portcullis-data',
    adminUser: env.PORTCULLIS_ADMIN_USER || 'admin',
    adminPassword: env.PORTCULLIS_ADMIN_PASSWORD || undefined,
    seedUsers: intFromEnv(env.PORTCULLIS_SEED_USERS, 2000, 'PORTCULLIS_SEED_USERS'),
    publicUrl: baseUrlFromEnv(env.PORTCULLIS_PUBLIC_URL, 'PORTCULLIS_PUBLIC_URL'),
    consoleDir: undefined,
    exportRoutes: {},
    trustProxy: trustProxyFromEnv(env.PORTCULLIS_TRUST_PROXY),
    outboundAllow: parseOutboundAllowList(env.PORTCULLIS_OUTBOUND_ALLOW),
    smtp: smtpConfigFromEnv(env),
    ...(env.PORTCULLIS_DNS_SERVERS?.trim() && {
      dnsServers: env.PORTCULLIS_DNS_SERVERS.split(',').map((server) => server.trim()),
    }),
  };
}
