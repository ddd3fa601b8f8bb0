import { call, needs, responds } from './define';
import { IdParamsSchema, PagedRequestSchema } from './paging';
import type { PagedData } from './envelope';
import { Permissions } from './permissions';
import { writeById } from './builders';
import { resourceCalls } from './resource-calls';
import { provisionProviderResource } from '../resources/definitions/provision-provider';
import { provisionServiceResource } from '../resources/definitions/provision-service';
import type { ProvisionAccount, ProvisionTestResult } from '../entities/provisioning';

const read = needs(Permissions.ProvisionServiceList);
const edit = needs(Permissions.ProvisionServiceEdit);

/**
 * Spec §2.5 provisioning: the provision providers' and services' designed calls (derived from their
 * definitions), a service's accounts with their states, retrying a failed one and the connection test.
 */
export const provisioning = {
  ...resourceCalls(provisionProviderResource),
  ...resourceCalls(provisionServiceResource),
  serviceAccounts: call({
    method: 'POST',
    path: '/provisionService/:id/accounts',
    access: read,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<ProvisionAccount>>(),
    summary: "Designed: a provision service's accounts, each with its state (Pending, Provisioned, Failed, Disabled).",
  }),
  serviceAccountRetry: writeById<ProvisionAccount>(
    'POST',
    '/provisionService/account/retry/:id',
    edit,
    'Designed: provisions a Failed account again (queues a new job with fresh retries).',
  ),
  serviceProvisionAll: writeById<{ QueuedCount: number }>(
    'POST',
    '/provisionService/provision/:id',
    edit,
    "Designed: provisions the service's assigned users whose account is missing, and disables the accounts of users who lost access (Entra ID's initial cycle, started by hand).",
  ),
  serviceTest: call({
    method: 'POST',
    path: '/provisionService/test/:id',
    access: edit,
    isWrite: false,
    params: IdParamsSchema,
    data: responds<ProvisionTestResult>(),
    summary:
      "Designed: connects to the service's target with its provider's saved settings (through the outbound guard) and says what failed; nothing is saved.",
  }),
} as const;
