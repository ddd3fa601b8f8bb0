import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs, seededId } from './api';
import { newContext, signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();
const HELPDESK_ROLE = seededId('role-helpdesk');

/** The envelope a failing call answers with (§3, §8): a failure injected at the network edge. */
const failing = { status: 500, contentType: 'application/json', body: JSON.stringify({ Success: false, Data: null }) };

async function signedIn(): Promise<Page> {
  const page = await (await newContext(chromium.browser)).newPage();
  await signIn(page, baseUrl, admin.user, admin.password);
  return page;
}

/** A toast of the §8 catalogue, title and message word for word. */
async function toast(page: Page, message: string, title?: string) {
  const shown = page.locator('[role="alert"][data-kind="danger"]').filter({ hasText: message });
  await shown.first().waitFor();
  if (title) await expect(shown.first().textContent()).resolves.toContain(title);
}

/** Issue 22: each failure the §8 catalogue names shows its toast when its call fails. */
describe('say what the spec says when things fail', () => {
  it('the export settings dialog: properties of the object', async () => {
    const page = await signedIn();
    await page.route('**/Export/Metadata/**', (route) => route.fulfill(failing));
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('button', { name: 'Export settings' }).click();
    await toast(page, 'Failed to load properties for object Users.', 'Export');
    await page.getByRole('dialog', { name: 'Export settings' }).getByRole('alert').waitFor();
    await page.close();
  });

  it('the export settings dialog: the saved settings and the global check', async () => {
    const page = await signedIn();
    await page.route('**/Export/Settings?**', (route) => route.fulfill(failing));
    await page.route('**/Export/Check', (route) => route.fulfill(failing));
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('button', { name: 'Export settings' }).click();
    await toast(page, 'Failed to load settings.', 'Export');
    await toast(page, 'Failed to load global export settings.', 'Export');
    await page.close();
  });

  it('the export settings dialog: saving', async () => {
    const page = await signedIn();
    await page.route('**/Export/UserSettings', (route) => route.fulfill(failing));
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('button', { name: 'Export settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export settings' });
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await toast(page, 'Failed to save settings.', 'Export');
    await page.close();
  });

  it('the object search picker', async () => {
    const page = await signedIn();
    await page.route('**/objecttype/SearchObjectsByObjectType', (route) => route.fulfill(failing));
    await page.goto(baseUrl + '/security/roles/defs/view/' + HELPDESK_ROLE + '#permissions');
    await page.getByRole('button', { name: 'Add permission' }).click();
    await page.getByRole('combobox', { name: 'Permission' }).fill('Browser');
    await toast(page, 'Something went wrong');
    await page.close();
  });

  it('an object list whose titles cannot be loaded', async () => {
    const page = await signedIn();
    const saved = await callAs<{ AccessRestrictionId: string }>(page, 'POST', '/accessrestriction/save', {
      Title: 'E2E object load',
      Name: 'e2e-object-load',
      IsEnabled: false,
      AppliesTo: 'Users',
      UserIds: [seededId('user-admin')],
      ObjectType: 0,
      Schedule: 'Always',
      Location: 'Anywhere',
      Browsers: 'Any',
      Platforms: 'Any',
    });
    await page.route('**/objecttype/ObjectsByObjectType', (route) => route.fulfill(failing));
    await page.goto(`${baseUrl}/security/accessrestrictions/save/${saved.AccessRestrictionId}`);
    await toast(page, 'Something is wrong with object load.');
    await page.close();
  });

  it('the user search picker', async () => {
    const page = await signedIn();
    await page.route('**/user/UserSearch', (route) => route.fulfill(failing));
    await page.goto(baseUrl + '/applications/00000000-0000-4000-8000-000000000030/users/save');
    // The picker is a labelled field (issue 22: it had no visible label).
    await page.getByRole('combobox', { name: 'User' }).fill('user0');
    await toast(page, 'Something went wrong', 'User Search');
    await page.close();
  });

  it('the resource type picker', async () => {
    const page = await signedIn();
    await page.route('**/Resource/Type/Picker**', (route) => route.fulfill(failing));
    await page.goto(baseUrl + '/security/resources/save');
    await page.getByRole('combobox', { name: 'Source', exact: true }).click();
    await page.getByRole('option').first().click();
    await toast(page, 'Failed to load resource types');
    await page.close();
  });

  it('draws one primary page action, the create, and no borderless ones', async () => {
    const page = await signedIn();
    await page.goto(baseUrl + '/directory/users/list');
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    const looks = await page
      .locator('[data-page-header] [data-action-place="page"]')
      .evaluateAll((buttons) => buttons.map((b) => [b.textContent, b.getAttribute('data-variant')]));
    expect(looks[0]).toEqual(['Create user', 'primary']);
    expect(looks.slice(1).every(([, look]) => look === 'secondary')).toBe(true);
    await page.close();
  });
});
