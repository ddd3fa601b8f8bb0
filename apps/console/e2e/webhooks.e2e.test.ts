import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { launchChromium, signIn } from './browser';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
/** axe is injected as an inline script: the console's CSP is bypassed for it. */
const CONTEXT = { bypassCSP: true, viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read'] };
/** Deliveries run in the background: waits for them are generous. */
const JOB_WAIT = { timeout: 60_000 };

let browser: Browser;
let page: Page;
/** The receiver: a loopback HTTP server recording what it is sent. */
const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
const receiver: Server = createHttpServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(204).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  browser = await launchChromium();
  page = await (await browser.newContext(CONTEXT)).newPage();
  await signIn(page, baseUrl, admin.user, admin.password);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => receiver.close(r));
});

const settledAxe = async () => {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return axe(page);
};

/**
 * Webhooks (§2.10) through the browser: a subscription saved on its form shows its signing secret once;
 * "Send test event" reaches a loopback receiver with a signature the standardwebhooks package verifies
 * with that secret; the delivery shows on the view with its status code and attempts; axe on each screen.
 */
describe('webhooks', () => {
  let secret = '';

  it('creates a webhook on its form and shows the signing secret once', async () => {
    await page.goto(baseUrl + '/workflow/webhooks');
    await page.getByText('No webhooks yet.').waitFor();
    await expect(settledAxe()).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const form = page.getByRole('form', { name: 'Save webhook' });
    await form.getByLabel('Title').fill('E2E receiver');
    const port = (receiver.address() as AddressInfo).port;
    await form.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${port}/hook`);
    await form.getByRole('combobox', { name: 'Events', exact: true }).click();
    await page.getByRole('option', { name: 'Test event', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(settledAxe()).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/workflow\/webhooks\/view\/[0-9a-f-]{36}$/);
    const dialog = page.getByRole('alertdialog', { name: 'Signing secret of E2E receiver' });
    await dialog.waitFor();
    secret = (await dialog.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(settledAxe()).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'E2E receiver' }).waitFor();
    await expect(page.getByText(secret).count()).resolves.toBe(0);
  });

  it('sends a test event that the receiver verifies and shows the delivery on the view', async () => {
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('Test event queued.').first().waitFor();
    const deliveries = page.getByRole('grid', { name: 'Deliveries of E2E receiver' });
    await deliveries
      .getByRole('row')
      .filter({ hasText: 'webhook.test' })
      .filter({ hasText: 'Succeeded' })
      .waitFor(JOB_WAIT);
    await deliveries.getByRole('row').filter({ hasText: '204' }).waitFor();
    expect(received).toHaveLength(1);
    const verified = new StandardWebhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ type: 'webhook.test', data: { Title: 'E2E receiver' } });
    await page.getByRole('heading', { name: 'Verify deliveries' }).waitFor();
    await expect(settledAxe()).resolves.toEqual([]);
  });
});
