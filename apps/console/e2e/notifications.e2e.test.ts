import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NotificationDef, PagedData } from '@portcullis/api-client';
import { signIn, useBrowser } from './browser';
import { callAs } from './api';
import { axe } from './axe';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const chromium = useBrowser();
/** Deliveries run on the job queue: waits for them are generous (a loaded machine is slower, not red). */
const JOB_WAIT = { timeout: 60_000 };

const settledAxe = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return axe(page);
};

/**
 * Notifications (issue 27) through the browser: a definition created on its form (recipient count and
 * live preview), an event raised through the API reaching the bell live with the §4 wording, mark all
 * as read setting the count to 0, and the sent notification's deliveries per recipient; axe on each
 * new screen.
 */
describe('notifications', () => {
  it('creates a definition, shows a raised event in the bell live, marks all read and lists the delivery', async () => {
    // axe is injected as an inline script: the console's CSP is bypassed for it.
    const page = await (
      await chromium.browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } })
    ).newPage();
    await signIn(page, baseUrl, admin.user, admin.password);
    await page.goto(baseUrl + '/workflow/notifications');
    await page.getByRole('grid', { name: 'Notification definitions' }).getByText('Welcome mail').waitFor();
    await page.getByRole('region', { name: 'Transports' }).getByText('SMS: not configured').waitFor();
    await expect(settledAxe(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Create notification' }).click();
    const form = page.getByRole('form', { name: 'Create notification' });
    await form.getByLabel('Title').fill('E2E access decisions');
    await form.getByRole('combobox', { name: 'Event' }).click();
    await page.getByRole('option', { name: 'An access request needs a decision' }).click();
    await form.getByText('Reaches 0 users.').waitFor();
    await form.getByText('Also notify the approvers who must decide').click();
    await form.getByText('Reaches 0 users, and the users the event is about.').waitFor();
    const preview = form.getByRole('region', { name: 'Preview' });
    await preview.getByText('Alan Turing requests access to Payroll').waitFor();
    await form.getByLabel('Message').fill('{{RequesterName}} wants {{ObjectTitle}}, {{FirstName}}.');
    await expect(preview.getByTestId('preview-body').textContent()).resolves.toBe('Alan Turing wants Payroll, Ada.');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/workflow/notifications');
    await page.getByRole('grid', { name: 'Notification definitions' }).getByText('E2E access decisions').waitFor();

    const defs = await callAs<PagedData<NotificationDef>>(page, 'POST', '/Notification/DefDataList', {
      CurrentPage: 1,
      ItemPerPage: 5,
      Filters: [{ Column: 'Title', Value: 'E2E access decisions', Operator: 0 }],
    });
    const def = defs.Data[0]!;
    expect(def).toMatchObject({ EventKind: 'AccessRequestNeedsDecision', Channels: ['InApp'], NotifySubjects: true });

    await callAs(page, 'POST', '/Notification/MarkAllAsRead', {});
    // The bell's live channel is the console hub every signed-in console holds: know it is connected
    // (the page's root says so) before raising the event.
    await page.reload();
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await bell.and(page.getByRole('button', { name: 'Notifications, 0 unread' })).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.consoleLive === 'on', undefined, JOB_WAIT);

    // The event, through the API: the admin is the approver it is about; no reload from here on.
    await callAs(page, 'POST', '/Notification/SendTestEvent', { NotificationDefId: def.NotificationDefId });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor(JOB_WAIT);
    await bell.click();
    const latest = page.getByRole('list', { name: 'Latest notifications' });
    await latest.getByText(/requests access to Test application$/).waitFor();
    await latest.getByText('wants Test application', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await page.keyboard.press('Escape');

    await page.reload();

    await page
      .getByRole('grid', { name: 'Sent notifications' })
      .getByRole('link', { name: 'E2E access decisions' })
      .first()
      .click();
    await page.waitForURL(/\/workflow\/notifications\/[0-9a-f-]{36}\/detail$/);
    const deliveries = page.getByRole('grid', { name: 'Deliveries' });
    await deliveries.getByText('In-app (the bell)').waitFor();
    await deliveries.getByText('Completed').waitFor(JOB_WAIT);
    await expect(settledAxe(page)).resolves.toEqual([]);
  });
});
