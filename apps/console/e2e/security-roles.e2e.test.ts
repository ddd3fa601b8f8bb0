import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, seededId } from './api';
import { newContext, signIn, useSignedInPage } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');

const MEMBER = { user: 'e2e.role.member', password: 'E2e#Member-Password1' };
const EDITOR = { user: 'e2e.role.editor', password: 'E2e#Editor-Password1' };
const SUPER_ADMIN_ROLE = '00000000-0000-4000-8000-000000000010';

let browser: Browser;
let page: Page;
useSignedInPage((s) => ({ browser, page } = s));

const call = <T = unknown>(method: string, path: string, body?: unknown) => callAs<T>(page, method, path, body);

/** The seeded local user source: its id is md5('source-local') read as a uuid, as the seed writes it. */
const LOCAL_SOURCE = seededId('source-local');

/** Creates a user with a password through the API (the user form is tested elsewhere). */
async function createUser(user: { user: string; password: string }): Promise<string> {
  const created = await call<{ UserId: string }>('POST', '/user/createuser', {
    UserName: user.user,
    UserSourceId: LOCAL_SOURCE,
    UserType: 0,
    IsEnabled: true,
    Password: user.password,
  });
  return created.UserId;
}

const permissionIdOf = async (name: string) =>
  (
    await call<{ Data: Array<{ PermissionDefId: string }> }>('POST', '/permission/def/list', {
      CurrentPage: 1,
      ItemPerPage: 1,
      Filters: [{ Column: 'Name', Value: name, Operator: 0 }],
    })
  ).Data[0]!.PermissionDefId;

const tab = (name: string) => page.getByRole('tab', { name });
const grid = (name: string) => page.getByRole('grid', { name }).locator('tbody tr');

/**
 * Security → roles, permissions and policies (§2.7): a role built in the browser confers its
 * permissions on its members until it is disabled; the super-admin role's assignment opens from Get
 * Started for super admins only; a password policy changed here is what the user form enforces.
 */
describe('roles, permissions and password policies', () => {
  it('creates a role with a permission, gives it to a user, and takes the permission away by disabling it', async () => {
    await createUser(MEMBER);
    await page.goto(baseUrl + '/security/roles/defs');
    await page.getByRole('button', { name: 'Create role' }).click();
    const form = page.getByRole('form', { name: 'Save role' });
    await form.getByLabel('Title').fill('Browser Readers');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('browser-readers');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/security\/roles\/defs\/view\/[0-9a-f-]{36}$/);
    const roleUrl = page.url();

    await tab('Permissions').click();
    await page.getByRole('button', { name: 'Add permission' }).click();
    await page.getByRole('combobox', { name: 'Permission' }).fill('Browser.List');
    await page.getByRole('option', { name: /Browser List/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await grid('Permissions of Browser Readers').filter({ hasText: 'System.Management.Browser.List' }).waitFor();

    await tab('Members').click();
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('combobox', { name: 'Member' }).fill(MEMBER.user);
    await page.getByRole('option', { name: new RegExp(MEMBER.user.replace(/\./g, '\\.')) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await grid('Members of Browser Readers').filter({ hasText: MEMBER.user }).waitFor();

    const member = await (await newContext(browser)).newPage();
    await signIn(member, baseUrl, MEMBER.user, MEMBER.password);
    await member.goto(baseUrl + '/system/browsers');
    await member.getByRole('grid', { name: 'Browsers' }).getByText('Mozilla Firefox').waitFor();

    await page.goto(roleUrl);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Save role' });
    await edit.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(roleUrl);
    await expect(page.locator('main dl').textContent()).resolves.toContain('Disabled');

    // The member's next request no longer carries the permission: the page and its call are refused.
    await member.reload();
    await member.getByRole('heading', { name: 'Access forbidden' }).waitFor();
    const status = await member.evaluate(async () => {
      const res = await fetch('/browser/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({ CurrentPage: 1, ItemPerPage: 5 }),
      });
      return res.status;
    });
    expect(status).toBe(403);
    await member.context().close();
  });

  it("opens the super-admin role's assignment from Get Started for a super admin, locked for a role editor", async () => {
    await page.goto(baseUrl + '/dashboard/get-started');
    await page.getByRole('link', { name: 'Assign a super admin' }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/security/roles/defs/view/${SUPER_ADMIN_ROLE}`));
    await page.getByRole('dialog', { name: /^Add member to / }).waitFor();
    expect(await axe(page), 'assignment dialog').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    const editorId = await createUser(EDITOR);
    for (const name of [
      'System.Management.RoleDef.List',
      'System.Management.RoleDef.Edit',
      'System.Management.User.List',
    ])
      await call('POST', `/permission/def/${await permissionIdOf(name)}/members/assign`, { ObjectIds: [editorId] });
    const editor = await (await newContext(browser)).newPage();
    await signIn(editor, baseUrl, EDITOR.user, EDITOR.password);
    await editor.goto(baseUrl + `/security/roles/defs/view/${SUPER_ADMIN_ROLE}#action=assign-new-user`);
    const locked = editor.getByRole('link', { name: 'Add member' });
    await locked.waitFor();
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    expect(await editor.getByRole('dialog').count()).toBe(0);
    await locked.focus();
    await expect(editor.getByRole('tooltip').textContent()).resolves.toBe("You don't have access to this feature!");
    await editor.context().close();
  });

  it('enforces a changed password policy in the user form', async () => {
    await page.goto(baseUrl + '/security/policy/defs');
    await page.getByRole('grid', { name: 'Policies' }).getByRole('link', { name: 'Default' }).click();
    await page.waitForURL(/\/security\/policy\/defs\/view\/[0-9a-f-]{36}$/);
    const policyUrl = page.url();
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Save password policy' });
    await form.getByLabel('Minimum length').fill('20');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(policyUrl);

    try {
      await page.goto(baseUrl + '/directory/users/create');
      await page.getByLabel('Password', { exact: true }).fill('Short#Pass1');
      const rules = page.getByRole('list', { name: 'Password policy' });
      await rules.getByText('Use at least 20 characters.').waitFor();
      await page.getByLabel('Password', { exact: true }).fill('Long-enough#Password1');
      await rules.waitFor({ state: 'detached' });
    } finally {
      await page.goto(policyUrl);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('form', { name: 'Save password policy' }).getByLabel('Minimum length').fill('8');
      await page.getByRole('form', { name: 'Save password policy' }).getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(policyUrl);
    }
  });

  // One screen per test: a loaded machine slows a test, not a walk through nine screens.
  it.each([
    ['role list', '/security/roles/defs', () => grid('Roles').first().waitFor()],
    ['role save', '/security/roles/defs/save', () => page.getByRole('form', { name: 'Save role' }).waitFor()],
    ['permission list', '/security/permissions/defs', () => grid('Permissions').first().waitFor()],
    [
      'permission save',
      '/security/permissions/defs/save',
      () => page.getByRole('form', { name: 'Save permission' }).waitFor(),
    ],
    ['policy list', '/security/policy/defs', () => grid('Policies').first().waitFor()],
    [
      'policy save',
      '/security/policy/defs/save',
      () => page.getByRole('form', { name: 'Save password policy' }).waitFor(),
    ],
  ] as Array<[string, string, () => Promise<unknown>]>)(
    'has no axe violations on the %s screen',
    async (name, path, ready) => {
      await page.goto(baseUrl + path);
      await ready();
      expect(await axe(page), name).toEqual([]);
    },
  );

  it('has no axe violations on the role view', async () => {
    await page.goto(baseUrl + `/security/roles/defs/view/${SUPER_ADMIN_ROLE}#permissions`);
    await page.locator('main dl').waitFor();
    await tab('Permissions').waitFor();
    expect(await axe(page), 'role view').toEqual([]);
  });

  it('has no axe violations on the permission view', async () => {
    await page.goto(baseUrl + `/security/permissions/defs/view/${await permissionIdOf('System.Management.Dashboard')}`);
    await tab('Members').waitFor();
    expect(await axe(page), 'permission view').toEqual([]);
  });

  it('has no axe violations on the policy view', async () => {
    await page.goto(baseUrl + '/security/policy/defs');
    await page.getByRole('grid', { name: 'Policies' }).getByRole('link', { name: 'Partners' }).click();
    await page.locator('main dl').waitFor();
    expect(await axe(page), 'policy view').toEqual([]);
  });
});
