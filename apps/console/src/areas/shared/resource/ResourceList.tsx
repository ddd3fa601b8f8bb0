import type { ReactNode } from 'react';
import type { RowAction } from '@portcullis/ui';
import { columnRequestOptions, useListController } from '@portcullis/datatable';
import { accessOf, emptyTextOf, idOf, titleOf, type AnyResource, type PagedRequest } from '@portcullis/api-client';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../shell/navigate';
import { pageOf } from '../cells';
import { resourceColumns } from './list-columns';
import { ListPage } from './ListPage';
import type { ResourceOverrides } from './overrides';
import { resourceClient } from './resource-client';
import { resourceLinks } from './resource-routes';
import { withScope } from './list-scope';
import { toolbarDateColumns } from './filter-toolbar';

type Row = Record<string, unknown>;

/** Permissions of the resource (or of the route's partition). */
export const accessFor = (def: AnyResource, partition?: string) =>
  (partition && def.partition?.access[partition]) || def.access;

/**
 * The generic list of a resource: the route's title, the definition's description, a Create action
 * (and Sort, when the resource keeps a manual order), and a server-paged DataTable of the definition's
 * columns with its search columns; the title column links to the record's view.
 */
export function ResourceList({
  route,
  params,
  definition: def,
  partition,
  overrides = {},
}: ScreenProps & { definition: AnyResource; partition?: string; overrides?: ResourceOverrides }) {
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition);
  const access = accessFor(def, partition);
  const open = links.view ?? links.save;
  // Without a view page, a row removes its record itself (named in the button's accessible label).
  const canRemoveInRow = !links.view && Boolean(def.calls.remove);
  const columns = resourceColumns(
    def,
    open,
    overrides.cells,
    overrides.columnFilters as ResourceOverrides['columnFilters'],
  );
  const searchColumns = def.list.search as string[] | undefined;
  const queryKey = ['resource', def.name, 'list', partition ?? null];
  // The list's state (page, sort, filters in the address; selection; the page shown) is the
  // datatable core's list controller, which the table renders.
  const fetchPage = async (request: PagedRequest, { signal }: { signal: AbortSignal }) =>
    pageOf(await client.list(withScope(def, request), signal));
  // The toolbar's date ranges are read from the address as dates, like a column's date filter.
  const dateColumns = [...toolbarDateColumns(def), ...(overrides.table?.dateColumns ?? [])];
  const [, controller] = useListController<Row>({
    queryKey,
    fetchPage,
    searchColumns,
    ...columnRequestOptions(columns, dateColumns),
    // A page holding the state itself (the user list's saved filters read it) shares it with the list.
    tableState: overrides.table?.tableState,
    historyName: overrides.table?.historyName,
  });
  return (
    <ListPage<Row>
      title={route.title}
      description={def.description}
      create={
        links.save
          ? { label: `Create ${def.noun}`, permission: accessOf(access, 'edit'), href: links.save() }
          : undefined
      }
      actions={[
        ...(links.sort
          ? [
              {
                id: 'sort',
                label: `Sort ${def.titles.many.toLowerCase()}`,
                permission: accessOf(access, 'edit'),
                onClick: () => navigate(links.sort!()),
              },
            ]
          : []),
        ...(overrides.listActions ?? []),
      ]}
      savedFilters={overrides.savedFilters}
      above={overrides.listAbove}
      table={{
        label: overrides.tableLabel ?? route.title,
        columns,
        rowKey: (row) => idOf(def, row),
        searchColumns,
        emptyText: emptyTextOf(def),
        queryKey,
        controller,
        fetchPage,
        toolbar: overrides.toolbar,
        ...(dateColumns.length ? { dateColumns } : {}),
        ...(overrides.table as object),
      }}
      rowName={(row) => titleOf(def, row)}
      rowActions={overrides.rowActions as ((row: Row) => readonly RowAction[]) | undefined}
      rowControls={overrides.rowControls as ((row: Row) => ReactNode) | undefined}
      below={overrides.listBelow?.(params)}
      remove={
        canRemoveInRow
          ? {
              permission: accessOf(access, 'remove'),
              objectName: (row) => titleOf(def, row),
              text: () => def.removeText ?? `The ${def.noun} is removed.`,
              call: (row) => client.remove(idOf(def, row)),
            }
          : undefined
      }
    />
  );
}
