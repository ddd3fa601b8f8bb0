import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSignedInPage } from './browser';
import { settledAxe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

let page: Page;
useSignedInPage((s) => ({ page } = s));

/** Request tracing of §2.9 (issue 28) against the real server. */
describe('tracing', () => {
  it('starts a trace for the admin, records its requests with database time, ends it; axe clean', async () => {
    await page.goto(baseUrl + '/system/tracing');
    await page.getByRole('button', { name: 'Start tracing' }).click();
    await page.waitForURL('**/system/tracing-save');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('combobox', { name: 'User', exact: true }).fill(admin.user);
    await page
      .getByRole('option', { name: new RegExp(admin.user) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/system/tracing');

    // Requests the admin makes from now on are recorded: open another page, then come back.
    await page.goto(baseUrl + '/system/status');
    await page.getByRole('table', { name: 'Health checks' }).waitFor();
    await page.goto(baseUrl + '/system/tracing');
    const traces = page.getByRole('grid', { name: 'Trace sessions' });
    const row = traces.getByRole('row', { name: new RegExp(`User: ${admin.user}.*Active`) }).first();
    await row.waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);

    await row.getByRole('button', { name: 'Requests' }).click();
    const requests = page.getByRole('grid', { name: 'Traced requests' });
    await requests
      .getByRole('row', { name: /\/operations\/status/ })
      .first()
      .waitFor();
    await expect(requests.textContent()).resolves.toMatch(/\d+(\.\d)? ms/);
    await expect(settledAxe(page)).resolves.toEqual([]);

    await row.getByRole('button', { name: 'End now' }).click();
    await traces
      .getByRole('row', { name: new RegExp(`User: ${admin.user}.*Ended`) })
      .first()
      .waitFor();
  });
});
