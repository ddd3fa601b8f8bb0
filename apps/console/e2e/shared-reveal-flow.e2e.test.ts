import { describe, expect, inject, it } from 'vitest';
import type { SharedRevealAccess, User, UserSourceOption } from '@portcullis/api-client';
import { signIn, useBrowser, SCREEN_CONTEXT } from './browser';
import { callAs } from './api';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const chromium = useBrowser();

const APPROVER = { user: 'e2e.vault-approver', password: 'Vault#Approver-2026' };

/**
 * A shared account's reveal through an approval flow (§4 shared accounts; issue 27): the administrator
 * names the flow on the user view, requests access as a delegated user, another delegated user approves
 * the flow item, and the password is revealed with its 9-second countdown; then that user asks and the
 * administrator approves on the page.
 */
describe('shared-account reveal through a flow end to end', () => {
  it('requests access, waits for approval, then reveals', async () => {
    // axe is injected as a script: this context lets it past the console's content security policy.
    const context = await chromium.browser.newContext(SCREEN_CONTEXT);
    const page = await context.newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    const sources = await callAs<UserSourceOption[]>(page, 'GET', '/user/SourcesCompact');
    const UserSourceId = sources.find((x) => x.Title === 'Local Users')!.UserSourceId;
    const create = (UserName: string, UserType: number, Password: string) =>
      callAs<User>(page, 'POST', '/user/createuser', { UserName, UserSourceId, UserType, IsEnabled: true, Password });
    const vault = await create('e2e.vault', 1, 'Va#lt-Secret-2026');
    const approver = await create(APPROVER.user, 0, APPROVER.password);
    const found = await callAs<Array<{ UserId: string; UserName: string }>>(page, 'GET', '/user/Search?search=admin');
    for (const owner of [found.find((u) => u.UserName === 'admin')!.UserId, approver.UserId])
      await callAs(page, 'POST', '/ObjectOwner/Save', {
        ObjectTypeName: 'User',
        ObjectId: vault.UserId,
        OwnerUserId: owner,
        OwnerType: 0,
      });
    await callAs(page, 'POST', '/flow/save', {
      Title: 'Vault reveal approval',
      Name: 'vault-reveal-approval',
      StageOrder: 0,
      Stages: [{ Title: 'Delegates', Approvers: [{ Kind: 'Owners' }], Decision: 'AnyOf' }],
    });

    await page.goto(`${baseUrl}/directory/users/view/${vault.UserId}`);
    const section = page.getByRole('region', { name: 'Shared account password' });
    await section.getByRole('button', { name: 'Reveal Shared account password' }).waitFor();
    await section.getByRole('combobox', { name: 'Approval flow for reveals' }).click();
    await page.getByRole('option', { name: 'Vault reveal approval' }).click();
    await section.getByRole('button', { name: 'Request access' }).click();
    await section.getByText('Pending approval').waitFor();
    await expect(axe(page)).resolves.toEqual([]);

    // The other delegated user approves the flow item (signed in on a browser of their own).
    const access = await callAs<SharedRevealAccess>(page, 'GET', `/user/${vault.UserId}/shared-password/access`);
    expect(access.State).toBe('Pending');
    const approverContext = await chromium.browser.newContext();
    const approverPage = await approverContext.newPage();
    await approverPage.goto(baseUrl + '/');
    // The root sends a signed-out browser on to the sign-in page: call from there, not mid-navigation.
    await approverPage.getByLabel('User name').waitFor();
    await callAs(approverPage, 'POST', '/account/login', { UserName: APPROVER.user, Password: APPROVER.password });
    await callAs(approverPage, 'POST', `/flow/items/${access.FlowItemId}/approve`, { Justification: 'Night shift' });

    await section.getByRole('button', { name: 'Check again' }).click();
    await section.getByText(/^Approved: you may reveal the password until /).waitFor();
    await section.getByRole('button', { name: 'Reveal Shared account password' }).click();
    await expect(section.getByLabel('Revealed Shared account password').textContent()).resolves.toBe(
      'Va#lt-Secret-2026',
    );
    await section.getByRole('timer', { name: 'Seconds until hidden' }).waitFor();
    await expect(axe(page)).resolves.toEqual([]);
    await section.getByLabel('Hidden Shared account password').waitFor({ timeout: 12_000 });

    // The other way round: the approver asks, and the administrator (also delegated) approves on the page.
    await callAs(approverPage, 'POST', `/user/${vault.UserId}/shared-password/request`, {});
    await page.reload();
    const waiting = page.getByRole('list', { name: 'Reveal requests waiting for you' });
    await waiting.waitFor();
    await expect(axe(page)).resolves.toEqual([]);
    await waiting.getByRole('button', { name: `Approve ${APPROVER.user}` }).click();
    await waiting.waitFor({ state: 'detached' });
    const theirs = await callAs<SharedRevealAccess>(
      approverPage,
      'GET',
      `/user/${vault.UserId}/shared-password/access`,
    );
    expect(theirs.State).toBe('Approved');
    await approverContext.close();
    await context.close();
  });
});
