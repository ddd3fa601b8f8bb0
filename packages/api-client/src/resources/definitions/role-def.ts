import { defineResource, designedCalls, designedRelationCalls } from '../define';
import { field } from '../fields';
import { definedBy, definitionState, userMembers } from './security-shared';
import { Permissions } from '../../contract/permissions';

/**
 * Role definitions (spec §2.7 roles/defs, RoleDef.List; designed calls): named sets of permissions
 * (§6 role → members, permissions). Users hold a role directly (members) or through groups. A disabled
 * role confers nothing from the next request on. The super-admin role is Defined by System: it holds
 * everything, cannot be disabled or removed, and only super admins change it or its members (issue 11);
 * Get Started's `#action=assign-new-user` opens its member assignment.
 */
export const roleDefResource = defineResource({
  name: 'roleDef',
  domain: 'roles',
  titles: { one: 'Role', many: 'Roles' },
  id: 'RoleDefId',
  access: { list: Permissions.RoleDefList, edit: Permissions.RoleDefEdit },
  noun: 'role',
  description: 'Named sets of permissions; users hold roles directly or through their groups.',
  fields: {
    Title: field.title(),
    Name: field.name({ immutable: true }),
    Description: field.longText('Description'),
    State: definitionState(),
    IsSuperAdmin: field.computed.boolean('Super admin role'),
    DefinedBy: definedBy(),
    MemberCount: field.computed.number('Members', {
      sql: '(SELECT count(*)::int FROM user_roles x WHERE x.role_def_id = r.role_def_id)',
    }),
    PermissionCount: field.computed.number('Permissions', {
      sql: '(SELECT count(*)::int FROM role_permissions x WHERE x.role_def_id = r.role_def_id)',
    }),
    GroupCount: field.computed.number('Groups', {
      sql: '(SELECT count(*)::int FROM group_roles x WHERE x.role_def_id = r.role_def_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'State', 'DefinedBy', 'MemberCount', 'PermissionCount'],
    search: ['Title', 'Name'],
    filters: ['IsSuperAdmin', 'CreatedDate'],
    unsortable: ['MemberCount', 'PermissionCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
  },
  calls: designedCalls('/role/def'),
  store: { table: 'role_defs', alias: 'r', idColumn: 'role_def_id', touchColumn: 'updated_date' },
  // Its state decides what its members (and the members of groups holding it) hold.
  grants: { confers: ['role', 'user'] },
  relations: {
    members: {
      ...userMembers('user_roles', 'role_def_id', designedRelationCalls('/role/def', 'members'), 'roles'),
      assignAction: 'assign-new-user',
    },
    permissions: {
      title: 'Permissions',
      noun: 'permission',
      link: { table: 'role_permissions', owner: 'role_def_id', object: 'permission_def_id' },
      object: {
        table: 'permission_defs',
        key: 'permission_def_id',
        name: 'o.name',
        title: 'o.title',
        objectTypeName: 'Permission',
        grantKind: 'permissions',
        viewOf: 'permissionDef',
      },
      ownerGrantKind: 'roles',
      grants: { confers: ['role'] },
      calls: designedRelationCalls('/role/def', 'permissions'),
      emptyText: 'This role gives no permissions.',
    },
  },
  audit: { targetType: 'RoleDef' },
  export: {
    name: 'RoleDefs',
    title: 'Roles',
    columns: ['Title', 'Name', 'State', 'DefinedBy', 'MemberCount', 'PermissionCount', 'GroupCount', 'CreatedDate'],
    aliases: ['roles', 'role-defs'],
  },
  removeText: 'Its members and the groups holding it lose the permissions it gave them.',
});
