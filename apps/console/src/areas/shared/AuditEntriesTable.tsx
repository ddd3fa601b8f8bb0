import { DataTable, type DataTableColumn, type DataTableProps } from '@portcullis/datatable';
import type { AuditEntry } from '@portcullis/api-client';
import { dateTimeCell } from './cells';

/** The columns of an object's audit entries: when (a §9 moment), what, the description and who. */
const AUDIT_COLUMNS: DataTableColumn<AuditEntry>[] = [
  { id: 'CreatedDate', title: 'Time', cell: (e) => dateTimeCell(e.CreatedDate) },
  { id: 'Type', title: 'Event', cell: (e) => e.Type.Description },
  { id: 'Description', title: 'Description', cell: (e) => e.Description ?? '' },
  { id: 'ActorUserName', title: 'By', cell: (e) => e.ActorUser?.UserName ?? '- Unknown -' },
];

/**
 * The audit tab of an object's view (a user, an application): its audit entries, paged on the server.
 * Decision: every audit list shows the moment to the second, since entries of one day are told apart by it.
 */
export function AuditEntriesTable(
  props: Pick<
    DataTableProps<AuditEntry>,
    'queryKey' | 'label' | 'historyName' | 'emptyText' | 'searchColumns' | 'fetchPage'
  >,
) {
  return <DataTable {...props} columns={AUDIT_COLUMNS} rowKey={(e) => e.AuditId} />;
}
