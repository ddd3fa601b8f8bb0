import type { TestServer } from '../src/testing/test-server';
import { seal } from '../src/engine/secrets/secrets';
import { seedTransaction } from '../src/engine/access/scope';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per shared-reveal write (issue 27): a shared account delegated to the admin
 * and a flow, both written directly (no audit entry of their own); the admin names the flow for the
 * account's reveals, then asks to reveal.
 */
export function sharedRevealSamples(t: TestServer, admin: string): Record<string, Sample> {
  const ids: { account?: string; flow?: string } = {};
  const post = (path: string, body: unknown) => t.call('POST', path, { cookie: admin, body });
  return {
    'users.saveSharedRevealFlow': async () => {
      await seedTransaction(t.server.db, async (tx) => {
        const [account] = await tx.query<{ id: string }>(
          `INSERT INTO users (user_id, user_name, user_type, shared_password_sealed)
           VALUES (gen_random_uuid(), 'audit.reveal-flow', 1, $1) RETURNING user_id::text AS id`,
          [seal(t.server.secretKey, 'Shared#Flow1')],
        );
        await tx.query(
          `INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type)
           SELECT gen_random_uuid(), 'User', $1, user_id, 0 FROM users WHERE user_name = 'admin'`,
          [account!.id],
        );
        const [flow] = await tx.query<{ id: string }>(
          `INSERT INTO flows (flow_id, title, name, stages)
           VALUES (gen_random_uuid(), 'Reveal audit flow', 'reveal-audit-flow', $1::jsonb) RETURNING flow_id::text AS id`,
          [JSON.stringify([{ Title: 'Delegates', Approvers: [{ Kind: 'Owners' }], Decision: 'AnyOf' }])],
        );
        ids.account = account!.id;
        ids.flow = flow!.id;
      });
      return post(`/user/${ids.account}/shared-password/flow`, { FlowId: ids.flow });
    },
    'users.requestSharedReveal': () => post(`/user/${ids.account}/shared-password/request`, {}),
  };
}
