import { CopyButton, Modal } from '@portcullis/ui';

/** A secret in the one reply that shows it. */
export interface OneTimeSecret {
  Name: string;
  Title: string;
  Value: string;
}

/** A value shown beside the secrets that is needed with them and is not secret (the client ID of an OAuth key). */
export interface OneTimeSecretCompanion {
  Title: string;
  Value: string;
}

const valueStyle = {
  display: 'block',
  margin: 0,
  padding: '6px 8px',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
  // The whole value is shown, wrapped: a cut-off secret cannot be checked against what was pasted.
  overflowWrap: 'anywhere' as const,
  whiteSpace: 'pre-wrap' as const,
  userSelect: 'all' as const,
};

/**
 * Secrets shown once, right after the server generated them (an API key, a client secret, a shared
 * secret …): each read-only with a CopyButton (§9: 'Copied' for 2 seconds). The server keeps only a
 * hash or a sealed copy, so closing the dialog is the last time anyone sees them; the dialog says so
 * and closes only by its button (an overlay click would lose the secret by accident). Values needed
 * with them (`companions`: the client ID of an OAuth key) are shown first, so nothing has to be
 * looked up again; every value is shown whole, wrapped, with its copy button.
 */
export function OneTimeSecrets({
  title,
  secrets,
  companions = [],
  onClose,
}: {
  title: string;
  secrets: readonly OneTimeSecret[] | null;
  /** @default [] */
  companions?: readonly OneTimeSecretCompanion[];
  onClose: () => void;
}) {
  const values = [
    ...companions.map((c) => ({ key: `companion-${c.Title}`, title: c.Title, value: c.Value })),
    ...(secrets ?? []).map((s) => ({ key: s.Name, title: s.Title, value: s.Value })),
  ];
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
      <dl css={{ display: 'grid', gap: 12, margin: 0 }}>
        {values.map((v) => (
          <div key={v.key} css={{ display: 'grid', gap: 4 }}>
            <dt css={(t) => ({ ...t.text.label })}>{v.title}</dt>
            <dd css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <code
                aria-label={v.title}
                css={(t) => ({
                  ...valueStyle,
                  flex: 1,
                  minWidth: 0,
                  border: `1px solid ${t.colors.border}`,
                  borderRadius: t.radii.md,
                  background: t.colors.surfaceMuted,
                })}
              >
                {v.value}
              </code>
              <CopyButton text={v.value} label={`Copy ${v.title.toLowerCase()}`} />
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
