import type { Queryable } from '../../db/types';
import { nameKey } from './name-rules';

/**
 * Fills the name key of users written without one (a database older than migration 045, a direct
 * insert, a rename that did not write it), `batch` users per statement. Run at start, after seeding;
 * cheap when nothing is missing (a partial index finds the rows). Returns how many were filled.
 */
export async function fillUserNameSkeletons(db: Queryable, batch = 5000): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.query<{ user_id: string; user_name: string }>(
      'SELECT user_id, user_name FROM users WHERE user_name_skeleton IS NULL LIMIT $1',
      [batch],
    );
    if (rows.length === 0) return filled;
    await db.query(
      `UPDATE users u SET user_name_skeleton = k.skeleton
         FROM unnest($1::uuid[], $2::text[]) AS k(id, skeleton) WHERE u.user_id = k.id`,
      [rows.map((r) => r.user_id), rows.map((r) => nameKey(r.user_name))],
    );
    filled += rows.length;
  }
}

/**
 * The SQL of the key of a seeded name 'user' + digits (seed/demo.ts writes a million of them set-based):
 * `$prefix || translate(digits, '0123456789', $digitKeys)`. Exact because nameKey works character by
 * character on lower-case ASCII letters and digits; a test compares seeded keys with nameKey.
 */
export function seedNameKeyParts(prefix: string): { prefixKey: string; digitKeys: string } {
  const digitKeys = nameKey('0123456789');
  if (digitKeys.length !== 10 || !/^[a-z]+$/.test(prefix))
    throw new Error('Seeded user names are keyed character by character: lower-case letters and digits only.');
  return { prefixKey: nameKey(prefix), digitKeys };
}
