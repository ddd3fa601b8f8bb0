import { UserType } from '../../entities/enums';
import { defineResource } from '../define';
import { choicesOf, field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** §4 User type as a user's value: Standard or Shared (AllUsers -1 is the list filter's "any", `list.anyValues`). */
export const USER_TYPE_CHOICES = choicesOf(UserType).filter((c) => c.value !== UserType.AllUsers);

/**
 * The name a user is shown by (the server's `formatName`): first and last name, else the display name,
 * else the user name. SQL on the users alias `u`.
 */
const FORMATTED_NAME_SQL = `coalesce(nullif(btrim(concat_ws(' ',
  CASE WHEN btrim(u.first_name) <> '' THEN u.first_name END, CASE WHEN btrim(u.last_name) <> '' THEN u.last_name END)), ''),
  nullif(u.display_name, ''), u.user_name)`;

/**
 * Users (spec §2.3 users/list, users/save/:id, users/view/:id; §7 Users). The definition carries the
 * facts the list, the form and the view header share; the calls are the contract's hand-written ones
 * (`/user/userlist`, `/user/get/:id`), which keep their §7 paths and shapes. Writes stay hand-written
 * (users.ts: create with a policy-checked password, save, remove, bulk; no-escalation and audit) and
 * are not in `calls`, so the generic save and remove are not derived. The list is the layer's paged
 * list over a table of a million rows: totals kept in the count cache (`countsCached`), counts and page
 * keys read from `users` alone when no filter or sort names the source (`joinsKeepRows`).
 */
export const userResource = defineResource({
  name: 'user',
  domain: 'users',
  titles: { one: 'User', many: 'Users' },
  id: 'UserId',
  access: {
    list: Permissions.UserList,
    view: Permissions.UserView,
    edit: Permissions.UserEdit,
    remove: Permissions.UserDelete,
  },
  noun: 'user',
  description: 'Everyone in the directory, from every user source.',
  fields: {
    UserName: field.text('User name', { required: true, maxLength: 200 }),
    FirstName: field.text('First name', { maxLength: 100 }),
    LastName: field.text('Last name', { maxLength: 100 }),
    DisplayName: field.text('Display name', { maxLength: 200 }),
    Email: field.email('E-mail'),
    FormattedName: field.computed.text('Name', { sql: FORMATTED_NAME_SQL }),
    UserSourceId: field.ref('User source', 'userSource', { required: true }),
    SourceTitle: field.computed.optionalText('Source', { sql: 's.title' }),
    UserType: field.choice('User type', USER_TYPE_CHOICES, { required: true, initial: UserType.Standard }),
    IsEnabled: field.boolean('Enabled', { initial: true, falseTitle: 'Disabled' }),
    IsLocked: field.computed.boolean('Locked', { sql: '(u.locked_until IS NOT NULL AND u.locked_until > now())' }),
    CreatedDate: field.computed.dateTime('Created', { isNotNull: true }),
    LastLoginDate: field.computed.optionalDateTime('Last login'),
  },
  titleField: 'UserName',
  list: {
    columns: ['UserName', 'DisplayName', 'Email', 'SourceTitle', 'UserType', 'IsEnabled', 'CreatedDate'],
    search: ['UserName', 'Email', 'DisplayName'],
    // §2.3 ListUser filters: source, user type, state, created range (and the last sign-in).
    filters: ['UserSourceId', 'UserType', 'IsEnabled', 'LastLoginDate'],
    toolbar: ['UserSourceId', 'UserType', 'IsEnabled', 'CreatedDate'],
    defaultSort: [{ Column: 'CreatedDate', Asc: false }],
    emptyText: 'No users match these filters.',
    row: [
      'UserName',
      'DisplayName',
      'Email',
      'FormattedName',
      'SourceTitle',
      'UserType',
      'IsEnabled',
      'IsLocked',
      'CreatedDate',
      'LastLoginDate',
    ],
    columnTitles: {
      UserName: 'User Name',
      DisplayName: 'Display Name',
      Email: 'Email',
      UserType: 'Type',
      IsEnabled: 'State',
    },
    anyValues: { UserType: UserType.AllUsers },
  },
  facts: ['UserName', 'Email', 'SourceTitle', 'UserType', 'IsEnabled', 'LastLoginDate', 'CreatedDate'],
  form: ['UserName', 'FirstName', 'LastName', 'DisplayName', 'Email', 'UserSourceId', 'UserType', 'IsEnabled'],
  calls: {
    list: { name: 'userList', path: '/user/userlist' },
    get: { name: 'get', path: '/user/get/:id' },
  },
  store: {
    table: 'users',
    alias: 'u',
    idColumn: 'user_id',
    joins: 'LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id',
    countsCached: true,
    joinsKeepRows: true,
  },
  audit: { targetType: 'User' },
});
