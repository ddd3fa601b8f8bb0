import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn, openTab, SCREEN_CONTEXT } from './browser';
import { settledAxe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
/** The second browser's user: signed in by no other test, so its live sessions are this test's own. */
const limited = inject('sessionUser');

let browser: Browser;
let adminPage: Page;
let userPage: Page;
beforeAll(async () => {
  browser = await launchChromium();
  adminPage = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
  await signIn(adminPage, baseUrl, admin.user, admin.password);
  // A second browser: the limited user's own console sign-in, a session of the console application.
  userPage = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
  await signIn(userPage, baseUrl, limited.user, limited.password);
  await userPage.getByRole('navigation', { name: 'Main' }).waitFor();
});
afterAll(async () => browser?.close());

const sessionRows = () => adminPage.getByRole('grid', { name: 'Active sessions' }).locator('tbody tr');

/**
 * Sessions (§2.8) through two browsers: the admin finds the limited user's console session in the live
 * list, opens its detail (browser, platform, timeline), terminates it there, and the limited user's
 * console loses access at its next request.
 */
describe('sessions', () => {
  it("lists the other browser's console session, shows its detail and timeline, and passes axe", async () => {
    await adminPage.goto(baseUrl + '/sessions');
    await adminPage.waitForURL('**/sessions/active');
    await adminPage.getByLabel('Search Active sessions').fill(limited.user);
    await adminPage
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    const row = sessionRows().filter({ hasText: limited.user });
    await expect(row.textContent()).resolves.toContain('Portcullis Console');
    await expect(row.textContent()).resolves.toContain('127.0.0.1');
    await expect(row.textContent()).resolves.toMatch(/Chrome.*Linux/);
    await expect(settledAxe(adminPage)).resolves.toEqual([]);

    await row.getByRole('link', { name: /^Session of / }).click();
    await adminPage.waitForURL(/\/sessions\/detail\/[0-9a-f-]{36}$/);
    await adminPage.getByRole('heading', { level: 1, name: /^Session of / }).waitFor();
    const facts = await adminPage.locator('dl').textContent();
    expect(facts).toContain('Portcullis Console');
    expect(facts).toContain('Active');
    const timeline = adminPage.getByRole('grid', { name: 'Session timeline' }).locator('tbody tr');
    await timeline.filter({ hasText: 'account.login' }).waitFor();
    await expect(settledAxe(adminPage)).resolves.toEqual([]);

    // The user's live sessions: the path names the user under every application.
    const detailUrl = adminPage.url();
    await adminPage.getByRole('link', { name: `Live sessions of ${limited.user}` }).click();
    await adminPage.waitForURL(/\/sessions\/active\/all\/[0-9a-f-]{36}$/);
    await adminPage
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    await adminPage.getByRole('button', { name: 'Terminate all of this user' }).waitFor();
    await expect(settledAxe(adminPage)).resolves.toEqual([]);

    // From the user's view: the Sessions tab lists the session and leads to the same managed list.
    const userId = adminPage.url().split('/').pop()!;
    await adminPage.goto(`${baseUrl}/directory/users/view/${userId}`);
    await openTab(adminPage, 'Sessions');
    await adminPage
      .getByRole('grid', { name: 'User sessions' })
      .getByRole('link', { name: 'Session of Portcullis Console' })
      .first()
      .waitFor();
    await adminPage.getByRole('link', { name: "Manage this user's sessions" }).click();
    await adminPage.waitForURL(`**/sessions/active/all/${userId}`);
    await adminPage.getByRole('button', { name: 'Terminate all of this user' }).waitFor();
    await adminPage.goto(detailUrl);
    await adminPage.getByRole('heading', { level: 1, name: /^Session of / }).waitFor();
  });

  it('terminates the session: the other console loses access at once, the detail says who ended it', async () => {
    await adminPage.getByRole('button', { name: 'Terminate' }).click();
    await adminPage.getByRole('alertdialog').getByText('1 session will end at once').waitFor();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Terminate' }).click();
    await adminPage.getByRole('alertdialog').waitFor({ state: 'detached' });
    await adminPage.locator('dl').getByText('Ended').first().waitFor();
    await expect(adminPage.locator('dl').textContent()).resolves.toContain(`Terminated by ${admin.user}`);

    // The limited user's next request (opening a dashboard tab) is refused: the console shows the
    // session-expired screen.
    await userPage.getByRole('tab', { name: 'Awareness' }).click();
    await userPage.waitForURL('**/_access/boarding**');
    await userPage.getByRole('heading', { name: 'Your session has expired' }).waitFor();

    await adminPage.goto(baseUrl + '/sessions/active');
    await adminPage.getByLabel('Search Active sessions').fill(limited.user);
    await adminPage.getByText('No live sessions match these filters.').waitFor();
  });

  it('shows a session that does not exist as not found', async () => {
    await adminPage.goto(baseUrl + '/sessions/detail/00000000-0000-4000-8000-000000000999');
    await adminPage.getByRole('heading', { name: 'This session does not exist' }).waitFor();
  });
});
