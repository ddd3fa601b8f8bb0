import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from './browser';
import { axe } from './axe';
import { callAs } from './api';
import { totp } from './totp';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const enrolUser = inject('enrolUser');
const chromium = useBrowser();

const TITLE = 'Welcome to Example Corp';
/** Markup a hostile or careless operator might save: it must show as the characters typed. */
const HOSTILE = '<img src=x onerror="window.pcPwned=1"><b>Bold?</b>\nCall the service desk on 555-0100.';

/**
 * Issue 28: MFA enforcement makes an administrator without a second factor set up an authenticator
 * app inside the sign-in (QR code and key, then its first code); the sign-in title and message saved on Branding > Customization are shown on the sign-in
 * page to someone signed out, as text (never HTML).
 */
describe('sign-in page branding', () => {
  it('shows the saved sign-in title and message after signing out, markup as text, and passes axe', async () => {
    // axe is injected as an inline script: this context bypasses the CSP (so the markup check is stricter too).
    const page = await (
      await chromium.browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } })
    ).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    const before = await callAs<Record<string, string | null>>(page, 'GET', '/branding/customization/get');
    try {
      await page.goto(baseUrl + '/branding/customization');
      const title = page.getByRole('textbox', { name: 'Sign-in title' });
      await title.waitFor();
      await title.fill(TITLE);
      await page.getByRole('textbox', { name: 'Sign-in message' }).fill(HOSTILE);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await expect
        .poll(
          async () => (await callAs<{ SignInTitle: string }>(page, 'GET', '/branding/customization/get')).SignInTitle,
        )
        .toBe(TITLE);

      await page.goto(baseUrl + '/account/logout');
      await page.waitForURL((url) => url.pathname === '/account/login');
      const shownTitle = page.locator('[data-sign-in-title]');
      const shownMessage = page.locator('[data-sign-in-message]');
      await shownTitle.getByText(TITLE, { exact: true }).waitFor();
      expect(await shownMessage.evaluate((el) => el.textContent)).toBe(HOSTILE);
      // Nothing of the message became markup, and nothing ran.
      expect(await shownMessage.evaluate((el) => el.children.length)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { pcPwned?: number }).pcPwned)).toBeUndefined();
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await axe(page)).toEqual([]);
    } finally {
      await signIn(page, baseUrl, admin.user, admin.password);
      await callAs(page, 'POST', '/branding/customization/save', {
        PrimaryColor: before.PrimaryColor,
        PrimaryTextColor: before.PrimaryTextColor,
        AccentColor: before.AccentColor,
        BackgroundColor: before.BackgroundColor,
        SignInTitle: before.SignInTitle,
        SignInMessage: before.SignInMessage,
      });
      await page.context().close();
    }
  });

  it("walks an unenrolled administrator through setting up an authenticator app under 'administrators'", async () => {
    const operator = await (
      await chromium.browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } })
    ).newPage();
    await signIn(operator, baseUrl, admin.user, admin.password);
    const page = await (
      await chromium.browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } })
    ).newPage();
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
      await operator.context().close();
    }
  });
});
