import { useEffect, useState } from 'react';
import {
  Button,
  destructiveVerb,
  FileInput,
  FormField,
  PageHeader,
  PageLayout,
  Textarea,
  TextInput,
} from '@portcullis/ui';
import {
  BRAND_IMAGE_RULES,
  brandColorProblems,
  Permissions,
  SIGN_IN_MESSAGE_MAX,
  SIGN_IN_TITLE_MAX,
  type BrandColors,
  type BrandImageKind,
  type BrandingCustomization,
} from '@portcullis/api-client';
import { api } from '../../api';
import type { ScreenProps } from '../../routes/route-types';
import { fieldErrors, useDraft, useRecord } from '../shared/forms';
import { RecordState } from '../shared/RecordState';
import { useAccess } from '@portcullis/ui';

const COLOR_FIELDS: ReadonlyArray<{ field: keyof BrandColors; label: string; help: string }> = [
  { field: 'PrimaryColor', label: 'Primary colour', help: 'Buttons and highlights.' },
  { field: 'PrimaryTextColor', label: 'Text on primary', help: 'Needs 4.5:1 contrast with the primary colour.' },
  { field: 'AccentColor', label: 'Accent colour', help: 'Links and headings of the sign-in page.' },
  { field: 'BackgroundColor', label: 'Sign-in background', help: 'Needs 4.5:1 contrast with the accent colour.' },
];

/** Reads a chosen file as base64 (without the data: prefix). */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * §2.12 customization (Branding.Customization.View; changes need Branding.Customization.Edit):
 * colours — pairs below WCAG AA are flagged here with their ratio and refused by the server — sign-in
 * texts, logo and favicon. Saving re-themes this and every other open console (the console hub).
 */
export function CustomizationPage({ route }: ScreenProps) {
  const { state, reload } = useRecord(() => api.branding.customization(), []);
  return (
    <RecordState state={state} what="branding" onRetry={reload}>
      {(record) => <CustomizationForm title={route.title} record={record} />}
    </RecordState>
  );
}

function CustomizationForm({ title, record }: { title: string; record: BrandingCustomization }) {
  const { draft, edit, markSaved, setDraft } = useDraft<BrandingCustomization>(record);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const { hasPermission } = useAccess();
  const canEdit = hasPermission(Permissions.BrandingCustomizationEdit);
  useEffect(() => setDraft(record), [record, setDraft]);
  if (!draft) return null;
  const local = Object.fromEntries(brandColorProblems(draft).map((p) => [p.Field, p.Message]));
  const errors = { ...serverErrors, ...local };

  const save = async () => {
    if (Object.keys(local).length) return;
    setIsSaving(true);
    const env = await api.branding.saveCustomization({
      body: {
        PrimaryColor: draft.PrimaryColor,
        PrimaryTextColor: draft.PrimaryTextColor,
        AccentColor: draft.AccentColor,
        BackgroundColor: draft.BackgroundColor,
        SignInTitle: draft.SignInTitle,
        SignInMessage: draft.SignInMessage,
      },
    });
    setIsSaving(false);
    setServerErrors(fieldErrors(env));
    if (env.Success && env.Data) {
      setDraft(env.Data);
      markSaved();
    }
  };
  const upload = async (Kind: BrandImageKind, file: File | null) => {
    if (!file) return;
    const env = await api.branding.uploadImage({ body: { Kind, DataBase64: await readBase64(file) } });
    if (env.Success && env.Data) setDraft({ ...draft, LogoUrl: env.Data.LogoUrl, FaviconUrl: env.Data.FaviconUrl });
  };
  const remove = async (kind: BrandImageKind) => {
    const env = await api.branding.removeImage({ params: { kind } });
    if (env.Success && env.Data) setDraft({ ...draft, LogoUrl: env.Data.LogoUrl, FaviconUrl: env.Data.FaviconUrl });
  };

  return (
    <PageLayout
      header={
        <PageHeader
          title={title}
          description="Colours, images and sign-in texts of your tenant."
          primaryAction={{
            id: 'save',
            label: 'Save',
            onClick: () => void save(),
            permission: Permissions.BrandingCustomizationEdit,
            isDisabled: isSaving || Object.keys(local).length > 0,
          }}
        />
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        css={{ display: 'grid', gap: 16, maxWidth: 640 }}
      >
        {COLOR_FIELDS.map(({ field, label, help }) => (
          <FormField key={field} label={label} help={help} error={errors[field] ?? null} isRequired>
            <TextInput
              value={draft[field]}
              readOnly={!canEdit}
              maxLength={7}
              onChange={(e) => edit({ [field]: e.target.value.trim() })}
              css={{ borderLeft: `24px solid ${/^#[0-9a-f]{6}$/i.test(draft[field]) ? draft[field] : 'transparent'}` }}
            />
          </FormField>
        ))}
        <FormField label="Sign-in title" error={errors.SignInTitle ?? null}>
          <TextInput
            value={draft.SignInTitle ?? ''}
            readOnly={!canEdit}
            maxLength={SIGN_IN_TITLE_MAX}
            onChange={(e) => edit({ SignInTitle: e.target.value })}
          />
        </FormField>
        <FormField label="Sign-in message" error={errors.SignInMessage ?? null}>
          <Textarea
            value={draft.SignInMessage ?? ''}
            readOnly={!canEdit}
            maxLength={SIGN_IN_MESSAGE_MAX}
            onChange={(e) => edit({ SignInMessage: e.target.value })}
          />
        </FormField>
        {(['Logo', 'Favicon'] as const).map((kind) => {
          const url = kind === 'Logo' ? draft.LogoUrl : draft.FaviconUrl;
          const rules = BRAND_IMAGE_RULES[kind];
          return (
            <FormField
              key={kind}
              label={kind}
              help={`${rules.types.map((t) => t.toUpperCase()).join(', ')}; at most ${rules.maxBytes / 1024} KB and ${rules.maxWidth} × ${rules.maxHeight} px${rules.isSquare ? ', square' : ''}.`}
            >
              <div css={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                {url ? (
                  <img src={url} alt={`Current ${kind.toLowerCase()}`} height={32} />
                ) : (
                  <span>None (the product’s own)</span>
                )}
                {canEdit && (
                  <FileInput
                    isClearedAfterChoice
                    aria-label={`Upload ${kind.toLowerCase()}`}
                    accept={rules.types
                      .map((t) => (t === 'ico' ? '.ico' : `image/${t === 'jpg' ? 'jpeg' : t}`))
                      .join(',')}
                    onFile={(file) => void upload(kind, file)}
                  />
                )}
                {canEdit && url && (
                  <Button
                    variant="secondary"
                    aria-label={`${destructiveVerb('remove')} ${kind.toLowerCase()}`}
                    onClick={() => void remove(kind)}
                  >
                    {destructiveVerb('remove')}
                  </Button>
                )}
              </div>
            </FormField>
          );
        })}
      </form>
    </PageLayout>
  );
}
