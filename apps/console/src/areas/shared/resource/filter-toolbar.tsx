import type { ReactNode } from 'react';
import { endOfDay } from 'date-fns';
import { DatePicker, Select } from '@portcullis/ui';
import { formatFilterDate, parseFilterDate } from '@portcullis/datatable';
import { choiceTitle, columnTitleOf, fieldOf, type AnyField, type AnyResource } from '@portcullis/api-client';
import { useRefLookup } from './list-controls';
import type { ResourceOverrides } from './overrides';

type Toolbar = NonNullable<ResourceOverrides['toolbar']>;
type SetFilter = (column: string, value: string) => void;

/** A filter control of one field, given the URL filters and their setter (a custom one replaces the generic). */
export type FilterControl = (filters: Record<string, string>, setFilter: SetFilter) => ReactNode;

/**
 * The list's filter controls, built from the definition: one control per field of `list.toolbar`, in
 * order — a choice (its titles; the any-value of `list.anyValues`, else empty, reads 'All {many}'), a
 * yes/no labelled by its column ('State': 'Any state', the field's title, its `falseTitle`), a reference
 * (the referenced records by title) or a date range ('{Title} from' and 'to', the end of the day when a
 * day is picked). `controls` replaces the control of a field (a picker from a cheaper call).
 */
export function filterToolbar(def: AnyResource, controls: Partial<Record<string, FilterControl>> = {}): Toolbar {
  const names = (def.list.toolbar ?? []) as string[];
  const FilterBar = (filters: Record<string, string>, setFilter: SetFilter) => (
    <>
      {names.map((name) => {
        const custom = controls[name];
        if (custom) return <div key={name}>{custom(filters, setFilter)}</div>;
        const f = fieldOf(def, name);
        const value = filters[name] ?? '';
        const set = (v: string | null) => setFilter(name, v ?? '');
        if (f.kind === 'date' || f.kind === 'dateTime')
          return <DateRangeFilter key={name} name={name} f={f} filters={filters} setFilter={setFilter} />;
        if (f.kind === 'ref') return <RefFilter key={name} f={f} value={value} onChange={set} />;
        if (f.kind === 'boolean') {
          const label = columnTitleOf(def, name);
          const options = [
            { value: '', label: `Any ${label.toLowerCase()}` },
            { value: 'true', label: f.title },
            { value: 'false', label: f.falseTitle ?? `Not ${f.title.toLowerCase()}` },
          ];
          return (
            <div key={name} css={{ width: 140 }}>
              <Select label={label} size="sm" options={options} value={value} onChange={set} />
            </div>
          );
        }
        const any = (def.list.anyValues as Record<string, string | number> | undefined)?.[name];
        const anyValue = any === undefined ? '' : String(any);
        const options = [
          { value: anyValue, label: `All ${def.titles.many.toLowerCase()}` },
          ...(f.choices ?? []).map((c) => ({ value: String(c.value), label: choiceTitle(f, c.value) })),
        ];
        return (
          <div key={name} css={{ width: 140 }}>
            <Select
              label={f.title}
              size="sm"
              options={options}
              value={value || anyValue}
              onChange={(v) => set(!v || v === anyValue ? '' : v)}
            />
          </div>
        );
      })}
    </>
  );
  return FilterBar;
}

/** A reference filter: the referenced resource's records by title, or all of them. */
function RefFilter({ f, value, onChange }: { f: AnyField; value: string; onChange: (v: string | null) => void }) {
  const lookup = useRefLookup(f);
  const all = lookup ? `All ${lookup.target.titles.many.toLowerCase()}` : 'All';
  return (
    <div css={{ width: 180 }}>
      <Select
        label={f.title}
        size="sm"
        options={[{ value: '', label: all }, ...(lookup?.options ?? [])]}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}

/** '{Title} from' and '{Title} to' (URL filters `{name}-from`, `{name}-to`); a picked day ends at its last moment. */
function DateRangeFilter({
  name,
  f,
  filters,
  setFilter,
}: {
  name: string;
  f: AnyField;
  filters: Record<string, string>;
  setFilter: SetFilter;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} css={{ width: 170 }}>
          <DatePicker
            label={`${f.title} ${end}`}
            value={parseFilterDate(filters[`${name}-${end}`] ?? '')}
            onChange={(d) =>
              setFilter(
                `${name}-${end}`,
                d ? formatFilterDate(end === 'to' && d.getHours() === 0 && d.getMinutes() === 0 ? endOfDay(d) : d) : '',
              )
            }
          />
        </div>
      ))}
    </>
  );
}

/** The toolbar's date fields: the table reads their `-from` and `-to` URL filters as a range. */
export const toolbarDateColumns = (def: AnyResource): string[] =>
  ((def.list.toolbar ?? []) as string[]).filter((n) => ['date', 'dateTime'].includes(fieldOf(def, n).kind));
