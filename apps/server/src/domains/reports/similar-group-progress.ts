import { HUBS, Permissions, type SimilarGroupRunProgress, type SimilarGroupRun } from '@portcullis/api-client/contract';
import type { ServerContext } from '../../engine/context';
import { SUPER_ADMIN_GRANT } from '../../engine/auth/session-user';

/**
 * Tells the open consoles that may read the Similar Groups report where a run is (ReceiveSimilarGroupRun
 * on /hubs/console, `{ RunId, Progress, State }`). Decision (issue 29): a run is the directory's, not its
 * requester's, so every connected user holding Report.SimilarGroup (or every grant) hears it — the
 * requester's other tabs and a second auditor watching the page alike — and nobody else, so the hub tells
 * no one of a report they may not open. Best effort, as every live message: the run's row is the record
 * and the page re-reads it when the run ends and when its hub reconnects; a failed delivery never fails the run.
 */
export async function announceSimilarGroupRun(
  server: ServerContext,
  runId: string,
  progress: number,
  state: SimilarGroupRun['State'],
): Promise<void> {
  const hubs = server.hubs;
  if (!hubs) return;
  try {
    const connected = await hubs.connectedUsers('console');
    if (connected.length === 0) return;
    const readers = await server.db.query<{ user_id: string }>(
      'SELECT DISTINCT g.user_id::text AS user_id FROM user_grants_of($1::uuid[]) g WHERE g.name = ANY($2::text[])',
      [connected, [Permissions.ReportSimilarGroup, SUPER_ADMIN_GRANT]],
    );
    const message: SimilarGroupRunProgress = { RunId: runId, Progress: progress, State: state };
    await Promise.all(
      readers.map((r) => hubs.toUser('console', r.user_id, HUBS.console.events.ReceiveSimilarGroupRun, message)),
    );
  } catch {
    // Live progress is best effort (see above).
  }
}
