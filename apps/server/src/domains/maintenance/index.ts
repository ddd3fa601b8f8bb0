import type { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { managesOwnWrites, ok } from '../../engine/calls/handlers';
import { indexRebuildJob, listIndexHealth, queueRebuilds } from './indexes';
import { loadRetentionRuns, loadRetentionSettings, purgeAll, saveRetentionSettings } from './retention';

export { indexRebuildJob } from './indexes';
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

  indexes: async ({ db }) => ok(await listIndexHealth(db)),

  // Queued in the write's transaction (the rows and the job commit together); a worker takes it on its
  // next poll, and the page follows each row's state.
  indexRebuild: async ({ db, server, user, body }) => {
    const jobs = server.jobs;
    if (!jobs) throw new Error('The job queue has not started.');
    const rebuilds = await queueRebuilds(db, body, user?.userId ?? null);
    await jobs.enqueue(indexRebuildJob, { rebuildIds: rebuilds.map((r) => r.RebuildId) }, { tx: db });
    const what = body.IndexName ? `index ${body.IndexName}` : `the ${rebuilds.length} indexes of ${body.TableName}`;
    return ok(rebuilds, {
      message: `Rebuild of ${what} queued.`,
      audit: {
        targetType: 'Index',
        targetId: body.IndexName ?? body.TableName ?? null,
        description: `Rebuild of ${what}`,
      },
    });
  },
};
