import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * User sources (spec §2.3 sources, §7 Users source calls): where users come from and how they are kept
 * in sync. Removing marks the source removed and stops its sync; its users stay in the directory.
 */
export const userSourceResource = defineResource({
  name: 'userSource',
  domain: 'users',
  titles: { one: 'User source', many: 'User sources' },
  id: 'UserSourceId',
  access: { list: Permissions.UserSourceList, edit: Permissions.UserSourceEdit },
  noun: 'user source',
  description: 'Where users come from, and how they are kept in sync.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    /** The directory provider (a 'user' provider) by name; none = users are kept in the directory itself. */
    ProviderName: field.text('Provider', { maxLength: 100 }),
    SyncSchedule: field.cron('Sync schedule (cron)', { help: 'Five fields, or six with seconds: 0 3 * * *' }),
    // Read as a state (Active or Removed), so the column is named for what its values say.
    IsRemoved: field.computed.boolean('State'),
    LastSyncUpdateDate: field.computed.optionalDateTime('Last sync'),
    IsLastSyncFailed: field.computed.boolean('Last sync failed'),
    UserCount: field.computed.number('Users', {
      sql: '(SELECT count(*)::int FROM users u WHERE u.user_source_id = s.user_source_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ProviderName', 'UserCount', 'LastSyncUpdateDate', 'IsRemoved'],
    search: ['Title', 'Name'],
    filters: ['IsLastSyncFailed', 'CreatedDate'],
    unsortable: ['UserCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: {
    list: { name: 'sourceList', path: '/user/sourcelist', summary: 'Paged user sources.' },
    get: { name: 'source', path: '/user/source/:id', summary: 'One user source.' },
    save: {
      name: 'sourceSave',
      path: '/user/sourcesave',
      isNewQuery: true,
      summary: 'Creates (isNew=true) or updates a user source; SyncSchedule is validated as cron (§5).',
    },
    remove: {
      name: 'sourceRemove',
      path: '/user/sourceremove/:id',
      method: 'POST',
      summary: 'Removes a user source (marks it removed).',
    },
  },
  store: { table: 'user_sources', alias: 's', idColumn: 'user_source_id', softDeleteColumn: 'is_removed' },
  audit: { targetType: 'UserSource' },
  export: {
    name: 'UserSources',
    title: 'User sources',
    columns: ['Title', 'Name', 'ProviderName', 'SyncSchedule', 'UserCount', 'LastSyncUpdateDate', 'IsRemoved'],
    aliases: ['usersources', 'user-sources', 'sources'],
  },
  removeText: 'The source is marked removed and stops synchronising; its users stay in the directory.',
});
