import { Badge } from '@portcullis/ui';
import { provisionServiceResource, type ProvisionService } from '@portcullis/api-client';
import { countText } from '../shared/cells';
import { resourceScreen } from '../shared/resource/screens';
import { ProvisionServiceAccounts } from './ProvisionServiceAccounts';

/** Provision services (§2.5): the generic list and view with the accounts below; providers are wholly generic. */

const enabled = (s: ProvisionService) =>
  s.IsEnabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>;
const failed = (s: ProvisionService) =>
  s.FailedCount > 0 ? <Badge tone="danger">{countText(s.FailedCount)}</Badge> : countText(s.FailedCount);

/** Provision services → list: enabled and failed counts as badges. */
export const ProvisionServiceListPage = resourceScreen(provisionServiceResource, 'list', {
  cells: { IsEnabled: enabled, FailedCount: failed, AccountCount: (s) => countText(s.AccountCount) },
});

/** Provision services → view/:id: the facts, then the accounts with their states, test and provision. */
export const ProvisionServiceViewPage = resourceScreen(provisionServiceResource, 'view', {
  facts: { IsEnabled: enabled, FailedCount: failed },
  viewBelow: (s) => <ProvisionServiceAccounts service={s} />,
});
