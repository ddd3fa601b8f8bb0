import { SOURCE_PROVIDER_SETTINGS, type SourceProviderName } from './definitions/source';

/**
 * Where a resource source's settings point, and which stored secrets may go there: plain functions,
 * no I/O. A stored secret belongs to the target it was saved with (file server: host and port; SQL:
 * host, port and database; web API: the origin of BaseUrl). Using it with another target (in a
 * connection test or a save) requires typing it again, so a Source.Edit user cannot send the stored
 * password or key to a host of their choosing. Clearing a secret is an explicit `Clear`, never an
 * empty value nor a changed IsSecret.
 */

/** The port in `text`, `fallback` when empty, or the words of why it is not a port. */
export function portOf(text: string | undefined, fallback: number): number | string {
  if (!text?.trim()) return fallback;
  const port = Number(text);
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? port : `Port "${text}" is not a port number (1-65535).`;
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

const SSL_MODES = ['require', 'verify-ca', 'verify-full'];

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
  const scheme = /^[a-z][a-z0-9+.-]*(?=:\/\/)/i.exec(value)?.[0].toLowerCase();
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
      host: decodeURIComponent(url.hostname.replace(/[[\]]/g, '')) || 'localhost',
      port,
      database: decodeURIComponent(url.pathname.slice(1)) || 'postgres',
      user: decodeURIComponent(url.username) || 'postgres',
      password: url.password ? decodeURIComponent(url.password) : password,
      ssl: SSL_MODES.includes(String(url.searchParams.get('sslmode'))),
    };
  }
  const parts: Record<string, string> = {};
  for (const piece of value.split(';')) {
    if (!piece.trim()) continue;
    const eq = piece.indexOf('=');
    if (eq <= 0) return `"${piece.trim()}" is not a key=value pair of a connection string.`;
    const name = piece.slice(0, eq).trim();
    const key = KEY_NAMES[name.toLowerCase()];
    if (!key) {
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
    ssl: SSL_MODES.includes(String(parts.sslmode).toLowerCase()),
  };
}

type Settings = ReadonlyMap<string, string>;

/** A target written as it cannot be read: kept verbatim, so only the very same text counts as the same target. */
const unreadable = (text: string) => `unreadable:${text}`;

/**
 * The target `settings` point at, as one comparable text (file server `smb://host:port`, SQL
 * `postgres://host:port/database`, web API the origin), or null when they name none.
 */
export function sourceTargetOf(provider: SourceProviderName, settings: Settings): string | null {
  switch (provider) {
    case 'fileserver-authorization-provider': {
      const host = (settings.get('Host') ?? '').trim().replace(/^\\\\/, '').toLowerCase();
      if (!host) return null;
      const port = portOf(settings.get('Port'), 445);
      return typeof port === 'string' ? unreadable(`${host}:${settings.get('Port')}`) : `smb://${host}:${port}`;
    }
    case 'sql-authorization-provider':
    case 'sql-resource-provider': {
      const text = (settings.get('ConnectionString') ?? '').trim();
      if (!text) return null;
      const target = parseConnectionString(text, undefined);
      return typeof target === 'string'
        ? unreadable(text)
        : `postgres://${target.host.toLowerCase()}:${target.port}/${target.database}`;
    }
    case 'webapi-resource-provider': {
      const text = (settings.get('BaseUrl') ?? '').trim();
      if (!text) return null;
      try {
        return new URL(text).origin;
      } catch {
        return unreadable(text);
      }
    }
  }
}

/** A setting as the console sends it; `Clear` removes a stored secret (an explicit, audited action). */
export interface SettingInput {
  Name: string;
  Value: string;
  IsSecret: boolean;
  Clear?: boolean;
}

/** A setting as it is stored. */
export interface StoredSetting {
  name: string;
  value: string;
  isSecret: boolean;
}

export type SecretSettingsOutcome =
  | {
      /** The settings to store or test with, stored secrets filled in where they may be. */
      settings: StoredSetting[];
      /** Stored secrets this request clears, and secrets it types anew (for the audit note). */
      cleared: string[];
      typed: string[];
    }
  | { refusal: string; field: string };

/**
 * Merges the settings sent with the stored ones. A setting is secret when the provider says so, when it
 * is stored as a secret (IsSecret false cannot unseal it) or when it is sent as one. A secret sent
 * empty, or not sent, keeps its stored value only if the target is unchanged; `Clear` drops it.
 */
export function mergeSourceSettings(
  provider: SourceProviderName,
  stored: readonly StoredSetting[],
  sent: readonly SettingInput[],
): SecretSettingsOutcome {
  const storedSecrets = new Map(stored.filter((s) => s.isSecret).map((s) => [s.name, s.value]));
  const isSecret = (s: SettingInput) =>
    s.IsSecret ||
    storedSecrets.has(s.Name) ||
    SOURCE_PROVIDER_SETTINGS[provider].some((p) => p.Name === s.Name && p.IsSecret === true);
  const settings: StoredSetting[] = [];
  const cleared: string[] = [];
  const typed: string[] = [];
  const names = sent.map((s) => s.Name.toLowerCase());
  if (new Set(names).size !== names.length) return { refusal: 'Each setting name may appear once.', field: 'Settings' };
  for (const s of sent) {
    if (!isSecret(s)) {
      if (s.Clear) return { refusal: `${s.Name} is not a secret; only a secret can be cleared.`, field: s.Name };
      settings.push({ name: s.Name, value: s.Value, isSecret: false });
    } else if (s.Clear) {
      if (s.Value !== '') return { refusal: `Either clear ${s.Name} or type a new one, not both.`, field: s.Name };
      if (storedSecrets.has(s.Name)) cleared.push(s.Name);
    } else if (s.Value !== '') {
      typed.push(s.Name);
      settings.push({ name: s.Name, value: s.Value, isSecret: true });
    }
  }
  const kept = [...storedSecrets].filter(([name]) => !typed.includes(name) && !cleared.includes(name));
  const merged = [...settings, ...kept.map(([name, value]) => ({ name, value, isSecret: true }))];
  if (kept.length > 0) {
    // Every value counts, secret or not: a target setting sent as a secret still moves the target.
    const values = (list: readonly StoredSetting[]) => new Map(list.map((s) => [s.name, s.value]));
    const before = sourceTargetOf(provider, values(stored));
    const after = sourceTargetOf(provider, values(merged));
    if (before !== after) {
      const names = kept.map(([name]) => name).join(', ');
      return {
        refusal: `You should type ${names} again: the target changed from ${before ?? 'none'} to ${after ?? 'none'}, and a stored secret is only sent to the target it was saved with.`,
        field: kept[0]![0],
      };
    }
  }
  return { settings: merged, cleared, typed };
}
