import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeCertificatePem } from '@portcullis/server/testing';
import { useSignedInPage } from './browser';
import { settledAxe } from './axe';

const baseUrl = inject('baseUrl');

let page: Page;
useSignedInPage((s) => ({ page } = s));

/** The certification page of §2.9 (issue 28) against the real server; the licence upload is in system.e2e.test.ts. */
describe('licensing and certification', () => {
  it('uploads a certificate, lists it as expiring within one month, removes it, and passes axe', async () => {
    await page.goto(baseUrl + '/system/certification');
    const table = page.getByRole('table', { name: 'Certificates' });
    await table.waitFor();
    await page.getByLabel('Name').fill('e2e-expiring');
    await page.getByLabel('PEM certificate').fill(await makeCertificatePem('e2e.example.test', -1, 10));
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    const row = table.getByRole('row', { name: /e2e-expiring/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Expiring within one month');
    await expect(row.textContent()).resolves.toContain('CN=e2e.example.test');
    await expect(settledAxe(page)).resolves.toEqual([]);

    await page.getByLabel('Name').fill('e2e-bad');
    await page.getByLabel('PEM certificate').fill('not a certificate');
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    await page.getByRole('alert').filter({ hasText: 'The text is not a PEM certificate' }).waitFor();

    await row.getByRole('button', { name: 'Remove e2e-expiring' }).click();
    await row.waitFor({ state: 'detached' });
  });
});
