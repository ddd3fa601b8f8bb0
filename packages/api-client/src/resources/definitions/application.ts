import { ApplicationType, DefinedBy } from '../../entities/enums';
import { defineResource, designedCalls, designedSortCall } from '../define';
import { choicesOf, field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** §4 Application type, with readable titles (API 4 is the spec's second reading). */
export const APPLICATION_TYPE_CHOICES = choicesOf(ApplicationType, { UnTyped: 'Untyped', Api: 'API' });
/** §4 Defined-by. */
export const DEFINED_BY_CHOICES = choicesOf(DefinedBy);

/** The console's own application (Defined-by System): console sign-ins are its sessions. */
export const CONSOLE_APPLICATION_ID = '00000000-0000-4000-8000-000000000030';

/**
 * Applications (spec §2.6): what people sign in to. Defined-by is set by the server (System for the
 * console and other built-in applications, User for everything created here); a system application
 * keeps its name and type and cannot be removed. The list keeps a manual order (sort page). Keys,
 * users and members have their own calls in the applications contract domain.
 */
export const applicationResource = defineResource({
  name: 'application',
  domain: 'applications',
  titles: { one: 'Application', many: 'Applications' },
  id: 'ApplicationId',
  access: {
    list: Permissions.ApplicationList,
    view: Permissions.ApplicationView,
    edit: Permissions.ApplicationEdit,
    remove: Permissions.ApplicationDelete,
  },
  noun: 'application',
  description: 'What people sign in to: its keys, its users and who may use it.',
  removeText: 'Its keys stop working at once and its group assignments are removed. Remove its users first.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    ApplicationType: field.choice('Type', APPLICATION_TYPE_CHOICES, { required: true, initial: ApplicationType.Web }),
    Description: field.longText('Description'),
    HomeUrl: field.url('Home page', { help: 'Where people open the application, e.g. https://crm.example.com.' }),
    IsSso: field.boolean('Single sign-on', {
      initial: true,
      help: 'People sign in to it through Portcullis; it counts as an SSO application on the dashboard.',
    }),
    IsEnabled: field.boolean('Enabled', { initial: true, help: 'A disabled application accepts no sign-in.' }),
    DefinedBy: field.computed.choice('Defined by', DEFINED_BY_CHOICES),
    SortOrder: field.computed.number('Position'),
    KeyCount: field.computed.number('Keys', {
      sql: '(SELECT count(*)::int FROM application_keys k WHERE k.application_id = a.application_id AND k.superseded_date IS NULL)',
    }),
    UserCount: field.computed.number('Users', {
      sql: '(SELECT count(*)::int FROM user_applications ua WHERE ua.application_id = a.application_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ApplicationType', 'DefinedBy', 'KeyCount', 'UserCount', 'IsEnabled'],
    search: ['Title', 'Name'],
    filters: ['SortOrder', 'IsSso'],
    unsortable: ['KeyCount', 'UserCount'],
    defaultSort: [
      { Column: 'SortOrder', Asc: true },
      { Column: 'Title', Asc: true },
    ],
  },
  facts: ['Name', 'ApplicationType', 'DefinedBy', 'Description', 'HomeUrl', 'IsSso', 'IsEnabled', 'CreatedDate'],
  calls: { ...designedCalls('/application'), sort: designedSortCall('/application') },
  order: { field: 'SortOrder' },
  store: { table: 'applications', alias: 'a', idColumn: 'application_id', touchColumn: 'updated_date' },
  audit: { targetType: 'Application' },
  export: {
    name: 'Application',
    title: 'Applications',
    columns: ['Title', 'Name', 'ApplicationType', 'DefinedBy', 'IsSso', 'IsEnabled', 'HomeUrl', 'CreatedDate'],
    aliases: ['Applications'],
  },
});
