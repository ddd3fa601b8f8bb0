import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createServer, type PortcullisServer } from '@portcullis/server';
import { signTestLicence } from '@portcullis/server/testing';
import { SCREEN_CONTEXT as CONTEXT, signIn } from './browser';
import { callAs } from './api';

/** Shared set-up of system.e2e.test.ts (issue 28: System and Branding in the browser). */

/** The screen context of every e2e file (browser.ts), under the name system's files use. */
export { CONTEXT };

/** The message a licence file with a broken signature is refused with (domains/licensing). */
export const BAD_SIGNATURE =
  'The licence file’s signature is not valid: the file was changed or was not issued for this product.';

export { settledAxe } from './axe';

/** The console's side navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A new browser context (its own cookies and storage) signed in as `user`. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: { user: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(page, baseUrl, user.user, user.password);
  return page;
}

/** Marks the page so a reload would be seen (the mark is gone after one). */
export const markLoaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { pcMark: string }).pcMark = 'still-here'));
export const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { pcMark?: string }).pcMark === 'still-here');
/** Waits until the console's hub connection is up, so live changes reach it. */
export const waitLive = (page: Page) =>
  page.locator('html[data-console-live="on"]').waitFor({ state: 'attached', timeout: 30_000 });

/** The brand colour the console applies, read from the page's root style. */
export const brandPrimaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portcullis-brand-primary').trim());

type Customization = Record<string, string | null>;

/** The tenant's customization as saved now (colours and sign-in texts). */
export const readCustomization = (page: Page) => callAs<Customization>(page, 'GET', '/branding/customization/get');

/** Saves `saved` back, so the e2e files after this one see the branding they started with. */
export async function restoreCustomization(page: Page, saved: Customization): Promise<void> {
  await callAs(page, 'POST', '/branding/customization/save', {
    PrimaryColor: saved.PrimaryColor,
    PrimaryTextColor: saved.PrimaryTextColor,
    AccentColor: saved.AccentColor,
    BackgroundColor: saved.BackgroundColor,
    SignInTitle: saved.SignInTitle,
    SignInMessage: saved.SignInMessage,
  });
}

/** Saves a tenant-wide value of the flag `name`; returns its FlagId (remove it with `removeFlagValue`). */
export async function saveTenantFlag(page: Page, name: string, title: string, isEnabled: boolean): Promise<string> {
  const defs = await callAs<{ Data: Array<{ FlagDefId: string; Name: string }> }>(page, 'POST', '/flag/defs/list', {
    CurrentPage: 1,
    ItemPerPage: 10,
    Filters: [{ Column: 'Name', Value: name, Operator: 0 }],
  });
  const FlagDefId = defs.Data.find((d) => d.Name === name)!.FlagDefId;
  const value = await callAs<{ FlagId: string }>(page, 'POST', '/flags/save', {
    Title: title,
    FlagDefId,
    Scope: 'Tenant',
    UserIds: [],
    GroupIds: [],
    ApplicationIds: [],
    IsEnabled: isEnabled,
  });
  return value.FlagId;
}

/** Removes a flag value; a DELETE carries no body (callAs always declares JSON). */
export async function removeFlagValue(page: Page, flagId: string): Promise<void> {
  await page.evaluate(
    (path) => fetch(path, { method: 'DELETE', headers: { 'x-requested-with': 'portcullis' } }),
    `/flags/remove/${flagId}`,
  );
}

/** A licence signed with the TEST key whose payload is then changed (more seats): a tampered file. */
export function tamperedLicence(): string {
  const file = JSON.parse(
    signTestLicence({
      LicenceId: 'LIC-E2E',
      Tenant: 'default',
      Edition: 'Enterprise',
      Seats: 10,
      IssuedUtc: new Date().toISOString(),
      ExpirationUtc: new Date(Date.now() + 100 * 24 * 3600 * 1000).toISOString(),
    }),
  ) as { Payload: string };
  const terms = JSON.parse(Buffer.from(file.Payload, 'base64').toString('utf8')) as { Seats: number };
  terms.Seats = 1_000_000;
  return JSON.stringify({ ...file, Payload: Buffer.from(JSON.stringify(terms)).toString('base64') });
}

/**
 * A server of the test file's own, serving the built console: the purge and the tenant rename change
 * its data without touching the server the other e2e files share.
 */
export function startOwnServer(admin: { user: string; password: string }): Promise<PortcullisServer> {
  return createServer({
    port: 0,
    seedUsers: 10,
    adminUser: admin.user,
    adminPassword: admin.password,
    consoleDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist'),
  });
}

/** Plants `count` audit entries 4000 days old, tagged `description` so the test can count what is left. */
export async function plantOldAuditEntries(server: PortcullisServer, count: number, description: string) {
  await server.db.query(
    `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date)
     SELECT gen_random_uuid(), (SELECT audit_type_id FROM audit_types ORDER BY name LIMIT 1), $2,
            now() - interval '4000 days'
       FROM generate_series(1, $1)`,
    [count, description],
  );
}
