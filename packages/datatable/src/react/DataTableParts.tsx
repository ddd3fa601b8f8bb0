import type { ReactNode } from 'react';
import { Button, EmptyState } from '@portcullis/ui';
import { emptySelection, selectAllMatching, type Selection } from '../core/index';

/** The bar over the table while rows are selected: the count, select-all-matching, clear, bulk actions. */
export function SelectionBar({
  selection,
  count,
  total,
  canSelectAll,
  onChange,
  children,
}: {
  selection: Selection;
  count: number;
  total: number;
  /** The whole page is ticked and more rows match: offer to select them all. */
  canSelectAll: boolean;
  onChange: (selection: Selection) => void;
  /** The host's bulk actions. */
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label="Selection"
      css={(t) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: t.space[2],
        alignItems: 'center',
        padding: `${t.space[2]}px ${t.space[3]}px`,
        background: t.colors.primarySubtle,
        borderRadius: t.radii.md,
      })}
    >
      <span css={(t) => ({ fontWeight: t.fontWeights.medium })}>
        {selection.mode === 'all'
          ? `All ${count.toLocaleString('en')} matching items are selected.`
          : `${count.toLocaleString('en')} selected.`}
      </span>
      {canSelectAll && (
        <Button size="sm" variant="quiet" onClick={() => onChange(selectAllMatching())}>
          Select all {total.toLocaleString('en')} items
        </Button>
      )}
      <Button size="sm" variant="quiet" onClick={() => onChange(emptySelection)}>
        Clear selection
      </Button>
      {children}
    </div>
  );
}

/** Placeholder rows while the first page loads (hidden from assistive tech: the grid is aria-busy). */
export function LoadingRows({ cols }: { cols: number }) {
  return (
    <>
      {Array.from({ length: 5 }, (_, i) => (
        <tr key={i} aria-hidden="true">
          {Array.from({ length: cols }, (_, c) => (
            <td key={c}>
              <span
                css={(t) => ({
                  display: 'block',
                  height: 12,
                  maxWidth: c === 0 ? 160 : 120,
                  borderRadius: 4,
                  background: t.colors.surfaceMuted,
                })}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/**
 * The one row of an empty table: the host's sentence, and either the action that fills the table or,
 * when a search or filter hides everything, a hint to change them.
 */
export function EmptyRow({
  cols,
  text,
  icon,
  action,
  isFiltered,
}: {
  cols: number;
  text: string;
  icon: ReactNode | undefined;
  action: ReactNode | undefined;
  isFiltered: boolean;
}) {
  return (
    <tr>
      <td colSpan={cols} css={{ padding: 0 }}>
        <EmptyState
          minHeight={200}
          {...(icon !== undefined ? { icon } : {})}
          title={text}
          {...(isFiltered
            ? { description: 'Nothing matches the search and filters. Change or clear them to see more.' }
            : {})}
          action={action}
        />
      </td>
    </tr>
  );
}
