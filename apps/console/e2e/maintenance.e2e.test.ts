import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';

const CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 } };
const ADMIN = { user: 'maintenance.admin', password: 'E2e#Maintenance-Admin1' };
const OLD_ENTRIES = 12;

const settledAxe = async (p: Page) => {
  await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return axe(p);
};

let browser: Browser;
let page: Page;
/** A server of its own: the test plants old audit entries and purges them without touching the shared one. */
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
  page = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(page, server.url, ADMIN.user, ADMIN.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Data Retention and Index Maintenance (§2.9, issue 28) against a real server. */
describe('maintenance', () => {
  it('saves a retention, and Purge now removes the older audit entries and reports the count', async () => {
    await server.db.query(
      `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date)
       SELECT gen_random_uuid(), (SELECT audit_type_id FROM audit_types ORDER BY name LIMIT 1), 'e2e-old',
              now() - interval '4000 days'
         FROM generate_series(1, $1)`,
      [OLD_ENTRIES],
    );
    await page.goto(server.url + '/system/data-retention');
    const field = page.getByLabel('Audit entries (days)');
    await field.waitFor();
    await expect(field.inputValue()).resolves.toBe('365');
    await field.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Days must be a whole number between 1 and 3650.').first().waitFor();
    await field.fill('3650');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Purge now' }).click();
    const status = page.locator('#main').getByRole('status').filter({ hasText: 'Purge finished' });
    await status.waitFor();
    const [count] = (await status.textContent())!.match(/\d+/)!;
    expect(Number(count)).toBeGreaterThanOrEqual(OLD_ENTRIES);
    const left = await server.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM audit_entries WHERE description = 'e2e-old'",
    );
    expect(Number(left[0]!.n)).toBe(0);
    const runs = page.getByRole('table', { name: 'Purge runs' });
    await runs.getByRole('row', { name: /Audit entries Purge now 3650 days/ }).waitFor();
    await expect(runs.getByRole('row', { name: /Audit entries Purge now/ }).textContent()).resolves.toContain(
      String(OLD_ENTRIES),
    );
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

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
