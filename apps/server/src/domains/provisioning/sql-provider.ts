import { escapeIdentifier, type Client } from 'pg';
import {
  parseColumnMap,
  parseConnectionString,
  PROVISION_ATTRIBUTES,
  type ColumnMapping,
  type PostgresTarget,
  type ProvisionTestResult,
} from '@portcullis/api-client/contract';
import type { OutboundGuard } from '../../engine/outbound/guard';
import { postgresProblem } from '../sources/source-connection';
import type { ProviderSettings } from './provider-settings';

/**
 * The SQL (PostgreSQL) provision provider: it writes one row per account in the provider's table, found
 * by the user name in KeyColumn, with the mapped columns and EnabledColumn. An account is updated when
 * its row exists and inserted otherwise (in one transaction, so no unique constraint is needed on the
 * key); disabling sets EnabledColumn to false and never deletes the row. Every connection goes through
 * the outbound guard, with a deadline.
 */

export const SQL_TARGET_TIMEOUT_MS = 5000;

/** The values an account's columns receive. */
export type AccountAttributes = Readonly<Record<(typeof PROVISION_ATTRIBUTES)[number], string | null>>;

interface SqlPlan {
  target: PostgresTarget;
  where: string;
  table: string;
  schema: string;
  tableName: string;
  keyColumn: string;
  enabledColumn: string;
  mapping: ColumnMapping[];
}

/** The settings read into what a connection needs, or the words of what is wrong with them. */
function planOf(settings: ProviderSettings): SqlPlan | string {
  if (!settings.connectionString?.trim()) return 'The provider has no connection string.';
  const target = parseConnectionString(settings.connectionString, settings.password ?? undefined);
  if (typeof target === 'string') return target;
  const mapping = parseColumnMap(settings.columnMap, PROVISION_ATTRIBUTES);
  if (typeof mapping === 'string') return mapping;
  if (!settings.tableName || !settings.keyColumn || !settings.enabledColumn)
    return 'The provider needs a table, a key column and an enabled column.';
  const [schema, tableName] = settings.tableName.includes('.')
    ? (settings.tableName.split('.') as [string, string])
    : ['public', settings.tableName];
  return {
    target,
    where: `${target.host}:${target.port}`,
    table: `${escapeIdentifier(schema)}.${escapeIdentifier(tableName)}`,
    schema,
    tableName,
    keyColumn: settings.keyColumn,
    enabledColumn: settings.enabledColumn,
    mapping,
  };
}

/** A failure of the SQL target in words (connection refusals, then the statement's own message). */
function sqlProblem(error: unknown, plan: SqlPlan): string {
  const e = error as { code?: string; message?: string };
  if (e.code && /^[0-9A-Z]{5}$/.test(e.code) && !['28P01', '28000', '3D000', '53300', '57P03'].includes(e.code))
    return `The database at ${plan.where} refused the write: ${e.message ?? e.code}.`;
  return postgresProblem(error, plan.target, plan.where, SQL_TARGET_TIMEOUT_MS);
}

async function withClient<T>(plan: SqlPlan, outbound: OutboundGuard, work: (c: Client) => Promise<T>): Promise<T> {
  const client = await outbound.postgresClient(plan.target, SQL_TARGET_TIMEOUT_MS);
  // A connection that breaks after the work must not surface as an unhandled error.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Connects, then checks that the table has the key, enabled and mapped columns. Nothing is written. */
export async function testSqlTarget(settings: ProviderSettings, outbound: OutboundGuard): Promise<ProvisionTestResult> {
  const plan = planOf(settings);
  if (typeof plan === 'string') return { IsSuccess: false, Message: plan };
  try {
    const columns = await withClient(plan, outbound, async (client) =>
      (
        await client.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
          [plan.schema, plan.tableName],
        )
      ).rows.map((r) => r.column_name),
    );
    if (columns.length === 0)
      return {
        IsSuccess: false,
        Message: `Connected to ${plan.where}, but the table ${settings.tableName} was not found.`,
      };
    const wanted = [plan.keyColumn, plan.enabledColumn, ...plan.mapping.map((m) => m.column)];
    const missing = wanted.filter((c) => !columns.includes(c));
    if (missing.length)
      return {
        IsSuccess: false,
        Message: `Connected to ${plan.where}, but the table ${settings.tableName} has no column ${missing.join(', ')}.`,
      };
    return {
      IsSuccess: true,
      Message: `Connected to database "${plan.target.database}" at ${plan.where} as "${plan.target.user}"; the table ${settings.tableName} has the columns ${wanted.join(', ')}.`,
    };
  } catch (error) {
    return { IsSuccess: false, Message: sqlProblem(error, plan) };
  }
}

/**
 * Creates or updates the account of `attributes.UserName` (enabled), or disables it (`isEnabled`
 * false: an existing row gets EnabledColumn = false; a missing one stays missing). Returns the key
 * written; throws an Error whose message says in words what failed.
 */
export async function writeSqlAccount(
  settings: ProviderSettings,
  outbound: OutboundGuard,
  attributes: AccountAttributes,
  isEnabled: boolean,
): Promise<string> {
  const plan = planOf(settings);
  if (typeof plan === 'string') throw new Error(plan);
  const key = attributes.UserName!;
  const id = escapeIdentifier;
  try {
    await withClient(plan, outbound, async (client) => {
      await client.query('BEGIN');
      if (!isEnabled) {
        await client.query(
          `UPDATE ${plan.table} SET ${id(plan.enabledColumn)} = false WHERE ${id(plan.keyColumn)} = $1`,
          [key],
        );
      } else {
        const columns = [plan.enabledColumn, ...plan.mapping.map((m) => m.column)];
        const values = [true, ...plan.mapping.map((m) => attributes[m.attribute as keyof AccountAttributes])];
        const sets = columns.map((c, i) => `${id(c)} = $${i + 2}`).join(', ');
        const updated = await client.query(`UPDATE ${plan.table} SET ${sets} WHERE ${id(plan.keyColumn)} = $1`, [
          key,
          ...values,
        ]);
        if (updated.rowCount === 0)
          await client.query(
            `INSERT INTO ${plan.table} (${[plan.keyColumn, ...columns].map(id).join(', ')})
             VALUES (${[key, ...values].map((_, i) => `$${i + 1}`).join(', ')})`,
            [key, ...values],
          );
      }
      await client.query('COMMIT');
    });
  } catch (error) {
    throw new Error(sqlProblem(error, plan));
  }
  return key;
}
