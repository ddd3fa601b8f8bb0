import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { signIn, SCREEN_CONTEXT, useSignedInPage } from './browser';
import { settledAxe } from './axe';

const baseUrl = inject('baseUrl');
const FIRST_ADMIN = { user: 'first.admin', password: 'E2e#First-Admin1' };

let browser: Browser;
let page: Page;
useSignedInPage((s) => ({ browser, page } = s));
/** A fresh install of its own: started without an admin password, so it opens Setup. */
let fresh: PortcullisServer;
beforeAll(async () => {
  fresh = await createServer({
    port: 0,
    seedUsers: 20,
    adminPassword: undefined,
    consoleDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  });
});
afterAll(async () => fresh?.close());

/** Operations pages of §2.9 (issue 28) against the real server. */
describe('operations', () => {
  it('shows the live status of the four checks with response times, and passes axe', async () => {
    await page.goto(baseUrl + '/system/status');
    const checks = page.getByRole('table', { name: 'Health checks' });
    await checks.waitFor();
    for (const name of ['Database', 'Hubs (live messages)', 'Job queue', 'Disk'])
      await checks.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).waitFor();
    await expect(checks.textContent()).resolves.toMatch(/\d+(\.\d)? ms/);
    await expect(checks.textContent()).resolves.toContain('Healthy');
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('lists this server process, names it, and shows its services', async () => {
    await page.goto(baseUrl + '/system/servers');
    const servers = page.getByRole('table', { name: 'Servers' });
    const mine = servers.getByRole('link', { name: / — this one$/ });
    await mine.waitFor();
    await expect(servers.textContent()).resolves.toContain('Running');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await mine.click();
    await page.waitForURL(/\/system\/servers\/save\/[0-9a-f-]{36}$/);
    await page.getByLabel('Name').fill('e2e-primary');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/system/servers');
    await servers.getByRole('link', { name: /^e2e-primary \(/ }).waitFor();

    await page.goto(baseUrl + '/system/services');
    const services = page.getByRole('table', { name: 'Services' });
    await services
      .getByRole('row', { name: /export/ })
      .first()
      .waitFor();
    await expect(services.textContent()).resolves.toContain('Heartbeat');
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('pages and filters the server logs, which name the routes just called', async () => {
    await page.goto(baseUrl + '/system/logs');
    const grid = page.getByRole('grid', { name: 'Server logs' });
    await grid.locator('tbody tr').first().waitFor();
    // The row searched for may already be on the unfiltered page: wait for the filtered answer itself.
    const filtered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('/operations/servers'));
    await page.getByLabel('Search Server logs').fill('/operations/servers');
    await filtered;
    await grid.locator('tbody tr', { hasText: '/operations/servers' }).first().waitFor();
    await expect(grid.locator('tbody').textContent()).resolves.not.toContain('/operations/status');
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('derives the first-run checklist and links open steps', async () => {
    await page.goto(baseUrl + '/system/bootstrap');
    const list = page.getByRole('list', { name: 'First-run checklist' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(4);
    await expect(list.getByRole('listitem').first().textContent()).resolves.toMatch(/^Done\s*Administrator created/);
    await expect(settledAxe(page)).resolves.toEqual([]);

    await page.goto(baseUrl + '/system/version-history');
    await page.getByRole('table', { name: 'Applied migrations' }).getByText('110_operations.sql').waitFor();
  });

  it('creates the first administrator of a fresh install on Setup, once', async () => {
    const other = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
    await other.goto(fresh.url + '/system/setup');
    await other.getByLabel('Setup token').fill(fresh.setupToken!);
    await other.getByLabel('User name').fill(FIRST_ADMIN.user);
    await other.getByLabel('Password').fill(FIRST_ADMIN.password);
    await expect(settledAxe(other)).resolves.toEqual([]);
    await other.getByRole('button', { name: 'Create administrator' }).click();
    await other.getByText(`The administrator "${FIRST_ADMIN.user}" is created.`).waitFor();
    await other.goto(fresh.url + '/system/setup');
    await other.getByText('Setup is closed: an administrator exists.').waitFor();
    await signIn(other, fresh.url, FIRST_ADMIN.user, FIRST_ADMIN.password);
    await other.close();
  });
});
