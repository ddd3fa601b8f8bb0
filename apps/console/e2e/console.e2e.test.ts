import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type DashboardStatistics, type Envelope } from '@portcullis/api-client';
import { newContext, signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const limited = inject('limited');

const chromium = useBrowser();

async function freshPage(): Promise<Page> {
  const context = await newContext(chromium.browser);
  return context.newPage();
}

/** Calls the API from inside the page, with the page's own session cookie. */
const apiFromPage = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => (await (await fetch(p)).json()) as Envelope<unknown>, path) as Promise<Envelope<T>>;

const navTitles = async (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li > button').allTextContents();

describe('console against the real server', () => {
  it('signs in a new super admin to Get Started, and the overview shows the real numbers', async () => {
    const page = await freshPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.waitForURL('**/dashboard/get-started');
    await expect(page.getByRole('link', { name: 'Create a user' }).getAttribute('href')).resolves.toBe(
      '/directory/users/list#action=create',
    );

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.waitForURL('**/dashboard/overview');
    const users = page.getByTestId('stat-Users');
    await users.waitFor();
    const stats = await apiFromPage<DashboardStatistics>(page, '/dashboard/Statistics');
    expect(stats.Data!.TotalUserCount).toBeGreaterThan(500);
    await expect(users.textContent()).resolves.toBe(stats.Data!.TotalUserCount.toLocaleString('en'));
    await expect(page.getByTestId('stat-Total Active User').textContent()).resolves.toBe(
      stats.Data!.ActiveSessionCount.toLocaleString('en'),
    );
    await expect(page.getByTestId('blocked-threats').textContent()).resolves.toBe('496');
    const auditItems = page.getByRole('list', { name: 'Latest audit entries' }).getByRole('listitem');
    expect(await auditItems.count()).toBeGreaterThan(0);
    expect(await auditItems.count()).toBeLessThanOrEqual(5);
    const usCountry = page.locator('path[data-country="US"] title');
    await expect(usCountry.textContent()).resolves.toMatch(/^Active Usage in United States: [\d,]+$/);
    await page.context().close();
  });

  it('opens an awareness card as a paged, searchable list', async () => {
    const page = await freshPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/dashboard/awareness');
    await page.getByRole('button', { name: /^Locked Users: \d+, show the list$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Locked Users' });
    await dialog.waitFor();
    await expect(dialog.locator('tbody tr').first().waitFor()).resolves.toBeUndefined();
    const firstName = await dialog.locator('tbody tr').first().locator('td').first().textContent();
    await dialog.getByLabel('Search Locked Users').fill(firstName!);
    await page.waitForFunction((name) => {
      const rows = [...document.querySelectorAll('[role="dialog"] tbody tr')];
      return rows.length === 1 && rows[0]!.textContent!.includes(name);
    }, firstName!);
    await dialog.getByLabel('Search Locked Users').fill('no-such-user-zzz');
    await dialog.getByText("You don't have any locked users!").waitFor();
    await page.context().close();
  });

  it('shows a different side navigation to a user holding only System.Management.User.List', async () => {
    const adminPage = await freshPage();
    await signIn(adminPage, baseUrl, admin.user, admin.password);
    await adminPage.getByRole('navigation', { name: 'Main' }).waitFor();
    const adminNav = await navTitles(adminPage);
    expect(adminNav).toEqual(
      expect.arrayContaining(['Dashboard', 'Directory', 'Governance', 'Applications', 'System']),
    );

    const page = await freshPage();
    await signIn(page, baseUrl, limited.user, limited.password);
    await page.waitForURL('**/dashboard/overview');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const limitedNav = await navTitles(page);
    expect(limitedNav).toContain('Directory');
    expect(limitedNav).not.toContain('Governance');
    expect(limitedNav).not.toContain('Applications');
    expect(limitedNav).not.toContain('Branding');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Directory' }).click();
    const directoryLinks = await page
      .getByRole('navigation', { name: 'Main' })
      .locator('#nav-Directory a')
      .allTextContents();
    expect(directoryLinks).toContain('Users');
    expect(directoryLinks).not.toContain('User Sources');
    await adminPage.context().close();
    await page.context().close();
  });

  it('lists the missing permission on the forbidden screen after a 403', async () => {
    const page = await freshPage();
    await signIn(page, baseUrl, limited.user, limited.password);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('tab', { name: 'Awareness' }).click();
    await page.waitForURL('**/_access/forbidden');
    const missing = page.getByRole('list', { name: 'Missing permissions' }).getByRole('listitem');
    await missing.first().waitFor();
    expect(await missing.allTextContents()).toEqual(['System.Management.Dashboard']);
    await page.context().close();
  });

  it('sends a signed-in user from sign-in and session-expired to their landing page', async () => {
    const page = await freshPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(baseUrl + '/account/login');
    await page.waitForURL((url) => url.pathname !== '/account/login');
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\//);
    await page.goto(baseUrl + '/_access/boarding?goback=' + encodeURIComponent('/directory/users/list'));
    await page.waitForURL('**/directory/users/list');
    expect(await page.getByRole('heading', { name: 'Your session has expired' }).count()).toBe(0);
    await page.context().close();
  });

  it('sends an expired session to the access-expired screen once', async () => {
    const page = await freshPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const boardingVisits: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/_access/boarding')) boardingVisits.push(frame.url());
    });
    // End the session on the server, as an expiry would.
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const logout = await fetch(baseUrl + '/account/logout', {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(logout.status).toBe(200);
    await page.waitForTimeout(2100); // the server caches a session look-up for up to 2 s

    await page.getByRole('tab', { name: 'Awareness' }).click();
    await page.waitForURL('**/_access/boarding?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('goback')).toBe('/dashboard/awareness');
    expect(url.searchParams.get('redirect')).toBe('true');
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor();

    // Another call that gets a 401 does not send the user there again.
    const secondUnauthorized = page.waitForResponse(
      (r) => r.url().endsWith('/dashboard/Statistics') && r.status() === 401,
    );
    await page.evaluate(() => {
      window.history.pushState(null, '', '/dashboard/overview');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await secondUnauthorized;
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/dashboard/overview');
    expect(boardingVisits).toHaveLength(1);
    await page.context().close();
  });
});
