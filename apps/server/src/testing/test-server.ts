import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type Envelope } from '@portcullis/api-client/contract';
import { createServer, type CreateServerOptions, type PortcullisServer } from '../server';
import { BUILT_IN_LICENCE_PUBLIC_KEY } from '../domains/licensing/keys';
import { TEST_ONLY_LICENCE_PUBLIC_KEY } from './licence-test-keys';
import { createUserWithPermissions } from '../seed/demo';

export type Engine = 'pglite' | 'postgres';

export const TEST_ADMIN = { user: 'admin', password: 'Test#Admin-Password1' } as const;

/** A signed-in test user. */
export interface TestActor {
  userId: string;
  userName: string;
  password: string;
  cookie: string;
}

export interface TestServer {
  server: PortcullisServer;
  /** Signs in and returns the Cookie header value. */
  signIn(userName?: string, password?: string): Promise<string>;
  /** Creates a user holding exactly `permissions` and signs it in. */
  signInWith(permissions: readonly string[]): Promise<string>;
  /** Like signInWith, also telling who the user is. */
  actor(permissions: readonly string[]): Promise<TestActor>;
  /** Calls the server (CSRF header included) and parses the envelope. */
  call<T = unknown>(
    method: string,
    path: string,
    options?: { cookie?: string; body?: unknown; rawBody?: string | FormData; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T>; text: string; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * A real server on a loopback port: embedded PGlite in memory, or a fresh database in the
 * throw-away PostgreSQL cluster whose URL the global setup provides.
 */
export async function createTestServer(
  engine: Engine,
  pgAdminUrl: string | undefined,
  options: CreateServerOptions = {},
): Promise<TestServer> {
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (engine === 'postgres') {
    if (!pgAdminUrl) throw new Error('No PostgreSQL URL: the global setup must start the throw-away cluster.');
    const name = `t_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = pgAdminUrl.replace(/\/[^/]*$/, `/${name}`);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const server = await createServer({
    port: 0,
    seedUsers: 300,
    adminPassword: TEST_ADMIN.password,
    databaseUrl,
    // Background rule runs would write between a test's before and after (fingerprints, counts): tests
    // that are about them turn them on.
    automaticRuleRuns: false,
    // The built-in key and the TEST one, so tests can sign licences (testing/licence-test-keys.ts).
    licencePublicKeys: [BUILT_IN_LICENCE_PUBLIC_KEY, TEST_ONLY_LICENCE_PUBLIC_KEY],
    ...options,
  });

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(opts.headers ?? {}) };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | FormData | undefined = opts.rawBody;
    if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (typeof body === 'string' && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(server.url + path, { method, headers, body });
    const text = await res.text();
    // File replies (CSV, xlsx) are not envelopes: `body` is then null and `text` holds the file.
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    return {
      status: res.status,
      body: (isJson ? JSON.parse(text) : null) as Envelope<never>,
      text,
      headers: res.headers,
    };
  };
  const signIn = async (userName: string = TEST_ADMIN.user, password: string = TEST_ADMIN.password) => {
    const res = await call('POST', '/account/login', { body: { UserName: userName, Password: password } });
    const cookie = res.headers.get('set-cookie');
    if (res.status !== 200 || !cookie)
      throw new Error(`Sign-in as ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return cookie.split(';')[0]!;
  };
  let counter = 0;
  const actor = async (permissions: readonly string[]): Promise<TestActor> => {
    const userName = `limited${++counter}-${randomUUID().slice(0, 8)}`;
    const password = 'Limited#Password1';
    const userId = await createUserWithPermissions(server.db, userName, password, permissions);
    return { userId, userName, password, cookie: await signIn(userName, password) };
  };
  return {
    server,
    call,
    signIn,
    signInWith: async (permissions) => (await actor(permissions)).cookie,
    actor,
    close: async () => {
      await server.close();
      await dropDatabase?.();
    },
  };
}
