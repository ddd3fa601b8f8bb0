import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';

/** The demo's "Inactive 90 days" rule (issue 27). */
export const INACTIVE_RULE_ID = '9a000000-0000-4000-8000-000000000090';

/**
 * Seeds "Inactive 90 days": users who have not signed in for 90 days (counted from their creation when
 * they never have) are disabled as they start passing it. Decision: it is seeded disabled, so starting
 * the demo does not disable a third of its users; enable it and press Run now (or wait for the hourly
 * schedule) to see it act. Its owner is the seeded administrator, whose rights the action runs with (none
 * on a server started without one, until someone saves the rule: Setup creates the first administrator).
 */
export async function insertAutomationDemo(tx: Queryable, userCount: number): Promise<void> {
  await insertDormantUsers(tx, userCount);
  const tree = {
    id: 'inactive-root',
    group: true,
    type: 'AND',
    label: null,
    rules: [
      {
        id: 'inactive-days',
        group: false,
        propertygroup: 'User',
        property: 'DaysSinceLastSignIn',
        operator: 'greater_or_equal',
        value: 90,
      },
    ],
  };
  await tx.query(
    `INSERT INTO rules (rule_id, name, title, description, is_enabled, tree, rule_hash, owner_user_id)
     VALUES ($1, 'inactive-90-days', 'Inactive 90 days', 'Disables users who have not signed in for 90 days.', false,
             $2::jsonb, $3, (SELECT user_id FROM users WHERE user_id = md5('user-admin')::uuid))`,
    [INACTIVE_RULE_ID, JSON.stringify(tree), createHash('sha256').update(JSON.stringify(tree)).digest('hex')],
  );
  await tx.query(`INSERT INTO rule_actions (rule_id, sort, on_event, kind) VALUES ($1, 0, 'Enter', 'DisableUser')`, [
    INACTIVE_RULE_ID,
  ]);
}

/**
 * Every demo user has recent sessions (seed/demo.ts), so nobody would be inactive: about one in 29 of
 * the users made at least 150 days ago becomes dormant instead. Their sessions move back to between
 * 95 days ago and a few days after the account was made, and their last sign-in follows (a user's last
 * sign-in is never older than their newest session), so the demo rule has users to act on.
 */
async function insertDormantUsers(tx: Queryable, userCount: number): Promise<void> {
  const dormant = `SELECT md5('user-' || i)::uuid AS user_id, 95 + (i * 7) % (i % 730 - 100) AS days
                     FROM generate_series(1, $1::int) AS i WHERE i % 23 = 5 AND i % 730 >= 150`;
  await tx.query(
    `UPDATE sso_sessions s
        SET created_date = now() - make_interval(days => d.days, mins => 20 + abs(hashtext(s.session_id::text)) % 600),
            last_activity_date = now() - make_interval(days => d.days, mins => abs(hashtext(s.session_id::text)) % 600),
            expires_date = now() - make_interval(days => d.days - 1)
       FROM (${dormant}) d
      WHERE s.user_id = d.user_id`,
    [userCount],
  );
  await tx.query(
    `UPDATE users u SET last_login_date = coalesce(
        (SELECT max(s.created_date) FROM sso_sessions s WHERE s.user_id = u.user_id), now() - make_interval(days => d.days))
       FROM (${dormant}) d WHERE u.user_id = d.user_id`,
    [userCount],
  );
}
