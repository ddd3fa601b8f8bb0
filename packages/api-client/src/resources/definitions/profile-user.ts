import { Permissions } from '../../contract/permissions';
import { defineResource } from '../define';
import { field } from '../fields';

/**
 * Who holds values in a profile, one row per profile and user (their values counted, the last change),
 * read from the values themselves: the users list of a profile (§2.3 profiles/view/:id/:username?).
 */
const VALUE_HOLDERS = `(SELECT v.profile_id, u.user_id, u.user_name, u.first_name, u.last_name, u.display_name,
    count(*)::int AS value_count, max(v.updated_date) AS updated_date
  FROM profile_values v JOIN users u ON u.user_id = v.user_id
  GROUP BY v.profile_id, u.user_id, u.user_name, u.first_name, u.last_name, u.display_name)`;

/** §3 FormattedName in SQL: first and last name when either is set, else the display name, else the user name. */
const FORMATTED_NAME = `coalesce(nullif(trim(concat_ws(' ',
    CASE WHEN trim(x.first_name) <> '' THEN x.first_name END,
    CASE WHEN trim(x.last_name) <> '' THEN x.last_name END)), ''), nullif(x.display_name, ''), x.user_name)`;

/**
 * The users holding values in a profile: a child list of the profile (`profileResource.children.users`),
 * paged, searched and sorted by the layer like every list. Read-only: values are written per user
 * through the profile's save-values call, which checks each against its property.
 */
export const profileUserResource = defineResource({
  name: 'profileUser',
  domain: 'profiles',
  titles: { one: 'Profile user', many: 'Profile users' },
  id: 'UserId',
  access: { list: Permissions.ProfileList, edit: Permissions.ProfileEdit },
  noun: 'profile user',
  fields: {
    ProfileId: field.computed.text('Profile', { column: 'profile_id' }),
    UserName: field.computed.text('User'),
    FormattedName: field.computed.text('Name', { sql: FORMATTED_NAME }),
    ValueCount: field.computed.number('Values'),
    UpdatedDate: field.computed.optionalDateTime('Updated'),
  },
  titleField: 'UserName',
  list: {
    columns: ['UserName', 'FormattedName', 'ValueCount', 'UpdatedDate'],
    search: ['UserName'],
    unsortable: ['FormattedName', 'ValueCount', 'UpdatedDate'],
    defaultSort: [{ Column: 'UserName', Asc: true }],
    emptyText: 'No user has values in this profile.',
  },
  calls: {},
  store: { table: VALUE_HOLDERS, alias: 'x', idColumn: 'user_id' },
  audit: { targetType: 'User' },
});
