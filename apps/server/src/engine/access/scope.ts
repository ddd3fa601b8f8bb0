import type { Db, Queryable } from '../../db/types';

/**
 * The grant scope of a transaction (see migration 010): the access tables (roles, permissions,
 * memberships, inheritance, owners) accept changes only inside one.
 * - `guarded`: a caller who is not a super admin; the database remembers what each principal held
 *   before the write touched it, and the guard compares after the write;
 * - `super`: a super admin (nothing to compare: they hold everything);
 * - `seed`: seeding the demo and test fixtures.
 */
export type GrantScope = 'guarded' | 'super' | 'seed';

/** Opens the grant scope for the rest of the current transaction. */
export async function setGrantScope(tx: Queryable, scope: GrantScope): Promise<void> {
  await tx.query("SELECT set_config('portcullis.grant_scope', $1, true)", [scope]);
}

/** Runs `work` in a transaction that may change the access tables without a caller (seeding, fixtures). */
export function seedTransaction<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setGrantScope(tx, 'seed');
    return work(tx);
  });
}
