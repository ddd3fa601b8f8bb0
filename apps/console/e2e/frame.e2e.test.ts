import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

/** The seeded super-admin role (server seed ids). */
const SUPER_ADMIN_ROLE = '00000000-0000-4000-8000-000000000010';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A signed-in page at `viewport` (axe is injected as an inline script: the console's CSP is bypassed for it). */
async function signedIn(viewport: { width: number; height: number }): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await signIn(page, baseUrl, admin.user, admin.password);
  await page.locator('main h1').first().waitFor();
  return page;
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

describe('the frame on a phone (390×844)', () => {
  it('hides the side navigation behind a labelled menu button that opens it as a modal drawer', async () => {
    const page = await signedIn(PHONE);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // The page gets the whole width: main starts at the left edge.
    expect(await page.locator('main').evaluate((m) => m.getBoundingClientRect().left)).toBe(0);

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Main' });
    await drawer.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await drawer.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await axe(page)).toEqual([]);

    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menu.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('keeps the keyboard inside the open drawer and closes it when a link is followed', async () => {
    const page = await signedIn(PHONE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main' });
    await drawer.waitFor();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest('dialog[open]'));
      });
      expect(inside, `Tab ${i + 1} stays in the drawer`).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Directory' }).click();
    await drawer.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/directory/users/list');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await page.context().close();
  });
});

describe('the frame on a desktop (1440×900)', () => {
  it('shows the side navigation with an icon per section and no menu button', async () => {
    const page = await signedIn(DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await page.getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
    const sections = nav.locator(':scope > ul > li > button');
    expect(await sections.count()).toBeGreaterThan(5);
    const withIcon = await sections.evaluateAll((buttons) => buttons.filter((b) => b.querySelector('svg')).length);
    expect(withIcon).toBe(await sections.count());
    await page.context().close();
  });

  it('shows a breadcrumb trail from the route table on save and view pages, none on lists', async () => {
    const page = await signedIn(DESKTOP);
    await page.goto(baseUrl + '/security/roles/defs/save');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.waitFor();
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Security', 'Roles', 'Save Role']);
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe('Save Role');
    await page.goto(baseUrl + `/security/roles/defs/view/${SUPER_ADMIN_ROLE}`);
    await page.locator('main dl').waitFor();
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Security', 'Roles', 'Role']);
    await trail.getByRole('link', { name: 'Roles' }).click();
    await page.waitForURL((url) => url.pathname === '/security/roles/defs');
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('Active Sessions at 1440×900', () => {
  it('keeps every Terminate button in view and every date on one line', async () => {
    const page = await signedIn(DESKTOP);
    await page.goto(baseUrl + '/sessions/active');
    const grid = page.getByRole('grid', { name: 'Active sessions' });
    await grid.locator('tbody tr').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    const terminate = grid.getByRole('button', { name: /^Terminate the session of / });
    const rights = await terminate.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(0);
    const frameRight = await grid.evaluate((t) => t.parentElement!.getBoundingClientRect().right);
    for (const right of rights) expect(right).toBeLessThanOrEqual(Math.min(frameRight, DESKTOP.width));
    // Started and Last seen: one line each (a cell's text no taller than one body line of 20 px).
    const heights = await grid.evaluate((table) => {
      const titles = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const columns = ['Started', 'Last seen'].map((t) => titles.indexOf(t));
      return [...table.querySelectorAll('tbody tr')].flatMap((row) =>
        columns.map((c) => (row.children[c]!.firstElementChild ?? row.children[c]!).getBoundingClientRect().height),
      );
    });
    expect(heights.length).toBeGreaterThan(0);
    for (const height of heights) expect(height).toBeLessThanOrEqual(20);
    await page.context().close();
  });
});

describe('the sign-in page', () => {
  it.each([PHONE, DESKTOP])('shows the mark, a card and the tenant slot, fitting $width px', async (viewport) => {
    const context = await chromium.browser.newContext({ viewport, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(baseUrl + '/account/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.locator('header svg').count()).toBe(1);
    expect(await page.locator('header').textContent()).toBe('Portcullis');
    const card = await page.locator('.pc-card').boundingBox();
    const form = await page.getByRole('form', { name: 'Sign in' }).boundingBox();
    expect(form!.x).toBeGreaterThan(card!.x);
    expect(form!.x + form!.width).toBeLessThan(card!.x + card!.width);
    // The e2e server's tenant is the installation's 'default' one, whose name the slot leaves out.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-tenant-branding]').isHidden()).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
