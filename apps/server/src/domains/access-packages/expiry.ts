import { z } from 'zod';
import type { ServerContext } from '../../engine/context';
import { defineJob } from '../../engine/jobs/index';
import { setGrantScope } from '../../engine/access/scope';
import { writeAudit } from '../../engine/calls/audit-writer';
import { wakeProvisioning } from '../provisioning/provision-job';
import { revokeAssignment } from './grants';

/** When the servers remove expired package assignments: every five minutes, by one process. */
export const PACKAGE_EXPIRY_CRON = '*/5 * * * *';

/**
 * Removes every assignment past its expiration date and what only it granted, one audited
 * transaction each (the system acts: no caller to guard); the accounts of the applications it removed
 * are provisioned again (disabled unless held another way), their workers woken after each commit.
 * Returns how many it removed.
 */
export async function removeExpiredAssignments(
  server: Pick<ServerContext, 'db' | 'jobs' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  const { db } = server;
  const expired = await db.query<{ assignment_id: string }>(
    'SELECT assignment_id FROM access_package_assignments WHERE expiration_date <= $1 ORDER BY expiration_date',
    [now],
  );
  let removed = 0;
  for (const { assignment_id } of expired) {
    await db.transaction(async (tx) => {
      await setGrantScope(tx, 'super');
      const gone = await revokeAssignment({ db: tx, server }, assignment_id);
      if (!gone) return;
      removed++;
      await writeAudit(tx, {
        action: 'accessAssignments.expire',
        actorUserId: null,
        targetType: 'User',
        targetId: gone.userId,
        description: `access package ${gone.packageTitle} expired`,
      });
    });
    wakeProvisioning(server);
  }
  return removed;
}

/** The sweep as a scheduled job (PACKAGE_EXPIRY_CRON). */
export const packageExpiryJob = defineJob('access-package-expiry', {
  input: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  handler: async (_input, { server }) => void (await removeExpiredAssignments(server)),
});
