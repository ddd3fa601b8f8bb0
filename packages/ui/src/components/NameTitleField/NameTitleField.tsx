import { useState } from 'react';
import { generateSlug } from '../../core/slug';
import { requiredMessage } from '../../core/validators';
import { FormField } from '../Form/FormField';
import { TextInput } from '../Form/TextInput';

/** Value of a {@link NameTitleField}. */
export interface NameTitleValue {
  title: string;
  /** The generated name (slug). */
  name: string;
}

/** Props of {@link NameTitleField}. */
export interface NameTitleFieldProps {
  value: NameTitleValue;
  onChange: (value: NameTitleValue) => void;
  /** @default 'Title' */
  titleLabel?: string;
  /** @default 'Name' */
  nameLabel?: string;
  /**
   * Whether the name was edited by hand already (e.g. an existing record): then it is not regenerated from the title.
   * @default false when the name equals the title's slug
   */
  isNameEdited?: boolean;
  /**
   * Shows required errors before the fields are touched (e.g. after a submit attempt).
   * @default false
   */
  showErrors?: boolean;
}

/**
 * Title and generated name, both required (§5): the name follows the title's slug until the user
 * edits it; emptying the name and leaving it regenerates it from the title.
 */
export function NameTitleField({
  value,
  onChange,
  titleLabel = 'Title',
  nameLabel = 'Name',
  isNameEdited,
  showErrors = false,
}: NameTitleFieldProps) {
  const [isManual, setIsManual] = useState(
    isNameEdited ?? (value.name !== '' && value.name !== generateSlug(value.title, { trim: true })),
  );
  const [touched, setTouched] = useState({ title: false, name: false });
  const titleError = (showErrors || touched.title) && !value.title.trim() ? requiredMessage(titleLabel) : null;
  const nameError = (showErrors || touched.name) && !value.name.trim() ? requiredMessage(nameLabel) : null;
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <FormField label={titleLabel} isRequired error={titleError}>
        <TextInput
          value={value.title}
          onChange={(e) => {
            const title = e.target.value;
            onChange({ title, name: isManual ? value.name : generateSlug(title, { trim: true }) });
          }}
          onBlur={() => setTouched((t) => ({ ...t, title: true }))}
        />
      </FormField>
      <FormField label={nameLabel} isRequired error={nameError} help="Lower-case letters, digits and hyphens.">
        <TextInput
          value={value.name}
          onChange={(e) => {
            setIsManual(true);
            onChange({ ...value, name: generateSlug(e.target.value) });
          }}
          onBlur={() => {
            setTouched((t) => ({ ...t, name: true }));
            const trimmed = generateSlug(value.name, { trim: true });
            if (trimmed === '') {
              setIsManual(false);
              onChange({ ...value, name: generateSlug(value.title, { trim: true }) });
            } else if (trimmed !== value.name) {
              onChange({ ...value, name: trimmed });
            }
          }}
        />
      </FormField>
    </div>
  );
}
