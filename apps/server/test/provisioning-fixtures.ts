import { randomUUID } from 'node:crypto';
import pg from 'pg';

type Row = Record<string, unknown>;

/** A database of the cluster standing in for the provisioning target, with its accounts table. */
export async function createTargetDatabase(adminUrl: string) {
  const name = `prov_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const run = async <T extends Row>(sql: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query<T>(sql, values)).rows;
    } finally {
      await c.end();
    }
  };
  await run(
    'CREATE TABLE app_accounts (user_name text PRIMARY KEY, display_name text, login text, email text, is_enabled boolean NOT NULL)',
  );
  return {
    // The password is a setting of its own (the cluster trusts loopback, so it is never checked).
    connectionString: url.replace('postgres://postgres@', 'postgres://postgres@'),
    run,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Polls until `check` returns a value (the jobs run in the background); fails after the deadline. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  deadlineMs = 45_000,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * The body of `POST /provisionProvider/save` for a SQL provider writing the `app_accounts` table of the
 * target database at `connectionString` (see createTargetDatabase); `extra` overrides any field.
 */
export function sqlProviderBody(name: string, connectionString: string, extra: Record<string, unknown> = {}) {
  return {
    Title: name,
    Name: name,
    ProviderType: 'sql-provision-provider',
    ConnectionString: connectionString,
    Password: 'target-secret',
    TableName: 'app_accounts',
    KeyColumn: 'user_name',
    EnabledColumn: 'is_enabled',
    ColumnMap: ['display_name=DisplayName', 'login=AccountName', 'email=Email'],
    ...extra,
  };
}
