import { useState, type ReactNode } from 'react';
import { Button, Checkbox, CopyButton, ExpirationDatePicker, FormField, Modal } from '@portcullis/ui';
import {
  collectErrorMessages,
  keyTypeInfo,
  urlOf,
  ApplicationKeyType,
  type ApplicationKey,
  type ApplicationKeyIssued,
} from '@portcullis/api-client';
import { api } from '../../api';
import { Facts } from '../shared/resource/Facts';
import { dateTimeCell } from '../shared/cells';

/** The server's limit of a rotated key's grace period (keys.ts MAX_GRACE_DAYS). */
const MAX_GRACE_DAYS = 90;

/**
 * Rotate a key: new material now; the old key keeps working until the chosen time (at most 90 days,
 * and not past its own expiration), or stops at once. `onRotated` receives the new one-time secrets.
 */
export function RotateKeyDialog({
  keyRow,
  onClose,
  onRotated,
}: {
  keyRow: ApplicationKey;
  onClose: () => void;
  onRotated: (issued: ApplicationKeyIssued) => void;
}) {
  const [isNow, setIsNow] = useState(false);
  const [until, setUntil] = useState<string | null>(null);
  const [dateMessage, setDateMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const latest = new Date(
    Math.min(
      Date.now() + MAX_GRACE_DAYS * 24 * 3600 * 1000,
      keyRow.ExpirationDate ? Date.parse(keyRow.ExpirationDate) : Number.POSITIVE_INFINITY,
    ),
  );
  const submit = async () => {
    if (!isNow && !until) return setError('Choose until when the old key works, or stop it now.');
    if (!isNow && dateMessage) return setError(dateMessage);
    setIsSaving(true);
    const env = await api.applications.keyRotate({
      params: { id: keyRow.ApplicationKeyId },
      body: { ReplacedKeyValidUntil: isNow ? null : until },
    });
    setIsSaving(false);
    if (env.Success && env.Data) onRotated(env.Data);
    else setError(collectErrorMessages(env)[0] ?? env.Message ?? 'The key could not be rotated.');
  };
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Rotate ${keyRow.Title ?? keyRow.KeyTypeText}`}
      size="md"
      actions={{
        cancel: { label: 'Cancel', onClick: onClose },
        confirm: { label: 'Rotate key', isLoading: isSaving, onClick: () => void submit() },
      }}
    >
      <p css={{ marginTop: 0 }}>
        New credentials are issued now. Give the application time to switch: the old key keeps working until the time
        you choose, then stops.
      </p>
      <div css={{ display: 'grid', gap: 12 }}>
        <Checkbox label="Stop the old key now" checked={isNow} onChange={(e) => setIsNow(e.target.checked)} />
        {!isNow && (
          <FormField
            label="Old key works until"
            isRequired
            help={`At most until ${dateTimeCell(latest.toISOString())}.`}
          >
            <ExpirationDatePicker
              withTime
              value={until}
              onChange={setUntil}
              onValidate={setDateMessage}
              maxDate={latest}
            />
          </FormField>
        )}
        {error && (
          <p role="alert" css={(t) => ({ color: t.colors.danger, margin: 0 })}>
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}

// The family is the kit's monospace face, which the ThemeProvider gives every code and pre element.
const mono = { fontSize: 12 } as const;

/** A public value with a copy button (client ids, JWKs, certificates are not secret). */
function Copyable({ text, label, isBlock = false }: { text: string; label: string; isBlock?: boolean }) {
  return (
    <span css={{ display: 'inline-flex', gap: 8, alignItems: isBlock ? 'flex-start' : 'center', flexWrap: 'wrap' }}>
      {isBlock ? (
        <pre
          css={{
            ...mono,
            margin: 0,
            maxWidth: 520,
            maxHeight: 160,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {text}
        </pre>
      ) : (
        <code css={mono}>{text}</code>
      )}
      <CopyButton text={text} label={`Copy ${label}`} />
    </span>
  );
}

/** What a key holds that may be shown: its settings and public material by type; never a secret. */
export function keyFacts(key: ApplicationKey): Array<[string, ReactNode]> {
  const info = keyTypeInfo(key.KeyType);
  const s = key.Settings;
  const facts: Array<[string, ReactNode]> = [['Type', key.KeyTypeText]];
  if (typeof s.ClientId === 'string')
    facts.push(['Client ID', <Copyable key="c" text={s.ClientId} label="client ID" />]);
  if (typeof s.BindDn === 'string') facts.push(['Bind DN', <Copyable key="b" text={s.BindDn} label="bind DN" />]);
  for (const spec of info?.settings ?? []) {
    const value = s[spec.name];
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value)
      ? value.join(', ')
      : (spec.choices?.find((c) => c.value === value)?.title ?? String(value));
    facts.push([spec.title, text || 'None']);
  }
  if (key.SecretHint) facts.push([info?.secrets[0]?.title ?? 'Secret', `Ends in …${key.SecretHint}`]);
  if (s.PublicJwk)
    facts.push([
      'Public JWK',
      <Copyable key="j" isBlock text={JSON.stringify(s.PublicJwk, null, 2)} label="public JWK" />,
    ]);
  if (typeof s.Certificate === 'string') {
    facts.push(['Certificate', <Copyable key="x" isBlock text={s.Certificate} label="certificate" />]);
    facts.push(['Certificate ends', dateTimeCell(String(s.CertificateNotAfter))]);
    facts.push([
      'SHA-256 thumbprint',
      <code key="t" css={mono}>
        {String(s.CertificateThumbprint)}
      </code>,
    ]);
  }
  if (!key.HasMaterial) facts.push(['Credentials', 'None yet: rotate the key to issue them.']);
  return facts;
}

/** A key's details: its settings and public material, and the SAML metadata download. */
export function KeyDetailsDialog({ keyRow, onClose }: { keyRow: ApplicationKey; onClose: () => void }) {
  const hasMetadata = keyRow.KeyType === ApplicationKeyType.Saml && typeof keyRow.Settings.Certificate === 'string';
  return (
    <Modal
      isOpen
      onClose={onClose}
      size="lg"
      title={keyRow.Title ?? keyRow.KeyTypeText}
      actions={{ confirm: { label: 'Done', onClick: onClose } }}
    >
      <Facts facts={keyFacts(keyRow)} />
      {hasMetadata && (
        <a href={urlOf('applications', 'keyMetadata', { params: { id: keyRow.ApplicationKeyId } })} download>
          Download SP metadata (XML)
        </a>
      )}
    </Modal>
  );
}
