import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contract, listCalls, type NotificationItem, type NotificationSummary } from '@portcullis/api-client/contract';
import { createTestServer, type TestActor, type TestServer } from '../src/testing/test-server';
import { startFlowItem } from '../src/domains/flows/index';

/**
 * The workflow calls (§2.10, issue 27) any signed-in user may make hold no permission the permission
 * matrix (trust-permissions.test.ts) could check: what keeps them safe is that each reads or changes
 * only the caller's own notifications, or refuses a caller who is not an approver of the item. Each is
 * probed here by a stranger, a signed-in user holding no permission, against another user's records;
 * a signed-in call added to a workflow domain later fails the first test until it has a probe.
 */
const WORKFLOW_DOMAINS = ['notifications', 'webhooks', 'flows', 'forms', 'rules', 'ruleRuns'];

type Probe = (t: TestServer, fx: Fixtures) => Promise<void>;
interface Fixtures {
  owner: TestActor;
  stranger: TestActor;
  admin: string;
  /** An unread notification of `owner`. */
  notificationId: string;
}

const summaryOf = async (t: TestServer, cookie: string) =>
  (await t.call<NotificationSummary>('GET', '/Notification/NotificationSummary', { cookie })).body.Data!;

/** A pending item of a one-stage flow whose only approver is the administrator. */
async function pendingItem(t: TestServer, requesterId: string): Promise<string> {
  const db = t.server.db;
  return db.transaction(async (tx) => {
    const [flow] = await tx.query<{ flow_id: string }>(
      `INSERT INTO flows (flow_id, title, name, stages)
       VALUES (gen_random_uuid(), 'Stranger flow', 'stranger-flow-' || gen_random_uuid(),
               jsonb_build_array(jsonb_build_object('Title', 'Admin', 'Decision', 'AnyOf', 'Approvers',
                 jsonb_build_array(jsonb_build_object('Kind', 'User', 'Id', (SELECT user_id FROM users WHERE user_name = 'admin'))))))
       RETURNING flow_id::text`,
    );
    const started = await startFlowItem(tx, {
      flowId: flow!.flow_id,
      subjectType: 'TrustSample',
      subjectId: crypto.randomUUID(),
      subjectTitle: 'Trust sample',
      requesterId,
      objectType: null,
      objectId: null,
      answers: [],
      services: { server: t.server },
    });
    return started.itemId;
  });
}

/** A stranger's decision on another's pending item: 403, the item still pending; the approver's goes through. */
const decidedOnlyByApprover =
  (verb: 'approve' | 'deny'): Probe =>
  async (t, fx) => {
    const itemId = await pendingItem(t, fx.owner.userId);
    const refused = await t.call('POST', `/flow/items/${itemId}/${verb}`, { cookie: fx.stranger.cookie, body: {} });
    expect([refused.status, refused.body.Success]).toEqual([403, false]);
    const [pending] = await t.server.db.query<{ state: string }>(
      'SELECT state FROM flow_items WHERE flow_item_id = $1',
      [itemId],
    );
    expect(pending!.state).toBe('Pending');
    const decided = await t.call('POST', `/flow/items/${itemId}/${verb}`, { cookie: fx.admin, body: {} });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  };

const PROBES: Record<string, Probe> = {
  'notifications.notificationSummary': async (t, fx) => {
    const theirs = await summaryOf(t, fx.stranger.cookie);
    expect(theirs.Notifications.map((n) => n.NotificationId)).not.toContain(fx.notificationId);
    expect(theirs.UnReadCount).toBe(0);
    const owners = await summaryOf(t, fx.owner.cookie);
    expect(owners.Notifications.map((n) => n.NotificationId)).toContain(fx.notificationId);
  },
  'notifications.listNotificationByUserId': async (t, fx) => {
    const list = async (cookie: string) =>
      (await t.call<NotificationItem[]>('GET', '/Notification/ListNotificationByUserId', { cookie })).body.Data!.map(
        (n) => n.NotificationId,
      );
    expect(await list(fx.stranger.cookie)).toEqual([]);
    expect(await list(fx.owner.cookie)).toContain(fx.notificationId);
  },
  'notifications.getNotificationDetail': async (t, fx) => {
    const path = `/Notification/GetNotificationDetail/${fx.notificationId}`;
    const refused = await t.call('GET', path, { cookie: fx.stranger.cookie });
    expect([refused.status, refused.body.Success]).toEqual([404, false]);
    const own = await t.call<NotificationItem>('GET', path, { cookie: fx.owner.cookie });
    expect(own.body.Data!.Title).toBe('For the owner only');
  },
  'notifications.markAllAsRead': async (t, fx) => {
    const marked = await t.call('POST', '/Notification/MarkAllAsRead', { cookie: fx.stranger.cookie, body: {} });
    expect(marked.status).toBe(200);
    expect((await summaryOf(t, fx.owner.cookie)).UnReadCount).toBe(1);
  },
  'flows.itemApprove': decidedOnlyByApprover('approve'),
  'flows.itemDeny': decidedOnlyByApprover('deny'),
};

describe('signed-in workflow calls reach only what is the caller’s own', () => {
  let t: TestServer;
  let fx: Fixtures;
  const signedIn = listCalls(contract)
    .filter(([domain, , c]) => WORKFLOW_DOMAINS.includes(domain) && c.access.kind === 'signedIn')
    .map(([domain, name]) => `${domain}.${name}`)
    .sort();

  beforeAll(async () => {
    t = await createTestServer('pglite', inject('pgUrl'), { seedUsers: 5 });
    const [owner, stranger] = [await t.actor([]), await t.actor([])];
    const [row] = await t.server.db.query<{ id: string }>(
      `INSERT INTO notifications (notification_id, user_id, title, body, event_type)
       VALUES (gen_random_uuid(), $1, 'For the owner only', 'Not for a stranger.', 1) RETURNING notification_id::text AS id`,
      [owner.userId],
    );
    fx = { owner, stranger, admin: await t.signIn(), notificationId: row!.id };
  });
  afterAll(async () => t?.close());

  it('has a stranger probe for every signed-in call of the workflow domains', () => {
    expect(Object.keys(PROBES).sort()).toEqual(signedIn);
    expect(signedIn.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(PROBES))('%s: a stranger cannot read, change or decide another user’s', async (call) => {
    await PROBES[call]!(t, fx);
  });
});
