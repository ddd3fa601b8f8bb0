import { useEffect, useState } from 'react';
import {
  AsyncSearchSelect,
  CloseIcon,
  DatePicker,
  IconButton,
  MultiSelect,
  Select,
  TreeSelect,
  type SelectOption,
} from '@portcullis/ui';
import { operatorFamily } from '../core/index';
import type { RuleOption, RuleValueEditorProps } from './RuleValueEditor.types';

const asArray = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v === null || v === undefined || v === '' ? [] : [String(v)];
const toDate = (v: unknown): Date | null =>
  typeof v === 'string' && v && !Number.isNaN(Date.parse(v)) ? new Date(v) : null;
/** DATE values are calendar days (YYYY-MM-DD, UTC); DATETIME values are UTC instants (README semantics). */
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Object values (OBJECT properties take a list of ids, §5 ARRAY operators): the chosen objects as
 * removable chips with their labels (loaded from the host for ids already in the rule) and an object
 * search to add more.
 */
function ObjectValue({
  rule,
  property,
  label,
  onChange,
  objectLookup,
  isInvalid = false,
  describedBy,
}: Required<Pick<RuleValueEditorProps, 'objectLookup'>> & RuleValueEditorProps) {
  const typeId = property.options?.typeid ?? property.name;
  const ids = asArray(rule.value);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const missing = ids.filter((id) => !(id in labels));
  useEffect(() => {
    if (!missing.length) return;
    let isCurrent = true;
    void objectLookup.labels(typeId, missing).then((found) => {
      if (isCurrent)
        setLabels((l) => ({
          ...l,
          ...Object.fromEntries(missing.map((id) => [id, found.find((f) => f.id === id)?.label ?? id])),
        }));
    });
    return () => {
      isCurrent = false;
    };
  }, [missing.join(','), typeId]);
  return (
    <div css={(t) => ({ display: 'grid', gap: t.space[1], minWidth: 0 })}>
      {ids.length > 0 && (
        <ul
          aria-label={`${label}, chosen`}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}
        >
          {ids.map((id) => (
            <li
              key={id}
              css={(t) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: t.space[1],
                minHeight: 26,
                padding: `0 ${t.space[1]}px 0 ${t.space[2]}px`,
                borderRadius: t.radii.round,
                background: t.colors.primarySubtle,
                ...t.text.label,
              })}
            >
              {labels[id] ?? '…'}
              <IconButton
                size="sm"
                label={`Remove ${labels[id] ?? id}`}
                icon={<CloseIcon size={12} />}
                onClick={() => onChange(ids.filter((x) => x !== id))}
                css={{ minHeight: 22, height: 22, width: 22, borderRadius: 9999 }}
              />
            </li>
          ))}
        </ul>
      )}
      <AsyncSearchSelect
        label={label}
        value={null}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        placeholder="Type at least 3 characters..."
        search={async (text, signal) =>
          (await objectLookup.search(typeId, text, signal))
            .filter((o) => !ids.includes(o.id))
            .map((o) => ({ value: o.id, label: o.label }))
        }
        onChange={(option: SelectOption | null) => {
          if (!option) return;
          setLabels((l) => ({ ...l, [option.value]: option.label }));
          onChange([...ids, option.value]);
        }}
      />
    </div>
  );
}

/**
 * The value inputs that need the heavier pickers of @portcullis/ui — a true/false select, date and
 * date-time pickers, single or multiple selects, a tree select when options have parents, and an
 * object search for OBJECT properties. RuleValueEditor loads this module only when a rule needs one
 * (a text condition never does), so the builder's first load carries no calendar, popover or list code.
 */
export default function RichValueEditor(props: RuleValueEditorProps) {
  const { rule, property, label, onChange, objectLookup, isInvalid = false, describedBy } = props;
  const family = operatorFamily(property.type, property.options?.multiple);
  const options = (property.options?.data ?? []) as RuleOption[];
  const isMultiple = family === 'ARRAY' || family === 'ENUM';
  switch (property.type) {
    case 'BOOLEAN':
      return (
        <Select
          label={label}
          options={[
            { value: 'true', label: 'true' },
            { value: 'false', label: 'false' },
          ]}
          placeholder="Choose…"
          isInvalid={isInvalid}
          aria-describedby={describedBy}
          value={rule.value === true ? 'true' : rule.value === false ? 'false' : null}
          onChange={(v) => onChange(v === null ? null : v === 'true')}
        />
      );
    case 'DATE':
      return (
        <DatePicker
          label={label}
          isInvalid={isInvalid}
          aria-describedby={describedBy}
          value={toDate(typeof rule.value === 'string' ? `${rule.value.slice(0, 10)}T00:00:00` : null)}
          onChange={(d) => onChange(d ? dayOf(d) : null)}
        />
      );
    case 'DATETIME':
      return (
        <DatePicker
          label={label}
          withTime
          isInvalid={isInvalid}
          aria-describedby={describedBy}
          value={toDate(rule.value)}
          onChange={(d) => onChange(d ? d.toISOString() : null)}
        />
      );
    case 'OBJECT':
      if (objectLookup) return <ObjectValue {...props} objectLookup={objectLookup} />;
      return <OptionsValue {...props} options={options} isMultiple={isMultiple} />;
    default: // SELECT
      return <OptionsValue {...props} options={options} isMultiple={isMultiple} />;
  }
}

/** SELECT options: a tree select when they have parents (id from key, label from Title or Name), else a (multi) select. */
function OptionsValue({
  rule,
  label,
  onChange,
  options,
  isMultiple,
  isInvalid = false,
  describedBy,
}: RuleValueEditorProps & { options: RuleOption[]; isMultiple: boolean }) {
  if (options.some((o) => o.parentId)) {
    return (
      <TreeSelect
        label={label}
        records={options.map((o) => ({ Key: o.id, Title: o.label, ParentId: o.parentId ?? null }))}
        keyField="Key"
        parentField="ParentId"
        isMultiple={isMultiple}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        value={asArray(rule.value)}
        onChange={(ids) => onChange(isMultiple ? ids : (ids[0] ?? null))}
      />
    );
  }
  const selectOptions = options.map((o) => ({ value: o.id, label: o.label }));
  return isMultiple ? (
    <MultiSelect
      label={label}
      options={selectOptions}
      value={asArray(rule.value)}
      onChange={(ids) => onChange(ids)}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    />
  ) : (
    <Select
      label={label}
      options={selectOptions}
      value={asArray(rule.value)[0] ?? null}
      onChange={(v) => onChange(v)}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
      placeholder="Choose…"
    />
  );
}
