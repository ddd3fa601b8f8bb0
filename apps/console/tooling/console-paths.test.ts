import { describe, expect, it } from 'vitest';
import { apiPaths, landing, routePaths, signIn } from 'virtual:console-paths';
import { routes } from '@portcullis/api-client';
import { flattenRoutes, links, matchRoute, routeTree } from '../src/routes/index';
import { createPathMatcher } from '../src/routes/path-match';

describe('virtual:console-paths', () => {
  it('is the route table reduced to paths, with the sign-in route, the landing pages and the calls', () => {
    expect(routePaths).toEqual(flattenRoutes(routeTree).map((r) => [r.fullPath, Boolean(r.isPublic)]));
    expect(signIn).toEqual({ path: links.signIn(), title: 'Sign in' });
    expect(landing).toEqual({ overview: links.overview(), getStarted: links.getStarted() });
    expect(apiPaths.login).toBe(routes.account.login.path);
    expect(apiPaths.brandingTheme).toBe(routes.branding.theme.path);
  });

  it('matches a path to the same route as the table does', () => {
    const match = createPathMatcher(routePaths.map(([fullPath]) => ({ fullPath })));
    for (const path of ['/account/login', '/directory/users/view/7', '/automation/save', '/Dashboard/Overview/', '/x'])
      expect(match(path)?.route.fullPath, path).toBe(matchRoute(path)?.route.fullPath);
  });
});
