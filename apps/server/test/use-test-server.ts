import { afterAll, beforeAll, inject } from 'vitest';
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
