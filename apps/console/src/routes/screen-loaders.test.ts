import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './navigation';
import { routeTree } from './index';
import { loaderOf } from './screen-loaders';

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
});
