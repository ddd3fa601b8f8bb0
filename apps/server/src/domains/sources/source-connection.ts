import { STATUS_CODES } from 'node:http';
import {
  parseConnectionString,
  portOf,
  SOURCE_PROVIDER_SETTINGS,
  type PostgresTarget,
  type SourceProviderName,
  type SourceSettingsTestResult,
} from '@portcullis/api-client/contract';
import type { OutboundGuard } from '../../engine/outbound/guard';

/**
 * The connection test of a resource source's settings (§7 SourceSettingsTest): it really connects,
 * with the provider's protocol, and says in words what failed. What each provider checks:
 * - file server: a TCP connection to the SMB port (445 unless Port says otherwise);
 * - SQL providers: a PostgreSQL sign-in and `SELECT version()` (other databases are refused by name:
 *   this server reads SQL sources over PostgreSQL only);
 * - web API: an HTTP GET of the base address (or HealthPath) with the API key, no redirects followed;
 *   only the status is reported, never the body.
 * Every attempt goes through the outbound guard (internal addresses refused unless allow-listed, the
 * resolved address pinned) and gives up after `timeoutMs`. The settings are the ones typed (stored
 * secrets fill empty secret values only for the target they were saved with, see source-targets.ts);
 * nothing is saved.
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
  if (code === 'EOUTBOUNDREFUSED') return e.message ?? 'The address is refused.';
  if (code === 'EOUTBOUNDSIZE') return `${where} answered more than this test reads.`;
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
  outbound: OutboundGuard,
  timeoutMs = CONNECTION_TEST_TIMEOUT_MS,
): Promise<Result> {
  const missing = missingSettings(provider, settings);
  if (missing.length) return failed(`Missing settings: ${missing.join(', ')}.`);
  switch (provider) {
    case 'fileserver-authorization-provider':
      return testFileServer(settings, outbound, timeoutMs);
    case 'sql-authorization-provider':
    case 'sql-resource-provider':
      return testPostgres(settings, outbound, timeoutMs);
    case 'webapi-resource-provider':
      return testWebApi(settings, outbound, timeoutMs);
  }
}

async function testFileServer(settings: Settings, outbound: OutboundGuard, timeoutMs: number): Promise<Result> {
  const host = settings.get('Host')!.trim().replace(/^\\\\/, '');
  const port = portOf(settings.get('Port'), 445);
  if (typeof port === 'string') return failed(port);
  const where = `${host}:${port}`;
  try {
    (await outbound.connectTcp(host, port, timeoutMs)).destroy();
  } catch (error) {
    return failed(networkProblem(error, where, timeoutMs));
  }
  return succeeded(`Connected to the file server at ${where}. The account is checked when the shares are read.`);
}

/** PostgreSQL's refusals (SQLSTATE) in words (also the provisioning SQL provider's). */
export function postgresProblem(error: unknown, target: PostgresTarget, where: string, timeoutMs: number): string {
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

async function testPostgres(settings: Settings, outbound: OutboundGuard, timeoutMs: number): Promise<Result> {
  const target = parseConnectionString(settings.get('ConnectionString')!, settings.get('Password') || undefined);
  if (typeof target === 'string') return failed(target);
  const where = `${target.host}:${target.port}`;
  let client;
  try {
    client = await outbound.postgresClient(target, timeoutMs);
  } catch (error) {
    return failed(postgresProblem(error, target, where, timeoutMs));
  }
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

async function testWebApi(settings: Settings, outbound: OutboundGuard, timeoutMs: number): Promise<Result> {
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
  let response;
  try {
    response = await outbound.request(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      timeoutMs,
    });
  } catch (error) {
    return failed(networkProblem(error, url.host, timeoutMs));
  }
  const words = STATUS_CODES[response.status];
  const status = `${response.status}${words ? ` ${words}` : ''}`;
  if (response.status >= 200 && response.status < 300) return succeeded(`The API at ${where} answered ${status}.`);
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.location;
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
