import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn, SCREEN_CONTEXT } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  // The server's CSP forbids inline scripts; only this audit context bypasses it to inject axe.
  const context = await browser.newContext(SCREEN_CONTEXT);
  page = await context.newPage();
});
afterAll(async () => browser?.close());

/** A screen to audit: its path (ids of seeded records filled in) and what shows once it has rendered. */
type Screen = readonly [path: string, ready: () => Promise<unknown>];

/** Ids of the first seeded record of each directory list, read once through the API. */
type DirectoryIds = Record<
  'user' | 'source' | 'group' | 'provider' | 'profile' | 'property' | 'propertyGroup' | 'profileSource',
  string
>;

const heading = () => page.locator('main h1').first().waitFor();
const table = (name: string) => () => page.getByRole('grid', { name }).locator('tbody tr').first().waitFor();
const form = (name: string) => () => page.getByRole('form', { name }).waitFor();

/** Opens `path`, waits for `ready` and runs axe: one screen per test, so a slow machine slows a test, not a walk. */
async function audit([path, ready]: Screen) {
  await page.goto(baseUrl + path);
  await ready();
  expect(await axe(page), path).toEqual([]);
}

const DASHBOARD_SCREENS: Screen[] = [
  ['/dashboard/overview', () => page.getByTestId('stat-Users').waitFor()],
  ['/dashboard/awareness', () => page.getByRole('button', { name: /^Locked Users: / }).waitFor()],
  ['/dashboard/get-started', () => page.getByRole('link', { name: 'Create a user' }).waitFor()],
  ['/system/bootstrap', () => page.getByRole('list', { name: 'First-run checklist' }).waitFor()],
  ['/directory/users/list', () => page.getByRole('grid', { name: 'Users' }).locator('tbody tr a').first().waitFor()],
];

/** Every directory screen; `:name` segments are the ids of seeded records (DirectoryIds). */
const DIRECTORY_SCREENS: Screen[] = [
  ['/directory/users/create', () => page.getByLabel('User name').waitFor()],
  ['/directory/users/save/:user', form('Edit user')],
  ['/directory/users/view/:user', table('User applications')],
  ['/directory/users/passwords/:user', () => page.getByRole('button', { name: 'Reset password' }).waitFor()],
  ['/directory/users/createfromsource', () => page.getByLabel('Search accounts').waitFor()],
  ['/directory/users/duplicateds', heading],
  ['/directory/users/livetracking', () => page.getByRole('grid', { name: 'Live sessions' }).waitFor()],
  ['/directory/sources/list', table('User sources')],
  ['/directory/sources/view/:source', heading],
  ['/directory/sources/save/:source', form('User source')],
  ['/directory/sources/settings/:source', form('Sync settings')],
  ['/directory/providers/list', table('Providers')],
  ['/directory/providers/view/:provider', heading],
  ['/directory/providers/save/:provider', form('Save provider')],
  ['/directory/defs', table('Groups')],
  ['/directory/defs/save/:group', form('Group')],
  ['/directory/defs/:group/objects', table('Group members')],
  ['/directory/defs/:group/privileges', heading],
  ['/directory/profiles/list', table('Profiles')],
  ['/directory/profiles/view/:profile/user0000001', table('Profile users')],
  ['/directory/profilevalueadd/:profile', () => page.getByRole('combobox', { name: 'User' }).waitFor()],
  ['/directory/profilevalueedit/:profile/user0000001', form('Profile values of user0000001')],
  ['/directory/profiles/properties', table('Profile properties')],
  ['/directory/properties/save/:property', form('Profile property')],
  ['/directory/properties/view/:property', heading],
  ['/directory/properties/sort', () => page.getByRole('list', { name: 'Sort profile properties' }).waitFor()],
  ['/directory/properties/:property', table('Property values')],
  ['/directory/profiles/propertygroups', table('Property groups')],
  ['/directory/profiles/propertygroups/save/:propertyGroup', form('Property group')],
  ['/directory/profiles/propertygroups/view/:propertyGroup', heading],
  ['/directory/profiles/propertygroups/sort', () => page.getByRole('list', { name: 'Sort property groups' }).waitFor()],
  ['/directory/profiles/sources', table('Profile sources')],
  ['/directory/profiles/sources/view/:profileSource', heading],
  ['/directory/profiles/sources/save/:profileSource', form('Profile source')],
  ['/directory/profiles/sources/sourcesettings/:profileSource', form('Profile source settings')],
  ['/directory/profiles/providers/list', table('Profile Providers')],
];

/** The id of the first record `path` (a list call) returns, as the signed-in page's session sees it. */
const firstId = (path: string, pick: string) =>
  page.evaluate(
    async ([p, k]) => {
      const res = await fetch(p!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({ CurrentPage: 1, ItemPerPage: 1, ...(p === '/provider/list' ? { Kind: 'user' } : {}) }),
      });
      return ((await res.json()) as { Data: { Data: Array<Record<string, string>> } }).Data.Data[0]![k!]!;
    },
    [path, pick] as const,
  );

describe('accessibility of the screens (axe)', () => {
  it('sign-in page has no violations', async () => {
    await page.goto(baseUrl + '/account/login');
    await page.getByLabel('User name').waitFor();
    expect(await axe(page)).toEqual([]);
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await signIn(page, baseUrl, admin.user, admin.password);
    });

    it.each(DASHBOARD_SCREENS)('%s has no violations', async (...screen) => audit(screen));

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

    describe('directory screens', () => {
      let ids: DirectoryIds;
      beforeAll(async () => {
        ids = {
          user: await firstId('/user/userlist', 'UserId'),
          source: await firstId('/user/sourcelist', 'UserSourceId'),
          group: await firstId('/group/GroupDefList', 'GroupDefId'),
          provider: await firstId('/provider/list', 'ProviderId'),
          profile: await firstId('/profile/list', 'ProfileId'),
          property: await firstId('/profile/property/list', 'ProfilePropertyId'),
          propertyGroup: await firstId('/profile/propertygroup/list', 'PropertyGroupId'),
          profileSource: await firstId('/profile/source/list', 'ProfileSourceId'),
        };
      });

      it.each(DIRECTORY_SCREENS)('%s has no violations', async (path, ready) =>
        audit([path.replace(/:([A-Za-z]+)/g, (_, name: keyof DirectoryIds) => ids[name]), ready]),
      );
    });
  });
});
