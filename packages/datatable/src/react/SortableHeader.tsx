import type { HTMLAttributes } from 'react';
import type { Sort } from '@portcullis/api-client';
import type { ThemedCss } from '@portcullis/ui';
import { nextSort, sortDirection } from '../core/index';

export interface SortableHeaderProps {
  /** The server's (allow-listed) column name. */
  column: string;
  title: string;
  sort: Sort | null;
  onSort: (sort: Sort) => void;
  /** @default true */
  isSortable?: boolean;
  /** Extra styles of the header cell. */
  cellCss?: ThemedCss;
  /** Grid cell attributes (roving tabindex) from the DataTable. */
  cellProps?: HTMLAttributes<HTMLTableCellElement> & { 'data-cell'?: string };
}

/** A column header with `aria-sort` and a button that sorts ascending first, then toggles. */
export function SortableHeader({
  column,
  title,
  sort,
  onSort,
  isSortable = true,
  cellCss,
  cellProps,
}: SortableHeaderProps) {
  const direction = sortDirection(sort, column);
  return (
    <th scope="col" aria-sort={direction} {...cellProps} css={[{ textAlign: 'left' }, cellCss]}>
      {isSortable ? (
        <button
          type="button"
          onClick={() => onSort(nextSort(sort, column))}
          css={{
            background: 'none',
            border: 0,
            padding: 0,
            font: 'inherit',
            fontWeight: 600,
            color: 'inherit',
            cursor: 'pointer',
          }}
        >
          {title}
          {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}
        </button>
      ) : (
        title
      )}
    </th>
  );
}
