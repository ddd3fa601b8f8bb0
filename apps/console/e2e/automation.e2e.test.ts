import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Rule, RuleGroup, RuleSimulation } from '@portcullis/api-client';
import { newContext, signIn, useBrowser, SCREEN_CONTEXT } from './browser';
import { callAs } from './api';
import { axe } from './axe';

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

/** A one-condition rule: user names beginning with `prefix`. */
const userNameBeginsWith = (prefix: string): RuleGroup => ({
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: 'a', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: prefix },
  ],
});

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

  it('asks before saving a changed rule: who it newly selects and who it drops, then saves or keeps editing', async () => {
    // axe is injected as a script: this context lets it past the console's content security policy.
    const context = await chromium.browser.newContext(SCREEN_CONTEXT);
    const page = await context.newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/workflow/automation');
    const rule = await callAs<Rule>(page, 'POST', '/rules/index', {
      Name: 'reviewed-change',
      Title: 'Reviewed change',
      IsEnabled: true,
      Tree: userNameBeginsWith('user00001'),
    });
    const expected = await callAs<RuleSimulation>(page, 'POST', '/rules/Simulate', {
      RuleId: rule.RuleId,
      Tree: userNameBeginsWith('user00002'),
    });
    expect(expected.Gains.TotalItemCount).toBeGreaterThan(0);
    expect(expected.Losses.TotalItemCount).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/workflow/automation/save/${rule.RuleId}`);
    const value = page.getByLabel('Value of rule 1.1');
    await value.fill('user00002');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Review the change' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(
      `Saving this rule selects ${expected.Gains.TotalItemCount} users more and ${expected.Losses.TotalItemCount} users fewer.`,
    );
    const gains = dialog.getByRole('region', { name: 'Newly selected' });
    await expect(gains.getByRole('link').allTextContents()).resolves.toEqual(
      expected.Gains.Data.map((u) => u.UserName),
    );
    await expect(axe(page)).resolves.toEqual([]);

    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/workflow/automation/save/${rule.RuleId}`);
    expect((await callAs<Rule>(page, 'GET', `/rules/get/${rule.RuleId}`)).Tree).toEqual(
      userNameBeginsWith('user00001'),
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/workflow/automation');
    const saved = await callAs<Rule>(page, 'GET', `/rules/get/${rule.RuleId}`);
    expect(saved.Tree.rules[0]).toMatchObject({ value: 'user00002' });
    await page.context().close();
  });

  it('shows a rule as JSON and as the SQL it runs, and loads one from JSON with its problems named', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/workflow/automation');
    const rule = await callAs<Rule>(page, 'POST', '/rules/index', {
      Name: 'portable-rule',
      Title: 'Portable rule',
      IsEnabled: true,
      Tree: userNameBeginsWith('adm'),
    });
    await page.goto(`${baseUrl}/workflow/automation/save/${rule.RuleId}`);
    const openFromMenu = async (item: string) => {
      await page.getByRole('button', { name: 'Rule file' }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };

    await openFromMenu('Show as JSON');
    const json = page.getByRole('dialog', { name: 'Rule as JSON' });
    const exported = (await json.getByLabel('rule JSON').textContent())!;
    expect(JSON.parse(exported)).toMatchObject({ format: 'portcullis.rule/1', name: 'portable-rule', tree: rule.Tree });
    await json.getByRole('button', { name: 'Done' }).click();

    await openFromMenu('Show as SQL');
    const sql = page.getByRole('dialog', { name: 'Rule as SQL' });
    await expect(sql.getByLabel('rule SQL').textContent()).resolves.toMatch(
      /FROM users u WHERE \(lower\(u\.user_name\) LIKE lower\(\$1\)\)[\s\S]*-- \$1 = "adm%"/,
    );
    await sql.getByRole('button', { name: 'Done' }).click();

    await openFromMenu('Import from JSON');
    const dialog = page.getByRole('dialog', { name: 'Import a rule' });
    const unknown = exported.replace('"UserName"', '"ShoeSize"');
    await dialog.getByLabel('Rule JSON').fill(unknown);
    await dialog.getByRole('button', { name: 'Load rule' }).click();
    await expect(dialog.getByRole('list', { name: 'Problems in the rule' }).textContent()).resolves.toContain(
      'Rule 1.1: Unknown property "ShoeSize".',
    );
    await dialog.getByLabel('Rule JSON').fill(exported.replace('"adm"', '"ops"'));
    await dialog.getByRole('button', { name: 'Load rule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByLabel('Value of rule 1.1').inputValue()).resolves.toBe('ops');
    await page.context().close();
  });

  it("asks before a group's membership rule changes who is in it", async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/directory/defs');
    const rule = await callAs<Rule>(page, 'POST', '/rules/index', {
      Name: 'night-shift-members',
      Title: 'Night shift members',
      IsEnabled: true,
      Tree: userNameBeginsWith('user000021'),
    });
    const group = await callAs<{ GroupDefId: string }>(page, 'POST', '/group/SaveGroupDef', {
      Name: 'night-shift',
      Title: 'Night shift',
      State: 1,
    });
    await page.goto(`${baseUrl}/directory/defs/save/${group.GroupDefId}`);
    await page.getByRole('combobox', { name: 'Membership rule' }).click();
    await page.getByRole('option', { name: 'Night shift members' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Review the change' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Saving this group adds 10 users to it.');
    await expect(dialog.getByRole('region', { name: 'Join the group' }).getByRole('link').count()).resolves.toBe(10);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**/directory/defs/${group.GroupDefId}/objects`);
    const saved = await callAs<{ RuleId: string | null }>(page, 'GET', `/group/GroupDef/${group.GroupDefId}`);
    expect(saved.RuleId).toBe(rule.RuleId);
    await page.context().close();
  });
});
