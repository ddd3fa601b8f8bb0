import { Badge } from '@portcullis/ui';
import { webhookResource, type Webhook, type WebhookSaved } from '@portcullis/api-client';
import { links } from '../../../routes/index';
import { resourceScreen } from '../../shared/resource/screens';
import { handSecretToView } from './secret-handoff';
import { WebhookPanels } from './WebhookPanels';

/**
 * Webhooks (§2.10 `webhooks`, `webhooks/save/:id?`, `webhooks/view/:id`): the generic list, save and
 * view of the definition (the view's Send test event and the deliveries list with Resend come from
 * it), with the enabled state as a badge, the signing secret shown once after the save that made it,
 * Rotate secret, and how a receiver verifies deliveries.
 */
const enabled = (w: Webhook) =>
  w.IsEnabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>;

export const WebhookListPage = resourceScreen(webhookResource, 'list', { cells: { IsEnabled: enabled } });

export const WebhookSavePage = resourceScreen(webhookResource, 'save', {
  afterSave: (saved) => {
    handSecretToView(saved.WebhookId, (saved as unknown as WebhookSaved).Secret);
    return links.webhookView({ id: saved.WebhookId });
  },
});

export const WebhookViewPage = resourceScreen(webhookResource, 'view', {
  facts: { IsEnabled: enabled },
  viewBelow: (w) => <WebhookPanels webhook={w} />,
});
