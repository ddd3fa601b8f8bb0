import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openTab } from './browser';
import { callAs, seededId } from './api';
import { settledAxe, signedInPage } from './system-kit';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const helpdesk = inject('helpdesk');
const mfaUser = inject('mfaUser');
/** A seeded user holding no console permission: the helpdesk may manage it. */
const ORDINARY_USER = seededId('user-3');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/**
 * The user view's Authenticators tab revokes the user's remembered devices after a confirm (the
 * server tests prove the cookies are refused afterwards); a weaker administrator is not offered it on
 * a stronger account.
 */
describe('revoking remembered devices from the user view', () => {
  it('confirms, revokes with the server’s message, and passes axe', async () => {
    const page = await signedInPage(browser, baseUrl, admin);
    await page.goto(baseUrl + `/directory/users/view/${mfaUser.id}`);
    await openTab(page, 'Authenticators');
    await page.getByRole('button', { name: 'Revoke remembered devices' }).click();
    const dialog = page.getByRole('alertdialog', { name: "Revoke this user's remembered devices?" });
    await dialog.getByText('will ask for the second factor again at the next sign-in').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`Remembered devices of ${mfaUser.user} revoked`, { exact: false })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it('is offered to the helpdesk on an ordinary user, not on the super admin', async () => {
    const page = await signedInPage(browser, baseUrl, helpdesk);
    await page.goto(baseUrl + `/directory/users/view/${ORDINARY_USER}`);
    await openTab(page, 'Authenticators');
    await page.getByRole('button', { name: 'Revoke remembered devices' }).waitFor();

    const me = await signedInPage(browser, baseUrl, admin);
    const adminId = (await callAs<{ UserId: string }>(me, 'GET', '/account/current')).UserId;
    await me.context().close();
    await page.goto(baseUrl + `/directory/users/view/${adminId}`);
    await openTab(page, 'Authenticators');
    // The tab has loaded (its list or its empty state) before the button is looked for.
    await page
      .getByText('This user has no authenticators enrolled.')
      .or(page.getByRole('table', { name: 'User authenticators' }))
      .waitFor();
    expect(await page.getByRole('button', { name: 'Revoke remembered devices' }).count()).toBe(0);
    await page.context().close();
  });
});
