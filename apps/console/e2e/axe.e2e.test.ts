import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  // The server's CSP forbids inline scripts; only this audit context bypasses it to inject axe.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => browser?.close());

describe('accessibility of the screens (axe)', () => {
  it('sign-in page has no violations', async () => {
    await page.goto(baseUrl + '/account/login');
    await page.getByLabel('User name').waitFor();
    expect(await axe(page)).toEqual([]);
  });

  it('overview, awareness, get started, the user list and a not-built screen have no violations', async () => {
    await signIn(page, baseUrl, admin.user, admin.password);
    for (const [path, ready] of [
      ['/dashboard/overview', () => page.getByTestId('stat-Users').waitFor()],
      ['/dashboard/awareness', () => page.getByRole('button', { name: /^Locked Users: / }).waitFor()],
      ['/dashboard/get-started', () => page.getByRole('link', { name: 'Create a user' }).waitFor()],
      ['/system/bootstrap', () => page.getByText('This screen is not built yet.').waitFor()],
      [
        '/directory/users/list',
        () => page.getByRole('grid', { name: 'Users' }).locator('tbody tr a').first().waitFor(),
      ],
    ] as const) {
      await page.goto(baseUrl + path);
      await ready();
      expect(await axe(page), path).toEqual([]);
    }
  });

  it('the rule builder with a rule and the preview has no violations', async () => {
    await page.goto(baseUrl + '/workflow/automation/save');
    await page.getByRole('button', { name: 'Add rule to group 1' }).click();
    await page.getByRole('combobox', { name: 'Property of rule 1.1' }).click();
    await page.getByRole('option', { name: 'Groups', exact: true }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await axe(page)).toEqual([]);
  });

  it('an open awareness modal has no violations', async () => {
    await page.goto(baseUrl + '/dashboard/awareness');
    await page.getByRole('button', { name: /^Expired Application Keys: / }).click();
    await page.getByRole('dialog', { name: 'Expired Application Keys' }).locator('tbody tr').first().waitFor();
    expect(await axe(page)).toEqual([]);
  });

  it('every directory screen has no violations', async () => {
    const id = async (path: string, pick: string) =>
      page.evaluate(
        async ([p, k]) => {
          const res = await fetch(p!, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
            body: JSON.stringify({
              CurrentPage: 1,
              ItemPerPage: 1,
              ...(p === '/provider/list' ? { Kind: 'user' } : {}),
            }),
          });
          return ((await res.json()) as { Data: { Data: Array<Record<string, string>> } }).Data.Data[0]![k!]!;
        },
        [path, pick] as const,
      );
    const user = await id('/user/userlist', 'UserId');
    const source = await id('/user/sourcelist', 'UserSourceId');
    const group = await id('/group/GroupDefList', 'GroupDefId');
    const provider = await id('/provider/list', 'ProviderId');
    const profile = await id('/profile/list', 'ProfileId');
    const property = await id('/profile/property/list', 'ProfilePropertyId');
    const propertyGroup = await id('/profile/propertygroup/list', 'PropertyGroupId');
    const profileSource = await id('/profile/source/list', 'ProfileSourceId');
    const heading = () => page.locator('main h1').first().waitFor();
    const table = (name: string) => () => page.getByRole('grid', { name }).locator('tbody tr').first().waitFor();
    for (const [path, ready] of [
      ['/directory/users/create', () => page.getByLabel('User name').waitFor()],
      [`/directory/users/save/${user}`, () => page.getByRole('form', { name: 'Edit user' }).waitFor()],
      [`/directory/users/view/${user}`, table('User applications')],
      [`/directory/users/passwords/${user}`, () => page.getByRole('button', { name: 'Reset password' }).waitFor()],
      ['/directory/users/createfromsource', () => page.getByLabel('Search accounts').waitFor()],
      ['/directory/users/duplicateds', heading],
      ['/directory/users/livetracking', () => page.getByRole('grid', { name: 'Live sessions' }).waitFor()],
      ['/directory/sources/list', table('User sources')],
      [`/directory/sources/view/${source}`, heading],
      [`/directory/sources/save/${source}`, () => page.getByRole('form', { name: 'User source' }).waitFor()],
      [`/directory/sources/settings/${source}`, () => page.getByRole('form', { name: 'Sync settings' }).waitFor()],
      ['/directory/providers/list', table('Providers')],
      [`/directory/providers/view/${provider}`, heading],
      [`/directory/providers/save/${provider}`, () => page.getByRole('form', { name: 'Save provider' }).waitFor()],
      ['/directory/defs', table('Groups')],
      [`/directory/defs/save/${group}`, () => page.getByRole('form', { name: 'Group' }).waitFor()],
      [`/directory/defs/${group}/objects`, table('Group members')],
      [`/directory/defs/${group}/privileges`, heading],
      ['/directory/profiles/list', table('Profiles')],
      [`/directory/profiles/view/${profile}/user0000001`, table('Profile users')],
      [`/directory/profilevalueadd/${profile}`, () => page.getByRole('combobox', { name: 'User' }).waitFor()],
      [
        `/directory/profilevalueedit/${profile}/user0000001`,
        () => page.getByRole('form', { name: 'Profile values of user0000001' }).waitFor(),
      ],
      ['/directory/profiles/properties', table('Profile properties')],
      [`/directory/properties/save/${property}`, () => page.getByRole('form', { name: 'Profile property' }).waitFor()],
      [`/directory/properties/view/${property}`, heading],
      ['/directory/properties/sort', () => page.getByRole('list', { name: 'Sort profile properties' }).waitFor()],
      [`/directory/properties/${property}`, table('Property values')],
      ['/directory/profiles/propertygroups', table('Property groups')],
      [
        `/directory/profiles/propertygroups/save/${propertyGroup}`,
        () => page.getByRole('form', { name: 'Property group' }).waitFor(),
      ],
      [`/directory/profiles/propertygroups/view/${propertyGroup}`, heading],
      [
        '/directory/profiles/propertygroups/sort',
        () => page.getByRole('list', { name: 'Sort property groups' }).waitFor(),
      ],
      ['/directory/profiles/sources', table('Profile sources')],
      [`/directory/profiles/sources/view/${profileSource}`, heading],
      [
        `/directory/profiles/sources/save/${profileSource}`,
        () => page.getByRole('form', { name: 'Profile source' }).waitFor(),
      ],
      [
        `/directory/profiles/sources/sourcesettings/${profileSource}`,
        () => page.getByRole('form', { name: 'Profile source settings' }).waitFor(),
      ],
      ['/directory/profiles/providers/list', table('Profile Providers')],
    ] as const) {
      await page.goto(baseUrl + path);
      await ready();
      expect(await axe(page), path).toEqual([]);
    }
  });
});
