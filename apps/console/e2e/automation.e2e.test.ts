import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const chromium = useBrowser();

/** Picks an option of a kit Select (the rule builder's property and operator pickers). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .first()
    .click();
}

describe('automation rules end to end', () => {
  it('creates a rule in the builder, previews the users it selects and saves it', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/workflow/automation');
    await page.getByRole('button', { name: 'Create rule' }).click();
    await page.waitForURL('**/workflow/automation/save');

    await page.getByLabel('Title').fill('Early users without MFA');
    await page.getByRole('button', { name: 'Add rule to group 1' }).click();
    await choose(page, 'Property of rule 1.1', 'User Name');
    await choose(page, 'Operator of rule 1.1', 'begins with');
    await page.getByLabel('Value of rule 1.1').fill('user00001');
    await page.getByRole('button', { name: 'Add rule to group 1' }).click();
    await choose(page, 'Property of rule 1.2', 'MFA Enabled');
    await page.getByRole('combobox', { name: 'Value of rule 1.2' }).click();
    await page.getByRole('option', { name: 'false' }).click();
    // As a user would: Preview once the picker shows the chosen value.
    await page.getByRole('combobox', { name: 'Value of rule 1.2' }).filter({ hasText: 'false' }).waitFor();

    // The list stays disabled until the first Preview click: no user rows, only the invitation to preview.
    const previewTable = page.getByRole('table', { name: 'Users passing the rule' });
    await expect(previewTable.locator('tbody tr a').count()).resolves.toBe(0);
    await expect(previewTable.textContent()).resolves.toContain('Press Preview to see the users this rule selects.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const status = page.getByRole('status').filter({ hasText: 'users pass' });
    await status.waitFor();
    const passing = Number((await status.textContent())!.split(' ')[0]);
    const expected = await page.evaluate(async () => {
      const res = await fetch('/rules/PassedUsers', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({
          Users: { CurrentPage: 1, ItemPerPage: 10 },
          Rules: {
            id: 'r',
            group: true,
            type: 'AND',
            rules: [
              {
                id: 'a',
                group: false,
                propertygroup: 'User',
                property: 'UserName',
                operator: 'begins_with',
                value: 'user00001',
              },
              { id: 'b', group: false, propertygroup: 'User', property: 'IsMfaEnabled', operator: 'is', value: false },
            ],
          },
        }),
      });
      return ((await res.json()) as { Data: { TotalItemCount: number } }).Data.TotalItemCount;
    });
    expect(passing).toBe(expected);
    expect(passing).toBeGreaterThan(0);
    const firstUser = page.getByRole('table', { name: 'Users passing the rule' }).locator('tbody tr a').first();
    await expect(firstUser.getAttribute('target')).resolves.toBe('_blank');
    await expect(firstUser.getAttribute('href')).resolves.toMatch(/^\/directory\/users\/view\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/workflow/automation');
    const row = page
      .getByRole('grid', { name: 'Automation rules' })
      .getByRole('row', { name: /Early users without MFA/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('early-users-without-mfa');
    await page.context().close();
  });
});
