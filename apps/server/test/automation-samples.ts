import type { TestServer } from '../src/testing/test-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per automation write (issue 27). The rule is made directly (its own save would
 * write an entry of its own) and has no actions, so the run writes exactly its one entry.
 */
export function automationSamples(t: TestServer, admin: string): Record<string, Sample> {
  return {
    'ruleRuns.run': async () => {
      const [rule] = await t.server.db.query<{ id: string }>(
        `INSERT INTO rules (rule_id, name, title, is_enabled, tree, rule_hash, owner_user_id)
         SELECT gen_random_uuid(), 'audit-run', 'Audit run', true, $1::jsonb, md5($1::text), user_id FROM users WHERE user_name = 'admin'
         RETURNING rule_id::text AS id`,
        [JSON.stringify({ id: 'root', group: true, type: 'AND', rules: [] })],
      );
      return t.call('POST', `/rules/${rule!.id}/run`, { cookie: admin });
    },
  };
}
