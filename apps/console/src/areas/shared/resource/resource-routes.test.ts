import { describe, expect, it } from 'vitest';
import { applicationIdentity, applicationResource, profileValueResource } from '@portcullis/api-client';
import { resolveRoutes, flattenRoutes } from '../../../routes/navigation';
import { routeTree } from '../../../routes/index';
import { res, type RouteDef } from '../../../routes/route-types';
import { linkTo, recordIdOf, resourceLinks } from './resource-routes';
import { loadDefinition } from './definitions';

const area: RouteDef = {
  path: '/things',
  name: 'Things',
  title: 'Things',
  children: [
    { path: 'create', name: 'ThingCreate', title: 'Create', resource: res(applicationIdentity, 'save') },
    { path: 'save/:id', name: 'ThingSave', title: 'Save', resource: res(applicationIdentity, 'save') },
  ],
};

describe('resource links', () => {
  it('go to the route that takes an id when given one, and to the one that needs none otherwise', () => {
    const save = linkTo(flattenRoutes(resolveRoutes([area])).filter((r) => r.resource?.kind === 'save'))!;
    expect(save()).toBe('/things/create');
    expect(save('42')).toBe('/things/save/42');
  });

  it('pick the applications create page and save page from the console route table', () => {
    const links = resourceLinks(applicationResource);
    expect(links.save!()).toBe('/applications/create');
    expect(links.save!('a1')).toBe('/applications/save/a1');
    expect(links.view!('a1')).toBe('/applications/view/a1');
    expect(links.sort!()).toBe('/applications/sort');
  });

  it('are found for a full definition as for the identity the route table names', () => {
    expect(resourceLinks(applicationResource).view!('a1')).toBe(resourceLinks(applicationIdentity).view!('a1'));
  });

  it('name, in every route of the table, a resource whose full definition the screens can load', async () => {
    for (const route of flattenRoutes(routeTree).filter((r) => r.resource)) {
      const def = await loadDefinition(route.resource!.identity.name);
      expect(def.name, route.name).toBe(route.resource!.identity.name);
      expect(def.access, route.name).toEqual(route.resource!.identity.access);
    }
  });
});

describe('recordIdOf', () => {
  it('reads :id, else the param named after the id field, and nothing from other params', () => {
    const def = { id: 'ApplicationUserId' };
    expect(recordIdOf(def, { id: 'a' })).toBe('a');
    expect(recordIdOf(def, { applicationId: 'app', applicationUserId: 'u' })).toBe('u');
    expect(recordIdOf(def, { applicationId: 'app' })).toBeUndefined();
    expect(recordIdOf({ id: 'BrowserId' }, { userId: 'x' })).toBeUndefined();
  });

  it('reads every key param of a kind keyed by several, and nothing while one is missing', () => {
    expect(recordIdOf(profileValueResource, { id: 'p', username: 'ann' })).toBe('p/ann');
    expect(recordIdOf(profileValueResource, { id: 'p' })).toBeUndefined();
  });
});
