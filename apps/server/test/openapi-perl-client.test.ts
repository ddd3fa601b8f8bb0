import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type PagedData, type UserRow } from '@portcullis/api-client/contract';
import { TEST_ADMIN } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

const run = promisify(execFile);
const perlDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi-perl');

interface PerlReply<T> {
  status: number;
  error: unknown;
  body: { Success: boolean; Data: T };
}

/**
 * Issue 30: another language uses the document. OpenAPI::Client (Perl, Debian's
 * libopenapi-client-perl, which .ci/run installs) generates its client class from the live
 * /openapi.json and signs in and lists users through it. Without Perl or the module the test fails.
 *
 * JSON::Validator checks the document against the OpenAPI 3.1 schema, which upstream bundles but
 * Debian's package leaves out (it would fetch it from the web); the folder json-validator-cache holds
 * that file, named as JSON::Validator's cache names it (the MD5 of its URL), copied from upstream.
 * JSON::Validator also caches what it fetches in the first cache folder: that one is a temporary
 * folder, so a run never writes into the repository nor reads a document an earlier run cached.
 */
describe('A Perl client generated from /openapi.json', () => {
  const ctx = useTestServer('pglite');

  it('signs in and lists users through OpenAPI::Client', async () => {
    const fetched = await mkdtemp(path.join(tmpdir(), 'json-validator-'));
    const cachePath = [fetched, path.join(perlDir, 'json-validator-cache')].join(':');
    const { stdout } = await run(
      'perl',
      [
        path.join(perlDir, 'sign-in-and-list-users.pl'),
        ctx.t.server.url,
        TEST_ADMIN.user,
        TEST_ADMIN.password,
        CSRF_HEADER,
        CSRF_HEADER_VALUE,
      ],
      { env: { ...process.env, JSON_VALIDATOR_CACHE_PATH: cachePath } },
    )
      .catch((error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(
          `The Perl client failed (needs perl and libopenapi-client-perl: .ci/run installs them):\n${error.stderr ?? error.message}`,
        );
      })
      .finally(() => rm(fetched, { recursive: true, force: true }));
    const replies = JSON.parse(stdout) as {
      login: PerlReply<{ UserName: string }>;
      users: PerlReply<PagedData<UserRow>>;
    };
    expect(replies.login.status).toBe(200);
    expect(replies.login.body.Data.UserName).toBe(TEST_ADMIN.user);

    const expected = await ctx.t.call<PagedData<UserRow>>('POST', '/user/userlist', {
      cookie: ctx.admin,
      body: { CurrentPage: 1, ItemPerPage: 50 },
    });
    expect(replies.users.status, JSON.stringify(replies.users.error)).toBe(200);
    expect(replies.users.body.Success).toBe(true);
    expect(replies.users.body.Data.TotalItemCount).toBe(expected.body.Data!.TotalItemCount);
    expect(replies.users.body.Data.TotalItemCount).toBeGreaterThan(0);
    expect(replies.users.body.Data.Data.map((row) => row.UserName)).toContain(TEST_ADMIN.user);
  });
});
