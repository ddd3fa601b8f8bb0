import { useEffect, useState } from 'react';
import {
  AsyncSearchSelect,
  IconButton,
  MultiSelect,
  Select,
  TrashIcon,
  debounceDelays,
  type SelectOption,
} from '@portcullis/ui';
import { idOf, titleOf, type AnyField, type AnyResource, type Choice } from '@portcullis/api-client';
import { api } from '../../../api';
import { resourceClient } from './resource-client';
import { loadDefinition } from './definitions';
import { dataOrToast, pickerFailures } from '../failure-toasts';

/**
 * Controls and displays of the list fields of resource definitions: `choiceList` and `refList` as a
 * multiple-choice list box, `objectList` as chosen tags plus the object search (§2.13 shared pickers),
 * and the `timeZone` text format as a list of the runtime's IANA zones.
 */

/** Spec §7/§9: look-up lists fetch page 1 with 100 rows. */
const LOOKUP_PAGE = { CurrentPage: 1, ItemPerPage: 100 } as const;

/** Options of a `ref` or `refList` field: records of the referenced resource (filtered by `where`), by title. */
export function useRefOptions(f: AnyField): SelectOption[] | null {
  return useRefLookup(f)?.options ?? null;
}

/** The resource a `ref` field names (loaded with its own chunk) and its records as options, once both arrive. */
export function useRefLookup(f: AnyField): { target: AnyResource; options: SelectOption[] } | null {
  const [lookup, setLookup] = useState<{ target: AnyResource; options: SelectOption[] } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadDefinition(f.ref!).then(async (target) => {
      const where = Object.entries(f.refWhere ?? {});
      const partition = target.partition ? where.find(([k]) => k === target.partition!.field)?.[1] : undefined;
      const filters = where
        .filter(([k]) => k !== target.partition?.field)
        .map(([Column, Value]) => ({ Column, Value: Value as string | number | boolean, Operator: 0 }));
      const env = await resourceClient(target, partition === undefined ? undefined : String(partition)).list({
        ...LOOKUP_PAGE,
        Sorts: [{ Column: target.titleField, Asc: true }],
        Filters: filters,
      });
      if (isCurrent)
        setLookup({
          target,
          options: (env.Data?.Data ?? []).map((row) => ({ value: idOf(target, row), label: titleOf(target, row) })),
        });
    });
    return () => {
      isCurrent = false;
    };
  }, [f]);
  return lookup;
}

/** Titles of objects of a type by id (the pickers' "objects by ids"); unknown ids are left out. */
function useObjectTitles(objectType: string, ids: readonly string[]): Map<string, string> {
  const [titles, setTitles] = useState(() => new Map<string, string>());
  const key = [...ids].sort().join(',');
  useEffect(() => {
    let isCurrent = true;
    const missing = ids.filter((id) => !titles.has(id));
    if (!missing.length) return;
    // A failed load toasts the §8 'Something is wrong with object load.'; the chips keep 'Loading...'.
    dataOrToast(
      () =>
        api.objectTypes.objectsByObjectType(
          { body: { ObjectTypeName: objectType, ObjectIds: missing } },
          { suppressErrorToast: true },
        ),
      pickerFailures.objectLoad,
    ).then(
      (found) => {
        if (!isCurrent) return;
        setTitles((known) => new Map([...known, ...(found ?? []).map((o) => [o.id, o.label] as const)]));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [objectType, key]);
  return titles;
}

export function ChoiceListControl({
  f,
  value,
  onChange,
}: {
  f: AnyField;
  value: unknown[];
  onChange: (v: unknown) => void;
}) {
  return (
    <MultiSelect<string | number>
      options={(f.choices ?? []).map((c: Choice) => ({ value: c.value, label: c.title }))}
      value={value as (string | number)[]}
      onChange={(next) => onChange((f.choices ?? []).map((c) => c.value).filter((v) => next.includes(v)))}
    />
  );
}

export function RefListControl({
  f,
  value,
  onChange,
}: {
  f: AnyField;
  value: string[];
  onChange: (v: unknown) => void;
}) {
  const options = useRefOptions(f);
  return (
    <MultiSelect
      options={options ?? []}
      value={value}
      onChange={onChange}
      placeholder={options ? 'Select...' : 'Loading...'}
    />
  );
}

/** Chosen objects as removable tags, and an object search that adds one (at most `maxItems`). */
export function ObjectListControl({
  f,
  value,
  onChange,
}: {
  f: AnyField;
  value: string[];
  onChange: (v: unknown) => void;
}) {
  const objectType = f.objectType!;
  const titles = useObjectTitles(objectType, value);
  const isFull = f.maxItems !== undefined && value.length >= f.maxItems;
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {value.length > 0 && (
        <ul
          aria-label={`Chosen: ${f.title}`}
          css={{ display: 'flex', flexWrap: 'wrap', gap: 6, margin: 0, padding: 0 }}
        >
          {value.map((id) => {
            const title = titles.get(id) ?? 'Loading...';
            return (
              <li key={id} css={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 4 }}>
                <span>{title}</span>
                <IconButton
                  size="sm"
                  label={`Remove ${title}`}
                  icon={<TrashIcon />}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {!isFull && (
        <AsyncSearchSelect
          value={null}
          placeholder={`Search ${f.title.toLowerCase()}...`}
          debounceMs={debounceDelays.objectSearch}
          search={async (text, signal) => {
            const found = await dataOrToast(
              () =>
                api.objectTypes.searchObjectsByObjectType(
                  { body: { ObjectTypeName: objectType, SearchText: text } },
                  { signal, suppressErrorToast: true },
                ),
              pickerFailures.objectSearch,
            );
            return (found ?? [])
              .filter((o) => !value.includes(o.ObjectId))
              .map((o) => ({ value: o.ObjectId, label: o.Title || o.Name }));
          }}
          onChange={(option) => option && onChange([...value, option.value])}
        />
      )}
    </div>
  );
}

let zoneOptions: SelectOption[] | null = null;
/** Every IANA time zone the browser knows, UTC first. */
function timeZoneOptions(): SelectOption[] {
  zoneOptions ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')].map((z) => ({
    value: z,
    label: z.replace(/_/g, ' '),
  }));
  return zoneOptions;
}

export function TimeZoneControl({
  f,
  value,
  onChange,
}: {
  f: AnyField;
  value: string | null;
  onChange: (v: unknown) => void;
}) {
  return <Select options={timeZoneOptions()} value={value || null} onChange={onChange} hasNoneOption={!f.isRequired} />;
}

/** Titles of the records a `refList` value names, joined (for views). */
export function RefListDisplay({ f, value, empty }: { f: AnyField; value: string[]; empty: string }) {
  const options = useRefOptions(f);
  if (!value.length) return <>{empty}</>;
  if (!options) return <>Loading...</>;
  const byId = new Map(options.map((o) => [o.value, o.label]));
  return <>{value.map((id) => byId.get(id) ?? '- Unknown -').join(', ')}</>;
}

/** Titles of the objects an `objectList` value names, joined (for views). */
export function ObjectListDisplay({ f, value, empty }: { f: AnyField; value: string[]; empty: string }) {
  const titles = useObjectTitles(f.objectType!, value);
  if (!value.length) return <>{empty}</>;
  return <>{value.map((id) => titles.get(id) ?? 'Loading...').join(', ')}</>;
}
