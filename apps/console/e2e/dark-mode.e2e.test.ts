import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
/** A user no screenshot test signs in as: this test changes their colour mode. */
const helpdesk = inject('helpdesk');
/** axe is injected as an inline script: the console's CSP is bypassed for it. */
const CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 }, colorScheme: 'light' as const };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const pageBackground = (page: Page) =>
  page.evaluate(
    () => getComputedStyle(document.body).backgroundColor || getComputedStyle(document.documentElement).backgroundColor,
  );
/** The kit's dark background (#0d1117) and light background (#f6f8fa), as computed styles say them. */
const DARK = 'rgb(13, 17, 23)';
const LIGHT = 'rgb(246, 248, 250)';

/** Opens the user menu once the page has settled (a screen arriving takes focus, which closes an open menu). */
async function openUserMenu(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /user menu$/ }).click();
}

async function chooseInUserMenu(page: Page, choice: string) {
  await openUserMenu(page);
  await page.getByRole('menuitemradio', { name: choice }).click();
}

/** Issue 30: dark mode with user control — system, light or dark, kept for the user on the server. */
describe('dark mode', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext(CONTEXT);
    page = await context.newPage();
    await signIn(page, baseUrl, helpdesk.user, helpdesk.password);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });
  afterAll(async () => context?.close());

  it('follows the system until the user chooses, then keeps the choice for the user on any browser', async () => {
    await openUserMenu(page);
    await expect(page.getByRole('menuitemradio', { name: 'System theme' }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(pageBackground(page)).resolves.toBe(LIGHT);

    const saved = page.waitForResponse((r) => r.url().endsWith('/account/preferences') && r.status() === 200);
    await chooseInUserMenu(page, 'Dark theme');
    await saved;
    await expect.poll(() => pageBackground(page)).toBe(DARK);

    // The next load paints dark before the console runs (public/color-mode.js).
    await page.goto(baseUrl + '/directory/users/list', { waitUntil: 'domcontentloaded' });
    await expect(page.evaluate(() => document.documentElement.dataset.colorMode)).resolves.toBe('dark');

    // Another browser, nothing stored there: the user's choice comes from the server.
    const other = await browser.newContext(CONTEXT);
    const elsewhere = await other.newPage();
    await signIn(elsewhere, baseUrl, helpdesk.user, helpdesk.password);
    await elsewhere.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect.poll(() => pageBackground(elsewhere)).toBe(DARK);
    await other.close();
  });

  it('passes axe (contrast included) on the main screens in dark mode', async () => {
    for (const [path, ready] of [
      ['/dashboard', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/directory/users/list', () => page.getByRole('status').filter({ hasText: ' in all' }).waitFor()],
      ['/directory/defs', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
      ['/workflow/automation', () => page.getByRole('heading', { level: 1 }).first().waitFor()],
    ] as const) {
      await page.goto(baseUrl + path);
      await ready();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await pageBackground(page)).toBe(DARK);
      await expect(axe(page), path).resolves.toEqual([]);
    }
  });

  it('goes back to the system mode when chosen', async () => {
    await chooseInUserMenu(page, 'System theme');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expect(pageBackground(page)).resolves.toBe(LIGHT);
  });
});
