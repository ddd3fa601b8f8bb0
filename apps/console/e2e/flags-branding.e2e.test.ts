import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';
import { callAs } from './api';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
/** axe is injected as an inline script: the console's CSP is bypassed for it. */
const CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 } };

let browser: Browser;
/** The console that stays open and must follow the changes without a reload. */
let watcher: Page;
/** The console that makes the changes. */
let operator: Page;
beforeAll(async () => {
  browser = await launchChromium();
  watcher = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(watcher, baseUrl, admin.user, admin.password);
  operator = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(operator, baseUrl, admin.user, admin.password);
});
afterAll(async () => browser?.close());

/** Marks the page so a reload would be seen (the mark is gone after one). */
const markLoaded = (p: Page) => p.evaluate(() => ((window as unknown as { pcMark: string }).pcMark = 'still-here'));
const isSamePage = (p: Page) => p.evaluate(() => (window as unknown as { pcMark?: string }).pcMark === 'still-here');
const waitLive = (p: Page) => p.locator('html[data-console-live="on"]').waitFor({ state: 'attached', timeout: 30_000 });

/**
 * Issue 28 through two browsers: a flag value saved in one console removes the Anomaly Detection panel
 * from the other open console without a reload (and brings it back), and a brand colour saved on the
 * customization page re-themes the other console; the pages pass axe.
 */
describe('live feature flags and branding', () => {
  it('turns ANOMALY_DETECTION off in one console and the panel goes in the other, without a reload', async () => {
    await watcher.goto(baseUrl + '/dashboard/overview');
    const panel = watcher.getByRole('heading', { name: 'Anomaly Detection' });
    await panel.waitFor();
    await waitLive(watcher);
    await markLoaded(watcher);

    await operator.goto(baseUrl + '/system/flag/defs');
    await operator.getByRole('heading', { level: 1, name: 'Flag Definitions' }).waitFor();
    await operator.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await axe(operator)).toEqual([]);
    const defs = await callAs<{ Data: Array<{ FlagDefId: string; Name: string }> }>(
      operator,
      'POST',
      '/flag/defs/list',
      { CurrentPage: 1, ItemPerPage: 10, Filters: [{ Column: 'Name', Value: 'ANOMALY_DETECTION', Operator: 0 }] },
    );
    const FlagDefId = defs.Data.find((d) => d.Name === 'ANOMALY_DETECTION')!.FlagDefId;
    const value = await callAs<{ FlagId: string }>(operator, 'POST', '/flags/save', {
      Title: 'Off for the e2e test',
      FlagDefId,
      Scope: 'Tenant',
      UserIds: [],
      GroupIds: [],
      ApplicationIds: [],
      IsEnabled: false,
    });
    try {
      await panel.waitFor({ state: 'detached', timeout: 30_000 });
      expect(await isSamePage(watcher)).toBe(true);
      // The flags list shows the value the operator saved.
      await operator.goto(baseUrl + '/system/flags/list');
      await operator.getByText('Off for the e2e test').waitFor();
      await operator.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await axe(operator)).toEqual([]);
    } finally {
      // A DELETE carries no body (callAs always declares JSON).
      await operator.evaluate(
        (path) => fetch(path, { method: 'DELETE', headers: { 'x-requested-with': 'portcullis' } }),
        `/flags/remove/${value.FlagId}`,
      );
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
    const original = await primary.inputValue();
    const brandOf = () =>
      watcher.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--portcullis-brand-primary').trim(),
      );
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
      expect(await brandOf()).toBe('#5b2c83');
      expect(await isSamePage(watcher)).toBe(true);
    } finally {
      const current = await callAs<Record<string, string>>(operator, 'GET', '/branding/customization/get');
      await callAs(operator, 'POST', '/branding/customization/save', {
        PrimaryColor: original,
        PrimaryTextColor: current.PrimaryTextColor,
        AccentColor: current.AccentColor,
        BackgroundColor: current.BackgroundColor,
        SignInTitle: current.SignInTitle,
        SignInMessage: current.SignInMessage,
      });
    }
  });

  it('shows the domain page with its empty state and passes axe', async () => {
    await operator.goto(baseUrl + '/branding/domain');
    await operator.getByRole('heading', { level: 1, name: 'Domain' }).waitFor();
    await operator.getByText('No custom domains yet.').waitFor();
    expect(await axe(operator)).toEqual([]);
  });
});
