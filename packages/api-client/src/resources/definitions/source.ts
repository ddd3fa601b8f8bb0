import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** The resource providers a source can use (spec §9 provider identifiers), with the words the console shows. */
export const SOURCE_PROVIDERS = [
  { value: 'fileserver-authorization-provider', title: 'File server (SMB shares)' },
  { value: 'sql-authorization-provider', title: 'SQL database (authorizations)' },
  { value: 'sql-resource-provider', title: 'SQL database (resources)' },
  { value: 'webapi-resource-provider', title: 'Web API (resources)' },
] as const;

export type SourceProviderName = (typeof SOURCE_PROVIDERS)[number]['value'];

/** A connection setting a provider reads (the settings page offers them; the connection test uses them). */
export interface ProviderSetting {
  readonly Name: string;
  readonly IsRequired?: boolean;
  /**
   * Sealed from view: never returned once saved. An empty value keeps the stored one only while the
   * target stays the one it was saved with (source-targets.ts); `Clear` removes it.
   */
  readonly IsSecret?: boolean;
  readonly Help: string;
}

const SQL_SETTINGS: readonly ProviderSetting[] = [
  {
    Name: 'ConnectionString',
    IsRequired: true,
    Help: 'PostgreSQL: postgres://user@host:5432/database, or Host=…;Port=…;Database=…;Username=…',
  },
  { Name: 'Password', IsSecret: true, Help: 'Used when the connection string carries none.' },
];

/** The settings of each provider, required ones first. */
export const SOURCE_PROVIDER_SETTINGS: Readonly<Record<SourceProviderName, readonly ProviderSetting[]>> = {
  'fileserver-authorization-provider': [
    { Name: 'Host', IsRequired: true, Help: 'File server name or address, e.g. files01.corp.example' },
    { Name: 'Port', Help: 'SMB port. Default 445.' },
    { Name: 'UserName', Help: 'Account that reads the share permissions, e.g. CORP\\svc-files' },
    { Name: 'Password', IsSecret: true, Help: "The account's password." },
  ],
  'sql-authorization-provider': SQL_SETTINGS,
  'sql-resource-provider': SQL_SETTINGS,
  'webapi-resource-provider': [
    { Name: 'BaseUrl', IsRequired: true, Help: 'http:// or https:// address of the API, e.g. https://hr.example/api' },
    { Name: 'ApiKey', IsSecret: true, Help: 'Sent as Authorization: Bearer {key}.' },
    { Name: 'HealthPath', Help: 'Path the connection test asks, e.g. /health. Default: the base address itself.' },
  ],
};

/**
 * Resource sources (spec §2.7 resources/sources, §7 Sources): the systems whose resources (file
 * shares, database roles, API records) the product reads, each through one provider. The provider is
 * chosen when the source is created and never changes (its connection settings are the provider's).
 * Removing marks the source removed; its resource types and resources stay, as user sources keep
 * their users.
 */
export const sourceResource = defineResource({
  name: 'source',
  domain: 'sources',
  titles: { one: 'Resource source', many: 'Resource sources' },
  id: 'SourceId',
  access: { list: Permissions.SourceList, edit: Permissions.SourceEdit },
  noun: 'resource source',
  description: 'Systems whose resources are governed here, each read through one provider.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    ProviderName: field.choice('Provider', SOURCE_PROVIDERS, {
      required: true,
      immutable: true,
      help: 'Chosen once: the connection settings depend on it.',
    }),
    Description: field.longText('Description'),
    TypeCount: field.computed.number('Resource types', {
      sql: '(SELECT count(*)::int FROM resource_def_types t WHERE t.source_id = s.source_id)',
    }),
    // Read as a state (Active or Removed), so the column is named for what its values say.
    IsRemoved: field.computed.boolean('State'),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ProviderName', 'TypeCount', 'IsRemoved'],
    search: ['Title', 'Name'],
    filters: ['CreatedDate'],
    unsortable: ['TypeCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: {
    list: { name: 'dataList', path: '/Source/DataList', summary: 'Paged resource sources.' },
    get: { name: 'get', path: '/Source/Get/:id', summary: 'One resource source.' },
    save: {
      name: 'save',
      path: '/Source/Save',
      summary: 'Creates or updates a resource source (provider identifiers of §9; the provider never changes).',
    },
    remove: {
      name: 'remove',
      path: '/Source/Remove/:id',
      method: 'DELETE',
      summary: 'Removes a resource source (marks it removed; its types and resources stay).',
    },
  },
  store: { table: 'sources', alias: 's', idColumn: 'source_id', softDeleteColumn: 'is_removed' },
  audit: { targetType: 'Source' },
  export: {
    name: 'ResourceSources',
    title: 'Resource sources',
    columns: ['Title', 'Name', 'ProviderName', 'TypeCount', 'IsRemoved', 'CreatedDate'],
    aliases: ['resourcesources', 'resource-sources'],
  },
  removeText: 'The source is marked removed and is no longer read; its resource types and resources stay.',
});
