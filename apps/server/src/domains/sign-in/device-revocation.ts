import type { Queryable } from '../../db/types';

/**
 * Per-user revocation of remembered devices (migration 130), as Entra ID's "Revoke MFA sessions" and
 * Okta's "Forget factors": every device the user had remembered meets the second factor again, while
 * other users' devices, the user's sessions and enrolments are left as they are (ending sessions is
 * its own call). The revocation's time, in microseconds, is the stamp remembered-device tokens are
 * signed with, so a token signed before it no longer verifies, even within the same second.
 */
export async function revokeRememberedDevices(db: Queryable, userId: string, byUserId: string): Promise<Date> {
  const [row] = await db.query<{ revoked_date: Date | string }>(
    `INSERT INTO remembered_device_revocations (user_id, revoked_date, revoked_by_user_id)
     VALUES ($1, clock_timestamp(), $2)
     ON CONFLICT (user_id) DO UPDATE
       SET revoked_date = EXCLUDED.revoked_date, revoked_by_user_id = EXCLUDED.revoked_by_user_id
     RETURNING revoked_date`,
    [userId, byUserId],
  );
  return new Date(row!.revoked_date);
}

/** The user's revocation stamp: the last revocation in microseconds since the epoch, '' if never. */
export async function revocationStamp(db: Queryable, userId: string): Promise<string> {
  const [row] = await db.query<{ stamp: string }>(
    `SELECT (extract(epoch FROM revoked_date) * 1000000)::bigint::text AS stamp
       FROM remembered_device_revocations WHERE user_id = $1`,
    [userId],
  );
  return row?.stamp ?? '';
}
