import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { flattenRoutes, hrefOf, routeTree, type ResolvedRoute } from '../src/routes/index';
import { signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

/** The seeded super-admin role (server seed ids): a view page reached with a known id. */
const SUPER_ADMIN_ROLE = '00000000-0000-4000-8000-000000000010';

/**
 * Every built screen the route table can open without an object's id: routes with a screen (their own
 * or a resource's) whose path has no required parameter, optional ones dropped (a save page opens as
 * "create"). Public and standalone pages are checked in sign-in tests.
 */
const builtRoutes: ResolvedRoute[] = flattenRoutes(routeTree).filter(
  (r) => (r.screen || r.resource) && !r.isPublic && !r.isStandalone && !/:[A-Za-z0-9_]+(\/|$)/.test(r.fullPath),
);
/** Small groups, so one test never walks so many pages that a busy machine times it out. */
const GROUP = 6;
const groups = Array.from({ length: Math.ceil(builtRoutes.length / GROUP) }, (_, i) =>
  builtRoutes.slice(i * GROUP, (i + 1) * GROUP),
);

/** How far the page scrolls sideways: 0 when it fits its viewport (tables scroll inside their frames). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

describe.each(VIEWPORTS)('no sideways page scroll at $width×$height', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await chromium.browser.newContext({ viewport });
    page = await context.newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
  });
  afterAll(async () => context?.close());

  it('walks every built route of the route table', () => {
    // The table holds dozens of built screens; a filter that matched none would check nothing.
    expect(builtRoutes.length).toBeGreaterThan(50);
  });

  it.each(groups.map((routes, i) => ({ group: i + 1, routes })))(
    'route group $group fits the viewport',
    async ({ routes }) => {
      for (const route of routes) {
        await page.goto(baseUrl + hrefOf(route));
        await settle(page);
        expect(await sidewaysScroll(page), `${route.name} (${route.fullPath})`).toBe(0);
      }
    },
  );

  it('view pages fit the viewport too (a user, a role)', async () => {
    await page.goto(baseUrl + '/directory/users/list?f-search=admin');
    const link = page.getByRole('link', { name: admin.user, exact: true });
    await link.waitFor();
    const userView = (await link.getAttribute('href'))!;
    for (const path of [userView, `/security/roles/defs/view/${SUPER_ADMIN_ROLE}`]) {
      await page.goto(baseUrl + path);
      await settle(page);
      expect(await sidewaysScroll(page), path).toBe(0);
    }
  });
});
