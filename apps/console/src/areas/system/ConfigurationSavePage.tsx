import { useState } from 'react';
import { FormField, PageHeader, PageLayout, Select, TextInput } from '@portcullis/ui';
import {
  settingValueError,
  SettingValueType as T,
  type ConfigurationSetting,
  type SettingValueTypeId,
} from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { fieldErrors, useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';
import { SettingEditor } from './SettingEditor';
import { useTranslation } from '../../i18n/useTranslation';

/** Value types a custom setting may have: the ones that need no list of choices. */
const CUSTOM_TYPES: ReadonlyArray<{ value: SettingValueTypeId; label: string }> = [
  { value: T.Text, label: 'Text' },
  { value: T.Number, label: 'Number' },
  { value: T.Date, label: 'Date' },
  { value: T.DateTime, label: 'Date and time' },
  { value: T.YesOrNo, label: 'Yes or no' },
  { value: T.UnTyped, label: 'Untyped' },
];

const newSetting = (key: string, title: string, type: SettingValueTypeId): ConfigurationSetting => ({
  Key: key,
  Title: title || 'Value',
  Description: '',
  Category: 'Custom',
  ValueType: type,
  Definition: { Values: [] },
  Value: '',
  DefaultValue: null,
  IsSecret: false,
  IsSet: false,
  IsRequired: false,
  IsSystem: false,
  UpdatedDate: null,
});

function SettingForm({ setting, isNew }: { setting: ConfigurationSetting; isNew: boolean }) {
  const { t } = useTranslation();
  const [key, setKey] = useState(setting.Key);
  const [title, setTitle] = useState(isNew ? '' : setting.Title);
  const [type, setType] = useState<SettingValueTypeId>(setting.ValueType);
  const [value, setValue] = useState(setting.IsSecret ? '' : (setting.Value ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);
  const shown = isNew ? newSetting(key, title, type) : setting;

  const save = async () => {
    const keepsSecret = setting.IsSecret && value === '' && setting.IsSet;
    const local = keepsSecret ? null : settingValueError(shown, value);
    const missing: Record<string, string> = {};
    if (isNew && !key.trim()) missing.Key = 'Key is required.';
    if (isNew && !title.trim()) missing.Title = 'Title is required.';
    if (local) missing.Value = local;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const env = await api.configurations.save({
        body: isNew
          ? { Key: key.trim(), Value: value, Title: title.trim(), ValueType: type }
          : { Key: setting.Key, Value: value },
      });
      if (env.Success) navigate(links.configurationView({ id: env.Data!.Key }));
      else setErrors(fieldErrors(env));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout
      header={
        <PageHeader
          title={isNew ? 'Add setting' : `Edit ${setting.Title}`}
          description={isNew ? 'A custom setting, on the Custom tab.' : setting.Description}
          primaryAction={{
            id: 'save',
            label: isBusy ? t('actions.saving') : t('actions.save'),
            onClick: () => void save(),
            isDisabled: isBusy,
          }}
          actions={[{ id: 'cancel', label: t('actions.cancel'), onClick: () => navigate(links.configurationList()) }]}
        />
      }
    >
      <form
        noValidate
        css={{ display: 'grid', gap: 16, maxWidth: 640 }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {isNew && (
          <>
            <FormField
              label="Key"
              isRequired
              error={errors.Key ?? null}
              help="Letters, digits, . _ - (starts with a letter)."
            >
              <TextInput value={key} onChange={(e) => setKey(e.target.value)} />
            </FormField>
            <FormField label="Title" isRequired error={errors.Title ?? null}>
              <TextInput value={title} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
            <FormField label="Value type" isRequired>
              <Select options={CUSTOM_TYPES} value={type} onChange={(v) => setType(v ?? T.Text)} />
            </FormField>
          </>
        )}
        <SettingEditor setting={shown} value={value} onChange={setValue} error={errors.Value ?? null} />
      </form>
    </PageLayout>
  );
}

/** System → configurations → save (`configurations/save/:id?`): one setting's editor, or a new custom setting. */
export function ConfigurationSavePage({ params }: ScreenProps) {
  const id = params.id ?? null;
  const { state, reload } = useRecord(id ? () => api.configurations.get({ params: { id } }) : null, [id]);
  if (!id) return <SettingForm key="new" setting={newSetting('', '', T.Text)} isNew />;
  return (
    <RecordState state={state} what="setting" backTo={links.configurationList()} onRetry={reload}>
      {(setting) => <SettingForm key={setting.Key} setting={setting} isNew={false} />}
    </RecordState>
  );
}
