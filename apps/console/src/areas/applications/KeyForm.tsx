import { useState } from 'react';
import { Button, ExpirationDatePicker, FormField, Modal, Select, TextInput } from '@portcullis/ui';
import {
  ApplicationKeyType,
  checkKeySettings,
  collectErrorMessages,
  initialKeySettings,
  keyTypeInfo,
  KEY_TYPES,
  type ApplicationKey,
  type ApplicationKeyIssued,
  type Envelope,
  keySettingField,
} from '@portcullis/api-client';
import { api } from '../../api';
import { fieldErrors } from '../shared/forms';
import { FieldControl } from '../shared/resource/controls';

/** 'YYYY-MM-DD HH:mm:ss' in UTC, as the ExpirationDatePicker writes and the server reads. */
const pickerValue = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 19).replace('T', ' ') : null);

interface Draft {
  KeyType: number;
  Title: string;
  ExpirationDate: string | null;
  Settings: Record<string, unknown>;
}

/**
 * Create (no `existing`) or edit a key: its type (create only), title, expiration (ExpirationDatePicker:
 * §5 future dates only) and the type's settings, checked as the server checks them before sending.
 * `onSaved` receives the new key's one-time secrets (create) or none (edit).
 */
export function KeyFormDialog({
  applicationId,
  applicationType,
  existing,
  isOpen,
  onClose,
  onSaved,
}: {
  applicationId: string;
  applicationType: number;
  existing: ApplicationKey | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (issued: ApplicationKeyIssued | null) => void;
}) {
  const start = (): Draft =>
    existing
      ? {
          KeyType: existing.KeyType,
          Title: existing.Title ?? '',
          ExpirationDate: pickerValue(existing.ExpirationDate),
          Settings: existing.Settings,
        }
      : { KeyType: ApplicationKeyType.OAuth, Title: '', ExpirationDate: null, Settings: initialKeySettings(2) };
  const [draft, setDraft] = useState<Draft>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [dateMessage, setDateMessage] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const info = keyTypeInfo(draft.KeyType)!;
  const edit = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));

  const submit = async () => {
    const problems = checkKeySettings(draft.KeyType, draft.Settings, { applicationType });
    const local = Object.fromEntries(problems.map((p) => [p.Field, p.Message]));
    if (dateMessage) local.ExpirationDate = dateMessage;
    setErrors(local);
    if (Object.keys(local).length) return;
    const settings = Object.fromEntries(info.settings.map((s) => [s.name, draft.Settings[s.name] ?? null]));
    const common = {
      KeyType: draft.KeyType,
      Title: draft.Title || null,
      ExpirationDate: draft.ExpirationDate,
      Settings: settings,
    };
    setIsSaving(true);
    const env: Envelope<unknown> = existing
      ? await api.applications.keyUpdate({ body: { ...common, ApplicationKeyId: existing.ApplicationKeyId } as never })
      : await api.applications.keyCreate({ body: { ...common, ApplicationId: applicationId } as never });
    setIsSaving(false);
    if (!env.Success) {
      setErrors(fieldErrors(env));
      setMessages(collectErrorMessages(env));
      return;
    }
    onSaved(existing ? null : (env.Data as ApplicationKeyIssued));
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      title={existing ? `Edit ${existing.Title ?? info.title}` : 'Create key'}
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: { label: existing ? 'Save key' : 'Create key', isLoading: isSaving, onClick: () => void submit() },
      }}
    >
      <form
        aria-label={existing ? 'Edit key' : 'Create key'}
        css={{ display: 'grid', gap: 14 }}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {!existing && (
          <FormField label="Key type" isRequired help={info.summary}>
            <Select<number>
              options={Object.values(KEY_TYPES).map((t) => ({ value: t.type, label: t.title }))}
              value={draft.KeyType}
              onChange={(t) => t !== null && edit({ KeyType: t, Settings: initialKeySettings(t) })}
            />
          </FormField>
        )}
        <FormField label="Title" help={`Empty: "${info.title}".`}>
          <TextInput value={draft.Title} maxLength={200} onChange={(e) => edit({ Title: e.target.value })} />
        </FormField>
        <FormField
          label="Expiration date"
          help={
            draft.KeyType === ApplicationKeyType.Saml
              ? 'The certificate ends then too (empty: in two years).'
              : 'Empty: the key does not expire.'
          }
          error={errors.ExpirationDate}
        >
          <ExpirationDatePicker
            withTime
            value={draft.ExpirationDate}
            onChange={(v) => edit({ ExpirationDate: v })}
            onValidate={setDateMessage}
          />
        </FormField>
        {info.settings.map((spec) => (
          <FieldControl
            key={`${draft.KeyType}-${spec.name}`}
            name={spec.name}
            f={keySettingField(spec)}
            value={draft.Settings[spec.name]}
            onChange={(v) => edit({ Settings: { ...draft.Settings, [spec.name]: v } })}
            error={errors[`Settings.${spec.name}`]}
            isCreate={!existing}
          />
        ))}
        {messages.length > 0 && (
          <div role="alert" css={(t) => ({ color: t.colors.danger })}>
            {messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        )}
      </form>
    </Modal>
  );
}
