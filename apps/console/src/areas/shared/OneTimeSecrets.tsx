import { Button, CopyButton, FormField, Modal, TextInput } from '@portcullis/ui';

/** A secret in the one reply that shows it. */
export interface OneTimeSecret {
  Name: string;
  Title: string;
  Value: string;
}

/**
 * Secrets shown once, right after the server generated them (an API key, a client secret, a shared
 * secret …): each read-only with a CopyButton (§9: 'Copied' for 2 seconds). The server keeps only a
 * hash or a sealed copy, so closing the dialog is the last time anyone sees them; the dialog says so
 * and closes only by its button (an overlay click would lose the secret by accident).
 */
export function OneTimeSecrets({
  title,
  secrets,
  onClose,
}: {
  title: string;
  secrets: readonly OneTimeSecret[] | null;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={Boolean(secrets?.length)}
      onClose={onClose}
      title={title}
      size="md"
      closeOnOverlayClick={false}
      role="alertdialog"
      actions={{ confirm: { label: 'I have copied it', onClick: onClose } }}
    >
      <p css={{ marginTop: 0 }}>
        <strong>Copy it now: it is not shown again.</strong> Portcullis keeps only what it needs to check it.
      </p>
      <div css={{ display: 'grid', gap: 12 }}>
        {(secrets ?? []).map((s) => (
          <div key={s.Name} css={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <div css={{ flex: 1 }}>
              <FormField label={s.Title}>
                <TextInput
                  readOnly
                  value={s.Value}
                  spellCheck={false}
                  autoComplete="off"
                  onFocus={(e) => e.currentTarget.select()}
                />
              </FormField>
            </div>
            <CopyButton text={s.Value} label={`Copy ${s.Title.toLowerCase()}`} />
          </div>
        ))}
      </div>
    </Modal>
  );
}
