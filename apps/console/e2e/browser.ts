import { afterAll, beforeAll, inject } from 'vitest';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../../../scripts/chromium';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; the end-to-end suite fails (never skips) when it is missing. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install -y chromium).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Signs in through the console's sign-in page and waits until the app left it. */
export async function signIn(page: Page, baseUrl: string, userName: string, password: string): Promise<void> {
  await page.goto(baseUrl + '/');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

export async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1400, height: 900 } });
}

/**
 * The context a screen test opens: a desktop viewport, and the console's CSP bypassed because axe is
 * injected as an inline script (the CSP forbids those).
 */
export const SCREEN_CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 } } as const;

/** The browser and the signed-in page a test file drives. */
export interface SignedInPage {
  browser: Browser;
  page: Page;
}

/**
 * The preamble of a screen test file: before its tests, launches Chromium, opens a page in `context`
 * (SCREEN_CONTEXT unless given), grants `permissions` on the console's origin and signs in as `account`
 * (the seeded admin unless given); after them, closes the browser. `onReady` hands the browser and page
 * to the file, which keeps them in its own variables: `let page: Page; useSignedInPage((s) => ({ page } = s));`.
 */
export function useSignedInPage(
  onReady: (signedIn: SignedInPage) => void,
  options: {
    account?: { user: string; password: string };
    context?: BrowserContextOptions;
    permissions?: string[];
  } = {},
): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    const account = options.account ?? inject('admin');
    browser = await launchChromium();
    const context = await browser.newContext(options.context ?? SCREEN_CONTEXT);
    if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseUrl });
    const page = await context.newPage();
    await signIn(page, baseUrl, account.user, account.password);
    onReady({ browser, page });
  });
  afterAll(async () => browser?.close());
}

/** Launches Chromium for the enclosing test file and closes it afterwards. */
export function useBrowser(): { browser: Browser } {
  const ctx = {} as { browser: Browser };
  beforeAll(async () => {
    ctx.browser = await launchChromium();
  });
  afterAll(async () => ctx.browser?.close());
  return ctx;
}

/**
 * Opens the tab `name` of the page's tab list, from the list when it is shown there, else from the
 * 'More …' menu that holds the tabs that do not fit (kit Tabs): the test does not depend on the width.
 */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist').first().waitFor();
  // The tab row settles (tabs move to the menu) in the frames after it first renders.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const tab = page.getByRole('tab', { name, exact: true });
  if (await tab.isVisible()) await tab.click();
  else {
    await page.getByRole('button', { name: /^More .* \(\d+\)$/ }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}
