import { useEffect, useState } from 'react';
import { Button, ConfirmDialog, PermissionGate } from '@portcullis/ui';
import { invalidateQueries } from '@portcullis/datatable';
import { WEBHOOK_VERIFY_HELP, webhookResource, type Webhook } from '@portcullis/api-client';
import { api } from '../../../api';
import { recordQueryKey } from '../../shared/resource/resource-client';
import { OneTimeSecrets } from '../../shared/OneTimeSecrets';
import { forgetHandedSecret, peekHandedSecret } from './secret-handoff';

/** How often the view's deliveries list looks again while it is shown (deliveries run in the background). */
const DELIVERIES_REFRESH_MS = 3000;

const sectionStyle = { marginTop: 24, display: 'grid', gap: 8 } as const;
const codeStyle = {
  margin: 0,
  padding: 12,
  overflowX: 'auto' as const,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
};

/**
 * What the webhook view shows under its facts and deliveries: the signing secret (shown once after
 * the save that made it, or after Rotate secret), and how a receiver verifies deliveries.
 */
export function WebhookPanels({ webhook }: { webhook: Webhook }) {
  const id = webhook.WebhookId;
  const [secret, setSecret] = useState<string | null>(() => peekHandedSecret(id));
  const [isRotateOpen, setIsRotateOpen] = useState(false);
  useEffect(() => () => forgetHandedSecret(id), [id]);
  useEffect(() => {
    const key = [...recordQueryKey(webhookResource, id), 'child', 'deliveries'];
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') invalidateQueries(key);
    }, DELIVERIES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [id]);
  return (
    <>
      <section aria-labelledby="webhook-secret" css={sectionStyle}>
        <h2 id="webhook-secret" css={(t) => ({ ...t.text.sectionTitle, margin: 0 })}>
          Signing secret
        </h2>
        <p css={{ margin: 0 }}>
          The secret was shown once, when it was made. If it is lost, rotate it: the old one keeps signing beside the
          new one for 24 hours, so the receiver can switch over.
        </p>
        <PermissionGate permission={webhookResource.access.edit}>
          <div>
            <Button variant="secondary" onClick={() => setIsRotateOpen(true)}>
              Rotate secret
            </Button>
          </div>
        </PermissionGate>
      </section>
      <section aria-labelledby="webhook-verify" css={sectionStyle}>
        <h2 id="webhook-verify" css={(t) => ({ ...t.text.sectionTitle, margin: 0 })}>
          {WEBHOOK_VERIFY_HELP.title}
        </h2>
        <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
          {WEBHOOK_VERIFY_HELP.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <pre
          aria-label="Verifying a delivery in Node.js"
          tabIndex={0}
          css={(t) => ({ ...codeStyle, background: t.colors.surfaceMuted, borderRadius: t.radii.md })}
        >
          <code>{WEBHOOK_VERIFY_HELP.example}</code>
        </pre>
      </section>
      <ConfirmDialog
        isOpen={isRotateOpen}
        title={`Rotate the signing secret of ${webhook.Title}?`}
        confirmLabel="Rotate secret"
        onClose={() => setIsRotateOpen(false)}
        onConfirm={async () => {
          const env = await api.webhooks.webhookRotateSecret({ params: { id } });
          if (env.Success && env.Data) setSecret(env.Data.Secret);
        }}
      >
        A new secret signs every delivery from now on; the current one keeps signing beside it for 24 hours.
      </ConfirmDialog>
      <OneTimeSecrets
        title={`Signing secret of ${webhook.Title}`}
        secrets={secret ? [{ Name: 'Secret', Title: 'Signing secret', Value: secret }] : null}
        onClose={() => {
          forgetHandedSecret(id);
          setSecret(null);
        }}
      />
    </>
  );
}
