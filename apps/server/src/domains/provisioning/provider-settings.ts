import type { Queryable } from '../../db/types';
import { unseal } from '../../engine/secrets/secrets';

/** A provision provider's settings as the server uses them: secrets unsealed, never returned by a call. */
export interface ProviderSettings {
  providerId: string;
  title: string;
  type: string;
  connectionString: string | null;
  password: string | null;
  tableName: string | null;
  keyColumn: string | null;
  enabledColumn: string | null;
  columnMap: string[];
  baseUrl: string | null;
  token: string | null;
  serverUrl: string | null;
}

interface ProviderRow {
  provision_provider_id: string;
  title: string;
  provider_type: string;
  connection_string: string | null;
  password: string | null;
  table_name: string | null;
  key_column: string | null;
  enabled_column: string | null;
  column_map: string[] | null;
  base_url: string | null;
  token: string | null;
  server_url: string | null;
}

const unsealed = (key: Buffer, value: string | null) => (value ? unseal(key, value) : null);

/** The provider's stored settings with its secrets unsealed (for the connection test and the jobs only). */
export async function loadProviderSettings(
  db: Queryable,
  secretKey: Buffer,
  providerId: string,
): Promise<ProviderSettings | null> {
  const [row] = await db.query<ProviderRow>(
    `SELECT provision_provider_id, title, provider_type, connection_string, password, table_name, key_column,
       enabled_column, column_map, base_url, token, server_url
     FROM provision_providers WHERE provision_provider_id = $1`,
    [providerId],
  );
  if (!row) return null;
  return {
    providerId: row.provision_provider_id,
    title: row.title,
    type: row.provider_type,
    connectionString: row.connection_string,
    password: unsealed(secretKey, row.password),
    tableName: row.table_name,
    keyColumn: row.key_column,
    enabledColumn: row.enabled_column,
    columnMap: row.column_map ?? [],
    baseUrl: row.base_url,
    token: unsealed(secretKey, row.token),
    serverUrl: row.server_url,
  };
}

/** What the save hook compares: the stored target fields, and whether each secret is stored. */
export async function storedTargetOf(db: Queryable, providerId: string) {
  const [row] = await db.query<{
    connection_string: string | null;
    base_url: string | null;
    server_url: string | null;
    has_password: boolean;
    has_token: boolean;
    has_bind_password: boolean;
  }>(
    `SELECT connection_string, base_url, server_url, password IS NOT NULL AS has_password, token IS NOT NULL AS has_token,
       bind_password IS NOT NULL AS has_bind_password FROM provision_providers WHERE provision_provider_id = $1`,
    [providerId],
  );
  if (!row) return null;
  return {
    values: { ConnectionString: row.connection_string, BaseUrl: row.base_url, ServerUrl: row.server_url },
    storedSecrets: {
      Password: row.has_password,
      Token: row.has_token,
      BindPassword: row.has_bind_password,
    } as Record<string, boolean>,
  };
}
