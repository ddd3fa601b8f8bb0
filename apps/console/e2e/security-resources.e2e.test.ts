import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSignedInPage } from './browser';
import { settledAxe } from './axe';

const baseUrl = inject('baseUrl');

let page: Page;
useSignedInPage((s) => ({ page } = s));
/** A loopback API for the connection test: /health answers 200 to the right key, 401 otherwise. */
let api: Server;
let apiUrl: string;
beforeAll(async () => {
  api = createServer((req, res) => {
    if (req.url !== '/health') return res.writeHead(404).end();
    res.writeHead(req.headers.authorization === 'Bearer e2e-key' ? 200 : 401).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api?.close(resolve)));

const rows = (name: string) => page.getByRole('grid', { name }).locator('tbody tr');
const choose = async (label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * Security → resources (§2.7) round trip: a Web API source, its connection settings tested against a
 * loopback API (what failed is said in words), a resource type of that source, a resource whose type
 * is chosen by source, and its holders page; axe on every screen.
 */
describe('security resources', () => {
  it('creates a source and tests its settings against a loopback API, in words', async () => {
    await page.goto(baseUrl + '/security/resources/sources');
    await rows('Resource Sources').first().waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Create resource source' }).click();
    const form = page.getByRole('form', { name: 'Save resource source' });
    await form.getByLabel('Title').fill('E2E HR API');
    await choose('Provider', 'Web API (resources)');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/security/resources/sources');

    await page.getByLabel('Search Resource Sources').fill('E2E HR');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    await page.getByRole('link', { name: 'Settings E2E HR API' }).click();
    await page.waitForURL(/\/security\/resources\/sources\/settings\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'E2E HR API settings' }).waitFor();
    await page.getByLabel('BaseUrl').fill(apiUrl);
    await page.getByLabel('HealthPath').fill('/health');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('status').getByText('answered 401 Unauthorized: check the ApiKey.').waitFor();
    await page.getByLabel('ApiKey').fill('e2e-key');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('status').getByText('Connected').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/security/resources/sources');

    // Saved: the secret is not shown again, and an empty one keeps the stored key.
    await page.getByLabel('Search Resource Sources').fill('E2E HR');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    await page.getByRole('link', { name: 'Settings E2E HR API' }).click();
    await expect(page.getByLabel('BaseUrl').inputValue()).resolves.toBe(apiUrl);
    await expect(page.getByLabel('ApiKey').inputValue()).resolves.toBe('');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('status').getByText('Connected').waitFor();
  });

  it('adds a resource type to the source and a resource whose type is picked by source', async () => {
    await page.goto(baseUrl + '/security/resources/def/types');
    await page.getByRole('button', { name: 'Create resource type' }).click();
    const typeForm = page.getByRole('form', { name: 'Save resource type' });
    await typeForm.getByLabel('Title').fill('E2E employee record');
    await choose('Source', 'E2E HR API');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await typeForm.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/security\/resources\/def\/types/);
    await page.getByLabel('Search Resource Types').fill('E2E employee');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    await rows('Resource Types').filter({ hasText: 'E2E HR API' }).waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);

    await page.goto(baseUrl + '/security/resources/save');
    const form = page.getByRole('form', { name: 'Save resource' });
    await form.getByLabel('Title').fill('E2E payroll record');
    await expect(page.getByRole('combobox', { name: 'Resource type' }).isDisabled()).resolves.toBe(true);
    await choose('Source', 'E2E HR API');
    await choose('Resource type', 'E2E employee record');
    await form.getByLabel('Identifier in the source').fill('payroll:42');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/security\/resources(\?.*)?$/);

    await page.getByLabel('Search Resources').fill('E2E payroll');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 in all/ })
      .waitFor();
    const row = rows('Resources').filter({ hasText: 'payroll:42' });
    await expect(row.textContent()).resolves.toContain('E2E employee record');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await row.getByRole('link', { name: '0 holders of E2E payroll record' }).click();
    await page.getByRole('heading', { name: 'Holders of E2E payroll record' }).waitFor();
    await page.getByText('Nobody holds this resource.').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);

    // Editing starts the picker at the source of the resource's type.
    await page.getByRole('link', { name: 'Edit E2E payroll record' }).click();
    await page.getByRole('combobox', { name: 'Source', exact: true }).filter({ hasText: 'E2E HR API' }).waitFor();
    await page.getByRole('combobox', { name: 'Resource type' }).filter({ hasText: 'E2E employee record' }).waitFor();
  });
});
