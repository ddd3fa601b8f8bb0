import { REPORTS } from './definitions';
import type { ReportDefinition } from './types';

/**
 * Every report as an object of the export engine (EXPORT_OBJECTS): exporting it needs the report's
 * permission, and the console may name it by its export name or as `report-{name}`.
 */
export const REPORT_EXPORTS: Readonly<Record<string, { permission: string; names: readonly string[] }>> =
  Object.fromEntries(
    Object.values(REPORTS).map((r) => [
      r.exportName,
      { permission: r.permission, names: [r.exportName.toLowerCase(), `report-${r.name.toLowerCase()}`] },
    ]),
  );

/** The report an export name belongs to, if any. */
export const reportOfExport = (exportName: string): ReportDefinition | undefined =>
  Object.values(REPORTS).find((r) => r.exportName === exportName);

/**
 * What `/excel/export/orphan` (§7) exports: the orphan source accounts (OrphanAccounts, its first
 * form) or one of the four orphan reports, named by its export name in ExcelTableName.
 */
export const ORPHAN_EXPORTS: Readonly<Record<string, string>> = {
  OrphanAccounts: REPORTS['orphan-accounts'].permission,
  ...Object.fromEntries(
    Object.values(REPORTS)
      .filter((r) => r.name.startsWith('orphan-'))
      .map((r) => [r.exportName, r.permission]),
  ),
};
