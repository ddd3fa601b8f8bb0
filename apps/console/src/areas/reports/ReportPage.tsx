import { useMemo, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  DatePicker,
  destructiveVerb,
  PageHeader,
  PageLayout,
  PermissionGate,
  Select,
  TextInput,
} from '@portcullis/ui';
import {
  DataTable,
  ExportProgress,
  formatFilterDate,
  invalidateQueries,
  parseFilterDate,
  useTableUrlState,
  type BulkContext,
  type DataTableColumn,
} from '@portcullis/datatable';
import type { ReportRow } from '@portcullis/api-client';
import { REPORTS, type ReportDefinition, type ReportName } from '@portcullis/api-client/reports';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { countText, dateTimeCell, pageOf } from '../shared/cells';
import { startTableExport } from '../shared/exporting';
import { chartFilters, dateColumnsOf, reportRequestFilters } from './report-request';
import { ReportChart } from './ReportChart';
import { SimilarGroupRunPanel } from './SimilarGroupRunPanel';
import { runThresholdOf } from './similar-group-run';

/** The report a route shows: the first segment of its own path ('session/:applicationId?/…' → session). */
const reportOfRoute = (path: string): ReportDefinition | undefined => REPORTS[path.split('/')[0] as ReportName];

function cellOf(definition: ReportDefinition, column: string) {
  const spec = definition.columns[column]!;
  return (row: ReportRow) => {
    const value = row[column];
    if (value === null || value === undefined) return '';
    if (spec.labels) return spec.labels[String(value)] ?? String(value);
    if (spec.type === 'date') return dateTimeCell(String(value));
    if (spec.type === 'boolean') return value ? 'Yes' : 'No';
    if (spec.type === 'number') return column === 'Similarity' ? Number(value).toFixed(2) : countText(Number(value));
    return String(value);
  };
}

/** The report's parameters as toolbar controls over the table's URL filters. */
function ReportFilters({
  definition,
  filters,
  setFilter,
}: {
  definition: ReportDefinition;
  filters: Record<string, string>;
  setFilter: (column: string, value: string) => void;
}) {
  return (
    <>
      {definition.parameters.map((p) => {
        if (p.kind === 'choice')
          return (
            <div key={p.column} css={{ width: 180 }}>
              <Select
                label={p.title}
                size="sm"
                options={[
                  { value: '', label: `Any ${p.title.toLowerCase()}` },
                  ...(p.choices ?? []).map((c) => ({ value: c.value, label: c.title })),
                ]}
                value={filters[p.column] ?? ''}
                onChange={(v) => setFilter(p.column, v ?? '')}
              />
            </div>
          );
        if (p.kind === 'dateRange')
          return (['from', 'to'] as const).map((end) => (
            <div key={`${p.column}-${end}`} css={{ width: 170 }}>
              <DatePicker
                label={`${p.title} ${end}`}
                value={parseFilterDate(filters[`${p.column}-${end}`] ?? '')}
                onChange={(d) => setFilter(`${p.column}-${end}`, d ? formatFilterDate(d) : '')}
              />
            </div>
          ));
        return (
          <label key={p.column} css={{ display: 'flex', flexDirection: 'column', width: 170, fontSize: 12 }}>
            {p.title}
            <TextInput
              inputMode={p.kind === 'minimum' ? 'decimal' : undefined}
              value={filters[p.column] ?? p.initial ?? ''}
              onChange={(e) => setFilter(p.column, e.target.value)}
            />
          </label>
        );
      })}
    </>
  );
}

/** The clean-up call of each orphan report, given the picked rows' keys. */
const CLEANUP_CALLS: Partial<Record<ReportName, (ids: string[]) => Promise<unknown>>> = {
  'orphan-groups': (ids) => api.reports.removeOrphanGroups({ body: { GroupDefIds: ids } }),
  'orphan-accounts': (ids) => api.reports.removeOrphanAccounts({ body: { RowIds: ids } }),
  'orphan-roles': (ids) => api.reports.removeOrphanRoles({ body: { RoleDefIds: ids } }),
  'orphan-permissions': (ids) => api.reports.removeOrphanPermissions({ body: { PermissionDefIds: ids } }),
};

/** The orphan clean-up of a report: on the rows picked, confirmed, then the table reloads. */
function CleanupAction({ definition, context }: { definition: ReportDefinition; context: BulkContext }) {
  const [isOpen, setIsOpen] = useState(false);
  const cleanup = definition.cleanup!;
  const ids = 'SelectedIds' in context.request ? context.request.SelectedIds : null;
  return (
    <PermissionGate permission={cleanup.access}>
      <Button
        variant="danger"
        size="sm"
        disabled={!ids}
        title={ids ? undefined : 'Pick the rows on this page to remove.'}
        onClick={() => setIsOpen(true)}
      >
        {cleanup.title}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        isDestructive
        title={`${cleanup.title}: ${context.count}?`}
        confirmLabel={destructiveVerb('remove')}
        onClose={() => setIsOpen(false)}
        onConfirm={async () => {
          await CLEANUP_CALLS[definition.name]?.(ids ?? []);
          context.clear();
          context.reload();
          invalidateQueries(['report', definition.name]);
        }}
      >
        {cleanup.confirm}
      </ConfirmDialog>
    </PermissionGate>
  );
}

/**
 * The generic report screen (issue 29): a report definition's filters (URL state), its chart and a table
 * of the same rows, exported with the same filters through the export engine. Every report route of
 * §2.11 but Exports shows it.
 */
export function ReportPage({ route, params }: ScreenProps) {
  const definition = reportOfRoute(route.path);
  const tableState = useTableUrlState();
  const [exportPercent, setExportPercent] = useState<number | null>(null);
  const columns = useMemo<DataTableColumn<ReportRow>[]>(
    () =>
      definition
        ? Object.entries(definition.columns)
            .filter(([name]) => name !== definition.rowKey)
            .map(([name, c]) => ({
              id: name,
              title: c.title,
              isSortable: c.isSortable !== false,
              align: c.type === 'number' ? ('end' as const) : ('start' as const),
              cell: cellOf(definition, name),
            }))
        : [],
    [definition],
  );
  if (!definition) return <p role="alert">This report is not defined.</p>;
  const filtersOf = (filters: Parameters<typeof reportRequestFilters>[1]) =>
    reportRequestFilters(definition, filters, params);
  return (
    <PageLayout header={<PageHeader title={route.title} description={definition.description} />}>
      {exportPercent !== null && <ExportProgress percent={exportPercent} label="Preparing the Excel file" />}
      {definition.name === 'similargroup' && (
        <SimilarGroupRunPanel
          threshold={runThresholdOf(
            tableState[0].filters.Similarity,
            definition.parameters.find((p) => p.column === 'Similarity')?.initial ?? '0.8',
          )}
        />
      )}
      <section aria-label="Chart" css={{ marginBottom: 16 }}>
        <ReportChart definition={definition} filters={chartFilters(definition, tableState[0], params)} />
      </section>
      <DataTable
        queryKey={['report', definition.name, JSON.stringify(params)]}
        label={`${route.title} report`}
        tableState={tableState}
        columns={columns}
        rowKey={(row) => String(row[definition.rowKey])}
        searchColumns={definition.searchColumns}
        emptyText={definition.emptyText}
        defaultSort={definition.defaultSort}
        dateColumns={dateColumnsOf(definition)}
        fetchPage={async (request, { signal }) =>
          pageOf(
            await api.reports.rows(
              { params: { name: definition.name }, body: { ...request, Filters: filtersOf(request.Filters ?? []) } },
              { signal },
            ),
          )
        }
        bulkActions={
          definition.cleanup ? (context) => <CleanupAction definition={definition} context={context} /> : undefined
        }
        rowLabel={(row) => String(row.Title ?? row.UserName ?? row[definition.rowKey])}
        onExport={async (choice, request) => {
          setExportPercent(0);
          try {
            await startTableExport(
              definition.exportName,
              choice,
              { ...request, Filters: filtersOf(request.Filters ?? []) },
              setExportPercent,
            );
          } finally {
            setExportPercent(null);
          }
        }}
        toolbar={(filters, setFilter) => (
          <ReportFilters definition={definition} filters={filters} setFilter={setFilter} />
        )}
      />
    </PageLayout>
  );
}
