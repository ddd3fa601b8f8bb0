import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokenRules, loadBoundaryLinter } from '../../../scripts/boundary-lint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's floors (db → engine → domains → http, the entry points on top) are lint rules of the
 * workspace's eslint.config.ts. `pnpm lint` proves today's tree keeps them; this proves each rule can
 * fail: it lints one import per rule, written in a file of the floor below, with the real config.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = 'apps/server/src';

// Loading the workspace's lint config is the slow part: done once, with a limit a loaded machine keeps.
beforeAll(loadBoundaryLinter, 120_000);

describe('the server floors as lint rules', () => {
  it.each([
    [
      'db imports no engine',
      `${SRC}/db/open.ts`,
      '../engine/resources/managed-tables',
      'server-db-imports-no-other-floor',
    ],
    ['db imports no domain', `${SRC}/db/migrate.ts`, '../domains/users/users', 'server-db-imports-no-other-floor'],
    ['db imports no seed', `${SRC}/db/types.ts`, '../seed/demo', 'server-db-imports-no-other-floor'],
    [
      'engine imports no domain',
      `${SRC}/engine/resources/hooks.ts`,
      '../../domains/flows/actions',
      'server-engine-imports-only-db',
    ],
    [
      'engine imports no http',
      `${SRC}/engine/calls/handlers.ts`,
      '../../http/register',
      'server-engine-imports-only-db',
    ],
    ['engine imports no server.ts', `${SRC}/engine/context.ts`, '../server', 'server-engine-imports-only-db'],
    ['domains import no http', `${SRC}/domains/users/users.ts`, '../../http/register', 'server-domains-import-no-http'],
    [
      'domains import no seed',
      `${SRC}/domains/static-data/static-data.ts`,
      '../../seed/demo',
      'server-domains-import-no-http',
    ],
    ['domains import no testing', `${SRC}/domains/index.ts`, '../testing/index', 'server-domains-import-no-http'],
    ['http imports no openapi', `${SRC}/http/register.ts`, '../openapi/routes', 'server-http-imports-no-entry-point'],
    ['http imports no main.ts', `${SRC}/http/limits.ts`, '../main', 'server-http-imports-no-entry-point'],
  ])('%s', async (_what, file, specifier, rule) => {
    expect(await brokenRules(file, specifier)).toEqual([`boundaries/${rule}`]);
  });

  it.each([
    ['engine imports db', `${SRC}/engine/resources/crud.ts`, '../../db/types'],
    ['engine imports itself', `${SRC}/engine/resources/crud.ts`, '../calls/errors'],
    ['domains import db, engine and other domains', `${SRC}/domains/users/users.ts`, '../flows/actions'],
    ['domains import the engine', `${SRC}/domains/users/users.ts`, '../../engine/calls/handlers'],
    ['http imports the domains', `${SRC}/http/register.ts`, '../domains/sessions/session-store'],
    ['the top imports anything', `${SRC}/server.ts`, './http/register'],
    ['seed imports anything', `${SRC}/seed/demo.ts`, '../domains/users/users'],
    ['a test beside the sources imports anything', `${SRC}/engine/lists/paging.test.ts`, '../../testing/index'],
  ])('allows: %s', async (_what, file, specifier) => {
    expect(await brokenRules(file, specifier)).toEqual([]);
  });

  it('has no folder in src/ that is neither a floor nor on top', () => {
    const folders = readdirSync(path.join(serverDir, 'src'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(['db', 'domains', 'engine', 'http', 'openapi', 'seed', 'testing']);
  });
});
