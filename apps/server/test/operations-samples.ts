import { createHash } from 'node:crypto';
import type { TestServer } from '../src/testing/test-server';
import { seedTransaction } from '../src/engine/access/scope';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per operations write (issue 28): naming this process, and creating the first
 * administrator on Setup. Setup only works while no administrator exists, so the sample takes the
 * super-admin rights away for the one call (by SQL, no audit entry) and gives them back after.
 */
export function operationsSamples(t: TestServer, admin: string): Record<string, Sample> {
  return {
    'operations.serverSave': () =>
      t.call('PUT', `/operations/servers/${t.server.registry.serverId}`, {
        cookie: admin,
        body: { Name: 'audit-server', IsDraining: false },
      }),
    'operations.setup': async () => {
      const token = 'audit-sample-setup-token';
      const held = await t.server.db.query<{ user_id: string; role_def_id: string }>(
        'SELECT ur.user_id, ur.role_def_id FROM user_roles ur JOIN role_defs r ON r.role_def_id = ur.role_def_id WHERE r.is_super_admin',
      );
      const flagged = await t.server.db.query<{ user_id: string }>('SELECT user_id FROM users WHERE is_super_admin');
      await seedTransaction(t.server.db, async (tx) => {
        await tx.query(
          'DELETE FROM user_roles WHERE role_def_id IN (SELECT role_def_id FROM role_defs WHERE is_super_admin)',
        );
        await tx.query('UPDATE users SET is_super_admin = false WHERE is_super_admin');
        await tx.query('INSERT INTO setup_tokens (token_hash) VALUES ($1)', [
          createHash('sha256').update(token).digest('hex'),
        ]);
      });
      try {
        return await t.call('POST', '/operations/setup', {
          body: { SetupToken: token, UserName: 'audit-first-admin', Password: 'Audit#First-Admin1' },
        });
      } finally {
        await seedTransaction(t.server.db, async (tx) => {
          await tx.query('DELETE FROM setup_tokens');
          for (const row of flagged)
            await tx.query('UPDATE users SET is_super_admin = true WHERE user_id = $1', [row.user_id]);
          for (const row of held)
            await tx.query('INSERT INTO user_roles (user_id, role_def_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
              row.user_id,
              row.role_def_id,
            ]);
        });
      }
    },
  };
}
