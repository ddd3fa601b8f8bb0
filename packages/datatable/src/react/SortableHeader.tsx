import type { HTMLAttributes, ReactNode } from 'react';
import type { Sort } from '@portcullis/api-client';
import { ArrowDownIcon, ArrowUpIcon, SortIcon, type ThemedCss } from '@portcullis/ui';
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
  /** A control after the title, such as the column's filter button. */
  extra?: ReactNode;
  /** `end` right-aligns the header over a numeric column. @default 'start' */
  align?: 'start' | 'end';
}

/**
 * A column header with `aria-sort` and a button that sorts ascending first, then toggles. An arrow
 * shows the direction; sortable columns not sorted show a faint double arrow.
 */
export function SortableHeader({
  column,
  title,
  sort,
  onSort,
  isSortable = true,
  cellCss,
  cellProps,
  extra,
  align = 'start',
}: SortableHeaderProps) {
  const direction = sortDirection(sort, column);
  const Arrow = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <th
      scope="col"
      aria-sort={direction}
      data-align={align === 'end' ? 'end' : undefined}
      {...cellProps}
      css={[{ textAlign: align === 'end' ? 'right' : 'left' }, cellCss]}
    >
      <span
        css={(t) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: t.space[1],
          flexDirection: align === 'end' ? 'row-reverse' : 'row',
        })}
      >
        {isSortable ? (
          <button
            type="button"
            onClick={() => onSort(nextSort(sort, column))}
            css={(t) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: t.space[1],
              background: 'none',
              border: 0,
              padding: '2px 0',
              font: 'inherit',
              fontWeight: 'inherit',
              color: direction === 'none' ? 'inherit' : t.colors.text,
              cursor: 'pointer',
              borderRadius: t.radii.sm,
              '&:hover': { color: t.colors.text },
              '&:focus-visible': { outline: `2px solid ${t.colors.focus}`, outlineOffset: 2 },
              '& > svg': { opacity: direction === 'none' ? 0.45 : 1 },
            })}
          >
            {title}
            <Arrow size={14} />
          </button>
        ) : (
          title
        )}
        {extra}
      </span>
    </th>
  );
}
