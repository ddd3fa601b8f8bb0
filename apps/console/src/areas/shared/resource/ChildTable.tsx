import type { DependencyList, ReactNode } from 'react';
import { EmptyState, PermissionGate, RowActions, type RowAction } from '@portcullis/ui';
import { DataTable, type DataTableColumn, type QueryKey } from '@portcullis/datatable';
import type { Envelope, PagedData, PagedRequest } from '@portcullis/api-client';
import { pageOf } from '../cells';
import { useLoad } from '../forms';

/** The per-row actions of a child table: one trailing 'Actions' column (Remove, Delete, …). */
export interface ChildRowActions<Row> {
  /** Who sees the actions. */
  permission: string;
  /** The row's object as people know it: it ends each action's accessible name ('Remove Admins'). */
  objectName: (row: Row) => string;
  actions: (row: Row) => readonly RowAction[];
  /** False for a record the caller may not change (a protected account): no row actions. @default true */
  canManage?: boolean;
}

/** Props of {@link ChildTable}. */
export interface ChildTableProps<Row> {
  /** Which tab of which object: cache key, accessible name, URL prefix ({@link childTab}). */
  tab: ChildTab;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  /** Loads one page of the linked rows as the API client answers it (an envelope). */
  fetchPage: (request: PagedRequest, signal: AbortSignal) => Promise<Envelope<PagedData<Row>>>;
  searchColumns?: readonly string[];
  rowActions?: ChildRowActions<Row>;
  /** What stands above the table: an intro line, a link, the add action. */
  header?: ReactNode;
  /** What stands after it: the dialogs its actions open. */
  children?: ReactNode;
}

/** The object that owns child tabs: its cache key, its title in table names, its URL-key prefix. */
export interface ChildOwner {
  queryKey: QueryKey;
  title: string;
  prefix: string;
}

/** The identity of one child tab: the table's cache key, accessible name and URL-key prefix. */
export interface ChildTab {
  /** A write invalidates a prefix of it (see DataTable). */
  queryKey: QueryKey;
  label: string;
  /** Prefix of the table's URL keys (several tabs share one address). */
  historyName: string;
}

/**
 * A tab named `name` of `owner`: keyed under the owner's cache key (so invalidating the owner
 * refreshes every tab), named '{Owner} {name}', with URL keys '{prefix}-{name}' unless `historyName`
 * keeps an older one.
 */
export function childTab(owner: ChildOwner, name: string, historyName = `${owner.prefix}-${name}`): ChildTab {
  return { queryKey: [...owner.queryKey, name], label: `${owner.title} ${name}`, historyName };
}

/**
 * One tab of an object's linked rows (a user's groups, an application's members, a session's
 * timeline): a paged DataTable with the tab's columns, an optional header (the add action) and an
 * optional Actions column. The generic resource children use `ChildList`; this one is for the
 * hand-shaped tabs whose rows come from a dedicated endpoint.
 */
export function ChildTable<Row>({
  tab: { queryKey, label, historyName },
  columns,
  rowKey,
  emptyText,
  fetchPage,
  searchColumns,
  rowActions,
  header,
  children,
}: ChildTableProps<Row>) {
  const shown = rowActions ? [...columns, actionsColumn(rowActions)] : columns;
  return (
    <>
      {header}
      <DataTable
        queryKey={queryKey}
        label={label}
        historyName={historyName}
        columns={shown}
        rowKey={rowKey}
        {...(searchColumns ? { searchColumns } : {})}
        emptyText={emptyText}
        fetchPage={async (request, { signal }) => pageOf(await fetchPage(request, signal))}
      />
      {children}
    </>
  );
}

function actionsColumn<Row>({
  permission,
  objectName,
  actions,
  canManage = true,
}: ChildRowActions<Row>): DataTableColumn<Row> {
  return {
    id: 'actions',
    title: 'Actions',
    isSortable: false,
    isExportable: false,
    cell: (row) =>
      canManage ? (
        <PermissionGate permission={permission}>
          <RowActions objectName={objectName(row)} actions={actions(row)} />
        </PermissionGate>
      ) : null,
  };
}

/** A column of a {@link ChildStaticTable}. */
export interface StaticColumn<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A short, unpaged list of an object's facts loaded at once (a user's owners, attributes): a plain
 * table, or the empty state when there are none. Nothing shows while it loads (the tab is small).
 */
export function ChildStaticTable<Row>({
  load,
  deps,
  label,
  emptyTitle,
  columns,
  rowKey,
}: {
  load: () => Promise<Envelope<Row[]>>;
  deps: DependencyList;
  label: string;
  emptyTitle: string;
  columns: readonly StaticColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const { data } = useLoad<Row[]>(load, deps);
  if (!data) return null;
  if (!data.length) return <EmptyState title={emptyTitle} />;
  return (
    <table aria-label={label} css={simpleTable}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.title}>{c.title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.title}>{c.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const simpleTable = {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', padding: '6px 8px', borderBottom: '1px solid rgba(127,127,127,0.2)' },
} as const;
