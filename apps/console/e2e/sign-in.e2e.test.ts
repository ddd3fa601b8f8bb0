import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newContext, signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

/** A new browser context's page, recording the scripts it loads. */
async function freshPage(): Promise<{ page: Page; scripts: string[] }> {
  const page = await (await newContext(chromium.browser)).newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { page, scripts };
}

/** Waits until the locator's element holds the keyboard focus. */
const focusLandsOn = (locator: Locator) =>
  locator.evaluate(
    (el) =>
      new Promise<void>((done) => {
        const check = () => (el === document.activeElement ? done() : requestAnimationFrame(check));
        check();
      }),
  );

const attrs = (locator: Locator) =>
  locator.evaluate((el) => ({
    invalid: el.getAttribute('aria-invalid'),
    describedBy: el.getAttribute('aria-describedby'),
    value: (el as HTMLInputElement).value,
  }));

/** The React-free sign-in page (src/sign-in): its form rules, its refusals and where it sends the user. */
describe('sign-in page', () => {
  it('loads without the React console, titled and styled with the kit tokens', async () => {
    const { page, scripts } = await freshPage();
    await page.goto(baseUrl + '/account/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Sign in · Portcullis');
    expect(scripts.some((s) => s.includes('/sign-in-page-'))).toBe(true);
    expect(scripts.filter((s) => s.includes('/app-main-'))).toEqual([]);
    // The primary button takes the light theme's primary colour (#0b5cad).
    const background = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(background).toBe('rgb(11, 92, 173)');
    await page.context().close();
  });

  it("shows the form's own messages for empty fields and focuses the first of them", async () => {
    const { page } = await freshPage();
    await page.goto(baseUrl + '/account/login');
    const userName = page.getByLabel('User name');
    const password = page.getByLabel('Password', { exact: true });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter your user name.' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Enter your password.' }).waitFor();
    await focusLandsOn(userName);
    expect(await attrs(userName)).toMatchObject({ invalid: 'true', describedBy: 'sign-in-username-error' });

    await userName.fill('someone');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await focusLandsOn(password);
    expect(await page.getByText('Enter your user name.').count()).toBe(0);
    expect(await attrs(userName)).toMatchObject({ invalid: null, describedBy: null });
    expect(await attrs(password)).toMatchObject({ invalid: 'true', describedBy: 'sign-in-password-error' });
    await page.context().close();
  });

  it('marks both fields invalid on a refusal, then clears and focuses the password', async () => {
    const { page } = await freshPage();
    await page.goto(baseUrl + '/account/login');
    const userName = page.getByLabel('User name');
    const password = page.getByLabel('Password', { exact: true });
    await userName.fill('nobody.signin.e2e');
    await password.fill('Not-The-Password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.locator('#sign-in-error[role="alert"]');
    await refusal.waitFor();
    expect((await refusal.textContent())?.length).toBeGreaterThan(0);
    await focusLandsOn(password);
    expect(await attrs(userName)).toEqual({
      invalid: 'true',
      describedBy: 'sign-in-error',
      value: 'nobody.signin.e2e',
    });
    expect(await attrs(password)).toEqual({ invalid: 'true', describedBy: 'sign-in-error', value: '' });
    expect(new URL(page.url()).pathname).toBe('/account/login');
    await page.context().close();
  });

  it('says when the server cannot be reached', async () => {
    const { page } = await freshPage();
    await page.goto(baseUrl + '/account/login');
    // The connection fails as when the server is down (the page's own request, refused by the browser).
    await page.route('**/account/login', (route) => route.abort('connectionrefused'));
    await page.getByLabel('User name').fill(admin.user);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The server cannot be reached. Please try again.' }).waitFor();
    await expect(page.getByRole('button', { name: 'Sign in' }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it('returns to goback after signing in and focuses that page heading; a public goback leads to the landing page', async () => {
    const { page } = await freshPage();
    await page.goto(baseUrl + '/account/login?goback=' + encodeURIComponent('/directory/users/list'));
    await page.getByLabel('User name').fill(admin.user);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/directory/users/list');
    await focusLandsOn(page.getByRole('heading', { level: 1, name: 'Users' }));
    await page.context().close();

    const second = (await freshPage()).page;
    await second.goto(baseUrl + '/account/login?goback=' + encodeURIComponent('/account/logout'));
    await second.getByLabel('User name').fill(admin.user);
    await second.getByLabel('Password', { exact: true }).fill(admin.password);
    await second.getByRole('button', { name: 'Sign in' }).click();
    await second.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
    await second.context().close();
  });

  it('is loaded afresh from the app (sign out), its heading taking the focus after the user acted', async () => {
    const { page, scripts } = await freshPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    // Signed out on the server: the session-expired screen's button loads the sign-in page.
    await page.evaluate(() =>
      fetch('/account/logout', { method: 'POST', headers: { 'x-requested-with': 'portcullis' } }),
    );
    await page.goto(baseUrl + '/_access/boarding?goback=' + encodeURIComponent('/directory/users/list'));
    scripts.length = 0;
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    expect(new URL(page.url()).searchParams.get('goback')).toBe('/directory/users/list');
    await focusLandsOn(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    expect(scripts.some((s) => s.includes('/sign-in-page-'))).toBe(true);
    await page.context().close();
  });
});
