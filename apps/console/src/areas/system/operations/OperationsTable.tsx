import type { ReactNode } from 'react';
import { EmptyState, Table } from '@portcullis/ui';

/** A small, unpaged table of rows the server returns whole (servers, checks, versions). */
export function OperationsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  label: string;
  columns: ReadonlyArray<{ id: string; title: string; cell: (row: Row) => ReactNode }>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
}) {
  return (
    <Table
      label={label}
      density="compact"
      footer={rows.length === 0 ? <EmptyState title={emptyText} minHeight={120} /> : undefined}
    >
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.id} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.id}>{c.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
