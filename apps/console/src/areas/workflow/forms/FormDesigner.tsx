import { useState } from 'react';
import { Checkbox, FormField, Select, TextInput, Textarea } from '@portcullis/ui';
import {
  emptyAnswers,
  FORM_FIELD_TYPE_TITLES,
  FORM_FIELD_TYPES,
  newFormField,
  type FormAnswers,
  type FormFieldSpec,
  type FormFieldType,
} from '@portcullis/api-client';
import { ReorderableList } from '../ReorderableList';
import { FormAnswerFields } from './FormAnswerFields';

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((t) => ({ value: t, label: FORM_FIELD_TYPE_TITLES[t] }));
const HAS_LENGTH: ReadonlySet<FormFieldType> = new Set(['text', 'password', 'tel', 'email', 'url']);

const numberOrNull = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));

/** A field's settings in the designer: label, key, type, required and the rules its type takes. */
function FieldSettings({ field, onChange }: { field: FormFieldSpec; onChange: (field: FormFieldSpec) => void }) {
  const set = (patch: Partial<FormFieldSpec>) => onChange({ ...field, ...patch });
  const changeType = (type: FormFieldType) => {
    const { MinLength: _a, MaxLength: _b, Min: _c, Max: _d, Options: _e, ...rest } = field;
    onChange({
      ...rest,
      Type: type,
      ...(type === 'select' ? { Options: field.Options?.length ? field.Options : ['First option'] } : {}),
    });
  };
  const numberInput = (label: string, key: 'MinLength' | 'MaxLength' | 'Min' | 'Max') => (
    <FormField label={label}>
      <TextInput
        type="number"
        value={field[key] === null || field[key] === undefined ? '' : String(field[key])}
        onChange={(e) => set({ [key]: numberOrNull(e.target.value) })}
      />
    </FormField>
  );
  return (
    <div css={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
      <FormField label="Label" isRequired>
        <TextInput value={field.Label} onChange={(e) => set({ Label: e.target.value })} />
      </FormField>
      <FormField label="Key" isRequired help="The answer's name: letters, digits, underscores.">
        <TextInput value={field.Key} onChange={(e) => set({ Key: e.target.value })} />
      </FormField>
      <FormField label="Type" isRequired>
        <Select options={TYPE_OPTIONS} value={field.Type} onChange={(v) => v && changeType(v)} />
      </FormField>
      <div css={{ alignSelf: 'end', paddingBottom: 8 }}>
        <Checkbox label="Required" checked={field.IsRequired} onChange={(e) => set({ IsRequired: e.target.checked })} />
      </div>
      {HAS_LENGTH.has(field.Type) && (
        <>
          {numberInput('Fewest characters', 'MinLength')}
          {numberInput('Most characters', 'MaxLength')}
        </>
      )}
      {field.Type === 'number' && (
        <>
          {numberInput('Smallest value', 'Min')}
          {numberInput('Largest value', 'Max')}
        </>
      )}
      {field.Type === 'select' && (
        <FormField label="Options" isRequired help="One option per line: the lookup list the requester picks from.">
          <Textarea
            value={(field.Options ?? []).join('\n')}
            onChange={(e) =>
              set({ Options: e.target.value.split('\n').filter((o, i, all) => o.trim() || i === all.length - 1) })
            }
          />
        </FormField>
      )}
    </div>
  );
}

/**
 * The form designer (§2.10 `forms/def/:id?`): the fields in order — reordered by drag or with Move up
 * and Move down — each with its settings, and beside them a live preview rendered by the same form
 * model that checks the requester's answers on the server.
 */
export function FormDesigner({
  value,
  onChange,
  error,
}: {
  value: FormFieldSpec[] | null;
  onChange: (fields: FormFieldSpec[]) => void;
  error?: string;
}) {
  const fields = value ?? [];
  const [answers, setAnswers] = useState<FormAnswers>(() => emptyAnswers(fields));
  const replace = (index: number, field: FormFieldSpec) => onChange(fields.map((f, i) => (i === index ? field : f)));
  return (
    <div css={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      <section aria-labelledby="form-fields-heading" css={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <h3 id="form-fields-heading" css={{ margin: 0 }}>
          Fields
        </h3>
        <ReorderableList
          label="Fields in order"
          items={fields}
          onChange={onChange}
          itemLabel={(f) => f.Label || f.Key}
          renderItem={(f, index) => <FieldSettings field={f} onChange={(next) => replace(index, next)} />}
          removeLabel={(f) => `Remove ${f.Label || f.Key}`}
          error={error}
          add={{ label: 'Add field', item: () => newFormField(fields) }}
        />
      </section>
      <section
        aria-labelledby="form-preview-heading"
        css={(t) => ({ border: `1px dashed ${t.colors.border}`, borderRadius: 6, padding: 12, alignSelf: 'start' })}
      >
        <h3 id="form-preview-heading" css={{ marginTop: 0 }}>
          Preview
        </h3>
        {fields.length === 0 ? (
          <p>Add a field to see the form.</p>
        ) : (
          <FormAnswerFields fields={fields} answers={answers} onChange={setAnswers} showErrors={false} />
        )}
      </section>
    </div>
  );
}
