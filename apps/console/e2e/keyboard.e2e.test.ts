import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newContext, signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

/** Whether the element the locator finds holds the keyboard focus. */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Waits until the locator's element holds the focus (focus may move after a render). */
async function focusLandsOn(page: Page, locator: Locator, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await hasFocus(locator.first()).catch(() => false)) return;
    await page.waitForTimeout(100);
  }
  const actual = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Focus is not on ${what} but on ${actual}`);
}

/** Presses Tab until the locator's element has focus, as a keyboard user would. */
async function tabTo(page: Page, locator: Locator, what: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(locator).catch(() => false)) return;
  }
  const actual = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} Tabs did not reach ${what}; focus is on ${actual}`);
}

/** Moves through an open list box with ArrowDown until the highlighted option's text starts with `text`. */
async function arrowTo(page: Page, combobox: Locator, text: string, max = 60) {
  for (let i = 0; i < max; i++) {
    const active = await combobox.getAttribute('aria-activedescendant');
    const label = active ? await page.locator(`[id="${active}"]`).textContent() : null;
    if (label?.startsWith(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${max} ArrowDowns did not reach the option ${text}`);
}

/** The page's main heading holds the focus (the route changed and announced itself). */
async function focusOnHeading(page: Page, name: string | RegExp) {
  await focusLandsOn(page, page.getByRole('heading', { level: 1, name }), `the heading ${String(name)}`);
  expect(await page.title()).toMatch(/^.+ · Portcullis$/);
}

describe('keyboard only', () => {
  it('signs in, skips to main, opens a user, adds a group and confirms a delete', async () => {
    const page = await (await newContext(chromium.browser)).newPage();

    // Sign in: type, Tab, type, Enter; focus lands on the landing page's heading.
    await page.goto(baseUrl + '/account/login');
    await tabTo(page, page.getByLabel('User name'), 'User name');
    await page.keyboard.type(admin.user);
    await page.keyboard.press('Tab');
    await expect(hasFocus(page.getByLabel('Password', { exact: true }))).resolves.toBe(true);
    await page.keyboard.type(admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
    await focusOnHeading(page, /.+/);

    // A fresh page: the first Tab is the skip link, which puts focus in main.
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('grid', { name: 'Users' }).waitFor();
    expect(await page.title()).toBe('Users · Portcullis');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(hasFocus(skip)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(hasFocus(page.locator('main#main'))).resolves.toBe(true);

    // Search and open a user from the grid (one tab stop; arrows inside, Enter opens the link).
    const search = page.getByRole('searchbox', { name: 'Search Users' });
    await tabTo(page, search, 'the user search');
    await page.keyboard.type('user0000498');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    // The list settles (debounced search, URL state) before the grid is entered.
    await page.waitForLoadState('networkidle');
    const grid = page.getByRole('grid', { name: 'Users' });
    await tabTo(page, grid.locator('[data-cell="0:0"]'), 'the grid');
    await page.keyboard.press('ArrowDown');
    const link = grid.getByRole('link', { name: 'user0000498', exact: true });
    for (let i = 0; i < 6 && !(await link.evaluate((el) => el.closest('td')!.contains(document.activeElement))); i++)
      await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/directory\/users\/view\//);
    await focusOnHeading(page, /.+/);
    const usersItem = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users', exact: true });
    await expect(usersItem.getAttribute('aria-current')).resolves.toBe('location');

    // Add the user to a group: tab list arrows, the picker, Add; focus returns to the picker.
    await tabTo(page, page.getByRole('tab', { name: 'Applications' }), 'the Applications tab');
    await page.keyboard.press('ArrowRight');
    await expect(hasFocus(page.getByRole('tab', { name: 'Groups' }))).resolves.toBe(true);
    const picker = page.getByRole('combobox', { name: 'Add group' });
    await tabTo(page, picker, 'the group picker');
    // Typed key by key as a person types (quicker than the picker's debounce: one search for the whole text).
    await page.keyboard.type('Engin', { delay: 40 });
    await expect(hasFocus(picker)).resolves.toBe(true);
    const engineering = page.getByRole('option', { name: /Engineering/ });
    await engineering.waitFor();
    // The search has answered for the whole text: no newer result list can replace the one the arrows walk.
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('ArrowDown');
    await expect(picker.getAttribute('aria-activedescendant')).resolves.toBe(await engineering.getAttribute('id'));
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toMatch(/^Engineering/);
    await expect(hasFocus(picker)).resolves.toBe(true);
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await page.keyboard.press('Tab');
    await expect(hasFocus(add)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('grid', { name: 'User groups' }).getByText('Engineering', { exact: true }).waitFor();
    await focusLandsOn(page, picker, 'the group picker again');

    // Delete: the dialog takes focus on its least destructive action; confirming goes back to the list.
    await tabTo(page, page.getByRole('button', { name: 'Delete', exact: true }), 'Delete', 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await focusLandsOn(page, dialog.getByRole('button', { name: 'Cancel' }), 'Cancel in the dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Delete', exact: true }), 'Delete in the dialog', 5);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/directory/users/list');
    // The user is gone, so focus cannot go back to the Delete button: it lands on the list's heading.
    await focusOnHeading(page, 'Users');
    expect(await page.title()).toBe('Users · Portcullis');

    await page.context().close();
  });

  it('builds a rule and previews it with the keyboard only', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/workflow/automation');
    await page.getByRole('grid', { name: 'Automation rules' }).waitFor();

    // The list's primary action opens the builder; focus lands on its heading.
    await tabTo(page, page.getByRole('button', { name: 'Create rule' }), 'Create rule');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/workflow/automation/save');
    await focusOnHeading(page, 'Create rule');

    await tabTo(page, page.getByRole('textbox', { name: 'Title' }), 'the title');
    await page.keyboard.type('Keyboard rule');

    // Add a rule: focus stays on the button (another press adds another), and the next Tabs reach the new rule.
    const addRule = page.getByRole('button', { name: 'Add rule to group 1' });
    await tabTo(page, addRule, 'Add rule');
    await page.keyboard.press('Enter');
    const property = page.getByRole('combobox', { name: 'Property of rule 1.1' });
    await property.waitFor();
    await expect(hasFocus(addRule)).resolves.toBe(true);

    // The property: ArrowDown opens the list and walks it, Enter chooses and closes it.
    await tabTo(page, property, 'the property picker', 5);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => property.getAttribute('aria-expanded')).toBe('true');
    await arrowTo(page, property, 'User Name');
    await page.keyboard.press('Enter');
    await expect.poll(() => property.textContent()).toContain('User Name');
    await expect(hasFocus(property)).resolves.toBe(true);

    // The operator, the same way.
    const operator = page.getByRole('combobox', { name: 'Operator of rule 1.1' });
    await page.keyboard.press('Tab');
    await expect(hasFocus(operator)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => operator.getAttribute('aria-expanded')).toBe('true');
    await arrowTo(page, operator, 'begins with');
    await page.keyboard.press('Enter');
    await expect.poll(() => operator.textContent()).toContain('begins with');
    await expect(hasFocus(operator)).resolves.toBe(true);

    // The value: a text box a few Tabs on (past the operator's help button).
    const value = page.getByRole('textbox', { name: 'Value of rule 1.1' });
    await tabTo(page, value, 'the value', 3);
    await page.keyboard.type('user00001');
    await expect(value.inputValue()).resolves.toBe('user00001');

    // Preview: Enter on the button; the count is announced and focus stays on Preview (it is not lost
    // to the page while the button shows it is busy).
    const preview = page.getByRole('button', { name: 'Preview' });
    await tabTo(page, preview, 'Preview');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /users? pass/ })
      .waitFor();
    await focusLandsOn(page, preview, 'Preview');
    const rows = page.getByRole('table', { name: 'Users passing the rule' }).locator('tbody tr a');
    await expect(rows.count()).resolves.toBeGreaterThan(0);

    await page.context().close();
  });
});
