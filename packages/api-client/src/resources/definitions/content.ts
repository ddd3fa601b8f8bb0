import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Content items (spec §2.9 System → contents, §7 Content calls). Bodies are plain text: the console
 * renders them as text, never as HTML.
 */
export const contentResource = defineResource({
  name: 'content',
  domain: 'content',
  titles: { one: 'Content', many: 'Contents' },
  id: 'ContentId',
  access: { list: Permissions.ContentList, edit: Permissions.ContentEdit },
  noun: 'content item',
  description: 'Texts shown to end users: agreements, notices and help.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Body: field.longText('Body', { required: true, maxLength: 100_000 }),
    CreatedDate: field.computed.dateTime('Created'),
    UpdatedDate: field.computed.optionalDateTime('Updated'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'UpdatedDate'],
    search: ['Title', 'Name'],
    filters: ['CreatedDate'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: {
    list: { name: 'list', path: '/content/List', summary: 'Paged content items.' },
    get: { name: 'get', path: '/content/Get/:id', summary: 'One content item.' },
    save: { name: 'saveContent', path: '/content/SaveContent', summary: 'Creates or updates a content item.' },
    remove: {
      name: 'removeContent',
      path: '/content/RemoveContent/:id',
      method: 'POST',
      summary: 'Removes a content item.',
    },
  },
  store: { table: 'contents', alias: 'c', idColumn: 'content_id', touchColumn: 'updated_date' },
  audit: { targetType: 'Content' },
  export: { name: 'Contents', title: 'Contents', columns: ['Title', 'Name', 'CreatedDate', 'UpdatedDate'] },
  removeText: 'Screens that show this content item show nothing in its place.',
});
