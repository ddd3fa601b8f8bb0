import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, seededId } from './api';
import { SCREEN_CONTEXT, useSignedInPage } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');

const OWNED = { user: 'e2e.owned.user', password: 'E2e#Owned-Password1' };
const LOCAL_SOURCE = seededId('source-local');

let browser: Browser;
let adminPage: Page;
useSignedInPage((s) => ({ browser, page: adminPage } = s));

async function newPage(): Promise<Page> {
  return (await browser.newContext(SCREEN_CONTEXT)).newPage();
}
const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  callAs<T>(adminPage, method, path, body);

async function createUser(user: { user: string; password: string }): Promise<string> {
  return (
    await call<{ UserId: string }>('POST', '/user/createuser', {
      UserName: user.user,
      UserSourceId: LOCAL_SOURCE,
      UserType: 0,
      IsEnabled: true,
      Password: user.password,
    })
  ).UserId;
}

const rows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).locator('tbody tr');

/**
 * Access packages' screens (§2.4): a catalog made with the generic screens, the package form, and an
 * object owner given with the owner pickers. Requesting and approving a package is in governance.e2e.
 */
describe('access packages', () => {
  it('creates a catalog with the generic screens, and shows the access package form', async () => {
    await adminPage.goto(baseUrl + '/governance/catalogs');
    await adminPage.getByRole('button', { name: 'Create catalog' }).click();
    await adminPage.waitForURL('**/governance/catalogs/save');
    const form = adminPage.getByRole('form', { name: 'Save catalog' });
    await form.getByLabel('Title').fill('Finance tools');
    expect(await axe(adminPage), 'catalog form').toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await adminPage.waitForURL('**/governance/catalogs');
    await rows(adminPage, 'Catalogs').filter({ hasText: 'finance-tools' }).waitFor();
    expect(await axe(adminPage), 'catalog list').toEqual([]);

    await adminPage.goto(baseUrl + '/governance/access-packages/save');
    await adminPage.getByRole('form', { name: 'Save access package' }).getByLabel('Title').waitFor();
    expect(await axe(adminPage), 'access package form').toEqual([]);
  });

  it('gives an object an owner with the owner pickers, and shows it on the object owners list', async () => {
    const ownedId = await createUser(OWNED);
    const ownerId = await createUser({ user: 'e2e.owner', password: 'E2e#Owner-Password1' });
    await adminPage.goto(baseUrl + '/governance/object-owners');
    await adminPage.getByRole('button', { name: 'Add owner' }).click();
    await adminPage.waitForURL('**/governance/object-owners/save');
    await adminPage.getByRole('combobox', { name: 'Object', exact: true }).fill(OWNED.user);
    await adminPage.getByRole('option', { name: /e2e\.owned\.user/ }).click();
    await adminPage.getByRole('combobox', { name: 'Owner', exact: true }).fill('e2e.owner');
    await adminPage.getByRole('option', { name: /e2e\.owner/ }).click();
    expect(await axe(adminPage), 'owner form').toEqual([]);
    await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.waitForURL('**/governance/object-owners');
    const row = rows(adminPage, 'Object owners').filter({ hasText: 'e2e.owner' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Governance owner');
    expect(await axe(adminPage), 'owner list').toEqual([]);
    const owners = await call<Array<{ OwnerUserId: string }>>('GET', `/user/getUserOwners/${ownedId}`);
    expect(owners.map((o) => o.OwnerUserId)).toContain(ownerId);
  });
});
