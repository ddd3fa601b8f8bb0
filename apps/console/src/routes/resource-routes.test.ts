import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  applicationIdentity,
  Permissions,
  providerIdentity,
  zoneDefIdentity,
  type ResourceIdentity,
} from '@portcullis/api-client';
import { createLinks, type RoutesOf } from './links';
import { flattenRoutes, resolveRoutes } from './navigation';
import { resourceRoutes, titleCase } from './resource-routes';
import { routeTable } from './route-table';
import type { RouteDef } from './route-types';

const area = (children: readonly RouteDef[]) =>
  flattenRoutes(resolveRoutes([{ path: '/area', name: 'Area', title: 'Area', children }])).slice(1);

const byName = (routes: readonly { name: string }[]) => Object.fromEntries(routes.map((r) => [r.name, r]));

describe('resourceRoutes', () => {
  it('derive names, paths and titles of the list, save and view pages from the identity', () => {
    const routes = resourceRoutes(zoneDefIdentity, { path: 'zones/defs', sort: 5 });
    expect(routes.map((r) => [r.name, r.path, r.title])).toEqual([
      ['ZoneDefList', 'zones/defs', 'Zone Definitions'],
      ['ZoneDefSave', 'zones/defs/save/:id?', 'Save Zone Definition'],
      ['ZoneDefView', 'zones/defs/view/:id', 'Zone Definition'],
    ]);
    expect(routes.map((r) => r.resource)).toEqual([
      { identity: zoneDefIdentity, kind: 'list' },
      { identity: zoneDefIdentity, kind: 'save' },
      { identity: zoneDefIdentity, kind: 'view' },
    ]);
  });

  it('put the list in the menu at its sort number and keep the other pages out of it', () => {
    const [list, save, view] = resourceRoutes(zoneDefIdentity, { path: 'zones/defs', sort: 5, isDefault: true });
    expect(list).toMatchObject({ sort: 5, isDefault: true });
    expect(list).not.toHaveProperty('isVisible');
    expect(save).toMatchObject({ isVisible: false });
    expect(view).toMatchObject({ isVisible: false });
    expect(save).not.toHaveProperty('sort');
  });

  it('write no permission, so each page takes the identity’s access: list and view the list access, the rest edit', () => {
    const routes = resourceRoutes(zoneDefIdentity, { path: 'z', kinds: ['list', 'save', 'view', 'sort', 'create'] });
    for (const route of routes) expect(route).not.toHaveProperty('permission');
    const resolved = byName(area(routes));
    expect(resolved.ZoneDefList).toMatchObject({ permission: Permissions.ZoneDefList });
    expect(resolved.ZoneDefView).toMatchObject({ permission: Permissions.ZoneDefList });
    for (const name of ['ZoneDefSave', 'ZoneDefSort', 'ZoneDefCreate'])
      expect(resolved[name], name).toMatchObject({ permission: zoneDefIdentity.access.edit });
  });

  it('take a partition’s access, name stem and titles for a partitioned resource', () => {
    const routes = resourceRoutes(providerIdentity, {
      path: 'profiles/providers',
      partition: 'profile',
      name: 'ProfileProvider',
      titles: { one: 'Profile provider', many: 'Profile providers' },
      paths: { list: 'profiles/providers/list' },
    });
    expect(routes.map((r) => [r.name, r.path, r.title])).toEqual([
      ['ProfileProviderList', 'profiles/providers/list', 'Profile Providers'],
      ['ProfileProviderSave', 'profiles/providers/save/:id?', 'Save Profile Provider'],
      ['ProfileProviderView', 'profiles/providers/view/:id', 'Profile Provider'],
    ]);
    const resolved = byName(area(routes));
    expect(resolved.ProfileProviderList).toMatchObject({ permission: Permissions.ProfileSourceList });
    expect(resolved.ProfileProviderSave).toMatchObject({ permission: Permissions.ProfileSourceEdit });
    expect(routes[0]!.resource).toEqual({ identity: providerIdentity, kind: 'list', partition: 'profile' });
  });

  it('give a create page beside save/:id, a visible sort page, spec names and rich screens when asked', () => {
    const routes = resourceRoutes(applicationIdentity, {
      path: '',
      kinds: ['list', 'create', 'save', 'sort'],
      sortPageOrder: 2,
      names: { list: 'Applicationlist' },
      paths: { list: 'list', save: 'save/:id' },
      screens: { list: 'ApplicationListPage', save: 'ApplicationSavePage' },
    });
    expect(routes.map((r) => [r.name, r.path, r.title, r.screen, r.resource?.kind, r.sort, r.isVisible])).toEqual([
      ['Applicationlist', 'list', 'Applications', 'ApplicationListPage', 'list', undefined, undefined],
      ['ApplicationCreate', 'create', 'Create Application', 'ApplicationSavePage', 'save', undefined, false],
      ['ApplicationSave', 'save/:id', 'Save Application', 'ApplicationSavePage', 'save', undefined, false],
      ['ApplicationSort', 'sort', 'Sort Applications', undefined, 'sort', 2, undefined],
    ]);
  });

  it('keep names and paths as literal types, so typed links are derived from them', () => {
    const routes = resourceRoutes(zoneDefIdentity, { path: 'zones/defs', paths: { view: 'zones/defs/view/:id?' } });
    type Links = ReturnType<typeof createLinks<RoutesOf<typeof routes>>>;
    expectTypeOf<keyof Links>().toEqualTypeOf<'zoneDefList' | 'zoneDefSave' | 'zoneDefView'>();
    const links = createLinks<RoutesOf<typeof routes>>(area(routes));
    expectTypeOf(links.zoneDefView).toBeCallableWith();
    const patternRoutes = resourceRoutes(zoneDefIdentity, { path: 'x' });
    const patternLinks = createLinks<RoutesOf<typeof patternRoutes>>(area(patternRoutes));
    expectTypeOf(patternLinks.zoneDefSave).toBeCallableWith();
    // @ts-expect-error the view page of the pattern needs an id
    expectTypeOf(patternLinks.zoneDefView).toBeCallableWith();
    // @ts-expect-error a page the resource does not have has no link
    expect(links.zoneDefSort).toBeUndefined();
    expect(links.zoneDefSave({ id: 'z1' })).toBe('/area/zones/defs/save/z1');
    expect(links.zoneDefView()).toBe('/area/zones/defs/view');
  });
});

describe('titleCase', () => {
  it('capitalises each word and leaves capitals and acronyms alone', () => {
    expect(titleCase('Zone definitions')).toBe('Zone Definitions');
    expect(titleCase('Save API key')).toBe('Save API Key');
    expect(titleCase('')).toBe('');
  });
});

describe('the console route table', () => {
  const written = (defs: readonly RouteDef[]): RouteDef[] => defs.flatMap((d) => [d, ...written(d.children ?? [])]);
  const resourceRoutesOfTable = written(routeTable as readonly RouteDef[]).filter((r) => r.resource);

  it('gives no resource route a permission of its own: the identity’s access decides', () => {
    expect(resourceRoutesOfTable.length).toBeGreaterThan(40);
    for (const route of resourceRoutesOfTable) expect(route.permission, route.name).toBeUndefined();
  });

  it('titles every resource list after its identity, as the spec writes it (Zone Definitions)', () => {
    const list = (identity: ResourceIdentity) =>
      resourceRoutesOfTable.find((r) => r.resource!.identity === identity && r.resource!.kind === 'list');
    expect(list(zoneDefIdentity)?.title).toBe('Zone Definitions');
    expect(list(zoneDefIdentity)?.title).toBe(titleCase(zoneDefIdentity.titles.many));
  });
});
