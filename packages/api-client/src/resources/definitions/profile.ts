import { Permissions } from '../../contract/permissions';
import { defineResource, designedCalls } from '../define';
import { field } from '../fields';

/** Profiles (spec §2.3 profiles/list; designed calls): typed values per user, checked against properties. */
export const profileResource = defineResource({
  name: 'profile',
  domain: 'profiles',
  titles: { one: 'Profile', many: 'Profiles' },
  noun: 'profile',
  description: 'Extra attributes kept per user, described by profile properties.',
  id: 'ProfileId',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    UserCount: field.computed.number('Users', {
      sql: '(SELECT count(DISTINCT pv.user_id)::int FROM profile_values pv WHERE pv.profile_id = p.profile_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'UserCount', 'CreatedDate'],
    search: ['Title', 'Name'],
    unsortable: ['UserCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  access: { list: Permissions.ProfileList, edit: Permissions.ProfileEdit },
  calls: designedCalls('/profile'),
  store: { table: 'profiles', alias: 'p', idColumn: 'profile_id' },
  audit: { targetType: 'Profile' },
  removeText: 'Every value users hold in this profile is removed too.',
});
