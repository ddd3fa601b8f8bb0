import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../http/handlers';
import { managesOwnWrites, ok } from '../../http/handlers';
import { loadRetentionRuns, loadRetentionSettings, purgeAll, saveRetentionSettings } from './retention';

export { retentionPurgeJob, RETENTION_PURGE_CRON, PURGE_BATCH_SIZE, purgeAll } from './retention';

/**
 * Issue 28 maintenance: data retention and index maintenance. Decision: unlike the pages §2.9 marks
 * "default tenant", these two work on every tenant's own records (the spec names no tenant limit).
 */
export const maintenanceHandlers: DomainHandlers<typeof contract.maintenance> = {
  retention: async ({ db }) => ok({ Settings: await loadRetentionSettings(db), Runs: await loadRetentionRuns(db) }),

  retentionSave: async ({ db, body }) => {
    await saveRetentionSettings(db, body.Settings);
    return ok(
      { Settings: await loadRetentionSettings(db), Runs: await loadRetentionRuns(db) },
      {
        message: 'Retention saved.',
        audit: {
          targetType: 'DataRetention',
          targetId: 'retention',
          description: body.Settings.map((s) => `${s.Kind}: ${s.Days} days`).join('; '),
        },
      },
    );
  },

  // Decision: Purge now runs in the request (batched, so other requests keep going) and answers with
  // the counts, as Keycloak's "Clear events" does; the daily schedule runs the same code as a job.
  // Outside a transaction: each batch commits on its own and locks only briefly.
  retentionPurge: managesOwnWrites(async ({ server }) => {
    const runs = await purgeAll(server, 'Manual');
    const total = runs.reduce((sum, r) => sum + r.RowsDeleted, 0);
    return ok(
      { Runs: runs, RowsDeleted: total },
      {
        message: `Purge finished: ${total} rows deleted.`,
        audit: {
          targetType: 'DataRetention',
          targetId: 'retention',
          description: runs.map((r) => `${r.Kind}: ${r.RowsDeleted}`).join('; '),
        },
      },
    );
  }),

  indexes: async () => {
    throw new Error('not yet');
  },
  indexRebuild: async () => {
    throw new Error('not yet');
  },
};
