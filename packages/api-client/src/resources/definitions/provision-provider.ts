import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** The kinds of provision provider (stored as these names, in the style of the §9 provider identifiers). */
export const ProvisionProviderType = {
  Sql: 'sql-provision-provider',
  Scim: 'scim-provision-provider',
  Ldap: 'ldap-provision-provider',
} as const;
export type ProvisionProviderTypeName = (typeof ProvisionProviderType)[keyof typeof ProvisionProviderType];

/** What a column of the SQL provider's table can receive (`column=Attribute`, one per line). */
export const PROVISION_ATTRIBUTES = [
  'UserId',
  'UserName',
  'AccountName',
  'DisplayName',
  'FirstName',
  'LastName',
  'Email',
] as const;
export type ProvisionAttribute = (typeof PROVISION_ATTRIBUTES)[number];

const sql = { ProviderType: [ProvisionProviderType.Sql] };
const scim = { ProviderType: [ProvisionProviderType.Scim] };
const ldap = { ProviderType: [ProvisionProviderType.Ldap] };

/**
 * Provision providers (spec §2.5 /provisionProviders; designed calls): the kind of a provisioning
 * target with its connection settings. Provision services name one provider and the applications whose
 * users get an account there.
 *
 * Decisions where the spec is silent (as midPoint's resources and Entra ID's provisioning connectors do):
 * - the kind is fixed at creation (the settings depend on it); each kind shows only its own settings;
 * - secrets (the SQL password, the SCIM token, the LDAP bind password) are write-only, sealed at rest,
 *   and an empty value keeps the stored one only while the target (provisionTargetOf) is unchanged: a
 *   provider edited to point elsewhere must be given its secret again (secretsToRetype);
 * - SQL (PostgreSQL) is the one working kind: it inserts, updates and disables rows of `Table`, keyed
 *   by the user name in `KeyColumn`, with `EnabledColumn` set to false on disable. SCIM and LDAP keep
 *   their settings and say honestly that this server does not reach them yet.
 */
export const provisionProviderResource = defineResource({
  name: 'provisionProvider',
  domain: 'provisioning',
  titles: { one: 'Provision provider', many: 'Provision providers' },
  id: 'ProvisionProviderId',
  access: { list: Permissions.ProvisionProviderList, edit: Permissions.ProvisionProviderEdit },
  noun: 'provision provider',
  description: 'Kinds of provisioning target and their connection settings.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    ProviderType: field.choice(
      'Type',
      [
        { value: ProvisionProviderType.Sql, title: 'SQL database (PostgreSQL)' },
        { value: ProvisionProviderType.Scim, title: 'SCIM 2.0' },
        { value: ProvisionProviderType.Ldap, title: 'LDAP directory' },
      ],
      {
        required: true,
        immutable: true,
        initial: ProvisionProviderType.Sql,
        help: 'Chosen once: the settings depend on it.',
      },
    ),
    Description: field.longText('Description'),
    ConnectionString: field.text('Connection string', {
      required: true,
      initial: 'Host=localhost;Port=5432;Database=accounts;Username=provisioning',
      maxLength: 1000,
      help: 'postgres://user@host:5432/database, or Host=…;Port=…;Database=…;Username=…',
      shownWhen: sql,
    }),
    Password: field.secret('Password', { help: 'Used when the connection string carries none.', shownWhen: sql }),
    TableName: field.text('Table', {
      required: true,
      maxLength: 127,
      initial: 'accounts',
      help: 'The table accounts are written to, e.g. app.accounts.',
      shownWhen: sql,
    }),
    KeyColumn: field.text('Key column', {
      required: true,
      maxLength: 63,
      initial: 'user_name',
      help: "Receives the user's user name; it finds the account again on update and disable.",
      shownWhen: sql,
    }),
    EnabledColumn: field.text('Enabled column', {
      maxLength: 63,
      initial: 'is_enabled',
      help: 'A boolean column set to true while the user has access and to false on disable.',
      shownWhen: sql,
    }),
    ColumnMap: field.textList('Column mapping', {
      maxItems: 30,
      help: `One column=Attribute per line; attributes: ${PROVISION_ATTRIBUTES.join(', ')}.`,
      shownWhen: sql,
    }),
    BaseUrl: field.url('Base address', { required: true, help: 'https://host/scim/v2', shownWhen: scim }),
    Token: field.secret('Bearer token', { shownWhen: scim }),
    ServerUrl: field.text('Server', { required: true, maxLength: 500, help: 'ldaps://host:636', shownWhen: ldap }),
    BindDn: field.text('Bind DN', { maxLength: 500, shownWhen: ldap }),
    BindPassword: field.secret('Bind password', { shownWhen: ldap }),
    UsersDn: field.text('Users container', { maxLength: 500, help: 'ou=people,dc=example,dc=com', shownWhen: ldap }),
    ServiceCount: field.computed.number('Used by', {
      sql: '(SELECT count(*)::int FROM provision_services ps WHERE ps.provision_provider_id = pp.provision_provider_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ProviderType', 'ServiceCount'],
    search: ['Title', 'Name'],
    unsortable: ['ServiceCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/provisionProvider', 'provider'),
  store: { table: 'provision_providers', alias: 'pp', idColumn: 'provision_provider_id', touchColumn: 'updated_date' },
  dependants: [
    {
      countSql: 'SELECT count(*)::int AS n FROM provision_services WHERE provision_provider_id = $1',
      what: 'provision services',
    },
  ],
  audit: { targetType: 'ProvisionProvider' },
  removeText: 'A provider still used by a provision service cannot be removed.',
  demo: [
    {
      Title: 'HR accounts database',
      Name: 'hr-accounts',
      ProviderType: ProvisionProviderType.Sql,
      Description: 'The accounts table of the HR system.',
      ConnectionString: 'Host=hr-db.example.com;Port=5432;Database=hr;Username=provisioning',
      TableName: 'accounts',
      KeyColumn: 'user_name',
      EnabledColumn: 'is_enabled',
      ColumnMap: ['display_name=DisplayName', 'email=Email'],
    },
    {
      Title: 'CRM SCIM endpoint',
      Name: 'crm-scim',
      ProviderType: ProvisionProviderType.Scim,
      BaseUrl: 'https://crm.example.com/scim/v2',
    },
  ],
});
