import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSignedInPage } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');

let page: Page;
useSignedInPage((s) => ({ page } = s));

const rows = (name: string) => page.getByRole('grid', { name }).locator('tbody tr');
/** Waits until the table shows the server's page (its status line counts the rows). */
const loaded = () => page.getByRole('status').filter({ hasText: ' in all' }).waitFor();

/**
 * The generic resource screens, driven through the browser on two definitions: contents (§2.9, list
 * and save only: rows remove themselves) and browsers (a managed table with demo records, list, view
 * and save) and languages (list and save), plus the not-found state and axe on every generic screen.
 */
describe('generic resource screens', () => {
  it('creates, edits and removes a content item from its list and save pages', async () => {
    await page.goto(baseUrl + '/system/contents');
    await page.getByRole('button', { name: 'Create content item' }).click();
    await page.waitForURL('**/system/contents/save');
    const form = page.getByRole('form', { name: 'Save content item' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Body is required.').count()).resolves.toBe(1);
    await form.getByLabel('Title').fill('Welcome Notice');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('welcome-notice');
    await form.getByLabel('Body').fill('Hello from the e2e test.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/system/contents');
    await page.getByLabel('Search Contents').fill('Welcome');
    await rows('Contents').filter({ hasText: 'welcome-notice' }).waitFor();

    await rows('Contents').getByRole('link', { name: 'Welcome Notice' }).click();
    await page.waitForURL(/\/system\/contents\/save\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Edit Welcome Notice');
    await page.getByLabel('Body').fill('Changed text.');
    await page.getByRole('form', { name: 'Save content item' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/system/contents');

    await page.getByLabel('Search Contents').fill('Welcome');
    // The row shows the verb alone; its accessible name adds the object (the language of actions).
    const remove = page.getByRole('button', { name: 'Delete Welcome Notice' });
    await expect(remove.textContent()).resolves.toBe('Delete');
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Content removed.').waitFor();
    await rows('Contents').filter({ hasText: 'welcome-notice' }).waitFor({ state: 'detached' });
    await page.getByLabel('Search Contents').fill(''); // the other items stay
    await rows('Contents').filter({ hasText: 'acceptable-use' }).waitFor();
  });

  it('lists the demo browsers in priority order, opens one, edits it and shows a missing one as not found', async () => {
    await page.goto(baseUrl + '/system/browsers');
    await loaded();
    await expect(rows('Browsers').locator('td:first-child').allTextContents()).resolves.toEqual([
      'Microsoft Edge',
      'Opera',
      'Google Chrome',
      'Mozilla Firefox',
      'Apple Safari',
    ]);
    await page.getByRole('link', { name: 'Mozilla Firefox' }).click();
    await page.waitForURL(/\/system\/browsers\/view\/[0-9a-f-]{36}$/);
    await expect(page.locator('dl').textContent()).resolves.toContain('Firefox/');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Priority').fill('5');
    await page.getByRole('form', { name: 'Save browser' }).getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/system\/browsers\/view\/[0-9a-f-]{36}$/);
    await page.goto(baseUrl + '/system/browsers');
    await loaded();
    await expect(rows('Browsers').first().locator('td').first().textContent()).resolves.toBe('Mozilla Firefox');

    await page.goto(baseUrl + '/system/browsers/view/00000000-0000-4000-8000-000000000999');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('This browser does not exist');
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.waitForURL('**/system/browsers');
  });

  it('has no axe violations on the generic list, view and save screens', async () => {
    await page.goto(baseUrl + '/system/platforms');
    await loaded();
    expect(await axe(page), 'platform list').toEqual([]);
    await rows('Platforms').first().getByRole('link').click();
    await page.locator('main dl').waitFor();
    expect(await axe(page), 'platform view').toEqual([]);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('form', { name: 'Save platform' }).waitFor();
    expect(await axe(page), 'platform save').toEqual([]);
    await page.goto(baseUrl + '/system/contents/save');
    await page.getByRole('form', { name: 'Save content item' }).waitFor();
    expect(await axe(page), 'content save').toEqual([]);
    await page.goto(baseUrl + '/system/browsers/view/00000000-0000-4000-8000-000000000999');
    await page.getByRole('heading', { name: 'This browser does not exist' }).waitFor();
    expect(await axe(page), 'not found').toEqual([]);
  });

  it('lists, creates and finds languages: a §2.9 entity that is one definition and its line in the area', async () => {
    await page.goto(baseUrl + '/system/languages');
    await loaded();
    const titles = await rows('Languages').locator('td:first-child').allTextContents();
    expect([...titles].sort()).toEqual(['English', 'Türkçe', 'العربية'].sort());
    expect(await axe(page), 'language list').toEqual([]);
    await page.getByRole('button', { name: 'Create language' }).click();
    await page.waitForURL('**/system/languages/save');
    const form = page.getByRole('form', { name: 'Save language' });
    await form.waitFor();
    expect(await axe(page), 'language save').toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Language tag is required.').count()).resolves.toBe(1);
    await form.getByLabel('Title').fill('Deutsch');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('deutsch');
    await form.getByLabel('Language tag').fill('de');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/system/languages');
    await page.getByLabel('Search Languages').fill('de');
    await rows('Languages').filter({ hasText: 'deutsch' }).waitFor();
  });
});
