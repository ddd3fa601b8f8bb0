import type { TestServer } from '../src/testing/test-server';
import { startFlowItem } from '../src/domains/flows/index';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per flow item action (issue 27): items of a flow written directly (no audit
 * entry of its own) whose one stage the admin approves, started by the engine for a demo user, then
 * approved and denied by the admin.
 */
export function flowSamples(t: TestServer, admin: string): Record<string, Sample> {
  const db = t.server.db;
  const pendingItem = async () => {
    const [ids] = await db.query<{ admin_id: string; requester_id: string }>(
      `SELECT (SELECT user_id::text FROM users WHERE user_name = 'admin') AS admin_id,
              (SELECT user_id::text FROM users WHERE user_name <> 'admin' ORDER BY user_name LIMIT 1) AS requester_id`,
    );
    return db.transaction(async (tx) => {
      const [flow] = await tx.query<{ flow_id: string }>(
        `INSERT INTO flows (flow_id, title, name, stages)
         VALUES (gen_random_uuid(), 'Audit flow', 'audit-flow-' || gen_random_uuid(), $1::jsonb) RETURNING flow_id::text`,
        [JSON.stringify([{ Title: 'Admin', Approvers: [{ Kind: 'User', Id: ids!.admin_id }], Decision: 'AnyOf' }])],
      );
      const started = await startFlowItem(tx, {
        flowId: flow!.flow_id,
        subjectType: 'AuditSample',
        subjectId: crypto.randomUUID(),
        subjectTitle: 'Audit sample',
        requesterId: ids!.requester_id,
        objectType: null,
        objectId: null,
        answers: [],
        services: { server: t.server },
      });
      return started.itemId;
    });
  };
  const post = (path: string) => t.call('POST', path, { cookie: admin, body: {} });
  return {
    'flows.itemApprove': async () => post(`/flow/items/${await pendingItem()}/approve`),
    'flows.itemDeny': async () => post(`/flow/items/${await pendingItem()}/deny`),
  };
}
