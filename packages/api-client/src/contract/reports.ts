import { z } from 'zod';
import { call, responds } from './define';
import { FilterSchema, GuidSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import { REPORT_NAMES, type ReportChartData, type ReportRow } from '../reports/types';
import { REPORTS } from '../reports/definitions';
import { reportCleanupCalls } from './report-cleanups';
import { reportJobCalls } from './report-jobs';

const ReportParamsSchema = z.strictObject({ name: z.enum(REPORT_NAMES) });
const reportPermissions = Object.values(REPORTS).map((r) => r.permission);

/** The report's own Report.* permission (§2.11), decided from the path. */
const reportAccess = {
  kind: 'request' as const,
  permissions: reportPermissions,
  require: ({ params }: { params: { name: (typeof REPORT_NAMES)[number] } }) => [REPORTS[params.name].permission],
};

/**
 * Reports (spec §2.11; the spec shows no report calls — designed beside §7's /Audit and /excel calls):
 * one call family runs any report definition by name, paged and filtered through the report's
 * allow-listed columns, each refused without that report's Report.* permission. Exports go through the
 * export engine (`/Export/CSV`, `/excel/export` with the report's export name); orphan accounts keep
 * §7's `/excel/export/orphan`.
 */
export const reports = {
  rows: call({
    method: 'POST',
    path: '/Report/:name/Rows',
    access: reportAccess,
    isWrite: false,
    params: ReportParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<ReportRow>>(),
    summary: "A page of a report's rows, with the report's filters (designed).",
  }),
  chart: call({
    method: 'POST',
    path: '/Report/:name/Chart',
    access: reportAccess,
    isWrite: false,
    params: ReportParamsSchema,
    body: z.strictObject({ Filters: z.array(FilterSchema).max(50).optional() }),
    data: responds<ReportChartData>(),
    summary: "A report's chart: the filtered rows counted by the chart's axis and series (designed).",
  }),
  removeOrphanGroups: call({
    method: 'POST',
    path: '/Report/orphan-groups/Remove',
    access: {
      kind: 'request',
      permissions: [Permissions.ReportOrphanGroups, Permissions.GroupDefEdit],
      require: () => [Permissions.ReportOrphanGroups, Permissions.GroupDefEdit],
    },
    isWrite: true,
    grants: { confers: ['group', 'user'] },
    body: z.strictObject({ GroupDefIds: z.array(GuidSchema).min(1).max(1000) }),
    data: responds<{ Removed: number }>(),
    summary:
      'Removes orphan groups (no members, or only disabled ones) chosen on the report; a group that is no longer an orphan is refused (designed).',
  }),
  ...reportCleanupCalls,
  ...reportJobCalls,
} as const;
