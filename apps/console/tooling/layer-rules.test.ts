import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokenRules, loadBoundaryLinter } from '../../../scripts/boundary-lint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The console's floors (routes → state → shell and areas → the app on top) are lint rules of the
 * workspace's eslint.config.ts. `pnpm lint` proves today's tree keeps them; this proves each rule can
 * fail: it lints one import per rule, written in a file of a floor below, with the real config.
 */
const SRC = 'apps/console/src';

// Loading the workspace's lint config is the slow part: done once, with a limit a loaded machine keeps.
beforeAll(loadBoundaryLinter, 120_000);

describe('the console floors as lint rules', () => {
  it.each([
    ['routes import no state', `${SRC}/routes/links.ts`, '../state/app-store', 'console-routes-import-no-floor-above'],
    [
      'routes import no shell',
      `${SRC}/routes/navigation.ts`,
      '../shell/navigate',
      'console-routes-import-no-floor-above',
    ],
    [
      'routes import no area screen',
      `${SRC}/routes/route-table.ts`,
      '../areas/shared/resource/screens',
      'console-routes-import-no-floor-above',
    ],
    ['routes import no app', `${SRC}/routes/index.ts`, '../App', 'console-routes-import-no-floor-above'],
    [
      'route lines import no state',
      `${SRC}/areas/security/routes.ts`,
      '../../state/app-store',
      'console-route-lines-import-only-routes',
    ],
    [
      'route lines import no screen of their area',
      `${SRC}/areas/directory/routes.ts`,
      './UserListPage',
      'console-route-lines-import-only-routes',
    ],
    ['state imports no shell', `${SRC}/state/app-store.ts`, '../shell/navigate', 'console-state-imports-no-screens'],
    [
      'state imports no area',
      `${SRC}/state/console-hub.ts`,
      '../areas/shared/forms',
      'console-state-imports-no-screens',
    ],
    ['the shell imports no app', `${SRC}/shell/AppShell.tsx`, '../App', 'console-screens-import-no-app'],
    ['an area imports no app', `${SRC}/areas/system/routes-x.ts`, '../../app-main', 'console-screens-import-no-app'],
  ])('%s', async (_what, file, specifier, rule) => {
    expect(await brokenRules(file, specifier)).toEqual([`boundaries/${rule}`]);
  });

  it.each([
    ['routes import routes', `${SRC}/routes/route-table.ts`, './route-types'],
    ['the route table gathers the area route lines', `${SRC}/routes/route-table.ts`, '../areas/directory/routes'],
    ['the route table gathers the shell route lines', `${SRC}/routes/route-table.ts`, '../shell/routes'],
    ['route lines import routes', `${SRC}/areas/security/routes.ts`, '../../routes/resource-routes'],
    ['state imports routes', `${SRC}/state/app-store.ts`, '../routes/index'],
    ['the shell imports state and routes', `${SRC}/shell/navigate.ts`, '../state/app-store'],
    ['an area imports the shell', `${SRC}/areas/system/LicensingPage.tsx`, '../../shell/navigate'],
    ['the app imports anything', `${SRC}/App.tsx`, './shell/RouteView'],
  ])('allows: %s', async (_what, file, specifier) => {
    expect(await brokenRules(file, specifier)).toEqual([]);
  });
});
