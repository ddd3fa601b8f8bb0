import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSignedInPage } from './browser';
import { axe, settledAxe } from './axe';
import { callAs } from './api';

const baseUrl = inject('baseUrl');

const nav = (p: Page) => p.getByRole('navigation', { name: 'Main' });

let page: Page;
useSignedInPage((s) => ({ page } = s));
beforeAll(() => nav(page).waitFor());

/**
 * Issue 28: typed settings and a language's texts edited in the browser; switching the console's language
 * and the sign-in page's language are in system.e2e.test.ts.
 */
describe('languages and configurations', () => {
  it('opens the MFA tab Get Started links to, edits a setting with its choice cards, refuses a bad number', async () => {
    await page.goto(baseUrl + '/dashboard/get-started');
    await page.getByRole('link', { name: 'Configure MFA' }).click();
    await page.waitForURL('**/system/configurations#MFA');
    await page.getByRole('tab', { name: 'MFA', selected: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Multi-factor authentication' });
    await row.waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await row.getByRole('link', { name: 'Edit Multi-factor authentication' }).click();
    await page.waitForURL('**/system/configurations/save/MfaEnforcement');
    await page.getByRole('radio', { name: /Administrators/ }).check();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/system/configurations/view/MfaEnforcement');
    await expect(page.locator('dl').textContent()).resolves.toContain('Administrators');
    await expect(settledAxe(page)).resolves.toEqual([]);
    // Sign-in enforces MfaEnforcement (issue 28): back to optional, so the other files' sign-ins need no second factor.
    await callAs(page, 'POST', '/configuration/save', { Key: 'MfaEnforcement', Value: 'optional' });

    await page.goto(baseUrl + '/system/configurations/save/SessionTimeoutMinutes');
    await page.getByLabel('Session timeout (minutes)').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Session timeout (minutes) must be at least 5.').waitFor();
    expect(page.url()).toContain('/system/configurations/save/SessionTimeoutMinutes');
  });

  it('lists and edits a language’s texts beside English', async () => {
    await page.goto(baseUrl + '/system/languages');
    const turkishRow = page.getByRole('row').filter({ hasText: 'Türkçe' });
    await turkishRow.getByRole('link', { name: 'Texts Türkçe' }).click();
    await page.waitForURL(/\/system\/languages\/values\/[0-9a-f-]{36}$/);
    await page.getByLabel('Search Türkçe texts').fill('userMenu.logOut');
    const row = page.getByRole('row').filter({ hasText: 'Oturumu Kapat' });
    await row.waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await row.getByRole('button', { name: 'Edit userMenu.logOut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit userMenu.logOut' });
    await dialog.getByLabel('Value').fill('Çıkış yap');
    await expect(axe(page)).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Çıkış yap' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
