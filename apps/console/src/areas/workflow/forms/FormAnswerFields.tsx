import { FormField, Select, TextInput } from '@portcullis/ui';
import { answerFromInput, checkAnswer, type FormAnswers, type FormFieldSpec } from '@portcullis/api-client';

/**
 * The inputs of a form definition (§5 input types, a choice as a select), rendered from the form model:
 * the designer's live preview and the requester's form in the request dialog are this one component,
 * and each field's message is the model's — the same text the server answers with.
 */
export function FormAnswerFields({
  fields,
  answers,
  onChange,
  showErrors,
}: {
  fields: readonly FormFieldSpec[];
  answers: FormAnswers;
  onChange: (answers: FormAnswers) => void;
  /** Show every field's message (after a submit); otherwise only fields the user has typed into. */
  showErrors: boolean;
}) {
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      {fields.map((f) => {
        const value = answers[f.Key] ?? null;
        const isTouched = value !== null;
        const error = showErrors || isTouched ? checkAnswer(f, value) : null;
        const set = (next: string | number | null) => onChange({ ...answers, [f.Key]: next });
        return (
          <FormField key={f.Key} label={f.Label} isRequired={f.IsRequired} help={f.Help ?? undefined} error={error}>
            {f.Type === 'select' ? (
              <Select
                options={(f.Options ?? []).map((o) => ({ value: o, label: o }))}
                value={typeof value === 'string' ? value : null}
                onChange={(v) => set(v)}
                hasNoneOption={!f.IsRequired}
                placeholder="Select..."
              />
            ) : (
              <TextInput
                type={f.Type}
                value={value === null ? '' : String(value)}
                onChange={(e) => set(answerFromInput(f, e.target.value))}
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}
