import { describe, expect, it } from 'vitest';
import { flattenRoutes, isVisibleRoute, type AccessContext } from './navigation';
import { links, matchRoute, routeTree } from './index';
import { pageTrail } from './page-trail';

const admin: AccessContext = { permissions: [], isSuperAdmin: true, featureFlags: [], tenantName: 'default' };
const helpdesk: AccessContext = {
  permissions: ['System.Management.User.List', 'System.Management.User.View'],
  isSuperAdmin: false,
  featureFlags: [],
  tenantName: 'default',
};
const routeAt = (path: string) => matchRoute(path)!.route;

describe('page trail (breadcrumbs from the route table)', () => {
  it('gives a view and a save page section › list › page, linking the section and the list', () => {
    expect(pageTrail(routeAt(links.userView({ id: '7' })), admin)).toEqual([
      { title: 'Directory', href: links.listUser() },
      { title: 'Users', href: links.listUser() },
      { title: 'User', href: null },
    ]);
    expect(pageTrail(routeAt(links.roleDefSave({ id: '3' })), admin)).toEqual([
      { title: 'Security', href: links.authenticatorList() },
      { title: 'Roles', href: links.roleDefList() },
      { title: 'Save Role', href: null },
    ]);
  });

  it('links only what the user may open: the section goes to the first child they may see', () => {
    const trail = pageTrail(routeAt(links.userView({ id: '7' })), helpdesk);
    expect(trail.map((s) => s.href)).toEqual([links.listUser(), links.listUser(), null]);
    // A section the user may see nothing of is named but not linked, and no list is claimed.
    expect(pageTrail(routeAt(links.roleDefView({ id: '3' })), helpdesk)).toEqual([
      { title: 'Security', href: null },
      { title: 'Role', href: null },
    ]);
  });

  it('gives none to pages in the navigation, public pages and the hidden shell routes', () => {
    expect(pageTrail(routeAt(links.listUser()), admin)).toEqual([]);
    expect(pageTrail(routeAt(links.roleDefList()), admin)).toEqual([]);
    expect(pageTrail(routeAt(links.logout()), admin)).toEqual([]);
    expect(pageTrail(routeAt(links.accessForbidden()), admin)).toEqual([]);
  });

  it('ends every hidden page of a section with its own title, each link leading to a page in the menu', () => {
    const pages = flattenRoutes(routeTree).filter((r) => r.depth > 0 && !isVisibleRoute(r) && !r.isPublic);
    let withTrail = 0;
    for (const page of pages) {
      const trail = pageTrail(page, admin);
      if (trail.length === 0) continue;
      withTrail++;
      expect(trail.at(-1)).toEqual({ title: page.title, href: null });
      for (const step of trail.slice(0, -1)) {
        if (!step.href) continue;
        const target = matchRoute(step.href);
        expect(target, `${page.name}: ${step.title} → ${step.href}`).not.toBeNull();
        expect(isVisibleRoute(target!.route), `${page.name}: ${step.title} is in the menu`).toBe(true);
      }
    }
    expect(withTrail).toBeGreaterThan(50);
  });
});
