import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { launchChromium, signIn, SCREEN_CONTEXT } from './browser';
import { settledAxe } from './axe';

const ADMIN = { user: 'maintenance.admin', password: 'E2e#Maintenance-Admin1' };

let browser: Browser;
let page: Page;
/** A server of its own: the rebuild does not touch the shared one. (The purge is in system.e2e.test.ts.) */
let server: PortcullisServer;
beforeAll(async () => {
  server = await createServer({
    port: 0,
    seedUsers: 10,
    adminUser: ADMIN.user,
    adminPassword: ADMIN.password,
    consoleDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  });
  browser = await launchChromium();
  page = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
  await signIn(page, server.url, ADMIN.user, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Index Maintenance (§2.9, issue 28) against a real server. */
describe('maintenance', () => {
  it('lists index health and rebuilds an index as a job until Completed', async () => {
    await page.goto(server.url + '/system/rebuild-index');
    const table = page.getByRole('table', { name: 'Indexes' });
    const row = table.getByRole('row', { name: /audit_entries_created_idx/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/audit_entries.*\d+(\.\d)? (KiB|MiB|B).*%/);
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Rebuild index audit_entries_created_idx' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Rebuild of index audit_entries_created_idx queued.')
      .waitFor();
    await row.getByText('Completed').waitFor({ timeout: 60_000 });
  });
});
