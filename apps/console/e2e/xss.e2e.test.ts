import { describe, expect, inject, it } from 'vitest';
import { newContext, signIn, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');

/** A title that would set window.__xss if any screen rendered it as HTML. */
const PAYLOAD = `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>`;

const chromium = useBrowser();

describe('stored XSS', () => {
  it('renders a saved payload as text on the automation list and in the latest audit', async () => {
    const page = await (await newContext(chromium.browser)).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    const saved = await page.evaluate(async (title) => {
      const res = await fetch('/rules/index', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portcullis' },
        body: JSON.stringify({
          Name: 'xss-check',
          Title: title,
          IsEnabled: true,
          Tree: { id: 'r', group: true, type: 'AND', rules: [] },
        }),
      });
      return res.status;
    }, PAYLOAD);
    expect(saved).toBe(200);

    await page.goto(baseUrl + '/workflow/automation');
    await page.getByRole('grid', { name: 'Automation rules' }).getByText(PAYLOAD, { exact: true }).waitFor();
    await page.goto(baseUrl + '/dashboard/overview');
    await page
      .getByRole('list', { name: 'Latest audit entries' })
      .getByText(PAYLOAD, { exact: true })
      .first()
      .waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.context().close();
  });
});
