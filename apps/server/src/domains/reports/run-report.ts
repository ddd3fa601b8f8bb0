import {
  REPORTS,
  type ReportChartData,
  type ReportDefinition,
  type ReportName,
  type ReportRow,
} from '@portcullis/api-client/reports';
import type { Filter, PagedData, PagedRequest } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { compilePaging, type ListSpec } from '../../engine/lists/paging';
import { pagedQuery, type PagedQueryOptions } from '../../engine/lists/list-query';
import type { ReadCache } from '../../engine/cache/static-cache';
import { REPORT_QUERIES, type ReportQuery } from './queries';

/** Most points a chart answers (a year of days for ten series fits; more is no longer a readable chart). */
export const MAX_CHART_POINTS = 5000;

/** The allow-list of a report: its definition's columns with the query's SQL. */
export function reportListSpec(definition: ReportDefinition, query: ReportQuery): ListSpec {
  const direction = definition.defaultSort.Asc ? 'ASC' : 'DESC';
  return {
    columns: Object.fromEntries(
      Object.entries(definition.columns).map(([name, column]) => {
        const sql = query.columns[name];
        if (!sql) throw new Error(`Report ${definition.name} has no SQL for its column ${name}.`);
        const isJoined = query.joinedColumns?.includes(name) ?? false;
        return [name, { sql, type: column.type, sortable: column.isSortable !== false, isJoined }];
      }),
    ),
    // Both terms in one direction, without a NULLS clause: an index (column, key) in either direction serves
    // the first page (measured: the audit report's first page read 20 000 rows to sort them otherwise).
    defaultOrder: `${query.columns[definition.defaultSort.Column]} ${direction}, ${query.key} ${direction}`,
    tieBreaker: query.key,
  };
}

/** Whether the tables the report reads exist (Automation's rule_runs arrives with the automation migrations). */
export async function isReportAvailable(db: Queryable, query: ReportQuery): Promise<boolean> {
  if (!query.requiresTable) return true;
  const [row] = await db.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    query.requiresTable,
  ]);
  return row?.present ?? false;
}

const toCell = (value: unknown): string | number | boolean | null =>
  value instanceof Date ? value.toISOString() : (value as string | number | boolean | null);

/**
 * How the list engine may shorten a report's count and page keys: through the query's `keysFrom` and
 * `countFrom` when no joined column is named, and from the list-count cache when every table the report
 * reads notifies its changes (migrations 042, 126).
 */
export function reportPagingOptions(query: ReportQuery, listCounts: ReadCache | undefined): PagedQueryOptions {
  const where = ` WHERE (${query.where})`;
  return {
    ...(query.keysFrom ? { keysFrom: query.keysFrom + where } : {}),
    ...(query.countFrom ? { countFrom: query.countFrom + where } : {}),
    ...(query.unfilteredTotal ? { unfilteredTotal: query.unfilteredTotal } : {}),
    ...(query.isCountCached && listCounts ? { countCache: listCounts } : {}),
  };
}

/**
 * A page of a report's rows: filters and sorts only through the report's columns, every value bound.
 * `listCounts` (the server's list-count cache) keeps the totals of reports whose tables notify changes.
 */
export async function reportRows(
  db: Queryable,
  name: ReportName,
  request: PagedRequest,
  listCounts?: ReadCache,
): Promise<PagedData<ReportRow>> {
  const definition = REPORTS[name];
  const query = REPORT_QUERIES[name];
  const spec = reportListSpec(definition, query);
  if (!(await isReportAvailable(db, query))) {
    compilePaging(request, spec); // a bad filter is still a 400, not an empty page
    return { Data: [], TotalItemCount: 0 };
  }
  const select = Object.keys(definition.columns)
    .map((c) => `${query.columns[c]} AS "${c}"`)
    .join(', ');
  return pagedQuery<Record<string, unknown>, ReportRow>(
    db,
    request,
    spec,
    select,
    `${query.from} WHERE (${query.where})`,
    (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toCell(v)])),
    [],
    reportPagingOptions(query, listCounts),
  );
}

/** The chart of a report: the same filtered rows, grouped by the chart's axis and series, counted (or summed). */
export async function reportChart(db: Queryable, name: ReportName, filters: Filter[] = []): Promise<ReportChartData> {
  const definition = REPORTS[name];
  const query = REPORT_QUERIES[name];
  const paging = compilePaging({ CurrentPage: 1, ItemPerPage: 1, Filters: filters }, reportListSpec(definition, query));
  if (!query.chart || !definition.chart) return { Points: [], IsAvailable: true };
  if (!(await isReportAvailable(db, query))) return { Points: [], IsAvailable: false };
  const { x, series, value } = query.chart;
  const rows = await db.query<{ x: string; series: string | null; value: number }>(
    `SELECT (${x})::text AS x, (${series ?? "''"})::text AS series, (${value ?? 'count(*)'})::float8 AS value
       FROM ${query.from} WHERE (${query.where}) AND (${paging.where}) AND (${x}) IS NOT NULL
      GROUP BY 1, 2 ORDER BY 1, 2 LIMIT ${MAX_CHART_POINTS}`,
    paging.params,
  );
  return { Points: rows.map((r) => ({ X: r.x, Series: r.series ?? '', Value: Number(r.value) })), IsAvailable: true };
}
