import { useState } from 'react';
import {
  Checkbox,
  ChoiceCardSelector,
  DatePicker,
  FileInput,
  FormField,
  Select,
  Switch,
  TextInput,
  Textarea,
} from '@portcullis/ui';
import { IMAGE_TYPES, SettingValueType as T, type ConfigurationSetting } from '@portcullis/api-client';
import { checklistOf, formatSettingDate, imageFileError, parseSettingDate, toggleChoice } from './setting-values';

/** Props of {@link SettingEditor}. */
export interface SettingEditorProps {
  setting: ConfigurationSetting;
  /** The draft value ('' for a secret the operator has not retyped). */
  value: string;
  onChange: (value: string) => void;
  /** The value's error (the shared rule's message, or the server's). */
  error: string | null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** An image upload: type and size checked before reading; a preview of the chosen or stored image. */
function ImageEditor({ setting, value, onChange, error }: SettingEditorProps) {
  const [fileError, setFileError] = useState<string | null>(null);
  return (
    <FormField
      label={setting.Title}
      help={setting.Description}
      error={fileError ?? error}
      isRequired={setting.IsRequired}
    >
      <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <FileInput
          accept={IMAGE_TYPES.join(',')}
          aria-label={`Upload ${setting.Title}`}
          onFile={async (file) => {
            if (!file) return;
            const problem = imageFileError(file);
            setFileError(problem);
            if (!problem) onChange(await readAsDataUrl(file));
          }}
        />
        {value && <img src={value} alt={`${setting.Title} preview`} css={{ maxHeight: 64, maxWidth: 240 }} />}
      </div>
    </FormField>
  );
}

/**
 * The editor of one setting for its §4 value type: text (password-style and write-only for a secret),
 * number, date and date-time pickers, a dropdown, choice cards with help for a radio button, a
 * checklist, an image upload and a yes/no switch.
 */
export function SettingEditor(props: SettingEditorProps) {
  const { setting, value, onChange, error } = props;
  const field = { label: setting.Title, help: setting.Description, error, isRequired: setting.IsRequired };
  const choices = setting.Definition.Values;
  switch (setting.ValueType) {
    case T.Number:
      return (
        <FormField {...field}>
          <TextInput
            type="number"
            value={value}
            min={setting.Min}
            max={setting.Max}
            onChange={(e) => onChange(e.target.value)}
          />
        </FormField>
      );
    case T.Date:
    case T.DateTime: {
      const withTime = setting.ValueType === T.DateTime;
      return (
        <FormField {...field}>
          <DatePicker
            value={parseSettingDate(value)}
            withTime={withTime}
            onChange={(d) => onChange(formatSettingDate(d, withTime))}
          />
        </FormField>
      );
    }
    case T.Dropdown:
      return (
        <FormField {...field}>
          <Select
            options={choices.map((c) => ({ value: c.Value, label: c.Title, description: c.Description }))}
            value={value || null}
            hasNoneOption={!setting.IsRequired}
            onChange={(v) => onChange(v ?? '')}
          />
        </FormField>
      );
    case T.RadioButton:
      return (
        <div css={{ display: 'grid', gap: 6 }}>
          <ChoiceCardSelector label={setting.Title} setting={setting.Definition} value={value} onChange={onChange} />
          {error && (
            <p role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
              {error}
            </p>
          )}
        </div>
      );
    case T.Checklist: {
      const ticked = checklistOf(value);
      return (
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 6 }}>
          <legend css={{ padding: 0, marginBottom: 6, fontWeight: 500 }}>{setting.Title}</legend>
          {choices.map((c) => (
            <Checkbox
              key={c.Value}
              label={c.Title}
              checked={ticked.includes(c.Value)}
              onChange={(e) => onChange(toggleChoice(setting, value, c.Value, e.target.checked))}
            />
          ))}
          {error && (
            <p role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
              {error}
            </p>
          )}
        </fieldset>
      );
    }
    case T.Image:
      return <ImageEditor {...props} />;
    case T.YesOrNo:
      return <Switch label={setting.Title} isChecked={value === 'true'} onChange={(on) => onChange(String(on))} />;
    case T.UnTyped:
      return (
        <FormField {...field}>
          <Textarea value={value} rows={3} onChange={(e) => onChange(e.target.value)} />
        </FormField>
      );
    default:
      return (
        <FormField
          {...field}
          help={setting.IsSecret ? `${setting.IsSet ? 'Set' : 'Not set'}. ${setting.Description}` : setting.Description}
        >
          <TextInput
            type={setting.IsSecret ? 'password' : setting.Format === 'url' ? 'url' : 'text'}
            value={value}
            isAutocompleteOff={setting.IsSecret}
            placeholder={setting.IsSecret && setting.IsSet ? 'Leave empty to keep the stored value' : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        </FormField>
      );
  }
}
