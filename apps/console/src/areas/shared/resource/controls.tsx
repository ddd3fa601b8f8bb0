import { useEffect, useState } from 'react';
import { Checkbox, DatePicker, FormField, Select, TextInput, Textarea, type SelectOption } from '@portcullis/ui';
import { idOf, resourceByName, titleOf, type AnyField, type Choice } from '@portcullis/api-client';
import { resourceClient } from './resource-client';
import type { ControlProps } from './overrides';

/** Spec §7/§9: look-up lists fetch page 1 with 100 rows. */
const LOOKUP_PAGE = { CurrentPage: 1, ItemPerPage: 100 } as const;

/** Options of a `ref` field: records of the referenced resource (filtered by the field's `where`), by title. */
function useRefOptions(f: AnyField): SelectOption[] | null {
  const [options, setOptions] = useState<SelectOption[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const target = resourceByName(f.ref!);
    const where = Object.entries(f.refWhere ?? {});
    const partition = target.partition ? where.find(([k]) => k === target.partition!.field)?.[1] : undefined;
    const filters = where
      .filter(([k]) => k !== target.partition?.field)
      .map(([Column, Value]) => ({ Column, Value: Value as string | number | boolean, Operator: 0 }));
    void resourceClient(target, partition === undefined ? undefined : String(partition))
      .list({ ...LOOKUP_PAGE, Sorts: [{ Column: target.titleField, Asc: true }], Filters: filters })
      .then((env) => {
        if (isCurrent)
          setOptions((env.Data?.Data ?? []).map((row) => ({ value: idOf(target, row), label: titleOf(target, row) })));
      });
    return () => {
      isCurrent = false;
    };
  }, [f]);
  return options;
}

function RefSelect({ f, value, onChange }: { f: AnyField } & Pick<ControlProps<string | null>, 'value' | 'onChange'>) {
  const options = useRefOptions(f);
  return (
    <Select
      options={options ?? []}
      value={value}
      onChange={onChange}
      hasNoneOption={!f.isRequired}
      placeholder={options ? 'Select...' : 'Loading...'}
    />
  );
}

/** One value per line; the raw text stays as typed (empty lines are dropped from the value only). */
function TextListControl({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <Textarea
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

const toDate = (value: unknown) => (typeof value === 'string' && value ? new Date(value) : null);

/**
 * The kit control of a field, by kind, inside its FormField (label, required mark, help, error).
 * Name and title pairs are rendered together by the save screen (NameTitleField), not here.
 */
export function FieldControl({
  name,
  f,
  value,
  onChange,
  error,
  isCreate,
}: {
  name: string;
  f: AnyField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  isCreate: boolean;
}) {
  const text = (value as string | null | undefined) ?? '';
  const control = (() => {
    switch (f.kind) {
      case 'longText':
        return <Textarea value={text} onChange={(e) => onChange(e.target.value)} />;
      case 'number':
        return (
          <TextInput
            type="number"
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      case 'boolean':
        return <Checkbox label={f.title} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />;
      case 'choice':
        return (
          <Select<string | number>
            options={(f.choices ?? []).map((c: Choice) => ({ value: c.value, label: c.title }))}
            value={(value as string | number | null) ?? null}
            onChange={onChange}
            hasNoneOption={!f.isRequired}
          />
        );
      case 'ref':
        return <RefSelect f={f} value={(value as string | null) ?? null} onChange={onChange} />;
      case 'date':
      case 'dateTime':
        return (
          <DatePicker
            value={toDate(value)}
            withTime={f.kind === 'dateTime'}
            onChange={(d) => onChange(d ? (f.kind === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()) : null)}
          />
        );
      case 'textList':
        return <TextListControl value={(value as string[] | null) ?? []} onChange={onChange} />;
      case 'secret':
        return (
          <TextInput
            type="password"
            autoComplete="new-password"
            value={text}
            placeholder={isCreate ? undefined : 'Unchanged'}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      default:
        return (
          <TextInput
            type={f.kind === 'email' ? 'email' : f.kind === 'url' ? 'url' : 'text'}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          />
        );
    }
  })();
  if (f.kind === 'boolean') return <div data-field={name}>{control}</div>;
  return (
    <FormField label={f.title} isRequired={f.isRequired} help={f.help} error={error}>
      {control}
    </FormField>
  );
}
