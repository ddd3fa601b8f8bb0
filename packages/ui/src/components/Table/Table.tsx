import { css } from '@emotion/react';
import { forwardRef, type ReactNode, type TableHTMLAttributes } from 'react';
import type { Density, PortcullisTheme } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Select } from '../Select/Select';

/**
 * The kit's table look, for any `<table>`: a quiet header row, rows of `theme.rowHeights[density]`,
 * a hover tint, a selected tint (`aria-selected="true"`), and cells with `data-align="end"` right
 * aligned in tabular figures (numbers, counts, sizes line up).
 */
export const tableStyles = (theme: PortcullisTheme, density: Density = 'comfortable') => {
  const rowHeight = theme.rowHeights[density];
  // Room for a 32 px icon button (sm) inside the row height: 32 + 2 × padding + 1 px rule.
  const padY = density === 'compact' ? 1 : theme.space[1];
  return css`
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    font-size: ${theme.text.body.fontSize};
    line-height: ${theme.text.body.lineHeight};
    color: ${theme.colors.text};
    & th,
    & td {
      box-sizing: border-box;
      height: ${rowHeight}px;
      padding: ${padY}px ${theme.space[3]}px;
      border-bottom: 1px solid ${theme.colors.border};
      text-align: left;
      vertical-align: middle;
    }
    & thead th {
      height: ${density === 'compact' ? 32 : 40}px;
      padding-top: ${theme.space[1]}px;
      padding-bottom: ${theme.space[1]}px;
      background: ${theme.colors.surfaceMuted};
      color: ${theme.colors.textMuted};
      font-size: ${theme.text.label.fontSize};
      line-height: ${theme.text.label.lineHeight};
      font-weight: ${theme.fontWeights.bold};
      white-space: nowrap;
    }
    & tbody tr:last-of-type > td {
      border-bottom: 0;
    }
    & tbody tr:hover > td {
      background: ${theme.colors.surfaceHover};
    }
    & tbody tr[aria-selected='true'] > td {
      background: ${theme.colors.primarySubtle};
    }
    & [data-align='end'] {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    & [data-align='center'] {
      text-align: center;
    }
  `;
};

/** The frame around a table: surface, border, rounded corners, horizontal scroll when too wide. */
export const tableFrameStyles = (theme: PortcullisTheme) => css`
  box-sizing: border-box;
  max-width: 100%;
  overflow-x: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

/**
 * Keeps a table's last column (its row actions) in view when the table is wider than its frame and
 * scrolls sideways inside it, as Ant Design's fixed columns and Keycloak's kebab column do: apply to
 * an element around the table's frame. The column gets the row's background and a rule on its left
 * edge, so scrolled cells pass under it.
 */
export const pinnedLastColumnStyles = (theme: PortcullisTheme) => css`
  & table tr > :last-child {
    position: sticky;
    right: 0;
    z-index: 1;
    background: ${theme.colors.surface};
    box-shadow: inset 1px 0 0 ${theme.colors.border};
  }
  & table thead tr > :last-child {
    background: ${theme.colors.surfaceMuted};
  }
  & table tbody tr:hover > :last-child {
    background: ${theme.colors.surfaceHover};
  }
  & table tbody tr[aria-selected='true'] > :last-child {
    background: ${theme.colors.primarySubtle};
  }
`;

/** Props of {@link Table}. */
export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Accessible name of the table. */
  label: string;
  /**
   * Row height: `comfortable` for most lists, `compact` for long lists and tables inside cards.
   * @default 'comfortable'
   */
  density?: Density;
  /** Drawn inside the frame, under the rows (e.g. an EmptyState when there are none). */
  footer?: ReactNode;
}

/** A table with the kit's look in its frame; write `thead`/`tbody` as usual. */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  { label, density = 'comfortable', footer, children, ...rest },
  ref,
) {
  return (
    <div css={tableFrameStyles}>
      <table ref={ref} aria-label={label} data-density={density} css={(t) => tableStyles(t, density)} {...rest}>
        {children}
      </table>
      {footer}
    </div>
  );
});
Table.displayName = 'Table';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the pager ('Users pages'). */
  label: string;
  /**
   * Status text, announced politely when it changes.
   * @default with `totalCount`, the kit's summary ('1,000 in all · page 1 of 40', {@link pageSummary})
   */
  summary?: ReactNode;
  /** How many rows there are in all; gives the default `summary`. */
  totalCount?: number;
  /** Rows per page; with `pageSizes` and `onPageSizeChange` a 'Rows per page' select is shown. */
  pageSize?: number;
  /** @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
  onPageSizeChange?: (size: number) => void;
  /** Disables the buttons while a page loads. @default false */
  isDisabled?: boolean;
}

/** The pager's status line: '1,000 in all · page 1 of 40' (numbers as the product writes them, en). */
export const pageSummary = (totalCount: number, page: number, pageCount: number): string =>
  `${totalCount.toLocaleString('en')} in all · page ${page} of ${pageCount}`;

/**
 * The pager under a table: a status, rows per page, and Previous / Next. With a single page there is
 * nothing to page through, so Previous and Next are not shown.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  totalCount,
  summary = totalCount === undefined ? undefined : pageSummary(totalCount, page, pageCount),
  pageSize,
  pageSizes = [10, 25, 50, 100],
  onPageSizeChange,
  isDisabled = false,
}: PaginationProps) {
  return (
    <nav
      aria-label={label}
      css={(t) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: t.space[3],
        alignItems: 'center',
        justifyContent: 'flex-end',
        color: t.colors.textMuted,
        fontSize: t.text.body.fontSize,
      })}
    >
      <span role="status" css={{ fontVariantNumeric: 'tabular-nums' }}>
        {summary}
      </span>
      {pageSize !== undefined && onPageSizeChange && (
        <span css={(t) => ({ display: 'inline-flex', gap: t.space[2], alignItems: 'center' })}>
          <span aria-hidden="true">Rows per page</span>
          <span css={{ width: 76 }}>
            <Select
              size="sm"
              label="Rows per page"
              options={pageSizes.map((n) => ({ value: n, label: String(n) }))}
              value={pageSize}
              onChange={(n) => n !== null && onPageSizeChange(n)}
            />
          </span>
        </span>
      )}
      {pageCount > 1 && (
        <span css={(t) => ({ display: 'inline-flex', gap: t.space[2] })}>
          <Button
            size="sm"
            startIcon={<ChevronLeftIcon />}
            disabled={isDisabled || page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </Button>
          <Button
            size="sm"
            endIcon={<ChevronRightIcon />}
            disabled={isDisabled || page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </span>
      )}
    </nav>
  );
}
