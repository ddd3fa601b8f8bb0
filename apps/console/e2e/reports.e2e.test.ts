import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Permissions } from '@portcullis/api-client';
import type { Browser, Page } from 'playwright-core';
import { signIn, useSignedInPage, SCREEN_CONTEXT } from './browser';
import { settledAxe } from './axe';
import { callAs } from './api';

const baseUrl = inject('baseUrl');
const limited = inject('limited');

const totalOf = async (p: Page, name: string, Filters: unknown[]) =>
  (
    await callAs<{ TotalItemCount: number }>(p, 'POST', `/Report/${name}/Rows`, {
      CurrentPage: 1,
      ItemPerPage: 5,
      Filters,
    })
  ).TotalItemCount;

let browser: Browser;
let page: Page;
useSignedInPage((s) => ({ browser, page } = s));
beforeAll(() => page.getByRole('navigation', { name: 'Main' }).waitFor());

/** Reports (§2.11, issue 29): a report with a filter, its chart and table, its export, an orphan clean-up, and the 403. */
describe('reports', () => {
  it('opens the audit report with a filter from the URL: chart and table count the same rows, and the export writes them all', async () => {
    const filter = [{ Column: 'Type', Value: 'AccessRefused', Operator: 0 }];
    // A refused attempt, so the filter matches something: the limited user asks for the audit report.
    const other = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
    await signIn(other, baseUrl, limited.user, limited.password);
    await expect(callAs(other, 'POST', '/Report/audit/Rows', { CurrentPage: 1, ItemPerPage: 5 })).rejects.toThrow();
    const total = await totalOf(page, 'audit', filter);
    expect(total).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/reports/audit?f-Type=AccessRefused`);
    await page.getByRole('heading', { level: 1, name: 'Audit' }).waitFor();
    const figure = page.getByRole('figure', { name: 'Events by day and type' });
    await figure.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${total} in all`) })
      .waitFor();
    await figure.getByText('Chart data', { exact: true }).click();
    const counted = await figure.locator('tbody td').allTextContents();
    expect(counted.reduce((sum, n) => sum + Number(n.replace(/,/g, '')), 0)).toBe(total);
    await expect(settledAxe(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
    await dialog.getByLabel('Only filtered').check();
    await dialog.getByRole('button', { name: 'Export' }).click();
    await page.getByText('The export has started. It will appear on the Exports page when ready.').waitFor();
    await page.goto(baseUrl + '/reports/exports');
    const link = page.getByRole('link', { name: /^Download Audit report \(CSV\)/ }).first();
    await expect.poll(async () => link.count(), { timeout: 30_000 }).toBe(1);
    const text = await page.evaluate(async (url) => (await fetch(url!)).text(), await link.getAttribute('href'));
    const lines = text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines.length - 1).toBe(total);
    await other.context().close();
  });

  it('opens the identity matrix as the reports area default: who holds what and how, with its chart', async () => {
    await page.goto(`${baseUrl}/reports`);
    await page.waitForURL('**/reports/identity-matrix');
    await page.getByRole('figure', { name: 'Assignments by granted by and object type' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Identity Matrix report' });
    await grid.getByRole('row').nth(1).waitFor();
    const total = await totalOf(page, 'identity-matrix', []);
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${total.toLocaleString('en-US')} in all`) })
      .waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('lists an orphan group and removes it from the Orphan Groups report', async () => {
    const name = `e2e-orphan-${Date.now()}`;
    await callAs(page, 'POST', '/group/SaveGroupDef', { Name: name, Title: name, State: 1 });
    await page.goto(`${baseUrl}/reports/orphan-groups?f-search=${name}`);
    const grid = page.getByRole('grid', { name: 'Orphan Groups report' });
    const row = grid.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('No members');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove groups' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(async () => row.count()).toBe(0);
    expect(await totalOf(page, 'orphan-groups', [{ Column: 'Name', Value: name, Operator: 0 }])).toBe(0);
  });

  it('removes an orphan role from the Orphan Roles report with the same clean-up', async () => {
    const name = `e2e-orphan-role-${Date.now()}`;
    await callAs(page, 'POST', '/role/def/save', { Name: name, Title: name, State: 1 });
    await page.goto(`${baseUrl}/reports/orphan-roles?f-search=${name}`);
    const row = page.getByRole('grid', { name: 'Orphan Roles report' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove roles' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(async () => row.count()).toBe(0);
    expect(await totalOf(page, 'orphan-roles', [{ Column: 'Name', Value: name, Operator: 0 }])).toBe(0);
  });

  it('counts similar groups as a job: the page follows the run, then shows its pairs', async () => {
    await page.goto(`${baseUrl}/reports/similargroup?f-Similarity=0.5`);
    await page.getByRole('heading', { level: 1, name: 'Similar Groups' }).waitFor();
    const panel = page.getByRole('region', { name: 'Similar groups run' });
    await panel.getByRole('button', { name: 'Count similar groups' }).click();
    await panel
      .getByText(/^Pairs counted .* kept at similarity 0\.5 or more: [\d,]+ pairs\.$/)
      .waitFor({ timeout: 60_000 });
    const runs = await callAs<{ Completed: { PairCount: number; Progress: number } | null }>(
      page,
      'GET',
      '/Report/similargroup/Runs',
    );
    expect(runs.Completed?.Progress).toBe(100);
    const pairs = runs.Completed!.PairCount;
    expect(await totalOf(page, 'similargroup', [{ Column: 'Similarity', Value: '0.5', Operator: 8 }])).toBe(pairs);
    if (pairs > 0)
      await page
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${pairs.toLocaleString('en-US')} in all`) })
        .waitFor();
    else await page.getByText('No two groups are this similar.').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('shows the 403 screen to a user without the report permission, and the server refuses the call', async () => {
    const other = await (await browser.newContext(SCREEN_CONTEXT)).newPage();
    await signIn(other, baseUrl, limited.user, limited.password);
    await other.getByRole('navigation', { name: 'Main' }).waitFor();
    await other.goto(`${baseUrl}/reports/orphan-groups`);
    await other.getByRole('heading', { level: 1, name: 'Access forbidden' }).waitFor();
    const missing = other.getByRole('list', { name: 'Missing permissions' }).getByRole('listitem');
    await missing.first().waitFor();
    expect(await missing.allTextContents()).toEqual([Permissions.ReportOrphanGroups]);
    await expect(
      callAs(other, 'POST', '/Report/orphan-groups/Rows', { CurrentPage: 1, ItemPerPage: 5 }),
    ).rejects.toThrow(/Report\/orphan-groups\/Rows/);
    await other.context().close();
  });
});
