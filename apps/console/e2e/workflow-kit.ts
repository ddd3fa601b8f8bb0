import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { PagedData, PreviewUser, Rule, RuleAction, RuleGroup, RuleRun } from '@portcullis/api-client';
import { callAs, seededId } from './api';
import { axe } from './axe';
import { launchChromium, signIn } from './browser';

/**
 * What the workflow end-to-end walk (workflow.e2e.test.ts, issue 27) shares between its parts: one
 * browser with the administrator signed in, pickers of the console's forms, users made through the
 * API, the loopback webhook receiver and the loopback mailbox (global-setup.ts).
 */

export const baseUrl = inject('baseUrl');
const admin = inject('admin');
const mailbox = inject('mailbox');

/** Deliveries and rule runs go through the job queue: waits for them are generous (a loaded machine is slower, not red). */
export const JOB_WAIT = { timeout: 60_000 };

/** axe is injected as an inline script: the console's CSP is bypassed for it. */
const CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read'] };

export interface Workflow {
  browser: Browser;
  /** The administrator's page, signed in once for the file. */
  adminPage: Page;
}

/** Launches Chromium for the file and signs the administrator in; closes it afterwards. */
export function useWorkflowBrowser(): Workflow {
  const ctx = {} as Workflow;
  beforeAll(async () => {
    ctx.browser = await launchChromium();
    ctx.adminPage = await newPage(ctx.browser);
    await signIn(ctx.adminPage, baseUrl, admin.user, admin.password);
  });
  afterAll(async () => ctx.browser?.close());
  return ctx;
}

export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext(CONTEXT)).newPage();
}

/** axe once nothing on the page is loading. */
export async function settledAxe(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return axe(page);
}

export interface E2eUser {
  user: string;
  password: string;
  email?: string;
  firstName?: string;
}

/** Creates an enabled local user through the API as the user signed in on `page`; returns its id. */
export async function createUser(page: Page, user: E2eUser): Promise<string> {
  const created = await callAs<{ UserId: string }>(page, 'POST', '/user/createuser', {
    UserName: user.user,
    FirstName: user.firstName ?? null,
    Email: user.email ?? null,
    UserSourceId: seededId('source-local'),
    UserType: 0,
    IsEnabled: true,
    Password: user.password,
  });
  return created.UserId;
}

/** A rule tree selecting the users whose name starts with `prefix`. */
export const namesStartingWith = (prefix: string): RuleGroup => ({
  id: 'root',
  group: true,
  type: 'AND',
  rules: [
    { id: 'n', group: false, propertygroup: 'User', property: 'UserName', operator: 'begins_with', value: prefix },
  ],
});

/** The body rows of the grid named `grid`. */
export const rows = (page: Page, grid: string) => page.getByRole('grid', { name: grid }).locator('tbody tr');

/** Opens the select `combobox` in `scope` and picks `option`. */
export async function choose(page: Page, scope: Locator, combobox: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types `search` into the search picker `combobox` in `scope` and picks the option it names. */
export async function pickFromSearch(page: Page, scope: Locator, combobox: string, search: string) {
  await scope.getByRole('combobox', { name: combobox, exact: true }).fill(search);
  await page.getByRole('option', { name: new RegExp(search.replace(/\./g, '\\.')) }).click();
}

/** One request a loopback receiver got. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A loopback HTTP receiver of webhook deliveries that records what it is sent: `/fails` answers 500,
 * any other path 204. Listens for the file.
 */
export function useWebhookReceiver(): { received: ReceivedRequest[]; url: (path: string) => string } {
  const received: ReceivedRequest[] = [];
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/fails') res.writeHead(500).end('receiver says no');
      else res.writeHead(204).end();
    });
  });
  beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())));
  afterAll(() => new Promise((r) => server.close(r)));
  return { received, url: (p) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${p}` };
}

/** A message the loopback SMTP server received (written by global-setup.ts). */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** The messages the loopback SMTP server has received for `address`, oldest first. */
export function mailTo(address: string): ReceivedMail[] {
  return readdirSync(mailbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailbox, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address));
}

/** Saves a rule selecting the users whose name starts with `prefix`, enabled, through the API. */
export function saveRule(page: Page, title: string, prefix: string, actions: RuleAction[] = []): Promise<Rule> {
  const name = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return callAs<Rule>(page, 'POST', '/rules/index', {
    Name: name,
    Title: title,
    IsEnabled: true,
    Tree: namesStartingWith(prefix),
    Actions: actions,
  });
}

/** The recorded runs of a rule, newest first. */
export async function ruleRuns(page: Page, ruleId: string): Promise<RuleRun[]> {
  return (await callAs<PagedData<RuleRun>>(page, 'POST', `/rules/${ruleId}/runs`, { CurrentPage: 1, ItemPerPage: 20 }))
    .Data;
}

/** The ids of the disabled users, sorted. */
export async function disabledUserIds(page: Page): Promise<string[]> {
  const disabled = await callAs<PagedData<{ UserId: string }>>(page, 'POST', '/user/userlist', {
    CurrentPage: 1,
    ItemPerPage: 1000,
    Filters: [{ Column: 'IsEnabled', Value: false, Operator: 0 }],
  });
  expect(disabled.TotalItemCount).toBe(disabled.Data.length);
  return disabled.Data.map((u) => u.UserId).sort();
}

/**
 * Reloads the page and waits for the bell at 0 unread and the console hub connected (the page's root
 * says so), so a notification raised next arrives live.
 */
export async function reloadWithLiveBell(page: Page): Promise<void> {
  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.consoleLive === 'on', undefined, JOB_WAIT);
}

/** Fills the webhook form (on its save page) for a subscription to test events only; returns the form. */
export async function fillWebhookForm(page: Page, title: string, url: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Save webhook' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByRole('combobox', { name: 'Events', exact: true }).click();
  await page.getByRole('option', { name: 'Test event', exact: true }).click();
  await page.keyboard.press('Escape');
  return form;
}

/** An access package in a catalog of its own whose requests go through the flow `flowId`. */
export async function createPackageThroughFlow(page: Page, title: string, flowId: string): Promise<string> {
  const name = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const catalog = await callAs<{ CatalogId: string }>(page, 'POST', '/catalog/save', {
    Title: `${title} catalog`,
    Name: `${name}-catalog`,
    IsEnabled: true,
    OwnerIds: [],
  });
  const pkg = await callAs<{ AccessPackageId: string }>(page, 'POST', '/access-package/save', {
    Title: title,
    Name: name,
    CatalogId: catalog.CatalogId,
    State: 1,
    RequestableBy: 1,
    RequestorGroupIds: [],
    ApprovalStages: 3,
    FlowId: flowId,
    FirstApproverIds: [],
    SecondApproverIds: [],
    FallbackApproverIds: [],
    RequireJustification: false,
    Questions: [],
  });
  return pkg.AccessPackageId;
}

/** Signs `user` in on a page of its own and approves the request for `packageTitle` waiting for them. */
export async function approveAs(browser: Browser, user: E2eUser, packageTitle: string): Promise<void> {
  const page = await newPage(browser);
  await signIn(page, baseUrl, user.user, user.password);
  await page.goto(baseUrl + '/userauthrequests/list');
  await page.getByRole('tab', { name: 'To approve' }).click();
  const waiting = rows(page, 'To approve').filter({ hasText: packageTitle });
  await waiting.waitFor();
  await waiting.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('alertdialog', { name: 'Approve request' }).getByRole('button', { name: 'Approve' }).click();
  await page.getByText('No request is waiting for your decision.').waitFor();
  await page.context().close();
}

/** The row of the rule `title` in the automation list. */
export const ruleRow = (page: Page, title: string) =>
  page.getByRole('grid', { name: 'Automation rules' }).getByRole('row', { name: new RegExp(title) });

/** The users a rule tree selects (at most 1000: the demo's and the tests'). */
export const passingUsers = (page: Page, tree: RuleGroup) =>
  callAs<PagedData<PreviewUser>>(page, 'POST', '/rules/PassedUsers', {
    Users: { CurrentPage: 1, ItemPerPage: 1000 },
    Rules: tree,
  });

/**
 * On a rule's runs page: presses Run now, waits for the run in the runs list, and checks the status
 * line tells the recorded manual run's counts. Returns the rule's recorded runs and that manual run.
 */
export async function runNow(page: Page, title: string, ruleId: string) {
  const runs = page.getByRole('region', { name: `Runs of ${title}` });
  await runs.getByRole('button', { name: 'Run now' }).click();
  const status = runs.getByRole('status').filter({ hasText: 'Run finished' });
  await status.waitFor();
  const runRow = runs.getByRole('grid', { name: `Runs of ${title}` }).getByRole('row', { name: /Run now/ });
  await runRow.waitFor();
  const recorded = await ruleRuns(page, ruleId);
  const manual = recorded.find((r) => r.Trigger === 'Manual')!;
  await expect(status.textContent()).resolves.toBe(`Run finished: ${manual.UsersIn} in, 0 out, no errors.`);
  return { recorded, manual, runRow };
}
