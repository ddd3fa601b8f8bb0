import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './navigation';
import { routeTree } from './index';
import { loaderForPath, loaderOf } from './screen-loaders';
import { routeTable } from './route-table';
import { areaPaths } from './area-paths';

describe('screen loaders', () => {
  it('load a module holding every screen a route names', async () => {
    const named = flattenRoutes(routeTree).filter((r) => r.screen);
    expect(named.length).toBeGreaterThan(30);
    for (const route of named) {
      const loader = loaderOf(route);
      expect(loader, route.name).toBeTypeOf('function');
      const module = await loader!();
      expect(module[route.screen!], `${route.name} → ${route.screen}`).toBeTypeOf('function');
    }
  }, 120_000); // the first load transforms every screen of the console

  it('find by path alone the same module as by the route, and none for the root or an unknown area', () => {
    for (const route of flattenRoutes(routeTree).filter((r) => r.screen && r.fullPath !== '/')) {
      const path = route.fullPath.replace(/\/:[^/]+\??/g, '/x');
      expect(loaderForPath(path), route.fullPath).toBe(loaderOf(route));
    }
    expect(loaderForPath('/')).toBeUndefined();
    expect(loaderForPath('/dashboards')).toBeUndefined();
    expect(loaderForPath('/nowhere/else')).toBeUndefined();
  });

  it('come from the area paths, which are the top-level paths of the route table and nothing else', () => {
    const tops = routeTable.map((r) => r.path).filter((path) => path !== '/');
    const areas: readonly string[] = Object.values(areaPaths);
    for (const path of tops)
      expect(
        areas.some((area) => path === area || path.startsWith(area + '/')),
        path,
      ).toBe(true);
    for (const area of areas)
      expect(
        tops.some((path) => path === area || path.startsWith(area + '/')),
        area,
      ).toBe(true);
  });
});
