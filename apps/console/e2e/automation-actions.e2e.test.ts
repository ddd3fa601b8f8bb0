import { describe, expect, inject, it } from 'vitest';
import type { GroupDef, PagedData, Rule, RuleRun } from '@portcullis/api-client';
import { signIn, useBrowser } from './browser';
import { callAs } from './api';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const chromium = useBrowser();

/**
 * Automation rules that act (issue 27): an action is added to a rule on its save page, the rule is run
 * from its runs panel, and the run is recorded with its counts while its action took effect.
 */
describe('automation rule actions end to end', () => {
  it('adds an action to a rule, runs it now and shows the run recorded', async () => {
    // axe is injected as a script: this context lets it past the console's content security policy.
    const context = await chromium.browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/workflow/automation');
    const group = await callAs<GroupDef>(page, 'POST', '/group/SaveGroupDef', {
      Name: 'night-auditors',
      Title: 'Night auditors',
      State: 1,
    });
    const rule = await callAs<Rule>(page, 'POST', '/rules/index', {
      Name: 'night-audit-users',
      Title: 'Night audit users',
      IsEnabled: true,
      Tree: {
        id: 'root',
        group: true,
        type: 'AND',
        rules: [
          {
            id: 'a',
            group: false,
            propertygroup: 'User',
            property: 'UserName',
            operator: 'begins_with',
            value: 'user00004',
          },
        ],
      },
    });
    const passing = await callAs<PagedData<unknown>>(page, 'POST', '/rules/PassedUsers', {
      Users: { CurrentPage: 1, ItemPerPage: 1 },
      Rules: rule.Tree,
    });
    expect(passing.TotalItemCount).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/workflow/automation/save/${rule.RuleId}`);
    await page.getByRole('button', { name: 'Add action' }).click();
    await page.getByRole('combobox', { name: 'Kind of action 1' }).click();
    await page.getByRole('option', { name: /^Add to group/ }).click();
    const picker = page.getByRole('combobox', { name: 'Group of action 1' });
    await picker.fill('Night aud');
    await page.getByRole('option', { name: 'Night auditors' }).click();
    await expect(axe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/workflow/automation');
    const saved = await callAs<Rule>(page, 'GET', `/rules/get/${rule.RuleId}`);
    expect(saved.Actions).toEqual([
      { On: 'Enter', Kind: 'AddToGroup', TargetId: group.GroupDefId, TargetTitle: 'Night auditors' },
    ]);

    const row = page.getByRole('grid', { name: 'Automation rules' }).getByRole('row', { name: /Night audit users/ });
    await row.waitFor();
    await row.getByRole('link', { name: 'Runs Night audit users' }).click();
    await page.waitForURL(`**/workflow/automation/${rule.RuleId}`);
    const runs = page.getByRole('region', { name: 'Runs of Night audit users' });
    await runs.getByRole('button', { name: 'Run now' }).click();
    const status = runs.getByRole('status').filter({ hasText: 'Run finished' });
    await status.waitFor();
    // The console's server also runs rules after user changes: another test's change may have run this
    // one since its actions changed, so the shown counts are the recorded run's; either way saving new
    // actions started the rule afresh, so every passing user ends up in the group (checked below).
    const recorded = await callAs<PagedData<RuleRun>>(page, 'POST', `/rules/${rule.RuleId}/runs`, {
      CurrentPage: 1,
      ItemPerPage: 20,
    });
    const manual = recorded.Data.find((r) => r.Trigger === 'Manual')!;
    await expect(status.textContent()).resolves.toBe(`Run finished: ${manual.UsersIn} in, 0 out, no errors.`);
    const runRow = runs.getByRole('grid', { name: 'Runs of Night audit users' }).getByRole('row', { name: /Run now/ });
    await runRow.waitFor();
    await expect(runRow.textContent()).resolves.toContain(`${manual.UsersIn}`);
    await expect(axe(page)).resolves.toEqual([]);

    const members = await callAs<PagedData<unknown>>(page, 'POST', `/group/def/${group.GroupDefId}/objects`, {
      CurrentPage: 1,
      ItemPerPage: 1,
      Kind: 'members',
    });
    expect(members.TotalItemCount).toBe(passing.TotalItemCount);
    await context.close();
  });
});
