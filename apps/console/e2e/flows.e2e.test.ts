import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { callAs, seededId } from './api';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const REQUESTER = { user: 'e2e.flow.requester', password: 'E2e#FlowRequester-Password1' };
const LEAD = { user: 'e2e.flow.lead', password: 'E2e#FlowLead-Password1' };
const SECURITY = { user: 'e2e.flow.security', password: 'E2e#FlowSecurity-Password1' };
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

const rows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).locator('tbody tr');

async function choose(page: Page, scope: Locator, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

async function pickUser(page: Page, scope: Locator, combobox: string, userName: string) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).fill(userName);
  await page.getByRole('option', { name: new RegExp(userName.replace(/\./g, '\\.')) }).click();
}

async function approveAs(user: { user: string; password: string }) {
  const page = await newPage();
  await signIn(page, baseUrl, user.user, user.password);
  await page.goto(baseUrl + '/userauthrequests/list');
  await page.getByRole('tab', { name: 'To approve' }).click();
  const waiting = rows(page, 'To approve').filter({ hasText: 'Flowed readers' });
  await waiting.waitFor();
  await waiting.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('alertdialog', { name: 'Approve request' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByText('No request is waiting for your decision.').waitFor();
  await page.context().close();
}

/**
 * Forms and approval flows (§2.10, issue 27): a form designed in the browser (reordered by keyboard
 * and by drag, checked live in the preview), a two-stage flow through it, an access package that
 * requests approval through the flow, requested with the form and approved by both stages' approvers,
 * then delivered; the flow's items list it approved.
 */
describe('flows and forms', () => {
  let flowId = '';

  it('designs a form: fields reordered by keyboard and drag, the preview checks with the §5 messages', async () => {
    await adminPage.goto(baseUrl + '/workflow/forms/def');
    const form = adminPage.getByRole('form', { name: 'Save form' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E access form');
    const fields = form.getByRole('list', { name: 'Fields in order' }).locator(':scope > li');
    await expect(fields.count()).resolves.toBe(1); // the definition's initial field: Reason
    await form.getByRole('button', { name: 'Add field' }).click();
    const second = fields.nth(1);
    await second.getByRole('textbox', { name: 'Label', exact: true }).fill('Ticket');
    await choose(adminPage, second, 'Type', 'Web address');

    await form.getByRole('button', { name: 'Move Ticket up' }).click();
    await expect(fields.nth(0).getByRole('textbox', { name: 'Label', exact: true }).inputValue()).resolves.toBe(
      'Ticket',
    );
    // Drag and drop as the browser reports it to the page (a headless mouse drag starts no HTML5 drag).
    const dataTransfer = await adminPage.evaluateHandle(() => new DataTransfer());
    await fields.nth(1).getByTitle('Drag to reorder').dispatchEvent('dragstart', { dataTransfer });
    await fields.nth(0).dispatchEvent('dragover', { dataTransfer });
    await fields.nth(0).dispatchEvent('drop', { dataTransfer });
    await expect
      .poll(() => fields.nth(0).getByRole('textbox', { name: 'Label', exact: true }).inputValue())
      .toBe('Reason');

    const preview = adminPage.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Ticket').fill('ftp://tickets');
    await preview.getByText('Ticket must be a web address starting with https://.').waitFor();
    await preview.getByLabel('Ticket').fill('https://tickets.example.com/1');
    await expect(preview.getByText('Ticket must be a web address').count()).resolves.toBe(0);
    expect(await axe(adminPage), 'form designer').toEqual([]);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.waitForURL('**/workflow/forms');
    await rows(adminPage, 'Forms').filter({ hasText: 'e2e-access-form' }).waitFor();
    expect(await axe(adminPage), 'form list').toEqual([]);
  });

  it('defines a two-stage flow through the form', async () => {
    await createUser(LEAD);
    await createUser(SECURITY);
    await adminPage.goto(baseUrl + '/workflow/flows/save');
    const form = adminPage.getByRole('form', { name: 'Save flow' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E two stages');
    await choose(adminPage, form, 'Form the requester fills', 'E2E access form');
    const stages = form.getByRole('list', { name: 'Stages in order' }).locator(':scope > li');
    const first = stages.nth(0);
    await first.getByLabel('Stage title').fill('Lead');
    await choose(adminPage, first, 'Approver 1', 'A user');
    await pickUser(adminPage, first, 'Approver 1: user', LEAD.user);

    await form.getByRole('button', { name: 'Add stage' }).click();
    const second = stages.nth(1);
    await second.getByLabel('Stage title').fill('Security');
    await choose(adminPage, second, 'Decision', 'Every approver must approve');
    await choose(adminPage, second, 'Approver 1', 'A user');
    await pickUser(adminPage, second, 'Approver 1: user', SECURITY.user);
    expect(await axe(adminPage), 'flow form').toEqual([]);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.waitForURL('**/workflow/flows/view/*');
    flowId = adminPage.url().split('/').pop()!;
    const saved = await call<{ Stages: Array<{ Title: string; Decision: string }> }>('GET', `/flow/get/${flowId}`);
    expect(saved.Stages.map((s) => [s.Title, s.Decision])).toEqual([
      ['Lead', 'AnyOf'],
      ['Security', 'AllOf'],
    ]);
    expect(await axe(adminPage), 'flow view').toEqual([]);
  });

  it('approves a requested access package through the flow, then delivers it', async () => {
    expect(flowId).not.toBe('');
    const requesterId = await createUser(REQUESTER);
    const catalog = await call<{ CatalogId: string }>('POST', '/catalog/save', {
      Title: 'E2E flow catalog',
      Name: 'e2e-flow-catalog',
      IsEnabled: true,
      OwnerIds: [],
    });
    const pkg = await call<{ AccessPackageId: string }>('POST', '/access-package/save', {
      Title: 'Flowed readers',
      Name: 'e2e-flowed-readers',
      CatalogId: catalog.CatalogId,
      State: 1,
      RequestableBy: 1,
      RequestorGroupIds: [],
      ApprovalStages: 3,
      FlowId: flowId,
      FirstApproverIds: [],
      SecondApproverIds: [],
      FallbackApproverIds: [],
      RequireJustification: false,
      Questions: [],
    });

    const requester = await newPage();
    await signIn(requester, baseUrl, REQUESTER.user, REQUESTER.password);
    await requester.goto(baseUrl + '/userauthrequests/list');
    await requester.getByRole('button', { name: 'Request access' }).click();
    const dialog = requester.getByRole('dialog', { name: 'Request access' });
    await choose(requester, dialog, 'Access package', /Flowed readers/);
    await dialog.getByRole('button', { name: 'Request' }).click();
    await dialog.getByText('Reason is required.').waitFor(); // checked by the form model before sending
    await dialog.getByLabel('Reason').fill('Quarterly audit of the directory');
    await dialog.getByLabel('Ticket').fill('https://tickets.example.com/42');
    expect(await axe(requester), 'request dialog with the flow form').toEqual([]);
    await dialog.getByRole('button', { name: 'Request' }).click();
    await rows(requester, 'My requests').filter({ hasText: 'Pending approval' }).waitFor();

    await approveAs(LEAD);
    await approveAs(SECURITY);

    await requester.reload();
    await rows(requester, 'My requests').filter({ hasText: 'Delivered' }).waitFor();
    const assignments = await call<{ Data: Array<{ AccessPackageId: string }> }>(
      'POST',
      `/user/${requesterId}/access-packages`,
      { CurrentPage: 1, ItemPerPage: 10 },
    );
    expect(assignments.Data.map((a) => a.AccessPackageId)).toEqual([pkg.AccessPackageId]);

    await adminPage.goto(baseUrl + `/workflow/flow/${flowId}/items`);
    const item = rows(adminPage, 'Items of E2E two stages').filter({ hasText: 'Approved' });
    await item.waitFor();
    expect(await axe(adminPage), 'flow items').toEqual([]);
    await item.getByRole('link').first().click();
    await adminPage.waitForURL('**/workflow/flow/items/*');
    await adminPage.getByText(/approved stage Security/).waitFor();
    await adminPage.getByText(/Reason: Quarterly audit of the directory/).waitFor();
    expect(await axe(adminPage), 'flow item').toEqual([]);
  });
});
