import { defineResource, designedCalls } from '../define';
import { field } from '../fields';
import { profileUserResource } from './profile-user';
import { Permissions } from '../../contract/permissions';

/** Profiles (spec §2.3 profiles/list; designed calls): typed values per user, checked against properties. */
export const profileResource = defineResource({
  name: 'profile',
  domain: 'profiles',
  titles: { one: 'Profile', many: 'Profiles' },
  id: 'ProfileId',
  access: { list: Permissions.ProfileList, edit: Permissions.ProfileEdit },
  noun: 'profile',
  description: 'Extra attributes kept per user, described by profile properties.',
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
  calls: designedCalls('/profile'),
  children: {
    users: {
      title: 'Users',
      resource: profileUserResource,
      parentField: 'ProfileId',
      call: {
        name: 'userList',
        path: '/profile/:id/users',
        isDesigned: true,
        summary: 'Designed: users holding values in a profile (ProfileView), searchable by UserName.',
      },
    },
  },
  store: { table: 'profiles', alias: 'p', idColumn: 'profile_id' },
  audit: { targetType: 'Profile' },
  removeText: 'Every value users hold in this profile is removed too.',
});
