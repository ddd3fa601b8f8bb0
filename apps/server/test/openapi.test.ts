import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { contract, listCalls } from '@portcullis/api-client/contract';
import { accessText, pathVariants } from '../src/openapi/document';
import { TEST_ADMIN } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Operation = { operationId: string; description: string; security?: unknown[]; responses: Record<string, unknown> };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Issue 30: the OpenAPI document is the contract table, linted by an external linter, usable by a generated client. */
describe('OpenAPI document from the contract', () => {
  const ctx = useTestServer('pglite');
  const fetchDocument = async () => {
    const res = await fetch(ctx.t.server.url + '/openapi.json');
    expect(res.status).toBe(200);
    return (await res.json()) as OpenApi;
  };

  it('documents every call of the table once per path variant, with who may make it', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    const calls = listCalls(contract as never);
    expect(operations).toHaveLength(calls.reduce((n, [, , call]) => n + pathVariants(call.path).length, 0));
    for (const [domain, name, call] of calls) {
      const found = operations.find((op) => op.operationId === `${domain}.${name}`);
      expect(found, `${domain}.${name}`).toBeDefined();
      expect(found!.description).toContain(accessText(call));
      if (call.access.kind === 'public') expect(found!.security).toEqual([]);
      else expect(found!.responses['401']).toBeDefined();
    }
    const userList = doc.paths['/user/userlist']!['post']!;
    expect(userList.description).toContain('`System.Management.User.List`');
    expect(doc.paths['/group/GroupDef/{id}']!['get']!.operationId).toBe('groups.groupDef.byId');
  });

  it('passes the Redocly linter with its recommended rules and no errors', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(await fetchDocument()));
      const { stdout } = await run(
        process.execPath,
        [path.join(serverDir, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, '--format=json'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`redocly lint failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
      });
      const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number } };
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('generates a typed client (openapi-typescript) that signs in and lists users through openapi-fetch', async () => {
    const doc = await fetchDocument();
    const types = astToString(await openapiTS(doc as never));
    expect(types).toContain('"/account/login"');
    expect(types).toContain('"/user/userlist"');

    const client = createClient({ baseUrl: ctx.t.server.url });
    const headers = { 'x-requested-with': 'portcullis' };
    const signIn = await client.POST(
      '/account/login' as never,
      {
        headers,
        body: { UserName: TEST_ADMIN.user, Password: TEST_ADMIN.password },
      } as never,
    );
    expect(signIn.response.status).toBe(200);
    const cookie = signIn.response.headers.get('set-cookie')!.split(';')[0]!;
    const users = await client.POST(
      '/user/userlist' as never,
      {
        headers: { ...headers, cookie },
        body: { CurrentPage: 1, ItemPerPage: 5 },
      } as never,
    );
    expect(users.response.status).toBe(200);
    const data = (users.data as unknown as { Data: { TotalItemCount: number; Data: unknown[] } }).Data;
    expect(data.TotalItemCount).toBeGreaterThan(0);
    expect(data.Data.length).toBeGreaterThan(0);
  });

  it('serves a reference page with no inline script', async () => {
    const res = await fetch(ctx.t.server.url + '/api-docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api-docs\//);
      expect(body!.trim()).toBe('');
    }
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const asset of ['/api-docs/start.js', '/api-docs/swagger-ui-bundle.js', '/api-docs/swagger-ui.css'])
      expect((await fetch(ctx.t.server.url + asset)).status, asset).toBe(200);
  });
});
