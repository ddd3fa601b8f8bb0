import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import { createTestServer, type Engine, type TestServer } from '../src/testing/test-server';
import type { CreateServerOptions } from '../src/server';

/** Starts a test server (and signs the admin in) for the enclosing describe block; closes it after. */
export function useTestServer(engine: Engine, options: CreateServerOptions = {}): { t: TestServer; admin: string } {
  const ctx = {} as { t: TestServer; admin: string };
  beforeAll(async () => {
    ctx.t = await createTestServer(engine, inject('pgUrl'), options);
    ctx.admin = await ctx.t.signIn();
  });
  afterAll(async () => ctx.t?.close());
  return ctx;
}

/**
 * Runs SQL as another process writing the database would: on a connection of its own (PostgreSQL), so
 * the server hears of the change only through its notifications. PGlite has one connection: its own.
 */
export async function writeElsewhere(t: TestServer, sql: string): Promise<void> {
  if (t.server.db.kind === 'pglite') return void (await t.server.db.query(sql));
  const client = new pg.Client({ connectionString: t.server.config.databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
