import { describe, expect, inject, it } from 'vitest';
import { newContext, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const ctx = useBrowser();

/** Issue 30: the API reference renders the contract's document under the server's strict CSP. */
describe('API reference', () => {
  it('renders the operations of /openapi.json with no script refused by the content security policy', async () => {
    const page = await (await newContext(ctx.browser)).newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(baseUrl + '/api-docs');
    await page.getByRole('heading', { name: /Portcullis API/ }).waitFor();
    await page.getByText('/account/login', { exact: true }).first().waitFor();
    expect(refused.filter((text) => /Content Security Policy|Refused/i.test(text))).toEqual([]);
    await page.context().close();
  });
});
