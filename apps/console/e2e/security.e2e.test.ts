import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openTab, signIn, useSignedInPage } from './browser';
import { axe } from './axe';
import { totp } from './totp';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const mfaUser = inject('mfaUser');

interface Envelope<T> {
  Success: boolean;
  Message: string;
  Data: T | null;
}

let browser: Browser;
let page: Page;
useSignedInPage((s) => ({ browser, page } = s));

/** Calls the API as the signed-in admin (the console's CSRF header included). */
const call = <T>(method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as Envelope<T>;
    },
    { method, path, body },
  ) as Promise<Envelope<T>>;

/** A fresh browser whose requests come, as the server sees them, from `ip` (it trusts 127.0.0.1 as a proxy). */
const pageFrom = async (ip: string) => {
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 1400, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  return context.newPage();
};

const fillSignIn = async (p: Page, user: string, password: string) => {
  await p.goto(baseUrl + '/');
  await p.getByLabel('User name').fill(user);
  await p.getByLabel('Password', { exact: true }).fill(password);
  await p.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * Sign-in security (§2.7): authenticators, zones, zone definitions and access restrictions through the
 * browser, and their enforcement at the console's sign-in page.
 */
describe('sign-in security', () => {
  const zoneIds: string[] = [];
  let blockDefId = '';
  afterAll(async () => {
    for (const id of zoneIds) await call('DELETE', `/zone/remove/${id}`);
  });

  it('lists the demo authenticators and opens the authenticator app', async () => {
    await page.goto(baseUrl + '/security/authenticators');
    const grid = page.getByRole('grid', { name: 'Authenticators' });
    await grid.locator('tbody tr').filter({ hasText: 'Authenticator app (TOTP)' }).waitFor();
    await expect(grid.locator('tbody tr').count()).resolves.toBe(5);
    expect(await axe(page)).toEqual([]);
    await grid.getByRole('link', { name: 'Authenticator app', exact: true }).click();
    await page.waitForURL(/\/security\/authenticators\/(view|save)\/[0-9a-f-]{36}$/);
    await page.getByText('Portcullis', { exact: true }).first().waitFor();
    expect(await axe(page)).toEqual([]);
  });

  it('creates a zone definition with its ranges validated', async () => {
    await page.goto(baseUrl + '/security/zones/defs/save');
    const form = page.getByRole('form', { name: 'Save zone definition' });
    await form.getByLabel('Title').fill('E2E loopback block');
    await form.getByLabel('Network ranges').fill('127.0.0.64/26\n10.0.0.5/8');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('"10.0.0.5/8" has host bits set; the range is 10.0.0.0/8.').first().waitFor();
    expect(await axe(page)).toEqual([]);
    await form.getByLabel('Network ranges').fill('127.0.0.64/26\n2001:db8:e2e::/48');
    await form.getByRole('button', { name: 'Save' }).click();
    // Saved, the new definition opens; its ranges are shown and it is listed.
    await page.waitForURL(/\/security\/zones\/defs\/view\/[0-9a-f-]{36}$/);
    await page.getByText('2001:db8:e2e::/48').first().waitFor();
    expect(await axe(page)).toEqual([]);
    blockDefId = page.url().split('/').pop()!;
    await page.goto(baseUrl + '/security/zones/defs');
    const grid = page.getByRole('grid', { name: 'Zone definitions' });
    await grid.locator('tbody tr').filter({ hasText: 'e2e-loopback-block' }).waitFor();
    expect(await axe(page)).toEqual([]);
  });

  it('refuses sign-in from a Deny All zone and admits the same user elsewhere', async () => {
    const saved = await call<{ ZoneId: string }>('POST', '/zone/save', {
      Title: 'E2E deny loopback block',
      Name: 'e2e-deny-loopback-block',
      ZoneDefId: blockDefId,
      ObjectType: 0,
      State: 3,
      MfaRequired: 0,
    });
    expect(saved.Success, saved.Message).toBe(true);
    zoneIds.push(saved.Data!.ZoneId);
    await page.goto(baseUrl + '/security/zones');
    const row = page.getByRole('grid', { name: 'Zones' }).locator('tbody tr').filter({ hasText: 'E2E deny' });
    await row.filter({ hasText: 'Deny All' }).waitFor();
    expect(await axe(page)).toEqual([]);

    const inside = await pageFrom('127.0.0.70');
    await fillSignIn(inside, admin.user, admin.password);
    await inside.getByRole('alert').filter({ hasText: 'Sign-in from your network address is not allowed.' }).waitFor();
    expect(new URL(inside.url()).pathname).toBe('/account/login');
    await inside.context().close();

    const outside = await pageFrom('127.0.0.20');
    await signIn(outside, baseUrl, admin.user, admin.password);
    await outside.context().close();
  });

  it('asks a TOTP-enrolled user for a code where a zone requires MFA, and accepts a correct one', async () => {
    // Enrolled from the user view's Authenticators tab: the secret is shown once, a code activates it.
    await page.goto(baseUrl + `/directory/users/view/${mfaUser.id}`);
    await openTab(page, 'Authenticators');
    await page.getByText('This user has no authenticators enrolled.').waitFor();
    await page.getByRole('button', { name: 'Enrol authenticator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enrol authenticator' });
    await dialog.getByRole('combobox', { name: 'Authenticator' }).click();
    await page.getByRole('option', { name: 'Authenticator app' }).click();
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    const scan = page.getByRole('dialog', { name: 'Scan with the authenticator app' });
    await scan.getByRole('img', { name: 'QR code of the authenticator secret' }).waitFor();
    expect(await axe(page)).toEqual([]);
    const secret = (await scan.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The current period's code; the sign-in below uses the next period's (one period of drift is
    // accepted either side, and each code signs in once). Neither goes stale if a loaded machine
    // crosses a period boundary before the server checks it.
    await scan.getByLabel('Code from the app').fill(totp(secret));
    await scan.getByRole('button', { name: 'Confirm code' }).click();
    const enrolments = page.getByRole('table', { name: 'User authenticators' });
    await enrolments.locator('tbody tr').filter({ hasText: 'Active' }).waitFor();
    expect(await axe(page)).toEqual([]);

    const def = await call<{ ZoneDefId: string }>('POST', '/zone/def/save', {
      Title: 'E2E loopback MFA',
      Name: 'e2e-loopback-mfa',
      Ranges: ['127.0.0.128/25'],
    });
    const zone = await call<{ ZoneId: string }>('POST', '/zone/save', {
      Title: 'E2E MFA loopback',
      Name: 'e2e-mfa-loopback',
      ZoneDefId: def.Data!.ZoneDefId,
      ObjectType: 0,
      State: 0,
      MfaRequired: 1,
    });
    zoneIds.push(zone.Data!.ZoneId);

    const p = await pageFrom('127.0.0.140');
    await fillSignIn(p, mfaUser.user, mfaUser.password);
    await p.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect(await axe(p)).toEqual([]);
    await p.getByRole('textbox', { name: 'Code' }).fill(totp(secret, Date.now() - 10 * 60_000));
    await p.getByRole('button', { name: 'Verify' }).click();
    await p
      .getByRole('alert')
      .filter({ hasText: 'The code is not correct. Enter the current code of your authenticator app.' })
      .waitFor();
    await p.getByRole('textbox', { name: 'Code' }).fill(totp(secret, Date.now() + 30_000));
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await p.context().close();
  });

  it('saves an access restriction and shows the new screens without axe violations', async () => {
    await page.goto(baseUrl + '/security/accessrestrictions');
    const grid = page.getByRole('grid', { name: 'Access restrictions' });
    await grid.locator('tbody tr').filter({ hasText: 'Contractors on weekdays' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.goto(baseUrl + '/security/accessrestrictions/save');
    const form = page.getByRole('form', { name: 'Save access restriction' });
    await form.getByLabel('Title').fill('E2E nobody blocked');
    expect(await axe(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/security/accessrestrictions');
    await grid.locator('tbody tr').filter({ hasText: 'E2E nobody blocked' }).waitFor();
    for (const path of ['/security/zones/save', '/security/authenticators/save']) {
      await page.goto(baseUrl + path);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      expect(await axe(page), path).toEqual([]);
    }
  });
});
