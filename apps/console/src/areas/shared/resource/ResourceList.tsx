import { useState } from 'react';
import { PageHeader, PageLayout, RowActions } from '@portcullis/ui';
import { DataTable, type DataTableColumn, invalidateQueries } from '@portcullis/datatable';
import { accessOf, emptyTextOf, fieldOf, idOf, titleOf, type AnyResource } from '@portcullis/api-client';
import { RemoveDialog } from '../entity-kit';
import type { ScreenProps } from '../../../routes/route-types';
import { navigate } from '../../../routes/navigate';
import { ConsoleLink } from '../ConsoleLink';
import { pageOf } from '../cells';
import { recordValue } from './display';
import type { ResourceOverrides } from './overrides';
import { resourceClient } from './resource-client';
import { resourceLinks } from './resource-routes';
import { withScope } from './list-scope';

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
  definition: def,
  partition,
  overrides = {},
}: ScreenProps & { definition: AnyResource; partition?: string; overrides?: ResourceOverrides }) {
  const links = resourceLinks(def, partition);
  const client = resourceClient(def, partition);
  const access = accessFor(def, partition);
  const open = links.view ?? links.save;
  const unsortable = new Set(def.list.unsortable ?? []);
  const columns: DataTableColumn<Row>[] = (def.list.columns as string[]).map((name) => {
    const f = fieldOf(def, name);
    const custom = overrides.cells?.[name];
    return {
      id: name,
      title: f.title,
      isSortable: !unsortable.has(name),
      cell: (row: Row) =>
        custom ? (
          custom(row as never)
        ) : name === def.titleField && open ? (
          <ConsoleLink to={open(idOf(def, row))}>{String(row[name] ?? '')}</ConsoleLink>
        ) : (
          recordValue(def, name, f, row[name])
        ),
    };
  });
  // Without a view page, a row removes its record itself (named in the button's accessible label).
  const [removing, setRemoving] = useState<Row | null>(null);
  const queryKey = ['resource', def.name, 'list', partition ?? null];
  const canRemoveInRow = !links.view && Boolean(def.calls.remove);
  if (canRemoveInRow || overrides.rowActions) {
    columns.push({
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (row: Row) => (
        <RowActions
          objectName={titleOf(def, row)}
          actions={[
            ...(overrides.rowActions?.(row as never) ?? []),
            ...(canRemoveInRow
              ? [
                  {
                    id: 'delete',
                    destroys: 'delete' as const,
                    permission: accessOf(access, 'remove'),
                    onClick: () => setRemoving(row),
                  },
                ]
              : []),
          ]}
        />
      ),
    });
  }
  return (
    <PageLayout
      header={
        <PageHeader
          title={route.title}
          description={def.description}
          {...(links.save
            ? {
                primaryAction: {
                  id: 'create',
                  label: `Create ${def.noun}`,
                  permission: accessOf(access, 'edit'),
                  onClick: () => navigate(links.save!()),
                },
              }
            : {})}
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
          ]}
        />
      }
    >
      <DataTable
        label={route.title}
        columns={columns}
        rowKey={(row) => idOf(def, row)}
        searchColumns={def.list.search as string[] | undefined}
        emptyText={emptyTextOf(def)}
        queryKey={queryKey}
        fetchPage={async (request, { signal }) => pageOf(await client.list(withScope(def, request), signal))}
        toolbar={overrides.toolbar}
      />
      {removing && (
        <RemoveDialog
          isOpen
          onClose={() => setRemoving(null)}
          destroys="delete"
          objectName={titleOf(def, removing)}
          text={def.removeText ?? `The ${def.noun} is removed.`}
          remove={() => client.remove(idOf(def, removing))}
          onRemoved={() => invalidateQueries(queryKey)}
        />
      )}
    </PageLayout>
  );
}
