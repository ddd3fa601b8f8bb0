import { defineResource } from '../define';
import { field } from '../fields';
import { Permissions } from '../../contract/permissions';

/** States of a user's hold on a resource, as its source reports them (the user view's resources tabs). */
export const RESOURCE_HOLDING_STATES = ['Granted', 'Pending', 'Revoked'] as const;

/**
 * Resources (spec §2.7 resources: list, save/:id?, :id/objects; designed calls): the governed things of
 * a source — a share folder, a database role, an API record — each of one resource type. Who holds a
 * resource is what its source reports (its objects page): resources are not assigned in the console
 * (§3: "Resources and Access Packages are not selectable"). A resource that is still held (granted or
 * pending) cannot be removed; revoked holdings keep their history with the resource's title.
 */
export const resourceDefResource = defineResource({
  name: 'resourceDef',
  domain: 'resources',
  titles: { one: 'Resource', many: 'Resources' },
  id: 'ResourceDefId',
  access: { list: Permissions.ResourceList, edit: Permissions.ResourceEdit },
  noun: 'resource',
  description: 'Governed resources of the resource sources: shares, database roles, API records.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    ResourceDefTypeId: field.ref('Resource type', 'resourceDefType', {
      required: true,
      help: 'Choose the source first: its types are offered.',
    }),
    TypeTitle: field.computed.text('Type', { sql: 'rt.title' }),
    SourceId: field.computed.optionalText('Source id', { sql: 'rt.source_id::text' }),
    SourceTitle: field.computed.optionalText('Source', { sql: 'rs.title' }),
    Identifier: field.text('Identifier in the source', {
      required: true,
      maxLength: 400,
      help: 'How the source names it: a share path, a role name, an API key.',
    }),
    Description: field.longText('Description'),
    HolderCount: field.computed.number('Holders', {
      sql: "(SELECT count(*)::int FROM user_resources ur WHERE ur.resource_def_id = rd.resource_def_id AND ur.state = 'Granted')",
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'TypeTitle', 'SourceTitle', 'Identifier', 'HolderCount'],
    search: ['Title', 'Name', 'Identifier'],
    filters: ['ResourceDefTypeId', 'SourceId', 'CreatedDate'],
    unsortable: ['HolderCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  facts: ['Name', 'TypeTitle', 'SourceTitle', 'Identifier', 'Description', 'HolderCount', 'CreatedDate'],
  form: ['Title', 'Name', 'ResourceDefTypeId', 'Identifier', 'Description'],
  calls: {
    list: { name: 'resourceList', path: '/Resource/List', isDesigned: true, summary: 'Designed: paged resources.' },
    get: { name: 'resourceGet', path: '/Resource/Get/:id', isDesigned: true, summary: 'Designed: one resource.' },
    save: {
      name: 'resourceSave',
      path: '/Resource/Save',
      isDesigned: true,
      summary: 'Designed: creates or updates a resource of a resource type.',
    },
    remove: {
      name: 'resourceRemove',
      path: '/Resource/Remove/:id',
      method: 'DELETE',
      isDesigned: true,
      summary: 'Designed: removes a resource nobody holds.',
    },
  },
  store: {
    table: 'resource_defs',
    alias: 'rd',
    idColumn: 'resource_def_id',
    touchColumn: 'updated_date',
    joins:
      'JOIN resource_def_types rt ON rt.resource_def_type_id = rd.resource_def_type_id LEFT JOIN sources rs ON rs.source_id = rt.source_id',
  },
  dependants: [
    {
      countSql:
        "SELECT count(*)::int FROM user_resources WHERE resource_def_id = $1 AND state IN ('Granted', 'Pending')",
      what: 'users (granted or pending)',
    },
  ],
  audit: { targetType: 'ResourceDef' },
  export: {
    name: 'Resources',
    title: 'Resources',
    columns: ['Title', 'Name', 'TypeTitle', 'SourceTitle', 'Identifier', 'HolderCount', 'CreatedDate'],
    aliases: ['resourcedefs', 'resource-defs'],
  },
  removeText: 'The resource is removed. Revoked holdings keep their history under its title.',
  demo: [
    {
      Title: 'Finance share',
      Name: 'finance-share',
      ResourceDefTypeId: 'resourceDefType:share-folder',
      Identifier: '\\\\files01\\finance',
    },
    {
      Title: 'HR share',
      Name: 'hr-share',
      ResourceDefTypeId: 'resourceDefType:share-folder',
      Identifier: '\\\\files01\\hr',
    },
    {
      Title: 'Engineering share',
      Name: 'engineering-share',
      ResourceDefTypeId: 'resourceDefType:share-folder',
      Identifier: '\\\\files02\\engineering',
    },
    {
      Title: 'Accounts payable clerk',
      Name: 'erp-ap-clerk',
      ResourceDefTypeId: 'resourceDefType:erp-role',
      Identifier: 'AP_CLERK',
    },
    {
      Title: 'General ledger approver',
      Name: 'erp-gl-approver',
      ResourceDefTypeId: 'resourceDefType:erp-role',
      Identifier: 'GL_APPROVER',
    },
    {
      Title: 'Employee records (read)',
      Name: 'hr-employee-read',
      ResourceDefTypeId: 'resourceDefType:hr-record',
      Identifier: 'employees:read',
    },
  ],
});
