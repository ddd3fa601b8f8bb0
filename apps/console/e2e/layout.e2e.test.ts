import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();

/** The kit's layout tokens (packages/ui theme `layout`): gutter and the gap under the page header. */
const GUTTER = 24;
const HEADER_GAP = 24;

interface Frame {
  /** Left edge of `<main>`. */
  mainLeft: number;
  /** Bottom edge of the page header (its rule, or its tabs' underline). */
  headerBottom: number;
  /** Left edge of the header's first row (avatar or title). */
  titleLeft: number;
  /** Top and left edge of the content's first visible box. */
  contentTop: number;
  contentLeft: number;
}

/** Measures the page frame: the header band and the first box of the content under it. */
const frameOf = (page: Page) =>
  page.evaluate((): Frame => {
    const main = document.querySelector('main')!.getBoundingClientRect();
    const header = document.querySelector('main [data-page-header]')!.getBoundingClientRect();
    const title = document.querySelector('main [data-page-header] > *')!.getBoundingClientRect();
    const first = [...document.querySelectorAll('main [data-page-content] > *')]
      .map((el) => el.getBoundingClientRect())
      .find((r) => r.height > 0)!;
    return {
      mainLeft: main.left,
      headerBottom: header.bottom,
      titleLeft: title.left,
      contentTop: first.top,
      contentLeft: first.left,
    };
  });

/** Every screen keeps the token gap under its header and the gutter on the left, for header and content alike. */
async function expectFramed(page: Page, what: string) {
  const frame = await frameOf(page);
  expect(frame.contentTop - frame.headerBottom, `${what}: gap under the header`).toBeGreaterThanOrEqual(HEADER_GAP);
  expect(frame.titleLeft - frame.mainLeft, `${what}: header gutter`).toBe(GUTTER);
  expect(frame.contentLeft - frame.mainLeft, `${what}: content gutter`).toBe(GUTTER);
  return frame;
}

async function open(page: Page, path: string, ready: () => Promise<unknown>) {
  await page.goto(baseUrl + path);
  await ready();
  await page.waitForLoadState('networkidle');
}

describe('page layout at 1440×900', () => {
  it('every screen kind keeps its content clear of the header, its tabs and the gutters', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl, admin.user, admin.password);

    // Dashboard: the tabs' underline is the header's edge; the stat cards keep the gap from it.
    await open(page, '/dashboard/overview', () => page.getByTestId('stat-Users').waitFor());
    const dashboard = await expectFramed(page, 'dashboard overview');
    // The underline is drawn by the tab list's frame (its parent), which ends the header.
    const underline = await page
      .getByRole('tablist')
      .first()
      .evaluate((list) => list.parentElement!.getBoundingClientRect().bottom);
    expect(underline).toBe(dashboard.headerBottom);
    const card = await page.getByTestId('stat-Users').boundingBox();
    expect(card!.y - underline).toBeGreaterThanOrEqual(HEADER_GAP);

    // A list screen of its own (the user list).
    await open(page, '/directory/users/list', () => page.getByRole('status').filter({ hasText: ' in all' }).waitFor());
    await expectFramed(page, 'user list');

    // A generic resource list and its save page (the resource screens every simple entity uses).
    await open(page, '/security/roles/defs', () => page.getByRole('grid').waitFor());
    await expectFramed(page, 'role list');
    await open(page, '/security/roles/defs/save', () => page.getByRole('textbox', { name: 'Title' }).waitFor());
    await expectFramed(page, 'role save page');

    // The user view: sixteen tabs at 1440 px. None runs past the viewport or main; the rest are under More.
    await open(page, '/directory/users/list?f-search=admin', () =>
      page.getByRole('link', { name: admin.user, exact: true }).waitFor(),
    );
    await page.getByRole('link', { name: admin.user, exact: true }).click();
    await page.waitForURL(/\/directory\/users\/view\//);
    const details = page.getByRole('tablist', { name: 'User details' });
    await details.waitFor();
    await page.waitForLoadState('networkidle');
    await expectFramed(page, 'user view');
    const mainRight = await page.locator('main').evaluate((m) => m.getBoundingClientRect().right);
    const tabRights = await details
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().right));
    expect(tabRights.length).toBeGreaterThan(1);
    for (const right of tabRights) {
      expect(right).toBeLessThanOrEqual(1440);
      expect(right).toBeLessThanOrEqual(mainRight);
    }
    const more = page.getByRole('button', { name: /^More user details \(\d+\)$/ });
    const moreBox = await more.boundingBox();
    expect(moreBox!.x + moreBox!.width).toBeLessThanOrEqual(mainRight);
    // Every tab is still reachable: the menu holds as many as its name says, and none of those in the list.
    const inMenu = Number(/\((\d+)\)$/.exec((await more.getAttribute('aria-label'))!)![1]);
    await more.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const entries = await menu.getByRole('menuitem').allTextContents();
    expect(entries).toHaveLength(inMenu);
    const inList = await details.getByRole('tab').allTextContents();
    expect(entries.filter((e) => inList.includes(e))).toEqual([]);
    await page.keyboard.press('Escape');
    // The panel's content keeps the header gap from the tab underline too.
    const tabsUnderline = await details.evaluate((list) => list.parentElement!.getBoundingClientRect().bottom);
    const panelTop = await page
      .getByRole('tabpanel')
      .evaluate((panel) => (panel.firstElementChild ?? panel).getBoundingClientRect().top);
    expect(panelTop - tabsUnderline).toBeGreaterThanOrEqual(HEADER_GAP);

    await context.close();
  });
});
