import { useState, type FormEvent } from 'react';
import { Button, FilterIcon, FormField, IconButton, Popover, Select, TextInput, CloseIcon } from '@portcullis/ui';
import {
  activeFilterChips,
  clearFilterKeys,
  formatFilterDate,
  OPERATOR_SUFFIX,
  parseFilterDate,
  TEXT_CONDITIONS,
  type ColumnFilter,
  type FilterableColumn,
} from '../core/index';

export type { ColumnFilter } from '../core/index';

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

/** The URL filter keys a column's filter writes. */
const keysOf = (column: string, filter: ColumnFilter) =>
  filter.kind === 'date'
    ? [`${column}-from`, `${column}-to`]
    : filter.kind === 'text'
      ? [column, column + OPERATOR_SUFFIX]
      : [column];

/** Props of {@link ColumnFilterButton}. */
export interface ColumnFilterButtonProps {
  column: string;
  title: string;
  filter: ColumnFilter;
  filters: Readonly<Record<string, string>>;
  /** Applies several filter keys at once (page back to 1). */
  setFilters: (patch: Record<string, string>) => void;
}

/**
 * A column's filter: a funnel button in the column header opening a small form (condition and text,
 * a choice of values, or a date range) with Apply and Clear. The button is tinted and says
 * "(active)" while the column is filtered.
 */
export function ColumnFilterButton({ column, title, filter, filters, setFilters }: ColumnFilterButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const keys = keysOf(column, filter);
  const isActive = keys.some((k) => !k.endsWith(OPERATOR_SUFFIX) && (filters[k] ?? '').trim() !== '');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const open = (next: boolean) => {
    if (next) setDraft(Object.fromEntries(keys.map((k) => [k, filters[k] ?? ''])));
    setIsOpen(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setIsOpen(false);
  };
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <Popover
      label={`Filter ${title}`}
      isOpen={isOpen}
      onOpenChange={open}
      trigger={
        <IconButton
          size="sm"
          label={isActive ? `Filter ${title} (active)` : `Filter ${title}`}
          icon={<FilterIcon size={14} />}
          variant="quiet"
          aria-pressed={isActive}
          css={(t) => (isActive ? { color: t.colors.primary, background: t.colors.primarySubtle } : {})}
        />
      }
    >
      <form onSubmit={apply} css={(t) => ({ display: 'grid', gap: t.space[3], width: 260 })}>
        {filter.kind === 'text' && (
          <>
            <Select
              label={`Condition for ${title}`}
              options={TEXT_CONDITIONS.map((c) => ({ value: String(c.value), label: c.label }))}
              value={draft[column + OPERATOR_SUFFIX] || String(TEXT_CONDITIONS[0].value)}
              onChange={(v) => set(column + OPERATOR_SUFFIX, v ?? '')}
            />
            <TextInput
              aria-label={`Filter ${title}`}
              placeholder="Value"
              value={draft[column] ?? ''}
              onChange={(e) => set(column, e.target.value)}
            />
          </>
        )}
        {filter.kind === 'select' && (
          <Select
            label={`Filter ${title}`}
            options={filter.options}
            value={draft[column] || null}
            placeholder="All"
            hasNoneOption
            onChange={(v) => set(column, v ?? '')}
          />
        )}
        {filter.kind === 'date' &&
          (['from', 'to'] as const).map((end) => (
            <FormField key={end} label={end === 'from' ? 'From' : 'To'}>
              <TextInput
                type="date"
                aria-label={`${title} ${end}`}
                value={toInput(draft[`${column}-${end}`])}
                onChange={(e) => set(`${column}-${end}`, fromInput(e.target.value, end))}
              />
            </FormField>
          ))}
        <div css={(t) => ({ display: 'flex', gap: t.space[2], justifyContent: 'flex-end' })}>
          <Button
            size="sm"
            variant="quiet"
            onClick={() => {
              setFilters(Object.fromEntries(keys.map((k) => [k, ''])));
              setIsOpen(false);
            }}
          >
            Clear
          </Button>
          <Button size="sm" variant="primary" type="submit">
            Apply
          </Button>
        </div>
      </form>
    </Popover>
  );
}

/** Props of {@link ActiveFilters}. */
export interface ActiveFiltersProps {
  columns: readonly FilterableColumn[];
  filters: Readonly<Record<string, string>>;
  setFilters: (patch: Record<string, string>) => void;
}

/** The column filters in force, as removable chips with a 'Clear filters' button; nothing when none. */
export function ActiveFilters({ columns, filters, setFilters }: ActiveFiltersProps) {
  const chips = activeFilterChips(filters, columns);
  if (chips.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="Active filters"
      css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space[2], alignItems: 'center' })}
    >
      {chips.map((chip) => (
        <span
          key={chip.column}
          css={(t) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: t.space[1],
            minHeight: 28,
            padding: `0 ${t.space[1]}px 0 ${t.space[3]}px`,
            borderRadius: t.radii.round,
            background: t.colors.primarySubtle,
            color: t.colors.text,
            fontSize: t.text.label.fontSize,
          })}
        >
          {chip.label}
          <IconButton
            size="sm"
            label={`Remove filter ${chip.label}`}
            icon={<CloseIcon size={12} />}
            onClick={() => setFilters(clearFilterKeys({}, chip.keys))}
            css={{ minHeight: 24, height: 24, width: 24, borderRadius: 9999 }}
          />
        </span>
      ))}
      <Button
        size="sm"
        variant="quiet"
        onClick={() =>
          setFilters(
            clearFilterKeys(
              {},
              chips.flatMap((c) => c.keys),
            ),
          )
        }
      >
        Clear filters
      </Button>
    </div>
  );
}
