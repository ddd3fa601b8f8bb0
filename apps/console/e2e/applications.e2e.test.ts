import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSignedInPage } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');

let page: Page;
useSignedInPage((s) => ({ page } = s), { permissions: ['clipboard-read', 'clipboard-write'] });

const grid = (name: string) => page.getByRole('grid', { name });
const firstRow = (name: string) => grid(name).locator('tbody tr').first().waitFor();
const noViolations = async (what: string) => expect(await axe(page), what).toEqual([]);

/**
 * Applications (§2.6) through the browser: create one from Get Started, give it an OAuth key whose
 * secret is shown once, expire the key and find it on the awareness card, assign a user and see the
 * assignment on the user's Applications tab; axe on every screen of the area.
 */
describe('applications', () => {
  let appUrl = '';

  it('creates an application from Get Started and issues an OAuth key whose secret is shown once', async () => {
    await page.goto(baseUrl + '/dashboard/get-started');
    await page.getByRole('link', { name: 'Create an app' }).click();
    await page.waitForURL('**/applications/create');
    await noViolations('create application');
    const form = page.getByRole('form', { name: 'Save application' });
    await form.getByLabel('Title').fill('Partner Portal');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('partner-portal');
    await form.getByLabel('Home page').fill('https://partners.example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/applications\/view\/[0-9a-f-]{36}$/);
    appUrl = page.url();
    await page.getByRole('tab', { name: 'Keys', selected: true }).waitFor();
    await page.getByText('This application has no keys yet.').waitFor();
    await noViolations('application view');

    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create key' });
    await dialog.getByText('A client id and client secret for the OAuth 2.0').waitFor();
    await noViolations('create key dialog');
    await dialog.getByLabel('Title').fill('Portal sign-in');
    await dialog.getByLabel('Redirect URIs').fill('http://partners.example.com/callback');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText(/must use https/).waitFor();
    await dialog.getByLabel('Redirect URIs').fill('https://partners.example.com/callback');
    const created = page.waitForResponse((r) => r.url().endsWith('/application/key/create'));
    await dialog.getByRole('button', { name: 'Create key' }).click();
    expect((await created).status()).toBe(200);

    const once = page.getByRole('alertdialog', { name: 'Secret of Portal sign-in' });
    await once.getByText('Copy it now: it is not shown again.').waitFor();
    // The whole secret is shown (never cut off), with the client ID it goes with.
    const secret = (await once.getByLabel('Client secret', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(once.getByLabel('Client ID', { exact: true }).textContent()).resolves.toMatch(/\S{8,}/);
    await once.getByRole('button', { name: 'Copy client id' }).waitFor();
    await noViolations('one-time secret');
    await once.getByRole('button', { name: 'Copy client secret' }).click();
    await once.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(secret);
    // §9: the confirmation shows for 2 seconds, then the button reads Copy again.
    await once.getByRole('button', { name: 'Copy client secret' }).waitFor({ timeout: 5000 });
    await once.getByRole('button', { name: 'I have copied it' }).click();
    await once.waitFor({ state: 'detached' });

    await grid('Application keys').getByRole('gridcell', { name: 'Active', exact: true }).waitFor();
    await grid('Application keys').getByRole('button', { name: 'Portal sign-in', exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Portal sign-in' });
    await details.getByText(`Ends in …${secret.slice(-4)}`).waitFor();
    await noViolations('key details');
    await details.getByRole('button', { name: 'Done' }).click();
    // Shown once: neither the page nor a reload holds the secret again.
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await firstRow('Application keys');
    expect(await page.content()).not.toContain(secret);
  });

  it('expires the key and finds it on the Expired Application Keys card, whose row opens the Keys tab', async () => {
    await page.goto(appUrl);
    await firstRow('Application keys');
    await page.getByRole('button', { name: 'Actions for Portal sign-in' }).click();
    await page.getByRole('menuitem', { name: 'Expire now' }).click();
    await page
      .getByRole('alertdialog', { name: 'Expire Portal sign-in now?' })
      .getByRole('button', { name: 'Expire now' })
      .click();
    await grid('Application keys').getByRole('gridcell', { name: 'Expired', exact: true }).waitFor();

    await page.goto(baseUrl + '/dashboard/awareness');
    await page.getByRole('button', { name: /^Expired Application Keys: \d+, show the list$/ }).click();
    const card = page.getByRole('dialog', { name: 'Expired Application Keys' });
    await card.locator('tbody tr').first().waitFor();
    await card.getByLabel('Search Expired Application Keys').fill('Partner Portal');
    await card.getByRole('link', { name: 'Partner Portal' }).click();
    await page.waitForURL((url) => url.href === `${appUrl}#Keys`);
    await page.getByRole('tab', { name: 'Keys', selected: true }).waitFor();
    await grid('Application keys').getByRole('gridcell', { name: 'Expired', exact: true }).waitFor();
  });

  it("assigns a user to the application and shows the assignment on the user's Applications tab", async () => {
    await page.goto(appUrl);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByText('Nobody is assigned to this application yet.').waitFor();
    await noViolations('application users tab');
    await page.getByRole('button', { name: 'Assign user' }).click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}\/users\/save$/);
    await page.getByRole('combobox', { name: 'User' }).fill('user0000042');
    await page.getByRole('option', { name: /user0000042/ }).click();
    await page.getByLabel('Account name').fill('partner.042');
    await noViolations('application user save');
    await page.getByRole('form', { name: 'Save application user' }).getByRole('button', { name: 'Save' }).click();
    // Saved, it returns to the application's Users tab (issue 22: the assignment's page had no way back).
    await page.waitForURL(/\/applications\/view\/[0-9a-f-]{36}#Users$/);
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await page.getByText('partner.042').waitFor();
    await page
      .getByRole('link', { name: /user0000042/ })
      .first()
      .click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}\/users\/view\/[0-9a-f-]{36}$/);
    await noViolations('application user view');

    const userId = await page.evaluate(async () => {
      const res = await fetch('/user/userlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({
          CurrentPage: 1,
          ItemPerPage: 1,
          Filters: [{ Column: 'UserName', Value: 'user0000042', Operator: 0 }],
        }),
      });
      return ((await res.json()) as { Data: { Data: Array<{ UserId: string }> } }).Data.Data[0]!.UserId;
    });
    await page.goto(`${baseUrl}/directory/users/view/${userId}`);
    const apps = grid('User applications');
    const row = apps.locator('tbody tr').filter({ hasText: 'Partner Portal' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('partner.042');
    await row.getByRole('link', { name: 'Partner Portal' }).click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}\/users\/view\/[0-9a-f-]{36}$/);

    // From the user: choose the application (users/save/:userId).
    await page.goto(`${baseUrl}/directory/users/view/${userId}`);
    await apps.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Assign with account details' }).click();
    await page.waitForURL(`**/applications/users/save/${userId}`);
    await page.getByRole('combobox', { name: 'Application' }).click();
    await page.getByRole('option', { name: 'Mail', exact: true }).click();
    await page.getByLabel('Account name').fill('mail.042');
    await noViolations('application user save by user');
    await page.getByRole('form', { name: 'Save application user' }).getByRole('button', { name: 'Save' }).click();
    // Saved from the user, it returns to the user, whose Applications tab lists the new account.
    await page.waitForURL(`**/directory/users/view/${userId}`);
    await apps.locator('tbody tr').filter({ hasText: 'mail.042' }).waitFor();

    // Removed from its view (the generic view's 'remove' from a parent), it goes back to Mail's Users tab.
    await apps.locator('tbody tr').filter({ hasText: 'mail.042' }).getByRole('link', { name: 'Mail' }).click();
    await page.waitForURL(/\/applications\/[0-9a-f-]{36}\/users\/view\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove user0000042 from Mail?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(/\/applications\/view\/[0-9a-f-]{36}#Users$/);
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await expect(page.getByText('mail.042').count()).resolves.toBe(0);
  });

  // One screen per test: a loaded machine slows a test, not a walk through six screens.
  it('has no violations on the application list and its sort dialog', async () => {
    await page.goto(baseUrl + '/applications');
    await page.waitForURL('**/applications/list');
    await grid('Applications').getByRole('link', { name: 'Portcullis Console' }).waitFor();
    await noViolations('application list');
    await page.getByRole('button', { name: 'Sort applications' }).click();
    await page.getByRole('list', { name: 'Sort applications' }).waitFor();
    await noViolations('application sort');
  });

  /** Opens the view of the seeded application CRM from the list. */
  async function openCrm() {
    await page.goto(baseUrl + '/applications/list');
    await grid('Applications').getByRole('link', { name: 'CRM' }).click();
    await page.waitForURL(/\/applications\/view\/[0-9a-f-]{36}$/);
  }

  it('has no violations on a seeded application with its keys', async () => {
    await openCrm();
    await firstRow('Application keys');
    await noViolations('seeded keys');
  });

  it.each([
    ['Members', 'Application members'],
    ['Sessions', 'Application sessions'],
    ['Audit', 'Application audit'],
  ] as const)("has no violations on a seeded application's %s tab", async (tab, table) => {
    await openCrm();
    await page.getByRole('tab', { name: tab }).click();
    await grid(table).waitFor();
    await page.waitForLoadState('networkidle');
    await noViolations(`${tab} tab`);
  });

  it('lists the seeded group Sales among the members of CRM', async () => {
    await openCrm();
    await page.getByRole('tab', { name: 'Members' }).click();
    await grid('Application members').getByRole('gridcell', { name: 'Sales', exact: true }).waitFor();
  });

  it('keeps the console application from being removed, and edits it on an accessible form', async () => {
    await page.goto(baseUrl + '/applications/view/00000000-0000-4000-8000-000000000030');
    await page.getByRole('heading', { name: 'Portcullis Console' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    await expect(page.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL('**/applications/save/00000000-0000-4000-8000-000000000030');
    const form = page.getByRole('form', { name: 'Save application' });
    await expect(form.getByLabel('Title').inputValue()).resolves.toBe('Portcullis Console');
    await noViolations('application save');
  });
});
