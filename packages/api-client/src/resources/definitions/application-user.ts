import { LOGIN_TYPE_TEXT } from '../../entities/applications';
import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** How a user signs in to an application, titled as §7 applicationlist maps the ids. */
export const LOGIN_TYPE_CHOICES = Object.entries(LOGIN_TYPE_TEXT).map(([value, title]) => ({
  value: Number(value),
  title,
}));

/** An assignment's state (designed): 1 enabled, 0 disabled. */
export const APPLICATION_USER_STATE_CHOICES = [
  { value: 1, title: 'Enabled' },
  { value: 0, title: 'Disabled' },
] as const;

/** An application user can sign in now: enabled, and inside its validity. */
export const APPLICATION_USER_ACTIVE_SQL = `(ua.state = 1 AND (ua.valid_from IS NULL OR ua.valid_from <= now())
  AND (ua.valid_until IS NULL OR ua.valid_until > now()))`;

/** The name a person goes by: first and last name, else the display name, else the user name. */
const FORMATTED_NAME_SQL = `coalesce(nullif(trim(concat_ws(' ', CASE WHEN trim(u.first_name) <> '' THEN u.first_name END,
  CASE WHEN trim(u.last_name) <> '' THEN u.last_name END)), ''), nullif(u.display_name, ''), u.user_name)`;

const LOGIN_TYPE_TEXT_SQL = `CASE ua.login_type ${LOGIN_TYPE_CHOICES.map((c) => `WHEN ${c.value} THEN '${c.title}'`).join(' ')}
  ELSE 'Unknown' END`;

/**
 * Users of an application (spec §2.6, designed calls `/application/user/*`): a user's account at one
 * application with its name, state and validity. Listed per application (the application's Users tab)
 * and per user (UserView → Applications, §7 applicationlist): both lists and every read go through this
 * definition. The get, save and remove are the applications domain's own contract entries and handlers
 * (`isHandWritten`: they check the pair, the account name's uniqueness, provision the change and guard
 * the grant); the definition names them so the generic view and save screens serve the kind. `Title` is
 * the application's title (what the per-user list shows); the per-application list titles its rows by
 * user name.
 *
 * Decisions (the spec is silent): the user and the application of an assignment are set when it is
 * made and never change (the server refuses a change, as Entra ID's app role assignments are removed
 * and made again rather than moved); an empty account name means the user name (Okta's default
 * application username).
 */
export const applicationUserResource = defineResource({
  name: 'applicationUser',
  domain: 'applications',
  titles: { one: 'Application user', many: 'Application users' },
  id: 'ApplicationUserId',
  access: { list: Permissions.ApplicationView, edit: Permissions.ApplicationEdit },
  noun: 'application user',
  fields: {
    ApplicationId: field.ref('Application', 'application', { required: true, immutable: true }),
    ApplicationTitle: field.computed.text('Application', { sql: 'a.title' }),
    Title: field.computed.text('Application', { sql: 'a.title' }),
    UserId: field.ref('User', 'user', { required: true, immutable: true }),
    UserName: field.computed.text('User', { sql: 'u.user_name' }),
    FormattedName: field.computed.text('Name', { sql: FORMATTED_NAME_SQL }),
    AccountName: field.text('Account name', {
      maxLength: 200,
      help: 'The name the user has at the application. Empty: the user name.',
    }),
    State: field.choice('State', APPLICATION_USER_STATE_CHOICES, { required: true, initial: 1 }),
    ValidFrom: field.dateTime('Valid from', { help: 'Empty: from now on.' }),
    ValidUntil: field.dateTime('Valid until', { help: 'Empty: until removed.' }),
    IsActive: field.computed.boolean('Active', { sql: APPLICATION_USER_ACTIVE_SQL }),
    LoginType: field.choice('Login type', LOGIN_TYPE_CHOICES, { required: true, initial: 0 }),
    LoginTypeText: field.computed.text('Login type', { sql: LOGIN_TYPE_TEXT_SQL }),
    AssignedDate: field.computed.dateTime('Assigned'),
    UpdatedDate: field.computed.optionalDateTime('Updated'),
  },
  titleField: 'Title',
  list: {
    columns: ['Title', 'UserName', 'AccountName', 'State', 'ValidUntil', 'AssignedDate'],
    filters: ['UserId', 'ApplicationId'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  form: ['ApplicationId', 'UserId', 'AccountName', 'State', 'LoginType', 'ValidFrom', 'ValidUntil'],
  facts: [
    'UserId',
    'ApplicationId',
    'AccountName',
    'State',
    'LoginType',
    'ValidFrom',
    'ValidUntil',
    'AssignedDate',
    'UpdatedDate',
  ],
  removeText: 'The user can no longer use the application through this assignment.',
  // The applications domain's hand-written entries (contract/applications.ts), named for the generic screens.
  calls: {
    get: { name: 'userGet', path: '/application/user/get/:id', isDesigned: true, isHandWritten: true },
    save: { name: 'userSave', path: '/application/user/save', isDesigned: true, isHandWritten: true },
    remove: {
      name: 'userRemove',
      path: '/application/user/remove/:id',
      method: 'DELETE',
      isDesigned: true,
      isHandWritten: true,
    },
  },
  store: {
    table: 'user_applications',
    alias: 'ua',
    idColumn: 'application_user_id',
    joins: 'JOIN users u ON u.user_id = ua.user_id JOIN applications a ON a.application_id = ua.application_id',
  },
  audit: { targetType: 'User' },
});
