import { describe, expect, it } from 'vitest';
import { routeTable } from '../../routes/route-table';
import { flattenRoutes, notBuiltRoutes, resolveRoutes } from '../../routes/navigation';

const tree = resolveRoutes(routeTable);

describe('applications routes (§2.6)', () => {
  it('leave no placeholder: each of the eight routes has a screen or a resource page', () => {
    const area = flattenRoutes(tree).filter((r) => r.fullPath.startsWith('/applications/'));
    expect(area).toHaveLength(8);
    expect(notBuiltRoutes(tree).filter((r) => r.fullPath.startsWith('/applications'))).toEqual([]);
  });
});
