import { parseConnectionString } from './source-targets';
import { ProvisionProviderType, type ProvisionProviderTypeName } from './definitions/provision-provider';

/**
 * Where a provision provider's settings point, and which stored secrets may go there (plain functions,
 * no I/O). The rule is the sources' (source-targets.ts): a stored secret belongs to the target it was
 * saved with, so a ProvisionProvider.Edit user cannot send it to a host of their choosing by editing
 * the address and leaving the secret empty.
 */

type Values = Readonly<Record<string, unknown>>;

/** The secret field of each kind. */
export const PROVISION_SECRET_FIELDS: Readonly<Record<ProvisionProviderTypeName, string>> = {
  [ProvisionProviderType.Sql]: 'Password',
  [ProvisionProviderType.Scim]: 'Token',
  [ProvisionProviderType.Ldap]: 'BindPassword',
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The target as one comparable text (SQL `postgres://host:port/database`, SCIM the origin, LDAP the server), or null. */
export function provisionTargetOf(type: string, values: Values): string | null {
  switch (type) {
    case ProvisionProviderType.Sql: {
      const connection = text(values.ConnectionString);
      if (!connection) return null;
      const target = parseConnectionString(connection, undefined);
      return typeof target === 'string'
        ? `unreadable:${connection}`
        : `postgres://${target.host.toLowerCase()}:${target.port}/${target.database}`;
    }
    case ProvisionProviderType.Scim: {
      const url = text(values.BaseUrl);
      if (!url) return null;
      try {
        return new URL(url).origin;
      } catch {
        return `unreadable:${url}`;
      }
    }
    case ProvisionProviderType.Ldap:
      return text(values.ServerUrl).toLowerCase() || null;
    default:
      return null;
  }
}

/**
 * The refusal of a save that keeps a stored secret (sent empty) while moving the provider to another
 * target, or null when the save may keep it.
 */
export function secretToRetype(
  type: string,
  stored: Values,
  sent: Values,
  hasStoredSecret: boolean,
): { field: string; message: string } | null {
  const secretField = PROVISION_SECRET_FIELDS[type as ProvisionProviderTypeName];
  if (!secretField || !hasStoredSecret || text(sent[secretField])) return null;
  const before = provisionTargetOf(type, stored);
  const after = provisionTargetOf(type, sent);
  if (before === after) return null;
  return {
    field: secretField,
    message: `You should type ${secretField} again: the target changed from ${before ?? 'none'} to ${after ?? 'none'}, and a stored secret is only sent to the target it was saved with.`,
  };
}

/** One `column=Attribute` line of the SQL provider's mapping. */
export interface ColumnMapping {
  column: string;
  attribute: string;
}

/** A SQL identifier this provider writes: a plain name (letters, digits, underscores), or schema.name for tables. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const isSqlIdentifier = (name: string) => IDENTIFIER.test(name);
export const isSqlTableName = (name: string) => {
  const parts = name.split('.');
  return parts.length <= 2 && parts.every(isSqlIdentifier);
};

/** Reads the mapping lines; a message naming the first bad line. */
export function parseColumnMap(lines: readonly string[], attributes: readonly string[]): ColumnMapping[] | string {
  const out: ColumnMapping[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const eq = line.indexOf('=');
    const column = line.slice(0, eq).trim();
    const attribute = line.slice(eq + 1).trim();
    if (eq <= 0 || !isSqlIdentifier(column))
      return `"${line}" is not column=Attribute with a plain column name (letters, digits, underscores).`;
    if (!attributes.includes(attribute)) return `"${attribute}" is not one of ${attributes.join(', ')}.`;
    if (out.some((m) => m.column.toLowerCase() === column.toLowerCase())) return `Column "${column}" is mapped twice.`;
    out.push({ column, attribute });
  }
  return out;
}
