import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signIn, useSignedInPage, SCREEN_CONTEXT } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const limited = inject('limited');

let browser: Browser;
let page: Page;
useSignedInPage((s) => ({ browser, page } = s));
beforeAll(() => page.getByRole('navigation', { name: 'Main' }).waitFor());

const palette = (p: Page) => p.getByRole('dialog', { name: 'Command palette' });
const openPalette = async (p: Page) => {
  await p.keyboard.press('Control+k');
  await palette(p).waitFor();
  return palette(p);
};

/** Issue 30: the command palette (Ctrl+K) and the keyboard shortcuts (`g` + letter, `/`, `?`). */
describe('command palette and shortcuts', () => {
  it('finds an action and runs it: "Export users" opens the users list with its export dialog', async () => {
    const dialog = await openPalette(page);
    await expect(axe(page)).resolves.toEqual([]);
    await dialog.getByRole('combobox').fill('export us');
    await dialog.getByRole('status').filter({ hasText: '1 result' }).waitFor();
    await expect(dialog.getByRole('option').first().textContent()).resolves.toBe('Export users');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/directory/users/list');
    await page.getByRole('dialog', { name: 'Export to CSV' }).waitFor();
    expect(new URL(page.url()).searchParams.has('export')).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('finds a user on the server, opens the view, and lists it first next time', async () => {
    const dialog = await openPalette(page);
    await dialog.getByRole('combobox').fill(admin.user);
    const found = dialog.getByRole('group', { name: 'Users' }).getByRole('option').filter({ hasText: admin.user });
    await found.first().waitFor();
    await found.first().click();
    await page.waitForURL(/\/directory\/users\/view\/[0-9a-f-]{36}$/);
    const again = await openPalette(page);
    await expect(again.getByRole('option').first().textContent()).resolves.toContain(admin.user);
    await page.keyboard.press('Control+k');
    await palette(page).waitFor({ state: 'detached' });
  });

  it('goes to a section with g then a letter, focuses the search with /, and lists the shortcuts with ?', async () => {
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await page.waitForURL('**/applications/**');
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await page.waitForURL('**/directory/users/list');
    const search = page.getByRole('searchbox').first();
    await search.waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    // Typed into a field, '?' is text, not a shortcut.
    await page.keyboard.type('?');
    await expect(search.inputValue()).resolves.toBe('?');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await search.fill('');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await overlay.waitFor();
    await expect(overlay.textContent()).resolves.toContain('Go to Applications');
    await expect(axe(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
  });

  it('offers a limited user only what the navigation shows them, and no object kinds they cannot open', async () => {
    const other = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
    await signIn(other, baseUrl, limited.user, limited.password);
    await other.getByRole('navigation', { name: 'Main' }).waitFor();
    const dialog = await openPalette(other);
    const labels = await dialog.getByRole('option').allTextContents();
    expect(labels.some((l) => l.startsWith('Users'))).toBe(true);
    expect(labels).toContain('Export users');
    expect(labels).not.toContain('Create user');
    expect(labels.some((l) => l.startsWith('Roles'))).toBe(false);
    await dialog.getByRole('combobox').fill(admin.user);
    await dialog
      .getByRole('status')
      .filter({ hasText: /result/ })
      .waitFor();
    await expect(dialog.getByRole('group', { name: 'Users' }).count()).resolves.toBe(0);
    await other.context().close();
  });
});
