import { describe, expect, it } from 'vitest';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { NotificationDef, PagedData, Webhook, WebhookDelivery } from '@portcullis/api-client';
import { callAs } from './api';
import { axe } from './axe';
import { signIn } from './browser';
import {
  approveAs,
  baseUrl,
  choose,
  createPackageThroughFlow,
  createUser,
  fillWebhookForm,
  JOB_WAIT,
  mailTo,
  newPage,
  pickFromSearch,
  reloadWithLiveBell,
  rows,
  saveRule,
  settledAxe,
  useWebhookReceiver,
  useWorkflowBrowser,
} from './workflow-kit';

/**
 * Workflow (§2.10, issue 27) in the browser, one part per area: notifications (e-mail through the
 * loopback SMTP server, the bell live with the §4 wording, mark all as read), signed webhooks (a
 * delivery the standardwebhooks package verifies; a failing target retried, then disabled), forms and a
 * two-stage flow approving an access request. Automation rules that act are workflow-automation's.
 * axe on each page visited. The parts share one server and run in order.
 */
const wf = useWorkflowBrowser();
const receiver = useWebhookReceiver();
const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  callAs<T>(wf.adminPage, method, path, body);

describe('notifications', () => {
  it('creates a definition, shows a raised event in the bell live, marks all read and lists the delivery', async () => {
    const page = wf.adminPage;
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

    const def = (
      await call<PagedData<NotificationDef>>('POST', '/Notification/DefDataList', {
        ...{ CurrentPage: 1, ItemPerPage: 5 },
        Filters: [{ Column: 'Title', Value: 'E2E access decisions', Operator: 0 }],
      })
    ).Data[0]!;
    expect(def).toMatchObject({ EventKind: 'AccessRequestNeedsDecision', Channels: ['InApp'], NotifySubjects: true });

    await call('POST', '/Notification/MarkAllAsRead', {});
    await page.goto(`${baseUrl}/workflow/notificationdef/save/${def.NotificationDefId}`);
    // The bell's live channel is the console hub every signed-in console holds: know it is connected
    // (the page's root says so) before raising the event.
    await reloadWithLiveBell(page);
    const bell = page.getByRole('button', { name: /^Notifications, / });

    // The event, by the form's Send test (the definition's action): the admin is the approver it is
    // about; no reload from here on.
    await page.getByRole('button', { name: 'Send test', exact: true }).click();
    await page.getByText('Test notification sent.').waitFor();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor(JOB_WAIT);
    await bell.click();
    const latest = page.getByRole('list', { name: 'Latest notifications' });
    await latest.getByText(/requests access to Test application$/).waitFor();
    await latest.getByText('wants Test application', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(baseUrl + '/workflow/notifications');

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

  it('e-mails the recipients of a definition on "starts passing a rule" and shows it in the bell live', async () => {
    const page = wf.adminPage;
    const inbox = { user: 'e2e.inbox.ada', password: 'E2e#Inbox-Password1', email: 'ada@inbox.example.com' };
    await createUser(page, { ...inbox, firstName: 'Ada' });
    await saveRule(page, 'E2E joiners', 'e2e.joiner.');

    await page.goto(baseUrl + '/workflow/notifications');
    await page
      .getByRole('region', { name: 'Transports' })
      .getByText(/^E-mail: /)
      .waitFor();
    await page.getByRole('button', { name: 'Create notification' }).click();
    const form = page.getByRole('form', { name: 'Create notification' });
    await form.getByLabel('Title').fill('E2E joiners');
    await choose(page, form, 'Event', 'A user starts passing a rule');
    await pickFromSearch(page, form, 'Rule', 'E2E joiners');
    await form.getByRole('checkbox', { name: 'E-mail' }).check();
    await pickFromSearch(page, form, 'Users', 'Administrator');
    await pickFromSearch(page, form, 'Users', inbox.user);
    await form.getByText('Reaches 2 users.').waitFor();
    await form.getByLabel('Subject').fill('{{UserNames}} joined {{RuleTitle}}');
    await form.getByLabel('Message').fill('Hello {{FirstName}}, {{UserCount}} user joined {{RuleTitle}}.');
    await expect(settledAxe(page)).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/workflow/notifications');
    await page.getByRole('grid', { name: 'Notification definitions' }).getByText('E2E joiners').waitFor();

    await call('POST', '/Notification/MarkAllAsRead', {});
    await reloadWithLiveBell(page);

    // A user starts passing the rule: the server's run after the user change raises the event.
    await createUser(page, { user: 'e2e.joiner.one', password: 'E2e#Joiner-Password1' });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor(JOB_WAIT);
    await page.getByRole('button', { name: /^Notifications, / }).click();
    const latest = page.getByRole('list', { name: 'Latest notifications' });
    const joined = latest.getByRole('listitem').filter({ hasText: 'e2e.joiner.one joined E2E joiners' });
    await joined.getByText(/ send you a message$/).waitFor(); // §4: an EventType 1 notification
    await expect(settledAxe(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    await page.keyboard.press('Escape');

    await expect.poll(() => mailTo(inbox.email).length, JOB_WAIT).toBe(1);
    expect(mailTo(inbox.email)[0]).toMatchObject({
      from: expect.stringContaining('portcullis@e2e.example.com'),
      subject: 'e2e.joiner.one joined E2E joiners',
      text: expect.stringContaining('Hello Ada, 1 user joined E2E joiners.'),
    });
  });
});

describe('webhooks', () => {
  let secret = '';
  const page = () => wf.adminPage;

  it('creates a webhook on its form and shows the signing secret once', async () => {
    await page().goto(baseUrl + '/workflow/webhooks');
    await page().getByText('No webhooks yet.').waitFor();
    await expect(settledAxe(page())).resolves.toEqual([]);
    await page().getByRole('button', { name: 'Create webhook' }).click();
    const form = await fillWebhookForm(page(), 'E2E receiver', receiver.url('/hook'));
    await expect(settledAxe(page())).resolves.toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await page().waitForURL(/\/workflow\/webhooks\/view\/[0-9a-f-]{36}$/);
    const dialog = page().getByRole('alertdialog', { name: 'Signing secret of E2E receiver' });
    await dialog.waitFor();
    secret = (await dialog.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(settledAxe(page())).resolves.toEqual([]);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page().reload();
    await page().getByRole('heading', { name: 'E2E receiver' }).waitFor();
    await expect(page().getByText(secret).count()).resolves.toBe(0);
  });

  it('sends a test event that the receiver verifies and shows the delivery on the view', async () => {
    await page().getByRole('button', { name: 'Send test event' }).click();
    await page().getByRole('alertdialog').getByRole('button', { name: 'Send test event' }).click();
    await page().getByText('Test event queued.').first().waitFor();
    const deliveries = page().getByRole('grid', { name: 'Deliveries of E2E receiver' });
    await deliveries
      .getByRole('row')
      .filter({ hasText: 'webhook.test' })
      .filter({ hasText: 'Succeeded' })
      .waitFor(JOB_WAIT);
    await deliveries.getByRole('row').filter({ hasText: '204' }).waitFor();
    const hooked = receiver.received.filter((r) => r.path === '/hook');
    expect(hooked).toHaveLength(1);
    const verified = new StandardWebhook(secret).verify(hooked[0]!.body, hooked[0]!.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'webhook.test', data: { Title: 'E2E receiver' } });
    await page().getByRole('heading', { name: 'Verify deliveries' }).waitFor();
    await expect(settledAxe(page())).resolves.toEqual([]);
  });

  it('retries a failing target, then disables it after two failed deliveries and says why', async () => {
    await page().goto(baseUrl + '/workflow/webhooks/save');
    const form = await fillWebhookForm(page(), 'E2E failing receiver', receiver.url('/fails'));
    await form.getByRole('button', { name: 'Save' }).click();
    await page().waitForURL(/\/workflow\/webhooks\/view\/[0-9a-f-]{36}$/);
    const webhookId = page().url().split('/').pop()!;
    await page().getByRole('button', { name: 'I have copied it' }).click();

    // Deliveries come from a rule's "Call a webhook" action, one per user starting to pass it.
    await saveRule(page(), 'E2E webhook callers', 'e2e.caller.', [
      { On: 'Enter', Kind: 'Webhook', TargetId: webhookId, TargetTitle: null },
    ]);
    const failed = page()
      .getByRole('grid', { name: 'Deliveries of E2E failing receiver' })
      .getByRole('row')
      .filter({ hasText: 'rule.user_entered' })
      .filter({ hasText: 'Failed' });
    for (const [i, user] of ['e2e.caller.one', 'e2e.caller.two'].entries()) {
      await createUser(page(), { user, password: 'E2e#Caller-Password1' });
      await failed.nth(i).waitFor(JOB_WAIT);
    }
    const recorded = await call<PagedData<WebhookDelivery>>('POST', `/webhook/${webhookId}/deliveries`, {
      CurrentPage: 1,
      ItemPerPage: 10,
    });
    // The policy (global-setup.ts): the first attempt and two retries per delivery, each answered 500.
    expect(recorded.Data.map((d) => [d.State, d.Attempts, d.StatusCode])).toEqual([
      ['Failed', 3, '500'],
      ['Failed', 3, '500'],
    ]);
    expect(receiver.received.filter((r) => r.path === '/fails')).toHaveLength(6);

    await page().reload();
    await page().getByRole('heading', { name: 'E2E failing receiver' }).waitFor();
    await page().getByText('2 deliveries in a row failed every attempt', { exact: false }).waitFor();
    const saved = await call<Webhook>('GET', `/webhook/get/${webhookId}`);
    expect(saved).toMatchObject({ IsEnabled: false, ConsecutiveFailures: 2 });
    const bell = await call<Array<{ Title: string }>>('GET', '/Notification/ListNotificationByUserId');
    expect(bell.map((n) => n.Title)).toContain('Webhook disabled'); // its owner is told
    await expect(settledAxe(page())).resolves.toEqual([]);
  });
});

describe('flows and forms', () => {
  const REQUESTER = { user: 'e2e.flow.requester', password: 'E2e#FlowRequester-Password1' };
  const LEAD = { user: 'e2e.flow.lead', password: 'E2e#FlowLead-Password1' };
  const SECURITY = { user: 'e2e.flow.security', password: 'E2e#FlowSecurity-Password1' };
  let flowId = '';

  it('designs a form: fields reordered by keyboard and drag, the preview checks with the §5 messages', async () => {
    const adminPage = wf.adminPage;
    await adminPage.goto(baseUrl + '/workflow/forms/def');
    const form = adminPage.getByRole('form', { name: 'Save form' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E access form');
    const fields = form.getByRole('list', { name: 'Fields in order' }).locator(':scope > li');
    await expect(fields.count()).resolves.toBe(1); // the definition's initial field: Reason
    await form.getByRole('button', { name: 'Add field' }).click();
    const second = fields.nth(1);
    await second.getByRole('textbox', { name: 'Label', exact: true }).fill('Ticket');
    await choose(adminPage, second, 'Type', 'Web address');

    await form.getByRole('button', { name: 'Move Ticket up' }).click();
    await expect(fields.nth(0).getByRole('textbox', { name: 'Label', exact: true }).inputValue()).resolves.toBe(
      'Ticket',
    );
    // Drag and drop as the browser reports it to the page (a headless mouse drag starts no HTML5 drag).
    const dataTransfer = await adminPage.evaluateHandle(() => new DataTransfer());
    await fields.nth(1).getByTitle('Drag to reorder').dispatchEvent('dragstart', { dataTransfer });
    await fields.nth(0).dispatchEvent('dragover', { dataTransfer });
    await fields.nth(0).dispatchEvent('drop', { dataTransfer });
    await expect
      .poll(() => fields.nth(0).getByRole('textbox', { name: 'Label', exact: true }).inputValue())
      .toBe('Reason');

    const preview = adminPage.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Ticket').fill('ftp://tickets');
    await preview.getByText('Ticket must be a web address starting with https://.').waitFor();
    await preview.getByLabel('Ticket').fill('https://tickets.example.com/1');
    await expect(preview.getByText('Ticket must be a web address').count()).resolves.toBe(0);
    expect(await axe(adminPage), 'form designer').toEqual([]);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.waitForURL('**/workflow/forms');
    await rows(adminPage, 'Forms').filter({ hasText: 'e2e-access-form' }).waitFor();
    expect(await axe(adminPage), 'form list').toEqual([]);
  });

  it('defines a two-stage flow through the form', async () => {
    const adminPage = wf.adminPage;
    await createUser(adminPage, LEAD);
    await createUser(adminPage, SECURITY);
    await adminPage.goto(baseUrl + '/workflow/flows/save');
    const form = adminPage.getByRole('form', { name: 'Save flow' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E two stages');
    await choose(adminPage, form, 'Form the requester fills', 'E2E access form');
    const stages = form.getByRole('list', { name: 'Stages in order' }).locator(':scope > li');
    const first = stages.nth(0);
    await first.getByLabel('Stage title').fill('Lead');
    await choose(adminPage, first, 'Approver 1', 'A user');
    await pickFromSearch(adminPage, first, 'Approver 1: user', LEAD.user);

    await form.getByRole('button', { name: 'Add stage' }).click();
    const second = stages.nth(1);
    await second.getByLabel('Stage title').fill('Security');
    await choose(adminPage, second, 'Decision', 'Every approver must approve');
    await choose(adminPage, second, 'Approver 1', 'A user');
    await pickFromSearch(adminPage, second, 'Approver 1: user', SECURITY.user);
    expect(await axe(adminPage), 'flow form').toEqual([]);

    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.waitForURL('**/workflow/flows/view/*');
    flowId = adminPage.url().split('/').pop()!;
    const saved = await call<{ Stages: Array<{ Title: string; Decision: string }> }>('GET', `/flow/get/${flowId}`);
    expect(saved.Stages.map((s) => [s.Title, s.Decision])).toEqual([
      ['Lead', 'AnyOf'],
      ['Security', 'AllOf'],
    ]);
    expect(await axe(adminPage), 'flow view').toEqual([]);
  });

  it('approves a requested access package through the flow, then delivers it', async () => {
    expect(flowId).not.toBe('');
    const requesterId = await createUser(wf.adminPage, REQUESTER);
    const packageId = await createPackageThroughFlow(wf.adminPage, 'Flowed readers', flowId);

    const requester = await newPage(wf.browser);
    await signIn(requester, baseUrl, REQUESTER.user, REQUESTER.password);
    await requester.goto(baseUrl + '/userauthrequests/list');
    await requester.getByRole('button', { name: 'Request access' }).click();
    const dialog = requester.getByRole('dialog', { name: 'Request access' });
    await choose(requester, dialog, 'Access package', /Flowed readers/);
    await dialog.getByRole('button', { name: 'Request' }).click();
    await dialog.getByText('Reason is required.').waitFor(); // checked by the form model before sending
    await dialog.getByLabel('Reason').fill('Quarterly audit of the directory');
    await dialog.getByLabel('Ticket').fill('https://tickets.example.com/42');
    expect(await axe(requester), 'request dialog with the flow form').toEqual([]);
    await dialog.getByRole('button', { name: 'Request' }).click();
    await rows(requester, 'My requests').filter({ hasText: 'Pending approval' }).waitFor();

    await approveAs(wf.browser, LEAD, 'Flowed readers');
    await approveAs(wf.browser, SECURITY, 'Flowed readers');

    await requester.reload();
    await rows(requester, 'My requests').filter({ hasText: 'Delivered' }).waitFor();
    const assignments = await call<{ Data: Array<{ AccessPackageId: string }> }>(
      'POST',
      `/user/${requesterId}/access-packages`,
      { CurrentPage: 1, ItemPerPage: 10 },
    );
    expect(assignments.Data.map((a) => a.AccessPackageId)).toEqual([packageId]);

    const adminPage = wf.adminPage;
    await adminPage.goto(baseUrl + `/workflow/flow/${flowId}/items`);
    const item = rows(adminPage, 'Items of E2E two stages').filter({ hasText: 'Approved' });
    await item.waitFor();
    expect(await axe(adminPage), 'flow items').toEqual([]);
    await item.getByRole('link').first().click();
    await adminPage.waitForURL('**/workflow/flow/items/*');
    await adminPage.getByText(/approved stage Security/).waitFor();
    await adminPage.getByText(/Reason: Quarterly audit of the directory/).waitFor();
    expect(await axe(adminPage), 'flow item').toEqual([]);
  });
});
