import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useBrowser, openTab } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

const userRows = (page: Page) => page.getByRole('grid', { name: 'Users' }).locator('tbody tr');

async function searchUsers(page: Page, text: string, expected: number) {
  await page.getByLabel('Search Users').fill(text);
  await page
    .getByRole('status')
    .filter({ hasText: `${expected} in all` })
    .waitFor();
}

describe('directory end to end', () => {
  it('creates a user, finds it, edits it (guarded), resets its password, groups it, imports three users and deletes one', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);

    // Create, with the password checked against the policy as it is typed.
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.waitForURL('**/directory/users/create');
    await page.getByLabel('User name').fill('e2e.jane');
    await page.getByLabel('First name').fill('Jane');
    await page.getByLabel('Last name').fill('Doe');
    await page.getByLabel('E-mail').fill('e2e.jane@example.com');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await expect(page.getByRole('list', { name: 'Password policy' }).textContent()).resolves.toContain('uppercase');
    await page.getByLabel('Password', { exact: true }).fill('Str0ng#Passw0rd');
    await expect(page.getByRole('list', { name: 'Password policy' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(/\/directory\/users\/view\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Jane Doe' }).waitFor();
    const userId = page.url().split('/').pop()!;

    // Find it by filter.
    await page.goto(baseUrl + '/directory/users/list');
    await searchUsers(page, 'e2e.jane', 1);
    await expect(userRows(page).first().textContent()).resolves.toContain('e2e.jane@example.com');

    // Edit it; leaving the edited form asks first, staying keeps the edit.
    await page.goto(baseUrl + `/directory/users/save/${userId}`);
    await page.getByLabel('Display name').fill('Janie');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toContain(`/directory/users/save/${userId}`);
    await expect(page.getByLabel('Display name').inputValue()).resolves.toBe('Janie');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**/directory/users/view/${userId}`);

    // Reset its password: a weak one is refused by the policy, a generated one is accepted.
    await page.goto(baseUrl + `/directory/users/passwords/${userId}`);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Set password', exact: true }).click();
    await page.getByText('The password does not meet the policy.').waitFor();
    await page.getByRole('button', { name: 'Generate password' }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[type="text"]') as HTMLInputElement | null)?.value.length === 13,
    );
    await expect(page.getByRole('list', { name: 'Password policy' }).count()).resolves.toBe(0);
    const setReply = page.waitForResponse((r) => r.url().endsWith('/user/password'));
    await page.getByRole('button', { name: 'Set password', exact: true }).click();
    expect((await setReply).status()).toBe(200);
    await page.getByLabel('Show the new password to me once').check();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('revealed-password').textContent()).resolves.toHaveLength(13);

    // Assign it to a group and see it among the group's members.
    await page.goto(baseUrl + `/directory/users/view/${userId}`);
    await openTab(page, 'Groups');
    await page.getByRole('combobox', { name: 'Add group' }).fill('Engin');
    await page.getByRole('option', { name: /Engineering/ }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .getByRole('grid', { name: 'User groups' })
      .getByRole('gridcell', { name: 'Engineering', exact: true })
      .waitFor();
    const groupId = await page.evaluate(async () => {
      const res = await fetch('/group/GroupDefsBySelect?search=Engineering');
      return ((await res.json()) as { Data: Array<{ GroupDefId: string }> }).Data[0]!.GroupDefId;
    });
    await page.goto(baseUrl + `/directory/defs/${groupId}/objects`);
    const members = page.getByRole('grid', { name: 'Group members' });
    await members.waitFor();
    await page.getByLabel('Search Group members').fill('e2e.jane');
    await members.getByRole('link', { name: 'e2e.jane', exact: true }).waitFor();

    // Import three users from a CSV file.
    const dir = mkdtempSync(path.join(tmpdir(), 'portcullis-e2e-'));
    const csv = path.join(dir, 'users.csv');
    writeFileSync(
      csv,
      'UserName;FirstName;LastName;Email\ne2e.imp1;Imp;One;imp1@example.com\ne2e.imp2;Imp;Two;imp2@example.com\ne2e.imp3;Imp;Three;imp3@example.com\n',
    );
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles(csv);
    await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await searchUsers(page, 'e2e.imp', 3);

    // Delete one of them.
    await userRows(page).filter({ hasText: 'e2e.imp2' }).getByRole('link', { name: 'e2e.imp2' }).click();
    await page.waitForURL(/\/directory\/users\/view\//);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/directory/users/list');
    await searchUsers(page, 'e2e.imp', 2);
    await page.context().close();
  });

  it('selects all matching users across pages for a bulk action, and exports exactly the filtered rows to Excel (live over the excel hub) and CSV, downloaded from Exports', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/directory/users/list?limit=10');
    await searchUsers(page, 'user00001', 100);
    const bell = page.getByRole('button', { name: /^Notifications, / });
    const unread = async () =>
      Number(
        /Notifications, ([\d,]+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]?.replace(/,/g, ''),
      );
    const unreadBefore = await unread();
    await page.getByLabel('Select all rows on this page').check();
    await page.getByRole('region', { name: 'Selection' }).getByText('10 selected.').waitFor();
    await page.getByRole('button', { name: 'Select all 100 items' }).click();
    await page.getByText('All 100 matching items are selected.').waitFor();
    // Row checkboxes are named after the user ('Select user000012'), not their position.
    await userRows(page)
      .nth(2)
      .getByRole('checkbox', { name: /^Select user/ })
      .uncheck();
    await page.getByText('All 99 matching items are selected.').waitFor();
    await page.getByRole('button', { name: 'Assign group' }).click();
    await page.getByRole('combobox', { name: 'Group' }).fill('Execut');
    await page.getByRole('option', { name: 'Executives' }).click();
    const bulk = page.waitForResponse((r) => r.url().endsWith('/user/bulk'));
    await page.getByRole('button', { name: 'Add to group' }).click();
    const reply = (await (await bulk).json()) as { Success: boolean; Data: { AffectedCount: number } };
    expect(reply.Success).toBe(true);
    const inGroup = await page.evaluate(async () => {
      const groups = (await (await fetch('/group/GroupDefsBySelect?search=Executives')).json()) as {
        Data: Array<{ GroupDefId: string }>;
      };
      const res = await fetch(`/group/def/${groups.Data[0]!.GroupDefId}/objects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({
          CurrentPage: 1,
          ItemPerPage: 5,
          Kind: 'members',
          Filters: [{ Column: 'Name', Value: 'user00001', Operator: 4 }],
        }),
      });
      return ((await res.json()) as { Data: { TotalItemCount: number } }).Data.TotalItemCount;
    });
    expect(inGroup).toBe(99);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to Excel' });
    await dialog.getByLabel('Only filtered').check();
    await dialog.getByLabel('Email').uncheck();
    // Nothing live was on screen until now: no page connects to the export hub on its own (issue 14).
    expect(sockets).not.toContain('/hubs/export');
    await dialog.getByRole('button', { name: 'Export' }).click();
    await page.getByText('Excel file prepared successfuly.').waitFor();
    expect(sockets).toContain('/hubs/export');

    // The user's export settings name the CSV columns (mapping editor, §5).
    await page.getByRole('button', { name: 'Export settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Export settings' });
    await settings.getByLabel('Users export: title 1').fill('Login');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.waitFor({ state: 'detached' });

    // The same filtered rows to CSV: a job too, listed on the Exports page when ready.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csvDialog = page.getByRole('dialog', { name: 'Export to CSV' });
    await csvDialog.getByLabel('Only filtered').check();
    await csvDialog.getByRole('button', { name: 'Export' }).click();
    await page.getByText('The export has started. It will appear on the Exports page when ready.').waitFor();
    // Both finished exports reach the bell live, over the export hub this tab connected when it exported.
    await expect.poll(unread, { timeout: 15_000 }).toBe(unreadBefore + 2);

    await page.goto(baseUrl + '/reports/exports');
    const exports = page.getByRole('grid', { name: 'Exports' });
    const xlsxRow = exports
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Download Users \(XLSX\)/ }) })
      .first();
    const csvRow = exports
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Download Users \(CSV\)/ }) })
      .first();
    await xlsxRow.waitFor();
    await csvRow.waitFor();
    await expect(xlsxRow.textContent()).resolves.toContain('Completed');
    await expect(xlsxRow.getByRole('gridcell', { name: '100', exact: true }).count()).resolves.toBe(1);
    const download = async (row: typeof csvRow) =>
      page.evaluate(
        async (url) => {
          const res = await fetch(url!);
          const bytes = new Uint8Array(await res.arrayBuffer());
          return {
            status: res.status,
            type: res.headers.get('content-type'),
            size: bytes.byteLength,
            text: new TextDecoder().decode(bytes),
          };
        },
        await row.getByRole('link').getAttribute('href'),
      );
    const xlsx = await download(xlsxRow);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    expect(xlsx.size).toBeGreaterThan(1000);
    const csv = await download(csvRow);
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]!.startsWith('Login;Display Name;')).toBe(true);
    expect(lines).toHaveLength(101); // the header and exactly the 100 filtered users
    expect(lines.slice(1).every((l) => l.startsWith('user00001'))).toBe(true);
    await page.context().close();
  });

  it("reveals a delegated shared account's password for 9 seconds", async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    const id = await page.evaluate(async () => {
      const post = async (path: string, body: unknown) =>
        (await (
          await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
            body: JSON.stringify(body),
          })
        ).json()) as { Data: Record<string, string> };
      const sources = (await (await fetch('/user/SourcesCompact')).json()) as {
        Data: Array<{ UserSourceId: string; Title: string }>;
      };
      const me = (await (await fetch('/user/Search?search=admin')).json()) as {
        Data: Array<{ UserId: string; UserName: string }>;
      };
      const shared = await post('/user/createuser', {
        UserName: 'e2e.frontdesk',
        UserSourceId: sources.Data.find((x) => x.Title === 'Local Users')!.UserSourceId,
        UserType: 1,
        IsEnabled: true,
        Password: 'Fr0nt#Desk-2026',
      });
      await post('/ObjectOwner/Save', {
        ObjectTypeName: 'User',
        ObjectId: shared.Data.UserId,
        OwnerUserId: me.Data.find((u) => u.UserName === 'admin')!.UserId,
        OwnerType: 0,
      });
      return shared.Data.UserId;
    });
    await page.goto(baseUrl + `/directory/users/view/${id}`);
    await page.getByRole('button', { name: 'Reveal Shared account password' }).click();
    await expect(page.getByLabel('Revealed Shared account password').textContent()).resolves.toBe('Fr0nt#Desk-2026');
    await page.getByRole('timer', { name: 'Seconds until hidden' }).waitFor();
    await page.getByLabel('Hidden Shared account password').waitFor({ timeout: 12_000 });
    await page.context().close();
  });
});
