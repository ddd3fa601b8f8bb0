import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { makeCertificatePem, signTestLicence } from '@portcullis/server/testing';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 } };
const BAD_SIGNATURE =
  'The licence file’s signature is not valid: the file was changed or was not issued for this product.';

/** Axe once no table is loading (a loading table is dimmed, which axe would count as low contrast). */
const settledAxe = async (p: Page) => {
  await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return axe(p);
};

/** A licence signed with the TEST key whose payload is then changed (more seats): a tampered file. */
function tamperedLicence(): string {
  const file = JSON.parse(
    signTestLicence({
      LicenceId: 'LIC-E2E',
      Tenant: 'default',
      Edition: 'Enterprise',
      Seats: 10,
      IssuedUtc: new Date().toISOString(),
      ExpirationUtc: new Date(Date.now() + 100 * 24 * 3600 * 1000).toISOString(),
    }),
  ) as { Payload: string };
  const terms = JSON.parse(Buffer.from(file.Payload, 'base64').toString('utf8')) as { Seats: number };
  terms.Seats = 1_000_000;
  return JSON.stringify({ ...file, Payload: Buffer.from(JSON.stringify(terms)).toString('base64') });
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(page, baseUrl, admin.user, admin.password);
});
afterAll(async () => browser?.close());

/** Licensing and certification pages of §2.9 (issue 28) against the real server. */
describe('licensing and certification', () => {
  it('refuses a tampered licence with its message on the page, and passes axe', async () => {
    await page.goto(baseUrl + '/system/licensing');
    await page.getByText('Trial days left').or(page.getByText('Days left')).first().waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByLabel('Upload a licence file').setInputFiles({
      name: 'tampered.lic',
      mimeType: 'application/json',
      buffer: Buffer.from(tamperedLicence()),
    });
    const alert = page.getByRole('alert').filter({ hasText: BAD_SIGNATURE });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Refused');
    await expect(page.getByText('LIC-E2E').count()).resolves.toBe(0);
  });

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
