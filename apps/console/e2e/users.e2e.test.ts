import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useBrowser, openTab } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const limited = inject('limited');
const helpdesk = inject('helpdesk');

const chromium = useBrowser();

/** Picks an option of a kit Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rows = (page: Page) => page.getByRole('grid', { name: 'Users' }).locator('tbody tr');

describe('directory user list', () => {
  it('searches and filters on the server, keeps the state in the URL and across a reload', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/directory/users/list');
    const total = await page.evaluate(async () => {
      const res = await fetch('/user/userlist', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({ CurrentPage: 1, ItemPerPage: 5 }),
      });
      return ((await res.json()) as { Data: { TotalItemCount: number } }).Data.TotalItemCount;
    });
    await page
      .getByRole('status')
      .filter({ hasText: `${total.toLocaleString('en')} in all · page 1 of ` })
      .waitFor();
    expect(await rows(page).count()).toBe(25);

    await page.getByLabel('Search Users').fill('user000010');
    await page.waitForURL((url) => url.searchParams.get('f-search') === 'user000010');
    // Exactly 10: a whole-list total such as '510 in all' would match a plain text filter.
    await page
      .getByRole('status')
      .filter({ hasText: /^10 in all/ })
      .waitFor();
    expect(await rows(page).count()).toBe(10);

    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: /^10 in all/ })
      .waitFor();
    await expect(page.getByLabel('Search Users').inputValue()).resolves.toBe('user000010');

    await page.getByLabel('Search Users').fill('');
    await choose(page, 'User type', 'Shared');
    await page.waitForURL((url) => url.searchParams.get('f-UserType') === '1' && !url.searchParams.has('f-search'));
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ in all/ })
      .waitFor();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table[aria-label="Users"] tbody tr td:nth-child(6)')];
      return cells.length > 0 && cells.every((c) => c.textContent === 'Shared');
    });
    await page.context().close();
  });

  it('shows user names without links to a user lacking System.Management.User.View', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, limited.user, limited.password);
    await page.goto(baseUrl + '/directory/users/list');
    await rows(page).first().waitFor();
    expect(
      await page.getByRole('grid', { name: 'Users' }).locator('tbody a[href^="/directory/users/view/"]').count(),
    ).toBe(0);
    await page.context().close();
  });

  it('locks the management of a protected account for a helpdesk user, with the §6 tooltip', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, helpdesk.user, helpdesk.password);
    const idOf = (name: string) =>
      page.evaluate(async (search) => {
        const res = await fetch(`/user/Users?search=${search}`, { headers: { 'x-requested-with': 'portcullis' } });
        return ((await res.json()) as { Data: Array<{ UserId: string; UserName: string }> }).Data.find(
          (u) => u.UserName === search,
        )!.UserId;
      }, name);
    await page.goto(baseUrl + '/directory/users/list');
    await page.goto(baseUrl + `/directory/users/view/${await idOf(admin.user)}`);
    const locked = page.getByRole('group', { name: 'Protected account' }).getByRole('link', { name: 'Edit' });
    await locked.waitFor();
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Passwords', exact: true }).count()).toBe(0);
    await locked.focus();
    await expect(page.getByRole('tooltip').textContent()).resolves.toBe("You don't have access to this feature!");
    await openTab(page, 'Roles');
    await page.getByRole('link', { name: 'Add role' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    // An ordinary user stays manageable.
    await page.goto(baseUrl + `/directory/users/view/${await idOf('user0000004')}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    expect(await page.getByRole('group', { name: 'Protected account' }).count()).toBe(0);
    await page.context().close();
  });

  it('filters by a created date range kept in the URL as MM-DD-YYYY HH:mm', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/directory/users/list?f-CreatedDate-from=' + encodeURIComponent('01-01-2100 00:00'));
    await page
      .getByRole('status')
      .filter({ hasText: /^0 in all/ })
      .waitFor();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const p = (n: number) => String(n).padStart(2, '0');
    const from = `${p(lastWeek.getMonth() + 1)}-${p(lastWeek.getDate())}-${lastWeek.getFullYear()} 00:00`;
    await page.goto(baseUrl + '/directory/users/list?f-CreatedDate-from=' + encodeURIComponent(from));
    const recent = await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,]* in all/ })
      .textContent();
    const count = Number(recent!.split(' ')[0]!.replace(/,/g, ''));
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(500);
    await page.context().close();
  });

  it('saves the current filters by name and applies them again from the page header', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/directory/users/list');
    await choose(page, 'User type', 'Shared');
    await page.waitForURL((url) => url.searchParams.get('f-UserType') === '1');
    await page.getByRole('button', { name: 'Save filters' }).click();
    await page
      .getByRole('dialog', { name: 'Save the current filters' })
      .getByLabel('Filter name')
      .fill('Shared accounts');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await choose(page, 'User type', 'All users');
    await page.waitForURL((url) => !url.searchParams.has('f-UserType'));
    await page.getByRole('button', { name: /Filter: Shared accounts|Saved filters/ }).click();
    await page.getByRole('menuitem', { name: 'Shared accounts' }).click();
    await page.waitForURL((url) => url.searchParams.get('f-UserType') === '1');
    await expect(page.getByRole('combobox', { name: 'User type' }).textContent()).resolves.toContain('Shared');
    await page.context().close();
  });
});
