import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '@portcullis/server/testing';
import { useSignedInPage } from './browser';
import { settledAxe } from './axe';
import { callAs } from './api';

const baseUrl = inject('baseUrl');
/** Provisioning runs in the background (a retried job takes seconds): waits for it are generous. */
const JOB_WAIT = { timeout: 60_000 };

let page: Page;
useSignedInPage((s) => ({ page } = s));
/** The provisioning target: a throw-away PostgreSQL cluster with an accounts table. */
let target: ThrowawayPostgres;
/** Runs SQL in the target with psql (the cluster trusts loopback); rows as `user_name|is_enabled` lines. */
const targetQuery = async (sql: string): Promise<string[]> =>
  execFileSync(path.join(findPostgresBin(), 'psql'), [target.url, '-XAtq', '-c', sql], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

beforeAll(async () => {
  target = await startThrowawayPostgres();
  await targetQuery(
    'CREATE TABLE accounts (user_name text PRIMARY KEY, display_name text, is_enabled boolean NOT NULL DEFAULT true)',
  );
});
afterAll(() => target?.stop());

const grid = (name: string) => page.getByRole('grid', { name });
const choose = async (label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};
const userIdOf = async (userName: string) =>
  (
    await callAs<{ Data: Array<{ UserId: string }> }>(page, 'POST', '/user/userlist', {
      CurrentPage: 1,
      ItemPerPage: 1,
      Filters: [{ Column: 'UserName', Value: userName, Operator: 0 }],
    })
  ).Data[0]!.UserId;

let appId = '';

/**
 * Provisioning (§2.5) through the browser: a SQL provider and a service saved on their forms, the
 * service's connection test, and its accounts list — provisioned on a grant, Failed with its reason on
 * a missing table and provisioned again by Retry; axe on every screen.
 */
describe('provisioning', () => {
  it('saves a SQL provision provider on its form and shows it on its view', async () => {
    await page.goto(baseUrl + '/provisionProviders');
    await page.waitForURL('**/provisionProviders/list');
    await grid('Provision Providers').getByText('HR accounts database').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Create provision provider' }).click();
    const form = page.getByRole('form', { name: 'Save provision provider' });
    await form.getByLabel('Title').fill('E2E accounts database');
    await form.getByLabel('Connection string').fill(target.url);
    await form.getByLabel('Password').fill('e2e-secret');
    await form.getByLabel('Column mapping').fill('display_name=DisplayName');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/provisionProviders\/view\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'E2E accounts database' }).waitFor();
    await page.getByText('SQL database (PostgreSQL)').first().waitFor();
    await expect(page.getByText('e2e-secret').count()).resolves.toBe(0);
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('saves a provision service for an application and tests its connection', async () => {
    appId = (
      await callAs<{ ApplicationId: string }>(page, 'POST', '/application/save', {
        Title: 'E2E Provisioned App',
        Name: 'e2e-provisioned-app',
        ApplicationType: 2,
        IsSso: true,
        IsEnabled: true,
      })
    ).ApplicationId;
    await page.goto(baseUrl + '/provisionservices/list');
    await grid('Provision Services').getByText('Payroll accounts').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Create provision service' }).click();
    const form = page.getByRole('form', { name: 'Save provision service' });
    await form.getByLabel('Title').fill('E2E accounts');
    await choose('Provider', 'E2E accounts database');
    await choose('Applications', 'E2E Provisioned App');
    await page.keyboard.press('Escape');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/provisionservices\/view\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'E2E accounts' }).waitFor();
    await page.getByText("No accounts yet: users given access to the service's applications get one.").waitFor();
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByRole('status').getByText('Connected', { exact: true }).waitFor();
    await page.getByText('the table accounts has the columns user_name, is_enabled, display_name').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('lists the accounts a grant provisions, in the target table too', async () => {
    const userId = await userIdOf('user0000077');
    await callAs(page, 'POST', '/application/user/save', { ApplicationId: appId, UserId: userId, State: 1 });
    await page.reload();
    const row = grid('Provisioned accounts').locator('tbody tr').filter({ hasText: 'user0000077' });
    await row.getByText('Provisioned', { exact: true }).waitFor(JOB_WAIT);
    await expect(targetQuery('SELECT user_name, is_enabled FROM accounts')).resolves.toEqual(['user0000077|t']);
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('shows a failed account with its reason, and Retry provisions it once the target is fixed', async () => {
    const providerId = (
      await callAs<{ ProvisionProviderId: string }>(page, 'POST', '/provisionProvider/save', {
        Title: 'E2E broken database',
        Name: 'e2e-broken-database',
        ProviderType: 'sql-provision-provider',
        ConnectionString: target.url,
        TableName: 'late_accounts',
        KeyColumn: 'user_name',
        EnabledColumn: 'is_enabled',
        ColumnMap: [],
      })
    ).ProvisionProviderId;
    const serviceId = (
      await callAs<{ ProvisionServiceId: string }>(page, 'POST', '/provisionService/save', {
        Title: 'E2E late accounts',
        Name: 'e2e-late-accounts',
        ProvisionProviderId: providerId,
        ApplicationIds: [appId],
        IsEnabled: true,
      })
    ).ProvisionServiceId;
    await page.goto(`${baseUrl}/provisionservices/view/${serviceId}`);
    await page.getByRole('button', { name: 'Provision assigned users' }).click();
    const row = grid('Provisioned accounts').locator('tbody tr').filter({ hasText: 'user0000077' });
    await row.getByText('Failed', { exact: true }).waitFor(JOB_WAIT);
    await row.getByText('relation "public.late_accounts" does not exist').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);

    await targetQuery('CREATE TABLE late_accounts (user_name text PRIMARY KEY, is_enabled boolean NOT NULL)');
    await row.getByRole('button', { name: 'Retry user0000077' }).click();
    await row.getByText('Provisioned', { exact: true }).waitFor(JOB_WAIT);
    await expect(targetQuery('SELECT user_name, is_enabled FROM late_accounts')).resolves.toEqual(['user0000077|t']);
  });
});
