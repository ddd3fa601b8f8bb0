import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }

/** Runs axe (WCAG 2 A/AA) on the page; returns violations as readable strings. */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  // The server's CSP forbids inline scripts; only this audit context bypasses it to inject axe.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => browser?.close());

describe('accessibility of the screens (axe)', () => {
  it('sign-in page has no violations', async () => {
    await page.goto(baseUrl + '/account/login');
    await page.getByLabel('User name').waitFor();
    expect(await axe(page)).toEqual([]);
  });

  it('overview, awareness, get started, the user list and a not-built screen have no violations', async () => {
    await signIn(page, baseUrl, admin.user, admin.password);
    for (const [path, ready] of [
      ['/dashboard/overview', () => page.getByTestId('stat-Users').waitFor()],
      ['/dashboard/awareness', () => page.getByRole('button', { name: /^Locked Users: / }).waitFor()],
      ['/dashboard/get-started', () => page.getByRole('link', { name: 'Create a user' }).waitFor()],
      ['/system/bootstrap', () => page.getByText('This screen is not built yet.').waitFor()],
      ['/directory/users/list', () => page.getByRole('table', { name: 'Users' }).locator('tbody tr a').first().waitFor()],
    ] as const) {
      await page.goto(baseUrl + path);
      await ready();
      expect(await axe(page), path).toEqual([]);
    }
  });

  it('the rule builder with a rule and the preview has no violations', async () => {
    await page.goto(baseUrl + '/workflow/automation/save');
    await page.getByRole('button', { name: 'Add rule to group 1' }).click();
    await page.getByLabel('Property of rule 1.1').selectOption('Groups');
    await page.getByRole('button', { name: 'Preview' }).click();
    expect(await axe(page)).toEqual([]);
  });

  it('an open awareness modal has no violations', async () => {
    await page.goto(baseUrl + '/dashboard/awareness');
    await page.getByRole('button', { name: /^Expired Application Keys: / }).click();
    await page.getByRole('dialog', { name: 'Expired Application Keys' }).locator('tbody tr').first().waitFor();
    expect(await axe(page)).toEqual([]);
  });
});
