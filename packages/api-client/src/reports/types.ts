/**
 * Reports as definitions (issue 29, spec §2.11): what a report shows, written once, React-free and
 * without SQL. The console's generic report screen renders a definition (filters from `parameters`, the
 * chart from `chart`, the table from `columns`); the server runs the report's query (its SQL is the
 * server's, `apps/server/src/domains/reports/queries.ts`, typed by {@link ReportName} so a report without
 * a query does not compile) with the same allow-listed columns, paged and checked against `permission`.
 */
import type { Sort } from '../contract/paging-values';

/** The reports of §2.11, by the path segment of their route ('Automation' is spelled as its route). */
export const REPORT_NAMES = [
  'identity-matrix',
  'audit',
  'enrollment',
  'user',
  'usersource',
  'session',
  'applicationsession',
  'agreement',
  'Automation',
  'similargroup',
  'orphan-accounts',
  'orphan-roles',
  'orphan-permissions',
  'orphan-groups',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** How a report column's values read (and which filters and sorts apply to them). */
export type ReportColumnType = 'text' | 'number' | 'date' | 'boolean';

/** One column of a report's table (and of its export). */
export interface ReportColumn {
  title: string;
  type: ReportColumnType;
  /** @default true */
  isSortable?: boolean;
  /** Words of coded values (by value) shown instead of the value. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * A filter the report offers, held in the URL like every table filter (`?f-{column}=…`; a date range
 * as `f-{column}-from` / `-to`). `choice` offers fixed values, `text` matches the start of the value,
 * `dateRange` bounds a date column, `number` a lower bound (e.g. the similarity threshold).
 */
export interface ReportParameter<C extends string = string> {
  column: C;
  title: string;
  kind: 'text' | 'choice' | 'dateRange' | 'minimum';
  choices?: readonly { value: string; title: string }[];
  /** The value used when the URL names none (the similarity threshold). */
  initial?: string;
}

/**
 * The chart above the table. The server groups the filtered rows by `x` (and `series`) and counts them
 * (or sums `value`); the chart's numbers are the rows' numbers. `line` for a time axis (one point per
 * day), `bar` for categories.
 */
export interface ReportChart {
  kind: 'line' | 'bar';
  x: { title: string; isTime: boolean };
  y: { title: string };
  /** What splits the counts into series (legend). Null: one series. */
  series: { title: string } | null;
}

/** A report definition. `C` names its columns. */
export interface ReportDefinition<C extends string = string> {
  name: ReportName;
  title: string;
  description: string;
  /** The Report.* permission of §2.11: the server refuses every call of the report without it. */
  permission: string;
  columns: Readonly<Record<C, ReportColumn>>;
  /** The column that identifies a row (unique). */
  rowKey: C;
  defaultSort: Sort;
  /** Columns the search box looks in. */
  searchColumns: readonly C[];
  parameters: readonly ReportParameter<C>[];
  chart: ReportChart | null;
  /** The export object of the export engine (EXPORT_OBJECTS key), exported with the report's filters. */
  exportName: string;
  /** Shown when no row matches. */
  emptyText: string;
  /**
   * A clean-up the report offers on selected rows (orphans), through its own audited, escalation-checked
   * call; `access` is the permission the clean-up also needs besides the report's.
   */
  cleanup?: { title: string; confirm: string; access: string };
}

/** One row of a report: its columns' values (dates as ISO text). */
export type ReportRow = Record<string, string | number | boolean | null>;

/** One counted point of a report's chart. */
export interface ReportPoint {
  X: string;
  Series: string;
  Value: number;
}

/** A report's chart data; `IsAvailable` false when the report's source does not exist yet (Automation before rule runs). */
export interface ReportChartData {
  Points: ReportPoint[];
  IsAvailable: boolean;
}

/** Identity helper keeping a definition's column names as literal types. */
export const defineReport = <C extends string>(
  def: Omit<ReportDefinition<C>, 'rowKey' | 'searchColumns' | 'parameters'> & {
    rowKey: NoInfer<C>;
    searchColumns: readonly NoInfer<C>[];
    parameters: readonly ReportParameter<NoInfer<C>>[];
  },
): ReportDefinition<C> => def;
