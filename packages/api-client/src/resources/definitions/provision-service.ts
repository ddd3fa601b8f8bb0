import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * The state of a user's account in a provision service, with its badge tone (one table: the server
 * writes these names, the console reads the tones):
 * - Pending: a provisioning job is queued or being retried;
 * - Provisioned: the account exists and is enabled in the target;
 * - Failed: the job used its retries; Reason says why; Retry queues it again;
 * - Disabled: the user no longer has access through the service's applications; the account is disabled.
 */
export const PROVISION_ACCOUNT_STATES = {
  Pending: { tone: 'info' },
  Provisioned: { tone: 'success' },
  Failed: { tone: 'danger' },
  Disabled: { tone: 'neutral' },
} as const;
export type ProvisionAccountState = keyof typeof PROVISION_ACCOUNT_STATES;

/**
 * Provision services (spec §2.5 /provisionservices; designed calls): targets that accounts are created
 * in when a user is given access to one of the service's applications, through the service's provider.
 * Decisions where the spec is silent, as Entra ID's app provisioning does it: assigning a user to a
 * served application creates (or updates) the account; "Provision assigned users" (a view action) catches
 * up users assigned before the service existed; removing the assignment, or disabling it, disables
 * the account (never deletes it); a disabled service queues nothing. Removing a service forgets its
 * accounts' states here and leaves the target's rows as they are.
 */
export const provisionServiceResource = defineResource({
  name: 'provisionService',
  domain: 'provisioning',
  titles: { one: 'Provision service', many: 'Provision services' },
  id: 'ProvisionServiceId',
  access: { list: Permissions.ProvisionServiceList, edit: Permissions.ProvisionServiceEdit },
  noun: 'provision service',
  description: 'Targets that accounts are created in when users are given access to their applications.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    ProvisionProviderId: field.ref('Provider', 'provisionProvider', { required: true }),
    ProviderTitle: field.computed.text('Provider', { sql: 'pp.title' }),
    ApplicationIds: field.refList('Applications', 'application', {
      required: true,
      help: 'Users given access to one of these applications get an account in this service.',
    }),
    IsEnabled: field.boolean('Enabled', { initial: true, help: 'A disabled service provisions nothing.' }),
    Description: field.longText('Description'),
    AccountCount: field.computed.number('Accounts', {
      sql: '(SELECT count(*)::int FROM provision_accounts pa WHERE pa.provision_service_id = ps.provision_service_id)',
    }),
    FailedCount: field.computed.number('Failed accounts', {
      sql: "(SELECT count(*)::int FROM provision_accounts pa WHERE pa.provision_service_id = ps.provision_service_id AND pa.state = 'Failed')",
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ProviderTitle', 'IsEnabled', 'AccountCount', 'FailedCount'],
    search: ['Title', 'Name'],
    unsortable: ['AccountCount', 'FailedCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  facts: [
    'Name',
    'ProviderTitle',
    'ApplicationIds',
    'IsEnabled',
    'Description',
    'AccountCount',
    'FailedCount',
    'CreatedDate',
  ],
  form: ['Title', 'Name', 'ProvisionProviderId', 'ApplicationIds', 'IsEnabled', 'Description'],
  calls: designedCalls('/provisionService', 'service'),
  store: {
    table: 'provision_services',
    alias: 'ps',
    idColumn: 'provision_service_id',
    joins: 'JOIN provision_providers pp ON pp.provision_provider_id = ps.provision_provider_id',
    touchColumn: 'updated_date',
  },
  audit: { targetType: 'ProvisionService' },
  removeText: "Its accounts' states here are forgotten; the accounts in the target stay as they are.",
  // Disabled: the demo targets are examples, not reachable systems.
  demo: [
    {
      Title: 'Payroll accounts',
      Name: 'payroll-accounts',
      ProvisionProviderId: 'provisionProvider:hr-accounts',
      ApplicationIds: ['application:payroll'],
      IsEnabled: false,
      Description: 'Payroll users get a row in the HR accounts table.',
    },
  ],
});
