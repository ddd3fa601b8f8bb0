import { FilterOperator, type Filter } from '@portcullis/api-client';
import type { ReportDefinition } from '@portcullis/api-client/reports';
import { buildPagedRequest, type TableUrlState } from '@portcullis/datatable';

/**
 * What a report's filters mean on the server (React-free, beside the report screen): a choice matches
 * its value exactly, a minimum is a lower bound; other filters keep the table's operators (text begins
 * with, search contains, date ranges).
 */
export function reportFilters(definition: ReportDefinition, filters: readonly Filter[]): Filter[] {
  const kinds = new Map(definition.parameters.map((p) => [p.column, p.kind]));
  return filters.map((f) => {
    const kind = kinds.get(f.Column);
    if (f.Columns?.length || f.Operator !== undefined) return f;
    if (kind === 'choice') return { ...f, Operator: FilterOperator.Equals };
    if (kind === 'minimum') return { ...f, Operator: FilterOperator.GreaterThanEqual };
    return f;
  });
}

/**
 * The filters a report call sends: the table's, each parameter's initial value where the table has
 * none (the similarity threshold), with the report's operators, and the route's fixed filters.
 */
export function reportRequestFilters(
  definition: ReportDefinition,
  filters: readonly Filter[],
  params: Readonly<Record<string, string>>,
): Filter[] {
  const initial = definition.parameters
    .filter((p) => p.initial !== undefined && !filters.some((f) => f.Column === p.column))
    .map((p): Filter => ({ Column: p.column, Value: p.initial! }));
  return [...reportFilters(definition, [...filters, ...initial]), ...routeFilters(definition, params)];
}

/**
 * Filters fixed by the route (§2.11 session/:applicationId?/:isExpired?): the application's sessions,
 * expired (`true`) or active (`false`).
 */
export function routeFilters(definition: ReportDefinition, params: Readonly<Record<string, string>>): Filter[] {
  if (definition.name !== 'session') return [];
  const fixed: Filter[] = [];
  if (params.applicationId)
    fixed.push({ Column: 'ApplicationId', Value: params.applicationId, Operator: FilterOperator.Equals });
  if (params.isExpired === 'true' || params.isExpired === 'false')
    fixed.push({
      Column: 'State',
      Value: params.isExpired === 'true' ? 'Expired' : 'Active',
      Operator: FilterOperator.Equals,
    });
  return fixed;
}

/** Date columns a report filters by range. */
export const dateColumnsOf = (definition: ReportDefinition) =>
  definition.parameters.filter((p) => p.kind === 'dateRange').map((p) => p.column);

/** The filters the table's state sends, as the chart must send them too: the chart counts the table's rows. */
export function chartFilters(
  definition: ReportDefinition,
  state: TableUrlState,
  params: Readonly<Record<string, string>>,
): Filter[] {
  const request = buildPagedRequest(state, {
    searchColumns: definition.searchColumns,
    dateColumns: dateColumnsOf(definition),
  });
  return reportRequestFilters(definition, request.Filters ?? [], params);
}
