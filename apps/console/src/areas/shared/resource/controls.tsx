import { useState } from 'react';
import { Button, Checkbox, DatePicker, FormField, Select, TextInput, Textarea } from '@portcullis/ui';
import type { AnyField, Choice } from '@portcullis/api-client';
import type { ControlProps } from './overrides';
import { ChoiceListControl, ObjectListControl, RefListControl, TimeZoneControl, useRefOptions } from './list-controls';

function RefSelect({
  f,
  value,
  onChange,
  isDisabled,
}: { f: AnyField; isDisabled: boolean } & Pick<ControlProps<string | null>, 'value' | 'onChange'>) {
  const options = useRefOptions(f);
  return (
    <Select
      options={options ?? []}
      value={value}
      onChange={onChange}
      hasNoneOption={!f.isRequired}
      placeholder={options ? 'Select...' : 'Loading...'}
      isDisabled={isDisabled}
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
  isRevealed = false,
  onToggleReveal,
}: {
  name: string;
  f: AnyField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  isCreate: boolean;
  /** A secret field shows its typed value in clear (the form controller's `revealedSecrets`). @default false */
  isRevealed?: boolean;
  /** Offers Show / Hide beside a secret field. @default no toggle */
  onToggleReveal?: () => void;
}) {
  const text = (value as string | null | undefined) ?? '';
  // A field set at creation (`immutable`) is shown, not edited, once the record exists.
  const isLocked = Boolean(f.isImmutable) && !isCreate;
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
            isDisabled={isLocked}
          />
        );
      case 'ref':
        return <RefSelect f={f} value={(value as string | null) ?? null} onChange={onChange} isDisabled={isLocked} />;
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
      case 'choiceList':
        return <ChoiceListControl f={f} value={(value as unknown[] | null) ?? []} onChange={onChange} />;
      case 'refList':
        return <RefListControl f={f} value={(value as string[] | null) ?? []} onChange={onChange} />;
      case 'objectList':
        return <ObjectListControl f={f} value={(value as string[] | null) ?? []} onChange={onChange} />;
      case 'secret': {
        const input = (
          <TextInput
            type={isRevealed ? 'text' : 'password'}
            autoComplete="new-password"
            value={text}
            placeholder={isCreate ? undefined : 'Unchanged'}
            onChange={(e) => onChange(e.target.value)}
          />
        );
        if (!onToggleReveal) return input;
        // Only what was typed here can be shown: the stored secret never comes back from the server. The
        // button's name stays 'Show'/'Hide' (not 'Show Password') so the field's label names one control.
        return (
          <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <div css={{ flex: 1 }}>{input}</div>
            <Button type="button" variant="secondary" aria-pressed={isRevealed} onClick={onToggleReveal}>
              {isRevealed ? 'Hide' : 'Show'}
            </Button>
          </div>
        );
      }
      default:
        if (f.format === 'timeZone')
          return <TimeZoneControl f={f} value={(value as string | null) ?? null} onChange={onChange} />;
        return (
          <TextInput
            type={f.kind === 'email' ? 'email' : f.kind === 'url' ? 'url' : 'text'}
            value={text}
            readOnly={isLocked}
            onChange={(e) => onChange(e.target.value)}
          />
        );
    }
  })();
  if (f.kind === 'boolean') return <div data-field={name}>{control}</div>;
  const help = isLocked ? 'Set when the record was created; it cannot change.' : f.help;
  return (
    <FormField label={f.title} isRequired={f.isRequired} help={help} error={error}>
      {control}
    </FormField>
  );
}
