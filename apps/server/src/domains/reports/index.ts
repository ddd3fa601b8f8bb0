import { contract } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { reportChart, reportRows } from './run-report';
import { removeOrphanGroups } from './remove-orphan-groups';
import { queueSimilarGroupRun, similarGroupRuns, similarGroupsJob } from './similar-groups-job';
import { removeOrphanAccounts, removeOrphanPermissions, removeOrphanRoles } from './remove-orphans';

export { reportExportSources } from './export-sources';

/** The reply and the one audit entry of an orphan clean-up, naming what it removed. */
const removed = (titles: string[], noun: string, targetType: string, ids: readonly string[]) =>
  ok(
    { Removed: titles.length },
    {
      message: titles.length === 1 ? `1 ${noun} removed.` : `${titles.length} ${noun}s removed.`,
      audit: {
        targetType,
        targetId: ids.length === 1 ? ids[0]! : null,
        description: `Orphan ${noun}s removed: ${titles.join(', ')}`.slice(0, 1000),
      },
    },
  );

/** Reports (§2.11, issue 29): any report definition run by name, paged, under its own permission. */
export const reportsHandlers: DomainHandlers<typeof contract.reports> = {
  rows: async ({ db, params, body, server }) => ok(await reportRows(db, params.name, body, server.listCounts)),
  chart: async ({ db, params, body }) => ok(await reportChart(db, params.name, body.Filters)),
  removeOrphanGroups: async ({ db, body }) => {
    const titles = await removeOrphanGroups(db, body.GroupDefIds);
    return ok(
      { Removed: titles.length },
      {
        message: titles.length === 1 ? 'Group removed.' : `${titles.length} groups removed.`,
        audit: {
          targetType: 'GroupDef',
          targetId: body.GroupDefIds.length === 1 ? body.GroupDefIds[0]! : null,
          description: `Orphan groups removed: ${titles.join(', ')}`.slice(0, 1000),
        },
      },
    );
  },
  similarGroupRuns: async ({ db }) => ok(await similarGroupRuns(db)),
  // Queued in the write's transaction: the run's row and its job commit together.
  startSimilarGroupRun: async ({ db, server, user, body }) => {
    if (!server.jobs) throw new Error('The job queue has not started.');
    const run = await queueSimilarGroupRun(db, body.Threshold, user?.userId ?? null);
    await server.jobs.enqueue(similarGroupsJob, { runId: run.RunId }, { tx: db });
    return ok(run, {
      message: 'Similar groups are being counted.',
      audit: {
        targetType: 'Report',
        targetId: 'similargroup',
        description: `Similar groups counted at similarity ${body.Threshold} or more`,
      },
    });
  },
  removeOrphanAccounts: async (ctx) =>
    removed(await removeOrphanAccounts(ctx, ctx.body.RowIds), 'account', 'Account', ctx.body.RowIds),
  removeOrphanRoles: async (ctx) =>
    removed(await removeOrphanRoles(ctx, ctx.body.RoleDefIds), 'role', 'RoleDef', ctx.body.RoleDefIds),
  removeOrphanPermissions: async (ctx) =>
    removed(
      await removeOrphanPermissions(ctx, ctx.body.PermissionDefIds),
      'permission',
      'PermissionDef',
      ctx.body.PermissionDefIds,
    ),
};
