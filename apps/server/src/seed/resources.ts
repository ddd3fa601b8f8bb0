import type { Queryable } from '../db/types';

/**
 * Ties the demo's holdings (user_resources, written by insertDirectoryExtras) to the demo resources of
 * the resource definition, round-robin, so every resource has holders in every state and each user's
 * resources tabs name real resources. Runs after the definitions' demo records exist.
 */
export async function linkDemoHoldings(tx: Queryable): Promise<void> {
  await tx.query(
    `WITH defs AS (
       SELECT rd.resource_def_id, rd.title, rd.resource_def_type_id,
              (row_number() OVER (ORDER BY rd.name))::int - 1 AS n, (count(*) OVER ())::int AS total
         FROM resource_defs rd),
     holdings AS (SELECT ur.resource_id, (row_number() OVER (ORDER BY ur.user_id, ur.state))::int - 1 AS n FROM user_resources ur)
     UPDATE user_resources ur
        SET resource_def_id = d.resource_def_id, title = d.title, resource_def_type_id = d.resource_def_type_id
       FROM holdings h JOIN defs d ON d.n = h.n % d.total
      WHERE ur.resource_id = h.resource_id`,
  );
}
