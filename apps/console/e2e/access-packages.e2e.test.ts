import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callAs, seededId } from './api';
import { launchChromium, openTab, signIn } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const REQUESTER = { user: 'e2e.package.requester', password: 'E2e#Requester-Password1' };
const APPROVER = { user: 'e2e.package.approver', password: 'E2e#Approver-Password1' };
const LOCAL_SOURCE = seededId('source-local');

let browser: Browser;
let adminPage: Page;
beforeAll(async () => {
  browser = await launchChromium();
  adminPage = await newPage();
  await signIn(adminPage, baseUrl, admin.user, admin.password);
});
afterAll(async () => browser?.close());

async function newPage(): Promise<Page> {
  return (await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } })).newPage();
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

const requesterIdOf = async () =>
  (
    await call<{ Data: Array<{ UserId: string }> }>('POST', '/user/userlist', {
      CurrentPage: 1,
      ItemPerPage: 1,
      Filters: [{ Column: 'UserName', Value: REQUESTER.user, Operator: 0 }],
    })
  ).Data[0]!.UserId;

const rows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).locator('tbody tr');

/**
 * Access packages and requests (§2.4, §2.5): a package set up by the admin, requested by one user in
 * the browser, approved by its approver in the browser, after which the requester holds its access.
 */
describe('access packages', () => {
  it('is requested by one user, approved by its approver, and its access granted', async () => {
    const [requesterId, approverId] = [await createUser(REQUESTER), await createUser(APPROVER)];
    const catalog = await call<{ CatalogId: string }>('POST', '/catalog/save', {
      Title: 'E2E catalog',
      Name: 'e2e-catalog',
      IsEnabled: true,
      OwnerIds: [],
    });
    const pkg = await call<{ AccessPackageId: string }>('POST', '/access-package/save', {
      Title: 'Audit readers',
      Name: 'e2e-audit-readers',
      CatalogId: catalog.CatalogId,
      State: 1,
      RequestableBy: 1,
      RequestorGroupIds: [],
      ApprovalStages: 1,
      FirstApproverIds: [approverId],
      SecondApproverIds: [],
      FallbackApproverIds: [],
      RequireJustification: true,
      Questions: ['Which team are you in?'],
    });
    const permission = (
      await call<{ Data: Array<{ PermissionDefId: string }> }>('POST', '/permission/def/list', {
        CurrentPage: 1,
        ItemPerPage: 1,
        Filters: [{ Column: 'Name', Value: 'System.Management.Audit.List', Operator: 0 }],
      })
    ).Data[0]!.PermissionDefId;
    await call('POST', `/access-package/${pkg.AccessPackageId}/permissions/assign`, { ObjectIds: [permission] });

    // The package's objects page shows what it bundles.
    await adminPage.goto(baseUrl + `/governance/access-packages/${pkg.AccessPackageId}/objects`);
    await adminPage.getByRole('heading', { name: 'Audit readers' }).waitFor();

    // The requester asks for it.
    const requester = await newPage();
    await signIn(requester, baseUrl, REQUESTER.user, REQUESTER.password);
    await requester.goto(baseUrl + '/userauthrequests/list');
    await requester.getByRole('button', { name: 'Request access' }).click();
    const dialog = requester.getByRole('dialog', { name: 'Request access' });
    await dialog.getByRole('combobox', { name: 'Access package' }).click();
    await requester.getByRole('option', { name: /Audit readers/ }).click();
    await dialog.getByLabel('Justification').fill('Quarterly audit');
    await dialog.getByLabel('Which team are you in?').fill('Finance');
    expect(await axe(requester), 'request dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Request' }).click();
    await rows(requester, 'My requests').filter({ hasText: 'Pending approval' }).waitFor();
    expect(await axe(requester), 'my requests').toEqual([]);

    // The approver sees it waiting and approves it.
    const approver = await newPage();
    await signIn(approver, baseUrl, APPROVER.user, APPROVER.password);
    await approver.goto(baseUrl + '/userauthrequests/list');
    await approver.getByRole('tab', { name: 'To approve' }).click();
    const waiting = rows(approver, 'To approve').filter({ hasText: 'Audit readers' });
    await waiting.waitFor();
    await waiting.getByRole('button', { name: /^Approve/ }).click();
    await approver
      .getByRole('alertdialog', { name: 'Approve request' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await approver.getByText('No request is waiting for your decision.').waitFor();

    // The requester sees it delivered, and holds the permission.
    await requester.reload();
    await rows(requester, 'My requests').filter({ hasText: 'Delivered' }).waitFor();
    const assignments = await call<{ Data: Array<{ AccessPackageId: string }> }>(
      'POST',
      `/user/${requesterId}/access-packages`,
      { CurrentPage: 1, ItemPerPage: 10 },
    );
    expect(assignments.Data.map((a) => a.AccessPackageId)).toEqual([pkg.AccessPackageId]);
    // The permission the package holds now lets the requester read the audit.
    await expect(callAs(requester, 'POST', '/Audit/list', { CurrentPage: 1, ItemPerPage: 1 })).resolves.toBeDefined();

    // The requester's user view lists the package.
    await adminPage.goto(baseUrl + `/directory/users/view/${requesterId}`);
    await openTab(adminPage, 'Access packages');
    await rows(adminPage, 'Access packages').filter({ hasText: 'Audit readers' }).waitFor();
    await expect(rows(adminPage, 'Access packages').first().textContent()).resolves.toContain('Access request');
  });

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
    const ownerId = await createUser({ user: 'e2e.owner', password: 'E2e#Owner-Password1' });
    await adminPage.goto(baseUrl + '/governance/object-owners');
    await adminPage.getByRole('button', { name: 'Add owner' }).click();
    await adminPage.waitForURL('**/governance/object-owners/save');
    await adminPage.getByRole('combobox', { name: 'Object', exact: true }).fill('e2e.package.requester');
    await adminPage.getByRole('option', { name: /e2e\.package\.requester/ }).click();
    await adminPage.getByRole('combobox', { name: 'Owner', exact: true }).fill('e2e.owner');
    await adminPage.getByRole('option', { name: /e2e\.owner/ }).click();
    expect(await axe(adminPage), 'owner form').toEqual([]);
    await adminPage.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.waitForURL('**/governance/object-owners');
    const row = rows(adminPage, 'Object owners').filter({ hasText: 'e2e.owner' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Governance owner');
    expect(await axe(adminPage), 'owner list').toEqual([]);
    const owners = await call<Array<{ OwnerUserId: string }>>('GET', `/user/getUserOwners/${await requesterIdOf()}`);
    expect(owners.map((o) => o.OwnerUserId)).toContain(ownerId);
  });
});
