import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs, seededId } from './api';
import { openTab, useSignedInPage } from './browser';

const baseUrl = inject('baseUrl');

/** Issue 22: every tab of the role, group, user and application views shows its own rows, whatever was open before. */
const MEMBER = { user: 'e2e.tabs.member', password: 'E2e#TabsMember-Password1' };
const HELPDESK_ROLE = seededId('role-helpdesk');
const AUDITOR_ROLE = seededId('role-auditor');
const HELPDESK_PERMISSIONS = [
  'System.Management.Dashboard',
  'System.Management.User.List',
  'System.Management.User.View',
  'System.Management.User.Edit',
];
const AUDITOR_PERMISSIONS = ['System.Management.Dashboard', 'System.Management.Audit.List'];

let page: Page;
useSignedInPage((s) => ({ page } = s), { context: { viewport: { width: 1400, height: 900 } } });
let memberId: string;
let groupId: string;
beforeAll(async () => {
  memberId = (
    await call<{ UserId: string }>('POST', '/user/createuser', {
      UserName: MEMBER.user,
      UserSourceId: seededId('source-local'),
      UserType: 0,
      IsEnabled: true,
      Password: MEMBER.password,
    })
  ).UserId;
  groupId = (
    await call<{ GroupDefId: string }>('POST', '/group/SaveGroupDef', {
      Name: 'e2e-tabs-group',
      Title: 'E2E Tabs Group',
      State: 1,
    })
  ).GroupDefId;
  const browserList = await permissionIdOf('System.Management.Browser.List');
  await call('POST', `/group/def/${groupId}/objects/assign`, { Kind: 'members', ObjectIds: [memberId] });
  await call('POST', `/group/def/${groupId}/objects/assign`, { Kind: 'permissions', ObjectIds: [browserList] });
  await call('POST', `/group/def/${groupId}/objects/assign`, { Kind: 'roles', ObjectIds: [AUDITOR_ROLE] });
  await call('POST', `/user/${memberId}/objects/assign`, { Kind: 'roles', ObjectIds: [HELPDESK_ROLE] });
  await call('POST', `/user/${memberId}/objects/assign`, {
    Kind: 'permissions',
    ObjectIds: [await permissionIdOf('System.Management.Platform.List')],
  });
});

const call = <T = unknown>(method: string, path: string, body?: unknown) => callAs<T>(page, method, path, body);

async function permissionIdOf(name: string): Promise<string> {
  const found = await call<{ Data: Array<{ PermissionDefId: string }> }>('POST', '/permission/def/list', {
    CurrentPage: 1,
    ItemPerPage: 1,
    Filters: [{ Column: 'Name', Value: name, Operator: 0 }],
  });
  return found.Data[0]!.PermissionDefId;
}

/** The text of each body row of the grid named `name`, once it has loaded. */
async function rowsOf(name: string): Promise<string[]> {
  const grid = page.getByRole('grid', { name, exact: true });
  await grid.and(page.locator('[aria-busy="false"]')).waitFor();
  const rows = await grid.locator('tbody tr[aria-rowindex]').allTextContents();
  return rows.map((row) => row.trim());
}

/** Opens tab `tab` and returns the rows of the grid it shows. */
async function rowsOfTab(tab: string, grid: string): Promise<string[]> {
  await openTab(page, tab);
  return rowsOf(grid);
}

/** Moves to `path` inside the console as a typed link does (history, no page load). */
async function navigateInPlace(path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

const containsEach = (rows: string[], texts: string[]) => texts.every((t) => rows.some((row) => row.includes(t)));

describe('object view tabs show their own rows', () => {
  it("a role's Members and Permissions, in either order, and its counts follow a change on a tab", async () => {
    await page.goto(`${baseUrl}/security/roles/defs/view/${HELPDESK_ROLE}`);
    for (let round = 0; round < 2; round++) {
      const members = await rowsOfTab('Members', 'Members of Helpdesk');
      expect(members).toHaveLength(1);
      expect(members[0]).toContain(MEMBER.user);
      const permissions = await rowsOfTab('Permissions', 'Permissions of Helpdesk');
      expect(permissions).toHaveLength(HELPDESK_PERMISSIONS.length);
      expect(containsEach(permissions, HELPDESK_PERMISSIONS)).toBe(true);
      expect(permissions.some((row) => row.includes(MEMBER.user))).toBe(false);
    }
    const facts = page.locator('main dl');
    await expect(facts.textContent()).resolves.toMatch(/Members\s*1/);

    // Removing the member on its tab refreshes the view's Members count in place.
    await openTab(page, 'Members');
    await page
      .getByRole('grid', { name: 'Members of Helpdesk' })
      .getByRole('button', { name: /Remove/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('grid', { name: 'Members of Helpdesk' }).getByText('No members').waitFor();
    await page.waitForFunction(() => /Members\s*0/.test(document.querySelector('main dl')?.textContent ?? ''));
    await call('POST', `/user/${memberId}/objects/assign`, { Kind: 'roles', ObjectIds: [HELPDESK_ROLE] });
  });

  it('a role view reached by changing its id in place shows the new role on the open tab', async () => {
    await page.goto(`${baseUrl}/security/roles/defs/view/${HELPDESK_ROLE}#permissions`);
    await page.reload();
    expect(await rowsOf('Permissions of Helpdesk')).toHaveLength(HELPDESK_PERMISSIONS.length);
    await navigateInPlace(`/security/roles/defs/view/${AUDITOR_ROLE}#permissions`);
    const rows = await rowsOf('Permissions of Auditor');
    expect(rows).toHaveLength(AUDITOR_PERMISSIONS.length);
    expect(containsEach(rows, AUDITOR_PERMISSIONS)).toBe(true);
    expect(rows.some((row) => row.includes('System.Management.User.Edit'))).toBe(false);
  });

  it("a group's Members, Permissions and Roles", async () => {
    await page.goto(`${baseUrl}/directory/defs/${groupId}/objects`);
    for (const order of [
      ['members', 'permissions', 'roles'],
      ['roles', 'members', 'permissions'],
    ] as const) {
      for (const kind of order) {
        const tab = kind.charAt(0).toUpperCase() + kind.slice(1);
        const rows = await rowsOfTab(tab, `Group ${kind}`);
        expect(rows, tab).toHaveLength(1);
        const expected = { members: MEMBER.user, permissions: 'Browser.List', roles: 'Auditor' }[kind];
        expect(rows[0], tab).toContain(expected);
      }
    }
  });

  it("a user's Groups, Roles and Permissions, and another user reached in place", async () => {
    await page.goto(`${baseUrl}/directory/users/view/${memberId}`);
    const expected = { groups: 'E2E Tabs Group', roles: 'Helpdesk', permissions: 'Platform.List' };
    for (const kind of ['groups', 'roles', 'permissions', 'groups', 'permissions', 'roles'] as const) {
      const rows = await rowsOfTab(kind.charAt(0).toUpperCase() + kind.slice(1), `User ${kind}`);
      expect(rows, kind).toHaveLength(1);
      expect(rows[0], kind).toContain(expected[kind]);
    }
    // Every other tab of the view: its own table, none of the three tabs' objects in it (Audit may name them).
    const markers = Object.values(expected);
    for (const tab of USER_TABS_WITH_TABLES) {
      await openTab(page, tab.label);
      const rows = await rowsOf(tab.grid);
      if (tab.label !== 'Audit')
        expect(
          rows.filter((row) => markers.some((m) => row.includes(m))),
          tab.label,
        ).toEqual([]);
    }
    expect(await rowsOfTab('Groups', 'User groups')).toEqual([expect.stringContaining(expected.groups)]);
    const adminId = seededId('user-admin');
    await navigateInPlace(`/directory/users/view/${adminId}`);
    await page.getByRole('heading', { name: 'Administrator' }).waitFor();
    const adminRows = await rowsOfTab('Roles', 'User roles');
    expect(adminRows.some((row) => row.includes('Helpdesk'))).toBe(false);
  });

  it("an application's tabs each show what that tab shows on its own", async () => {
    const apps = await call<{ Data: Array<{ ApplicationId: string }> }>('POST', '/application/list', {
      CurrentPage: 1,
      ItemPerPage: 1,
    });
    const view = `${baseUrl}/applications/view/${apps.Data[0]!.ApplicationId}`;
    const tabs = [
      ['Keys', 'keys'],
      ['Users', 'users'],
      ['Members', 'members'],
      ['Sessions', 'sessions'],
    ] as const;
    // Each tab alone: the view opened on it from the address.
    const alone = new Map<string, string[]>();
    for (const [tab] of tabs) {
      await page.goto(`${view}#${tab}`);
      await page.reload();
      alone.set(tab, await rowsOf(await gridNameOfSelectedTab()));
    }
    await page.goto(view);
    for (const [tab] of [...tabs, ...[...tabs].reverse()]) {
      await openTab(page, tab);
      expect(await rowsOf(await gridNameOfSelectedTab()), tab).toEqual(alone.get(tab));
    }
  });
});

/** The user view's other tabs that hold a table, and the table's name. */
const USER_TABS_WITH_TABLES = [
  { label: 'Applications', grid: 'User applications' },
  { label: 'Sessions', grid: 'User sessions' },
  { label: 'Devices', grid: 'User devices' },
  { label: 'Aliases', grid: 'User aliases' },
  { label: 'Audit', grid: 'User audit' },
  { label: 'Agreements', grid: 'User agreements' },
  { label: 'Resource history', grid: 'User resourcesHistory' },
  { label: 'Pending resources', grid: 'User resourcesPending' },
] as const;

/** The name of the grid inside the selected tab's panel. */
async function gridNameOfSelectedTab(): Promise<string> {
  const panel = page.getByRole('tabpanel');
  const grid = panel.getByRole('grid').first();
  await grid.waitFor();
  return (await grid.getAttribute('aria-label')) ?? '';
}
