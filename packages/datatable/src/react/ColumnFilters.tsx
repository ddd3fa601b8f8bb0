import { useEffect, useState } from 'react';
import type { PortcullisTheme } from '@portcullis/ui';
import { formatFilterDate, OPERATOR_SUFFIX, parseFilterDate, TABLE_DEBOUNCE_MS, TEXT_CONDITIONS } from '../core/index';

/** A column's own filter, by the column's type (spec §5 table filters). */
export type ColumnFilter =
  { kind: 'text' } | { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> } | { kind: 'date' };

const control = (t: PortcullisTheme) => ({
  font: 'inherit',
  fontSize: t.fontSizes.sm,
  padding: '3px 6px',
  width: '100%',
  minWidth: 0,
  borderRadius: t.radii.sm,
  border: `1px solid ${t.colors.border}`,
  background: t.colors.surface,
  color: t.colors.text,
});
/** `<input type="date">` speaks YYYY-MM-DD; the URL keeps the spec's MM-DD-YYYY HH:mm. */
const toInput = (v: string | undefined) => {
  const d = v ? parseFilterDate(v) : null;
  return d
    ? `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
    : '';
};
const fromInput = (v: string, end: 'from' | 'to') => {
  if (!v) return '';
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  return formatFilterDate(end === 'from' ? new Date(y, m - 1, d, 0, 0) : new Date(y, m - 1, d, 23, 59));
};

/** The filter cell of one column: condition + text, a select of values, or a from/to date range. */
export function ColumnFilterCell({
  column,
  title,
  filter,
  filters,
  setFilter,
}: {
  column: string;
  title: string;
  filter: ColumnFilter;
  filters: Record<string, string>;
  setFilter: (key: string, value: string) => void;
}) {
  if (filter.kind === 'select') {
    return (
      <select
        aria-label={`Filter ${title}`}
        css={control}
        value={filters[column] ?? ''}
        onChange={(e) => setFilter(column, e.target.value)}
      >
        <option value="">All</option>
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (filter.kind === 'date') {
    return (
      <div css={{ display: 'grid', gap: 2 }}>
        {(['from', 'to'] as const).map((end) => (
          <input
            key={end}
            type="date"
            aria-label={`${title} ${end}`}
            css={control}
            value={toInput(filters[`${column}-${end}`])}
            onChange={(e) => setFilter(`${column}-${end}`, fromInput(e.target.value, end))}
          />
        ))}
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: 2 }}>
      <select
        aria-label={`Condition for ${title}`}
        css={control}
        value={filters[column + OPERATOR_SUFFIX] ?? String(TEXT_CONDITIONS[0].value)}
        onChange={(e) => setFilter(column + OPERATOR_SUFFIX, e.target.value)}
      >
        {TEXT_CONDITIONS.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <DebouncedText label={`Filter ${title}`} value={filters[column] ?? ''} onChange={(v) => setFilter(column, v)} />
    </div>
  );
}

/** Text typed into a column filter reaches the table after the §9 300 ms pause, like the search box. */
function DebouncedText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), TABLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return <input type="text" aria-label={label} css={control} value={text} onChange={(e) => setText(e.target.value)} />;
}
