import { describe, expect, it } from 'vitest';
import type { GroupDef, PagedData, Rule } from '@portcullis/api-client';
import { callAs } from './api';
import { axe } from './axe';
import { baseUrl, disabledUserIds, passingUsers, ruleRow, runNow, saveRule, useWorkflowBrowser } from './workflow-kit';

/**
 * Workflow → Automation (§2.10, issue 27) in the browser: automation rules that act — an action added
 * on the rule's page, run now with the run recorded; the demo's "Inactive 90 days" rule disabling the
 * inactive demo users, its run recorded. axe on each page visited.
 */
const wf = useWorkflowBrowser();
const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  callAs<T>(wf.adminPage, method, path, body);

describe('automation rules that act', () => {
  it('adds an action to a rule, runs it now and shows the run recorded', async () => {
    const page = wf.adminPage;
    await page.goto(baseUrl + '/workflow/automation');
    const group = await call<GroupDef>('POST', '/group/SaveGroupDef', {
      Name: 'night-auditors',
      Title: 'Night auditors',
      State: 1,
    });
    const rule = await saveRule(page, 'Night audit users', 'user00004');
    const passing = await passingUsers(page, rule.Tree);
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
    const saved = await call<Rule>('GET', `/rules/get/${rule.RuleId}`);
    expect(saved.Actions).toEqual([
      { On: 'Enter', Kind: 'AddToGroup', TargetId: group.GroupDefId, TargetTitle: 'Night auditors' },
    ]);

    const row = ruleRow(page, 'Night audit users');
    await row.waitFor();
    await row.getByRole('link', { name: 'Runs Night audit users' }).click();
    await page.waitForURL(`**/workflow/automation/${rule.RuleId}`);
    // The console's server also runs rules after user changes: another test's change may have run this
    // one since its actions changed, so the shown counts are the recorded run's; either way saving new
    // actions started the rule afresh, so every passing user ends up in the group (checked below).
    const { manual, runRow } = await runNow(page, 'Night audit users', rule.RuleId);
    await expect(runRow.textContent()).resolves.toContain(`${manual.UsersIn}`);
    await expect(axe(page)).resolves.toEqual([]);

    const members = await call<PagedData<unknown>>('POST', `/group/def/${group.GroupDefId}/objects`, {
      CurrentPage: 1,
      ItemPerPage: 1,
      Kind: 'members',
    });
    expect(members.TotalItemCount).toBe(passing.TotalItemCount);
  });

  it('disables the demo users inactive for 90 days with the seeded rule and records the run', async () => {
    const page = wf.adminPage;
    await page.goto(baseUrl + '/workflow/automation');
    const row = ruleRow(page, 'Inactive 90 days');
    await row.getByText('Disabled', { exact: true }).waitFor(); // seeded disabled
    const ruleId = (await row.getByRole('link', { name: 'Inactive 90 days', exact: true }).getAttribute('href'))!
      .split('/')
      .pop()!;
    const seeded = await call<Rule>('GET', `/rules/get/${ruleId}`);
    expect(seeded.Actions).toEqual([{ On: 'Enter', Kind: 'DisableUser', TargetId: null, TargetTitle: null }]);
    const inactive = await passingUsers(page, seeded.Tree);
    const inactiveIds = inactive.Data.map((u) => u.UserId);
    expect(inactiveIds.length).toBeGreaterThan(5);
    expect(inactive.TotalItemCount).toBe(inactiveIds.length);
    const disabledBefore = await disabledUserIds(page);
    // The switch's input is hidden behind its drawn track: a pointer clicks the label it sits in.
    const enabledSwitch = row.locator('label', { has: page.getByRole('switch', { name: 'Inactive 90 days enabled' }) });

    await enabledSwitch.click();
    await row.getByText('Enabled', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Runs Inactive 90 days' }).click();
    await page.waitForURL(`**/workflow/automation/${ruleId}`);
    const { recorded } = await runNow(page, 'Inactive 90 days', ruleId);
    await expect(axe(page)).resolves.toEqual([]);

    // Every inactive user entered (in this run, or in a run after a user change that came first), was
    // disabled, and nobody else was.
    expect(recorded.reduce((n, r) => n + r.UsersIn, 0)).toBe(inactiveIds.length);
    expect(recorded.map((r) => [r.UsersOut, r.Errors])).toEqual(recorded.map(() => [0, 0]));
    const disabledAfter = await disabledUserIds(page);
    expect(disabledAfter).toEqual([...new Set([...disabledBefore, ...inactiveIds])].sort());

    // The other parts of the suite share these demo users: the rule is switched off and they are enabled again.
    await page.goto(baseUrl + '/workflow/automation');
    await enabledSwitch.click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    const reenable = inactiveIds.filter((id) => !disabledBefore.includes(id));
    await call('POST', '/user/bulk', { Action: 'enable', UserIds: reenable });
    expect(await disabledUserIds(page)).toEqual(disabledBefore);
  });
});
