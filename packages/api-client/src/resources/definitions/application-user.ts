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
 * definition; the save and remove stay the domain's calls (they check the pair, the account name's
 * uniqueness and provision the change). `Title` is the application's title (what the per-user list
 * shows); the per-application list titles its rows by user name.
 */
export const applicationUserResource = defineResource({
  name: 'applicationUser',
  domain: 'applications',
  titles: { one: 'Application user', many: 'Application users' },
  id: 'ApplicationUserId',
  access: { list: Permissions.ApplicationView, edit: Permissions.ApplicationEdit },
  noun: 'application user',
  fields: {
    ApplicationId: field.computed.text('Application id'),
    ApplicationTitle: field.computed.text('Application', { sql: 'a.title' }),
    Title: field.computed.text('Application', { sql: 'a.title' }),
    UserId: field.computed.text('User id'),
    UserName: field.computed.text('User', { sql: 'u.user_name' }),
    FormattedName: field.computed.text('Name', { sql: FORMATTED_NAME_SQL }),
    AccountName: field.computed.optionalText('Account name'),
    State: field.computed.choice('State', APPLICATION_USER_STATE_CHOICES),
    ValidFrom: field.computed.optionalDateTime('Valid from'),
    ValidUntil: field.computed.optionalDateTime('Valid until'),
    IsActive: field.computed.boolean('Active', { sql: APPLICATION_USER_ACTIVE_SQL }),
    LoginType: field.computed.choice('Login type', LOGIN_TYPE_CHOICES),
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
  calls: {},
  store: {
    table: 'user_applications',
    alias: 'ua',
    idColumn: 'application_user_id',
    joins: 'JOIN users u ON u.user_id = ua.user_id JOIN applications a ON a.application_id = ua.application_id',
  },
  audit: { targetType: 'User' },
});
