import { defineResource, designedCalls, designedRelationCalls } from '../define';
import { field } from '../fields';
import { definedBy, definitionState, userMembers } from './security-shared';
import { Permissions } from '../../contract/permissions';

/**
 * Permission definitions (spec §2.7 permissions/defs, PermissionDef.List; designed calls). The
 * product's own permissions are Defined by System: their name is the string the console checks, they
 * cannot be removed, but they can be retitled and disabled — a disabled permission is held by nobody
 * but super admins from the next request on. Administrators add their own (Defined by User) for
 * applications to check; names starting with "System." are reserved for the product's.
 * Users hold a permission directly (its members, §6), through roles and through groups.
 */
export const permissionDefResource = defineResource({
  name: 'permissionDef',
  domain: 'permissionDefs',
  titles: { one: 'Permission', many: 'Permissions' },
  id: 'PermissionDefId',
  access: { list: Permissions.PermissionDefList, edit: Permissions.PermissionDefEdit },
  noun: 'permission',
  description: 'What users may do; users hold permissions directly, through roles and through groups.',
  fields: {
    Title: field.title(),
    Name: field.name({ immutable: true }),
    Description: field.longText('Description'),
    State: definitionState(),
    DefinedBy: definedBy(),
    RoleCount: field.computed.number('Roles', {
      sql: '(SELECT count(*)::int FROM role_permissions x WHERE x.permission_def_id = pd.permission_def_id)',
    }),
    GroupCount: field.computed.number('Groups', {
      sql: '(SELECT count(*)::int FROM group_permissions x WHERE x.permission_def_id = pd.permission_def_id)',
    }),
    MemberCount: field.computed.number('Direct members', {
      sql: '(SELECT count(*)::int FROM user_permissions x WHERE x.permission_def_id = pd.permission_def_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'State', 'DefinedBy', 'RoleCount', 'MemberCount'],
    search: ['Title', 'Name'],
    filters: ['CreatedDate'],
    unsortable: ['RoleCount', 'MemberCount'],
    defaultSort: [{ Column: 'Name', Asc: true }],
  },
  calls: designedCalls('/permission/def'),
  store: { table: 'permission_defs', alias: 'pd', idColumn: 'permission_def_id', touchColumn: 'updated_date' },
  // Its state decides what every holder holds.
  grants: { confers: ['permission', 'role', 'group', 'user'] },
  relations: {
    members: userMembers(
      'user_permissions',
      'permission_def_id',
      designedRelationCalls('/permission/def', 'members'),
      'permissions',
    ),
  },
  audit: { targetType: 'PermissionDef' },
  export: {
    name: 'PermissionDefs',
    title: 'Permissions',
    columns: ['Title', 'Name', 'State', 'DefinedBy', 'RoleCount', 'GroupCount', 'MemberCount', 'CreatedDate'],
    aliases: ['permissions', 'permission-defs'],
  },
  removeText: 'Roles, groups and users that hold it lose it.',
});
