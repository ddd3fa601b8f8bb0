import { defineResource } from '../define';
import { field } from '../fields';
import { GroupDefState } from '../../entities/enums';
import { Permissions } from '../../contract/permissions';

/**
 * Groups (§2.3 defs, §7 Groups): a tree of groups, each with static members, roles and permissions
 * (§6 object scope: the `objectList`/`assignObjects` calls, one call per Kind) and an optional
 * membership rule (an automation rule): with one, the members are exactly the users the rule passes,
 * re-evaluated on save and on Synchronise (Entra ID's dynamic groups, Okta's group rules). The
 * definition binds to the §7 calls as the spec names them: the list and save are derived; the get
 * (without an id it answers a new group's defaults) and the remove (children go with it or move up)
 * keep their hand-written contract entries under the same names.
 */
export const groupDefResource = defineResource({
  name: 'groupDef',
  domain: 'groups',
  titles: { one: 'Group', many: 'Groups' },
  id: 'GroupDefId',
  access: { list: Permissions.GroupDefList, edit: Permissions.GroupDefEdit },
  noun: 'group',
  description: 'Groups of users, with the roles and permissions they give.',
  removeText: 'Its members lose what the group gave them.',
  fields: {
    Title: field.title(),
    Name: field.name(),
    Description: field.longText('Description'),
    ParentId: field.ref('Parent group', 'groupDef', {
      help: 'The group this one sits under. None keeps it at the top level.',
    }),
    ParentTitle: field.computed.optionalText('Parent', { sql: 'p.title' }),
    State: field.choice(
      'State',
      [
        { value: GroupDefState.Enabled, title: 'Enabled' },
        { value: GroupDefState.Disabled, title: 'Disabled' },
      ],
      { required: true, initial: GroupDefState.Enabled },
    ),
    RuleId: field.objectRef('Membership rule', 'Rule', {
      help: 'With a rule, members are exactly the users the rule passes (re-evaluated on save and on Synchronise).',
    }),
    RuleTitle: field.computed.optionalText('Membership rule', {
      sql: '(SELECT r.title FROM rules r WHERE r.rule_id = g.rule_id)',
    }),
    MemberCount: field.computed.number('Members', {
      sql: '(SELECT count(*)::int FROM group_members m WHERE m.group_def_id = g.group_def_id)',
    }),
    HasChildren: field.computed.boolean('Has child groups', {
      sql: 'EXISTS (SELECT 1 FROM group_defs c WHERE c.parent_id = g.group_def_id)',
    }),
    CreatedDate: field.computed.dateTime('Created'),
  },
  titleField: 'Title',
  nameField: 'Name',
  list: {
    columns: ['Title', 'Name', 'ParentTitle', 'State', 'MemberCount', 'CreatedDate'],
    search: ['Title', 'Name'],
    unsortable: ['MemberCount'],
    defaultSort: [{ Column: 'Title', Asc: true }],
    scope: { field: 'ParentId' },
    scopeTree: { topLevel: 'root' },
  },
  facts: ['Name', 'Description', 'ParentTitle', 'State', 'RuleTitle', 'MemberCount', 'CreatedDate'],
  form: ['Title', 'Name', 'Description', 'State', 'ParentId', 'RuleId'],
  calls: {
    list: {
      name: 'groupDefList',
      path: '/group/GroupDefList',
      summary: 'Paged group definitions (paging plus Scope).',
    },
    get: { name: 'groupDef', path: '/group/GroupDef/:id?' },
    save: {
      name: 'saveGroupDef',
      path: '/group/SaveGroupDef',
      summary: 'Creates (no GroupDefId) or updates a group definition.',
    },
    remove: { name: 'removeGroupDef', path: '/group/RemoveGroupDef/:id', method: 'DELETE' },
  },
  // Parent (inheritance), state and membership rule decide what the group and its members hold.
  grants: { confers: ['group', 'user'] },
  store: {
    table: 'group_defs',
    alias: 'g',
    idColumn: 'group_def_id',
    joins: 'LEFT JOIN group_defs p ON p.group_def_id = g.parent_id',
  },
  audit: { targetType: 'GroupDef' },
});
