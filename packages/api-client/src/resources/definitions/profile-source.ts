import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** Profile sources (spec §2.3 profiles/sources; designed calls): which provider fills which profile. */
export const profileSourceResource = defineResource({
  name: 'profileSource',
  domain: 'profiles',
  titles: { one: 'Profile source', many: 'Profile sources' },
  id: 'ProfileSourceId',
  access: { list: Permissions.ProfileSourceList, edit: Permissions.ProfileSourceEdit },
  noun: 'profile source',
  description: 'Which provider fills which profile.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    ProfileId: field.ref('Profile', 'profile', { required: true }),
    ProfileTitle: field.computed.text('Profile', { sql: 'p.title' }),
    ProviderId: field.ref('Provider', 'provider', { required: true, where: { Kind: 'profile' } }),
    ProviderTitle: field.computed.text('Provider', { sql: 'v.title' }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ProfileTitle', 'ProviderTitle'],
    search: ['Title', 'Name'],
    defaultSort: [
      { Column: 'Title', Asc: true },
      { Column: 'Name', Asc: true },
    ],
  },
  facts: ['Name', 'Description', 'ProfileTitle', 'ProviderTitle', 'CreatedDate'],
  calls: designedCalls('/profile/source', 'source'),
  store: {
    table: 'profile_sources',
    alias: 's',
    idColumn: 'profile_source_id',
    joins: 'JOIN profiles p ON p.profile_id = s.profile_id JOIN providers v ON v.provider_id = s.provider_id',
  },
  audit: { targetType: 'ProfileSource' },
});
