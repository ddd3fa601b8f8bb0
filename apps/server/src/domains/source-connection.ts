import { STATUS_CODES } from 'node:http';
import { connect as tcpConnect } from 'node:net';
import pg from 'pg';
import {
  SOURCE_PROVIDER_SETTINGS,
  type SourceProviderName,
  type SourceSettingsTestResult,
} from '@portcullis/api-client/contract';

/**
 * The connection test of a resource source's settings (§7 SourceSettingsTest): it really connects,
 * with the provider's protocol, and says in words what failed. What each provider checks:
 * - file server: a TCP connection to the SMB port (445 unless Port says otherwise);
 * - SQL providers: a PostgreSQL sign-in and `SELECT version()` (other databases are refused by name:
 *   this server reads SQL sources over PostgreSQL only);
 * - web API: an HTTP GET of the base address (or HealthPath) with the API key, no redirects followed;
 *   only the status is reported, never the body.
 * Every attempt gives up after `timeoutMs`. The settings are the ones typed (stored secrets fill empty
 * secret values); nothing is saved.
 */

export const CONNECTION_TEST_TIMEOUT_MS = 5000;

type Settings = ReadonlyMap<string, string>;
type Result = SourceSettingsTestResult;

const failed = (Message: string): Result => ({ IsSuccess: false, Message });
const succeeded = (Message: string): Result => ({ IsSuccess: true, Message });
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

/** Words for the network errors Node reports (DNS, refused, unreachable, reset, TLS). */
export function networkProblem(error: unknown, where: string, timeoutMs: number): string {
  const e = error as { code?: string; cause?: { code?: string; message?: string }; name?: string; message?: string };
  const code = e?.code ?? e?.cause?.code ?? '';
  if (e?.name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT')
    return `No answer from ${where} within ${seconds(timeoutMs)}: the address may be wrong, or a firewall drops the connection.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME')
    return `The host of ${where} was not found: check the name (DNS could not resolve it).`;
  if (code === 'ECONNREFUSED')
    return `${where} refused the connection: nothing listens on that port, or the service is stopped.`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
    return `${where} cannot be reached from this server (no route to the host).`;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET')
    return `${where} closed the connection before answering.`;
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code))
    return `The certificate of ${where} is not trusted (${code}): use a certificate from a trusted authority.`;
  return `Could not connect to ${where}: ${e?.cause?.message ?? e?.message ?? 'unknown error'}.`;
}

/** The required settings that are missing, in the provider's order. */
export function missingSettings(provider: SourceProviderName, settings: Settings): string[] {
  return SOURCE_PROVIDER_SETTINGS[provider]
    .filter((s) => s.IsRequired && !settings.get(s.Name)?.trim())
    .map((s) => s.Name);
}

/** Tests the settings of a source with provider `provider`. */
export async function testSourceConnection(
  provider: SourceProviderName,
  settings: Settings,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
): Promise<Result> {
  const missing = missingSettings(provider, settings);
  if (missing.length) return failed(`Missing settings: ${missing.join(', ')}.`);
  switch (provider) {
    case 'fileserver-authorization-provider':
      return testFileServer(settings, timeoutMs);
    case 'sql-authorization-provider':
    case 'sql-resource-provider':
      return testPostgres(settings, timeoutMs);
    case 'webapi-resource-provider':
      return testWebApi(settings, timeoutMs);
  }
}

function portOf(text: string | undefined, fallback: number): number | string {
  if (!text?.trim()) return fallback;
  const port = Number(text.trim());
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : `Port "${text}" is not a port number (1-65535).`;
}

async function testFileServer(settings: Settings, timeoutMs: number): Promise<Result> {
  const host = settings.get('Host')!.trim().replace(/^\\\\/, '');
  const port = portOf(settings.get('Port'), 445);
  if (typeof port === 'string') return failed(port);
  const where = `${host}:${port}`;
  return new Promise<Result>((resolve) => {
    const socket = tcpConnect({ host, port, timeout: timeoutMs });
    const finish = (result: Result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () =>
      finish(succeeded(`Connected to the file server at ${where}. The account is checked when the shares are read.`)),
    );
    socket.once('timeout', () => finish(failed(networkProblem({ code: 'ETIMEDOUT' }, where, timeoutMs))));
    socket.once('error', (error) => finish(failed(networkProblem(error, where, timeoutMs))));
  });
}

/** Npgsql / ADO.NET style keys of a key=value connection string, lower-cased, to libpq's names. */
const KEY_NAMES: Record<string, 'host' | 'port' | 'database' | 'user' | 'password' | 'sslmode'> = {
  host: 'host',
  server: 'host',
  'data source': 'host',
  port: 'port',
  database: 'database',
  'initial catalog': 'database',
  username: 'user',
  'user name': 'user',
  'user id': 'user',
  userid: 'user',
  user: 'user',
  uid: 'user',
  password: 'password',
  pwd: 'password',
  sslmode: 'sslmode',
  'ssl mode': 'sslmode',
};

export interface PostgresTarget {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string | undefined;
  ssl: boolean;
}

/** Reads a PostgreSQL URL or a key=value connection string; a message when it is neither. */
export function parseConnectionString(text: string, password: string | undefined): PostgresTarget | string {
  const value = text.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'postgres' && scheme !== 'postgresql')
    return `"${scheme}" databases cannot be read: this server reads SQL sources over PostgreSQL only.`;
  if (scheme) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return 'The connection string is not a valid postgres:// address.';
    }
    const port = portOf(url.port, 5432);
    if (typeof port === 'string') return port;
    return {
      host: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
      port,
      database: decodeURIComponent(url.pathname.slice(1)) || 'postgres',
      user: decodeURIComponent(url.username) || 'postgres',
      password: url.password ? decodeURIComponent(url.password) : password,
      ssl: ['require', 'verify-ca', 'verify-full'].includes(url.searchParams.get('sslmode') ?? ''),
    };
  }
  const parts: Record<string, string> = {};
  for (const piece of value.split(';')) {
    if (!piece.trim()) continue;
    const eq = piece.indexOf('=');
    const key = eq > 0 ? KEY_NAMES[piece.slice(0, eq).trim().toLowerCase()] : undefined;
    if (eq <= 0) return `"${piece.trim()}" is not a key=value pair of a connection string.`;
    if (!key) {
      const name = piece.slice(0, eq).trim();
      if (/^(driver|provider|dsn)$/i.test(name))
        return `"${name}" names another database client: this server reads SQL sources over PostgreSQL only.`;
      continue; // options such as Pooling or Timeout do not change where the test connects
    }
    parts[key] = piece.slice(eq + 1).trim();
  }
  if (!parts.host) return 'The connection string names no Host.';
  const port = portOf(parts.port, 5432);
  if (typeof port === 'string') return port;
  return {
    host: parts.host,
    port,
    database: parts.database || 'postgres',
    user: parts.user || 'postgres',
    password: parts.password || password,
    ssl: /^(require|verify-ca|verify-full)$/i.test(parts.sslmode ?? ''),
  };
}

/** PostgreSQL's refusals (SQLSTATE) in words. */
function postgresProblem(error: unknown, target: PostgresTarget, where: string, timeoutMs: number): string {
  const code = (error as { code?: string }).code;
  if (code === '28P01') return `The database server at ${where} refused the password of user "${target.user}".`;
  if (code === '28000')
    return `The database server at ${where} does not let user "${target.user}" connect to "${target.database}" (pg_hba.conf or a missing role).`;
  if (code === '3D000') return `The database "${target.database}" does not exist on ${where}.`;
  if (code === '53300') return `The database server at ${where} has too many connections; try again later.`;
  if (code === '57P03') return `The database server at ${where} is starting up or shutting down.`;
  if (/timeout/i.test((error as Error).message ?? '')) return networkProblem({ code: 'ETIMEDOUT' }, where, timeoutMs);
  return networkProblem(error, where, timeoutMs);
}

async function testPostgres(settings: Settings, timeoutMs: number): Promise<Result> {
  const target = parseConnectionString(settings.get('ConnectionString')!, settings.get('Password') || undefined);
  if (typeof target === 'string') return failed(target);
  const where = `${target.host}:${target.port}`;
  const client = new pg.Client({
    host: target.host,
    port: target.port,
    database: target.database,
    user: target.user,
    password: target.password,
    ssl: target.ssl ? { rejectUnauthorized: true } : false,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
  });
  // A broken connection after the test must not surface as an unhandled error.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [row] = (await client.query<{ version: string }>('SELECT version() AS version')).rows;
    const version = /^PostgreSQL [\d.]+/.exec(row?.version ?? '')?.[0] ?? 'PostgreSQL';
    return succeeded(`Connected to database "${target.database}" at ${where} as "${target.user}" (${version}).`);
  } catch (error) {
    return failed(postgresProblem(error, target, where, timeoutMs));
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function testWebApi(settings: Settings, timeoutMs: number): Promise<Result> {
  const base = settings.get('BaseUrl')!.trim();
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return failed(`"${base}" is not a valid address: write it as https://host/path.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return failed(`"${base}" is not an http or https address.`);
  if (url.username || url.password) return failed('Put credentials in ApiKey, not in the address.');
  const path = settings.get('HealthPath')?.trim();
  if (path) {
    if (!path.startsWith('/') || path.startsWith('//')) return failed('HealthPath must start with a single "/".');
    url = new URL(url.pathname.replace(/\/$/, '') + path, url.origin);
  }
  const where = url.origin + url.pathname;
  const apiKey = settings.get('ApiKey');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
  } catch (error) {
    return failed(networkProblem(error, url.host, timeoutMs));
  }
  const words = STATUS_CODES[response.status];
  const status = `${response.status}${words ? ` ${words}` : ''}`;
  if (response.ok) return succeeded(`The API at ${where} answered ${status}.`);
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location');
    return failed(
      `The API at ${where} answered ${status} and redirects${location ? ` to ${location}` : ''}: use the final address as BaseUrl.`,
    );
  }
  if (response.status === 401 || response.status === 403)
    return failed(`The API at ${where} answered ${status}: check the ApiKey.`);
  if (response.status === 404) return failed(`The API at ${where} answered ${status}: check BaseUrl and HealthPath.`);
  if (response.status >= 500) return failed(`The API at ${where} answered ${status}: the API itself has a problem.`);
  return failed(`The API at ${where} answered ${status}.`);
}
