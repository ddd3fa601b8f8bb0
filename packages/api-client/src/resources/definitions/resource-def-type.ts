import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/**
 * Resource definition types (spec §2.7 resources/def/types, §7 Resources `/Resource/Type/*`): the
 * kinds of resource a source holds (a share folder, a database role, an HR record). The list takes the
 * spec's Scope: a source id narrows it to that source's types. A type that resources still use cannot
 * be deleted.
 */
export const resourceDefTypeResource = defineResource({
  name: 'resourceDefType',
  domain: 'resources',
  titles: { one: 'Resource type', many: 'Resource types' },
  id: 'ResourceDefTypeId',
  access: { list: Permissions.ResourceList, edit: Permissions.ResourceEdit },
  noun: 'resource type',
  description: 'The kinds of resource each source holds.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    SourceId: field.ref('Source', 'source', {
      required: true,
      where: { IsRemoved: false },
      help: 'The source whose resources are of this type.',
    }),
    SourceTitle: field.computed.optionalText('Source', { sql: 'ts.title' }),
    ResourceCount: field.computed.number('Resources', {
      sql: '(SELECT count(*)::int FROM resource_defs r WHERE r.resource_def_type_id = t.resource_def_type_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'SourceTitle', 'ResourceCount'],
    search: ['Title', 'Name'],
    filters: ['SourceId'],
    unsortable: ['ResourceCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
    scope: { field: 'SourceId' },
  },
  facts: ['Name', 'SourceTitle', 'ResourceCount', 'CreatedDate'],
  calls: {
    list: {
      name: 'typeList',
      path: '/Resource/Type/List',
      summary: 'Paged resource definition types (paging plus Scope: a source id).',
    },
    get: { name: 'typeGet', path: '/Resource/Type/:id', summary: 'One resource definition type.' },
    save: { name: 'typeSave', path: '/Resource/Type/Save', summary: 'Creates or updates a resource definition type.' },
    remove: {
      name: 'typeDelete',
      path: '/Resource/Type/:id',
      method: 'DELETE',
      summary: 'Deletes a resource definition type no resource uses.',
    },
  },
  store: {
    table: 'resource_def_types',
    alias: 't',
    idColumn: 'resource_def_type_id',
    joins: 'LEFT JOIN sources ts ON ts.source_id = t.source_id',
  },
  dependants: [
    {
      countSql: 'SELECT count(*)::int FROM resource_defs WHERE resource_def_type_id = $1',
      what: 'resources',
    },
  ],
  audit: { targetType: 'ResourceDefType' },
  removeText: 'The type is deleted. A type can be deleted only while no resource is of it.',
});
