import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PortcullisServer } from '@portcullis/server';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';
import { callAs } from './api';
import { totp } from './totp';
import {
  BAD_SIGNATURE,
  CONTEXT,
  brandPrimaryOf,
  isSamePage,
  mainNav,
  markLoaded,
  plantOldAuditEntries,
  readCustomization,
  removeFlagValue,
  restoreCustomization,
  saveTenantFlag,
  settledAxe,
  signedInPage,
  startOwnServer,
  tamperedLicence,
  waitLive,
} from './system-kit';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const enrolUser = inject('enrolUser');

let browser: Browser;
/** The console that makes the changes. */
let operator: Page;
/** A second open console (another browser context) that must follow the changes without a reload. */
let watcher: Page;
beforeAll(async () => {
  browser = await launchChromium();
  operator = await signedInPage(browser, baseUrl, admin);
  watcher = await signedInPage(browser, baseUrl, admin);
});
afterAll(async () => browser?.close());

/**
 * Issue 28, System (§2.9) and Branding (§2.12) in the browser against the real server: every setting
 * a test changes (language, flags, colours, sign-in texts, MFA enforcement, tenant name) is put back
 * at its end, so the e2e files after this one are unaffected.
 */
describe('the console in the server’s languages', () => {
  it('switches the console to Turkish from the user menu (navigation in Turkish) and back', async () => {
    // The language is kept in the browser's storage: a context of its own leaves the other consoles in English.
    const page = await signedInPage(browser, baseUrl, admin);
    await page.goto(baseUrl + '/system/configurations');
    await mainNav(page).getByRole('button', { name: 'System' }).waitFor();
    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Language: Türkçe' }).click();
    await mainNav(page).getByRole('button', { name: 'Sistem' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Yapılandırmalar' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr');
    await page.getByRole('heading', { level: 1, name: 'Yapılandırmalar' }).waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);

    // The choice is kept in this browser: a reload stays in Turkish.
    await page.reload();
    await mainNav(page).getByRole('button', { name: 'Sistem' }).waitFor();

    await page.getByRole('button', { name: /, kullanıcı menüsü$/ }).click();
    await page.getByRole('menuitem', { name: 'Dil: English' }).click();
    await mainNav(page).getByRole('button', { name: 'System' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Configurations' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it('shows the sign-in page in the browser’s language', async () => {
    const context = await browser.newContext({ ...CONTEXT, locale: 'tr-TR' });
    const turkish = await context.newPage();
    await turkish.goto(baseUrl + '/');
    await turkish.getByLabel('Kullanıcı adı').waitFor();
    await turkish.getByRole('button', { name: 'Oturum aç' }).waitFor();
    expect(await turkish.evaluate(() => document.documentElement.lang)).toBe('tr');
    await expect(axe(turkish)).resolves.toEqual([]);
    await context.close();
  });
});

describe('live feature flags and branding', () => {
  it('turns ANOMALY_DETECTION off in one console and the panel goes in the other, without a reload', async () => {
    await watcher.goto(baseUrl + '/dashboard/overview');
    const panel = watcher.getByRole('heading', { name: 'Anomaly Detection' });
    await panel.waitFor();
    await waitLive(watcher);
    await markLoaded(watcher);
    await expect(settledAxe(watcher)).resolves.toEqual([]);

    await operator.goto(baseUrl + '/system/flag/defs');
    await operator.getByRole('heading', { level: 1, name: 'Flag Definitions' }).waitFor();
    expect(await settledAxe(operator)).toEqual([]);
    const flagId = await saveTenantFlag(operator, 'ANOMALY_DETECTION', 'Off for the e2e test', false);
    try {
      await panel.waitFor({ state: 'detached', timeout: 30_000 });
      expect(await isSamePage(watcher)).toBe(true);
      // The flags list shows the value the operator saved.
      await operator.goto(baseUrl + '/system/flags/list');
      await operator.getByText('Off for the e2e test').waitFor();
      expect(await settledAxe(operator)).toEqual([]);
    } finally {
      await removeFlagValue(operator, flagId);
    }
    await panel.waitFor({ timeout: 30_000 });
    expect(await isSamePage(watcher)).toBe(true);
  });

  it('changes the brand colour on the customization page and the other console takes it without a reload', async () => {
    await watcher.goto(baseUrl + '/dashboard/overview');
    await waitLive(watcher);
    await markLoaded(watcher);
    await operator.goto(baseUrl + '/branding/customization');
    const primary = operator.getByRole('textbox', { name: /^Primary colour/ });
    await primary.waitFor();
    expect(await axe(operator)).toEqual([]);
    const before = await readCustomization(operator);
    try {
      // A colour below AA with white text is flagged with its ratio and cannot be saved.
      await primary.fill('#f0a020');
      await operator.getByText(/Text on the primary colour has a contrast of 2\.15:1/).waitFor();
      await primary.fill('#5b2c83');
      await operator.getByRole('button', { name: 'Save' }).click();
      await watcher.waitForFunction(
        () =>
          getComputedStyle(document.documentElement).getPropertyValue('--portcullis-brand-primary').trim() ===
          '#5b2c83',
        undefined,
        { timeout: 30_000 },
      );
      expect(await brandPrimaryOf(watcher)).toBe('#5b2c83');
      expect(await isSamePage(watcher)).toBe(true);
    } finally {
      await restoreCustomization(operator, before);
    }
  });

  it('shows the saved sign-in title and message after signing out, markup as text, and passes axe', async () => {
    const TITLE = 'Welcome to Example Corp';
    /** Markup a hostile or careless operator might save: it must show as the characters typed. */
    const HOSTILE = '<img src=x onerror="window.pcPwned=1"><b>Bold?</b>\nCall the service desk on 555-0100.';
    // This console signs out: a context of its own (bypassing the CSP makes the markup check stricter too).
    const page = await signedInPage(browser, baseUrl, admin);
    const before = await readCustomization(page);
    try {
      await page.goto(baseUrl + '/branding/customization');
      const title = page.getByRole('textbox', { name: 'Sign-in title' });
      await title.waitFor();
      await title.fill(TITLE);
      await page.getByRole('textbox', { name: 'Sign-in message' }).fill(HOSTILE);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await expect.poll(async () => (await readCustomization(page)).SignInTitle).toBe(TITLE);

      await page.goto(baseUrl + '/account/logout');
      await page.waitForURL((url) => url.pathname === '/account/login');
      const shownMessage = page.locator('[data-sign-in-message]');
      await page.locator('[data-sign-in-title]').getByText(TITLE, { exact: true }).waitFor();
      expect(await shownMessage.evaluate((el) => el.textContent)).toBe(HOSTILE);
      // Nothing of the message became markup, and nothing ran.
      expect(await shownMessage.evaluate((el) => el.children.length)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { pcPwned?: number }).pcPwned)).toBeUndefined();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await axe(page)).toEqual([]);
    } finally {
      await restoreCustomization(operator, before);
      await page.context().close();
    }
  });

  it('shows the domain page with its empty state and passes axe', async () => {
    await operator.goto(baseUrl + '/branding/domain');
    await operator.getByRole('heading', { level: 1, name: 'Domain' }).waitFor();
    await operator.getByText('No custom domains yet.').waitFor();
    expect(await axe(operator)).toEqual([]);
  });
});

describe('sign-in security and licensing', () => {
  it("walks an unenrolled administrator through setting up an authenticator app under 'administrators'", async () => {
    const page = await (await browser.newContext(CONTEXT)).newPage();
    // The operator's session outlives the change, so it can put the setting back whatever happens.
    await callAs(operator, 'POST', '/configuration/save', { Key: 'MfaEnforcement', Value: 'administrators' });
    try {
      await page.goto(baseUrl + '/account/login');
      await page.getByLabel('User name').fill(enrolUser.user);
      await page.getByLabel('Password', { exact: true }).fill(enrolUser.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Set up your authenticator app' }).waitFor();
      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
      await qr.waitFor();
      expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
      const key = (await page.locator('[data-enrol-key]').textContent())!;
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      expect(await axe(page)).toEqual([]);
      // No session yet: the console is not reachable before the code.
      expect(await page.evaluate(() => fetch('/account/current').then((r) => r.status))).toBe(401);
      await page.getByLabel('Code').fill(totp(key));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    } finally {
      await callAs(operator, 'POST', '/configuration/save', { Key: 'MfaEnforcement', Value: 'optional' });
      await page.context().close();
    }
  });

  it('refuses a tampered licence with its message on the page, and passes axe', async () => {
    await operator.goto(baseUrl + '/system/licensing');
    await operator.getByText('Trial days left').or(operator.getByText('Days left')).first().waitFor();
    await expect(settledAxe(operator)).resolves.toEqual([]);
    await operator.getByLabel('Upload a licence file').setInputFiles({
      name: 'tampered.lic',
      mimeType: 'application/json',
      buffer: Buffer.from(tamperedLicence()),
    });
    const alert = operator.getByRole('alert').filter({ hasText: BAD_SIGNATURE });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Refused');
    await expect(operator.getByText('LIC-E2E').count()).resolves.toBe(0);
    await expect(settledAxe(operator)).resolves.toEqual([]);
  });
});

/** A server of its own: the test plants old audit entries and renames the tenant without touching the shared one. */
describe('operations on a server of its own', () => {
  const OWN_ADMIN = { user: 'system.admin', password: 'E2e#System-Admin1' };
  const OLD_ENTRIES = 12;
  let own: PortcullisServer;
  let page: Page;
  beforeAll(async () => {
    own = await startOwnServer(OWN_ADMIN);
    page = await signedInPage(browser, own.url, OWN_ADMIN);
  });
  afterAll(async () => own?.close());

  it('saves a retention, and Purge now removes the older audit entries and reports the count', async () => {
    await plantOldAuditEntries(own, OLD_ENTRIES, 'e2e-old');
    await page.goto(own.url + '/system/data-retention');
    const field = page.getByLabel('Audit entries (days)');
    await field.waitFor();
    await expect(field.inputValue()).resolves.toBe('365');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await field.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Days must be a whole number between 1 and 3650.').first().waitFor();
    await field.fill('3650');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Purge now' }).click();
    const status = page.locator('#main').getByRole('status').filter({ hasText: 'Purge finished' });
    await status.waitFor();
    const [count] = (await status.textContent())!.match(/\d+/)!;
    expect(Number(count)).toBeGreaterThanOrEqual(OLD_ENTRIES);
    const left = await own.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM audit_entries WHERE description = 'e2e-old'",
    );
    expect(Number(left[0]!.n)).toBe(0);
    const runs = page.getByRole('table', { name: 'Purge runs' });
    await runs.getByRole('row', { name: /Audit entries Purge now 3650 days/ }).waitFor();
    await expect(runs.getByRole('row', { name: /Audit entries Purge now/ }).textContent()).resolves.toContain(
      String(OLD_ENTRIES),
    );
    await expect(settledAxe(page)).resolves.toEqual([]);
  });

  it('hides the default-tenant pages from another tenant, and the server refuses their calls', async () => {
    await own.db.query("UPDATE tenants SET name = 'acme'");
    const other = await (await browser.newContext(CONTEXT)).newPage();
    try {
      await signIn(other, own.url, OWN_ADMIN.user, OWN_ADMIN.password);
      await other.goto(own.url + '/system/status');
      await other.getByRole('table', { name: 'Health checks' }).waitFor();
      await expect(settledAxe(other)).resolves.toEqual([]);
      const nav = mainNav(other);
      await expect(nav.getByRole('link', { name: 'Status' }).count()).resolves.toBe(1);
      for (const name of ['Servers', 'Services', 'Logs', 'Diagnostic', 'Version History'])
        await expect(nav.getByRole('link', { name, exact: true }).count(), name).resolves.toBe(0);
      for (const route of ['servers', 'logs', 'diagnostic', 'version-history']) {
        await other.goto(`${own.url}/system/${route}`);
        await other.getByRole('heading', { level: 1, name: 'Access forbidden' }).waitFor();
        await expect(axe(other), route).resolves.toEqual([]);
      }
      const status = await other.evaluate(async () => (await fetch('/operations/servers')).status);
      expect(status).toBe(403);
    } finally {
      await own.db.query("UPDATE tenants SET name = 'default'");
      await other.context().close();
    }
  });
});
