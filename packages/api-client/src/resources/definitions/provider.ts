import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** Provider types the reference server knows (decision: LDAP, SQL, SCIM and CSV file cover the usual connectors). */
export const PROVIDER_TYPES = ['ldap', 'sql', 'scim', 'csv'] as const;

/**
 * Providers (spec §2.3 providers and profiles/providers; designed calls). One table, two kinds: 'user'
 * providers feed user sources (UserSource.List / .Edit), 'profile' providers feed profile sources
 * (ProfileSource.List / .Edit). The kind is fixed at creation.
 */
export const providerResource = defineResource({
  name: 'provider',
  domain: 'profiles',
  titles: { one: 'Provider', many: 'Providers' },
  id: 'ProviderId',
  access: { list: Permissions.UserSourceList, edit: Permissions.UserSourceEdit },
  partition: {
    field: 'Kind',
    access: {
      user: { list: Permissions.UserSourceList, edit: Permissions.UserSourceEdit },
      profile: { list: Permissions.ProfileSourceList, edit: Permissions.ProfileSourceEdit },
    },
  },
  noun: 'provider',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Kind: field.choice(
      'Kind',
      [
        { value: 'user', title: 'Directory provider' },
        { value: 'profile', title: 'Profile provider' },
      ],
      { required: true, immutable: true },
    ),
    ProviderType: field.choice(
      'Type',
      [
        { value: 'ldap', title: 'LDAP / Active Directory' },
        { value: 'sql', title: 'SQL database' },
        { value: 'scim', title: 'SCIM' },
        { value: 'csv', title: 'CSV file' },
      ],
      { required: true, initial: 'ldap' },
    ),
    Description: field.longText('Description'),
    SourceCount: field.computed.number('Used by', {
      sql: `CASE v.kind WHEN 'user' THEN (SELECT count(*)::int FROM user_sources us WHERE us.provider_name = v.name AND NOT us.is_removed)
        ELSE (SELECT count(*)::int FROM profile_sources ps WHERE ps.provider_id = v.provider_id) END`,
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ProviderType', 'SourceCount'],
    search: ['Title', 'Name'],
    unsortable: ['SourceCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  facts: ['Name', 'ProviderType', 'Description', 'SourceCount', 'CreatedDate'],
  form: ['Title', 'Name', 'ProviderType', 'Description'],
  calls: designedCalls('/provider', 'provider'),
  store: { table: 'providers', alias: 'v', idColumn: 'provider_id' },
  dependants: [
    {
      countSql: `SELECT (CASE v.kind WHEN 'user' THEN (SELECT count(*) FROM user_sources us WHERE us.provider_name = v.name AND NOT us.is_removed)
        ELSE (SELECT count(*) FROM profile_sources ps WHERE ps.provider_id = v.provider_id) END)::int AS n FROM providers v WHERE v.provider_id = $1`,
      what: 'sources',
    },
  ],
  audit: { targetType: 'Provider' },
  removeText: 'A provider still used by a source cannot be removed.',
});
