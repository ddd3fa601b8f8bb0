import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';
import {
  activeNavChild,
  buildNavigation,
  bySortNumber,
  createMatcher,
  defaultChild,
  flattenRoutes,
  hrefOf,
  notBuiltRoutes,
  resolveRoutes,
  tabsFor,
  breadcrumbs,
  type AccessContext,
} from './navigation';
import type { RouteDef } from './route-types';

const tree = resolveRoutes(routeTable);
const match = createMatcher(tree);
const admin: AccessContext = {
  permissions: [],
  isSuperAdmin: true,
  featureFlags: ['PAGE_DASHBOARD_SECURITY', 'ANOMALY_DETECTION'],
  tenantName: 'default',
};
const listOnly: AccessContext = {
  permissions: ['System.Management.User.List'],
  isSuperAdmin: false,
  featureFlags: [],
  tenantName: 'default',
};

describe('route table', () => {
  it('holds every section of spec §2 with unique names and paths', () => {
    const flat = flattenRoutes(tree);
    const names = flat.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = flat.map((r) => r.fullPath.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const section of [
      '/dashboard',
      '/directory',
      '/governance',
      '/provisionservices',
      '/provisionProviders',
      '/userauthrequests',
      '/applications',
      '/security',
      '/sessions',
      '/system',
      '/workflow',
      '/reports',
      '/branding',
      '/_access',
    ]) {
      expect(paths).toContain(section.toLowerCase());
    }
    expect(flat.find((r) => r.name === 'UserView')!.fullPath).toBe('/directory/users/view/:id');
    expect(flat.find((r) => r.name === 'Exports')!.fullPath).toBe('/reports/exports');
    expect(flat.find((r) => r.name === 'RebuildIndex')!.title).toBe('Index Maintenance');
  });

  it('leaves no screen to build: every leaf route of the table shows a screen', () => {
    expect(notBuiltRoutes(tree).map((r) => r.fullPath)).toEqual([]);
  });
});

describe('matching', () => {
  it('resolves parameters, optional ones and prefers static segments', () => {
    expect(match('/directory/users/view/42')).toMatchObject({ route: { name: 'UserView' }, params: { id: '42' } });
    expect(match('/workflow/automation/save')!.route.name).toBe('AutomationSave');
    expect(match('/workflow/automation/7')).toMatchObject({ route: { name: 'AutomationList' }, params: { id: '7' } });
    expect(match('/workflow/automation')!.route.name).toBe('AutomationList');
    expect(match('/sessions/active/app1/user1')!.params).toEqual({ applicationId: 'app1', userId: 'user1' });
    expect(match('/nowhere/at/all')).toBeNull();
  });

  it('compares segment by segment, so a literal beats a longer route with parameters there', () => {
    expect(match('/directory/properties/sort')!.route.name).toBe('ProfilePropertySort');
    expect(match('/directory/properties/save')!.route.name).toBe('ProfilePropertySave');
    expect(match('/directory/properties/42')).toMatchObject({
      route: { name: 'ProfilePropertyValue' },
      params: { id: '42' },
    });
    expect(match('/directory/properties/42/jane')!.params).toEqual({ id: '42', username: 'jane' });
  });
});

describe('side navigation (spec §2.13)', () => {
  it('shows a top-level item only when visible, permitted, flagged and with a passing child', () => {
    const nav = buildNavigation(tree, listOnly);
    const titles = nav.map((n) => n.title);
    expect(titles).toContain('Directory');
    expect(titles).not.toContain('Applications'); // needs Application.List
    expect(titles).not.toContain('Governance'); // every child needs a permission the user lacks
    expect(titles).not.toContain('Branding');
    // The spec gives zones no permission; their resource screens need the designed Zone.List.
    expect(titles).not.toContain('Security');
    const directory = nav.find((n) => n.title === 'Directory')!;
    expect(directory.children.map((c) => c.title)).toContain('Users');
    expect(directory.children.map((c) => c.title)).not.toContain('User Sources');
    expect(buildNavigation(tree, admin).map((n) => n.title)).toEqual(
      expect.arrayContaining(['Dashboard', 'Directory', 'Security', 'System', 'Applications']),
    );
  });

  it('hides flagged children when the flag is off and tenant-restricted ones outside the default tenant', () => {
    const dash = (ctx: AccessContext) =>
      buildNavigation(tree, ctx)
        .find((n) => n.title === 'Dashboard')!
        .children.map((c) => c.title);
    expect(dash(admin)).toContain('Security');
    expect(dash({ ...admin, featureFlags: [] })).not.toContain('Security');
    const system = (ctx: AccessContext) =>
      buildNavigation(tree, ctx)
        .find((n) => n.title === 'System')!
        .children.map((c) => c.title);
    expect(system(admin)).toContain('Licensing');
    expect(system({ ...admin, tenantName: 'acme' })).not.toContain('Licensing');
    expect(system({ ...admin, tenantName: 'acme' })).toContain('Configurations');
  });

  it('sorts by sort number with unsorted items last', () => {
    const items = [{ n: 'a' }, { n: 'b', sort: 2 }, { n: 'c', sort: 1 }, { n: 'd' }] as Array<{
      n: string;
      sort?: number;
    }>;
    expect(bySortNumber(items).map((i) => i.n)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('sends a section to its default child, and a parameterised default to its bare path', () => {
    const dashboard = tree.find((r) => r.name === 'Dashboard')!;
    expect(defaultChild(dashboard)!.name).toBe('Overview');
    expect(hrefOf(dashboard)).toBe('/dashboard/overview');
    expect(hrefOf(tree.find((r) => r.name === 'Sessions')!)).toBe('/sessions/active');
    expect(hrefOf(tree.find((r) => r.name === 'Workflow')!)).toBe('/workflow/automation');
  });

  it('derives page tabs from visible, permitted siblings and breadcrumbs from ancestry', () => {
    const overview = match('/dashboard/overview')!.route;
    expect(tabsFor(overview, admin).map((t) => t.label)).toEqual(['Overview', 'Security', 'Awareness', 'Get Started']);
    expect(tabsFor(overview, { ...admin, featureFlags: [] }).map((t) => t.label)).toEqual([
      'Overview',
      'Awareness',
      'Get Started',
    ]);
    expect(breadcrumbs(match('/directory/users/view/1')!.route).map((b) => b.title)).toEqual(['Directory', 'User']);
  });

  it('drops a top-level item whose children all fail', () => {
    const table: RouteDef[] = [
      { path: '/x', name: 'X', title: 'X', children: [{ path: 'a', name: 'A', title: 'A', permission: 'P.A' }] },
    ];
    expect(buildNavigation(resolveRoutes(table), { ...listOnly })).toEqual([]);
    expect(buildNavigation(resolveRoutes(table), { ...listOnly, permissions: ['P.A'] })).toHaveLength(1);
  });
});

describe('active navigation item', () => {
  const directory = buildNavigation(tree, admin).find((i) => i.name === 'Directory')!;
  it('follows the section: a user view highlights Users, a property group form its list', () => {
    expect(activeNavChild(directory, '/directory/users/list')?.name).toBe('ListUser');
    expect(activeNavChild(directory, '/directory/users/view/:id')?.name).toBe('ListUser');
    expect(activeNavChild(directory, '/directory/users/livetracking')?.name).toBe('LiveTracking');
    const groupForm = activeNavChild(directory, '/directory/profiles/propertygroups/save/:id?');
    expect(groupForm?.fullPath).toBe('/directory/profiles/propertygroups');
  });
  it('highlights nothing for a page outside every item or no page', () => {
    expect(activeNavChild(directory, '/directory/profilevalueadd/:id')).toBeNull();
    expect(activeNavChild(directory, null)).toBeNull();
  });
});
