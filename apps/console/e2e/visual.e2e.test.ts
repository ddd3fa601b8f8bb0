import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, useBrowser } from './browser';
import { expectScreen } from './screenshots';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

/** Volatile across runs (other flows create users, exports and notifications): masked, not compared. */
const volatile = (page: Page) => [
  page.getByRole('button', { name: /^Notifications/ }),
  page.locator('main [data-testid^="stat-"]'),
  page.locator('main [role="status"]'),
  page.getByRole('list', { name: 'Latest audit entries' }),
];

/** Opens a page and waits until `ready` shows and no request is in flight. */
async function open(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(baseUrl + path);
  await ready();
  await page.waitForLoadState('networkidle');
}

/** The id of the seeded group Contractors (read through the API from the console's origin). */
async function contractorsId(page: Page): Promise<string> {
  await page.goto(baseUrl + '/directory/defs');
  return groupId(page, 'Contractors');
}

const groupId = (page: Page, title: string) =>
  page.evaluate(async (t) => {
    const res = await fetch(`/group/GroupDefsBySelect?search=${encodeURIComponent(t)}`);
    return ((await res.json()) as { Data: Array<{ GroupDefId: string }> }).Data[0]!.GroupDefId;
  }, title);

/**
 * Each main screen in both colour modes (issue 30): the console follows the system's mode until the
 * user chooses, so a browser that prefers dark shows the dark theme; dark baselines end in `-dark`.
 */
describe.each([
  { mode: 'light', suffix: '' },
  { mode: 'dark', suffix: '-dark' },
] as const)('console screens look as committed in $mode mode (1440×900, Debian Chromium)', ({ mode, suffix }) => {
  // One signed-in page for the file, one screen per test: a loaded machine slows a test, not a walk.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await chromium.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
      colorScheme: mode,
    });
    page = await context.newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
  });
  afterAll(async () => context?.close());

  it('dashboard overview matches its baseline', async () => {
    await open(page, '/dashboard/overview', () => page.getByTestId('stat-Users').waitFor());
    await page.locator('path[data-country="US"]').waitFor();
    await expectScreen(page, `dashboard-overview${suffix}`, [...volatile(page), page.locator('main svg')]);
  });

  it('dashboard awareness matches its baseline', async () => {
    await open(page, '/dashboard/awareness', () =>
      page.getByRole('button', { name: /^Locked Users: [\d,]+, show the list$/ }).waitFor(),
    );
    // Counts move as other flows create users; the cards' layout is what is compared.
    await expectScreen(page, `dashboard-awareness${suffix}`, [
      ...volatile(page),
      page.locator('main span[aria-hidden="true"]'),
    ]);
  });

  it('user list matches its baseline', async () => {
    await open(page, '/directory/users/list?f-search=user00001', () =>
      page.getByRole('status').filter({ hasText: ' in all' }).waitFor(),
    );
    await expectScreen(page, `user-list${suffix}`, [...volatile(page), page.locator('main tbody td:nth-child(n+7)')]);
  });

  it('user view matches its baseline', async () => {
    // The user view of the first super admin: created without an MFA enrolment, so MFA reads Off.
    await open(page, '/directory/users/list?f-search=admin', () =>
      page.getByRole('link', { name: admin.user, exact: true }).waitFor(),
    );
    await page.getByRole('link', { name: admin.user, exact: true }).click();
    await page.waitForURL(/\/directory\/users\/view\//);
    const mfa = page
      .locator('dt', { hasText: 'Multi-factor authentication' })
      .locator('xpath=following-sibling::dd[1]');
    await expect(mfa.textContent()).resolves.toBe('Off');
    await page.waitForLoadState('networkidle');
    await expectScreen(page, `user-view${suffix}`, [
      ...volatile(page),
      page.locator('main dd'),
      page.locator('main tbody'),
    ]);
  });

  it('group edit matches its baseline', async () => {
    const contractors = await contractorsId(page);
    await open(page, `/directory/defs/save/${contractors}`, () =>
      page.getByRole('heading', { level: 1, name: 'Edit Contractors' }).waitFor(),
    );
    await expectScreen(page, `group-edit${suffix}`, volatile(page));
  });

  it('group members matches its baseline', async () => {
    const contractors = await contractorsId(page);
    await open(page, `/directory/defs/${contractors}/objects`, () =>
      page.getByRole('columnheader', { name: 'User name' }).waitFor(),
    );
    await page.getByRole('grid', { name: 'Group members' }).locator('tbody tr').first().waitFor();
    // The view's facts hold when the seed made the group: masked like the other moments of a run.
    await expectScreen(page, `group-members${suffix}`, [
      ...volatile(page),
      page.locator('main dt:text-is("Created") + dd'),
    ]);
  });

  it('rule builder preview matches its baseline', async () => {
    await open(page, '/workflow/automation/save', () => page.getByRole('heading', { name: 'Create rule' }).waitFor());
    await page.getByLabel('Title').fill('Early users');
    await page.getByRole('button', { name: 'Add rule to group 1' }).click();
    await page.getByRole('combobox', { name: 'Property of rule 1.1' }).click();
    await page
      .getByRole('option', { name: /^User Name/ })
      .first()
      .click();
    const operator = page.getByRole('combobox', { name: 'Operator of rule 1.1' });
    // The property's default operator arrives first; choosing before it would be overwritten.
    await operator.filter({ hasText: 'equals' }).waitFor();
    await operator.click();
    await page
      .getByRole('option', { name: /^begins with/ })
      .first()
      .click();
    await operator.filter({ hasText: 'begins with' }).waitFor();
    await page.getByLabel('Value of rule 1.1').fill('user00001');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('status').filter({ hasText: 'users pass' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectScreen(page, `rule-builder-preview${suffix}`, volatile(page).slice(0, 1));
  });

  it('exports matches its baseline', async () => {
    await open(page, '/reports/exports', () => page.getByRole('heading', { level: 1 }).waitFor());
    // How many exports exist depends on which tests ran before: the rows are left out, the frame compared.
    await page.addStyleTag({ content: 'main table tbody tr { display: none; }' });
    await expectScreen(page, `exports${suffix}`, [...volatile(page), page.locator('main table, main ul')]);
  });
});
