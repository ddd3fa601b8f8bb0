import { describe, expect, it } from 'vitest';
import { applicationResource } from '@portcullis/api-client';
import { resolveRoutes, flattenRoutes } from '../../../routes/navigation';
import { res, type RouteDef } from '../../../routes/route-types';
import { linkTo, resourceLinks } from './resource-routes';

const area: RouteDef = {
  path: '/things',
  name: 'Things',
  title: 'Things',
  children: [
    { path: 'create', name: 'ThingCreate', title: 'Create', resource: res(applicationResource, 'save') },
    { path: 'save/:id', name: 'ThingSave', title: 'Save', resource: res(applicationResource, 'save') },
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
});
