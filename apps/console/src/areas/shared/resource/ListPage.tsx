import { useState, type ReactNode } from 'react';
import {
  PageHeader,
  PageLayout,
  RowActions,
  type PageHeaderAction,
  type PageHeaderProps,
  type RowAction,
} from '@portcullis/ui';
import { DataTable, invalidateQueries, type DataTableProps } from '@portcullis/datatable';
import type { Envelope } from '@portcullis/api-client';
import { RemoveDialog } from './RemoveDialog';
import type { Href } from '../../../routes/links';
import { navigate } from '../../../shell/navigate';

/** How a row deletes its record: the call, the confirmation's words and who may. */
export interface ListRowRemove<Row> {
  /** Who may delete (the Delete action is hidden from others). */
  permission?: string;
  /** What the confirmation names ('Early users'). */
  objectName: (row: Row) => string;
  /** What deleting also does, under the confirmation's question. */
  text: (row: Row) => ReactNode;
  call: (row: Row) => Promise<Envelope<unknown>>;
}

export interface ListPageProps<Row> {
  title: string;
  description?: string;
  /** The page's one primary action: Create, to the save page. */
  create?: { label: string; permission?: string; href: Href };
  /** Further header actions (Sort). */
  actions?: PageHeaderAction[];
  /** Saved filters offered in the header. */
  savedFilters?: PageHeaderProps['savedFilters'];
  /** The table; its Actions column is added here when rows have actions or delete. */
  table: DataTableProps<Row>;
  /** Names a row in its actions' accessible labels. */
  rowName: (row: Row) => string;
  /** Actions of each row (links or buttons), before Delete. */
  rowActions?: (row: Row) => readonly RowAction[];
  /** Controls of each row shown before its actions (an enable switch), laid out with them. */
  rowControls?: (row: Row) => ReactNode;
  /** Each row deletes its record itself (a list whose records have no view page). */
  remove?: ListRowRemove<Row>;
  /** Content above the table (a summary) and below it (a second list, a selected record's panel). */
  above?: ReactNode;
  below?: ReactNode;
}

/**
 * The list page every list of records shares, the generic resource list's and the hand-made ones'
 * (workflow rules and notifications): header with one Create action, a server-paged table, each row's
 * actions (and controls) in an Actions column, and the confirmed Delete that reloads the table.
 */
export function ListPage<Row>({
  title,
  description,
  create,
  actions = [],
  savedFilters,
  table,
  rowName,
  rowActions,
  rowControls,
  remove,
  above,
  below,
}: ListPageProps<Row>) {
  const [removing, setRemoving] = useState<Row | null>(null);
  const columns = [...table.columns];
  if (rowActions || rowControls || remove) {
    columns.push({
      id: 'actions',
      title: 'Actions',
      isSortable: false,
      isExportable: false,
      cell: (row: Row) => {
        const menu = (
          <RowActions
            objectName={rowName(row)}
            actions={[
              ...(rowActions?.(row) ?? []),
              ...(remove
                ? [
                    {
                      id: 'delete',
                      destroys: 'delete' as const,
                      permission: remove.permission,
                      onClick: () => setRemoving(row),
                    },
                  ]
                : []),
            ]}
          />
        );
        if (!rowControls) return menu;
        return (
          <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {rowControls(row)}
            {menu}
          </div>
        );
      },
    });
  }
  return (
    <PageLayout
      header={
        <PageHeader
          title={title}
          description={description}
          {...(create
            ? {
                primaryAction: {
                  id: 'create',
                  label: create.label,
                  permission: create.permission,
                  onClick: () => navigate(create.href),
                },
              }
            : {})}
          actions={actions}
          savedFilters={savedFilters}
        />
      }
    >
      {above}
      <DataTable {...table} columns={columns} />
      {below}
      {removing !== null && remove && (
        <RemoveDialog
          isOpen
          onClose={() => setRemoving(null)}
          destroys="delete"
          objectName={remove.objectName(removing)}
          text={remove.text(removing)}
          remove={() => remove.call(removing)}
          onRemoved={() => invalidateQueries(table.queryKey)}
        />
      )}
    </PageLayout>
  );
}
