import { DefinedBy, DefinitionState } from '../../entities/enums';
import { choicesOf, field } from '../fields';
import type { ResourceRelation } from '../define';

/** §4 Definition state (role, permission, group): a disabled definition confers nothing. */
export const definitionState = () =>
  field.choice('State', choicesOf(DefinitionState), {
    required: true,
    initial: DefinitionState.Enabled,
    help: 'A disabled definition stops conferring its permissions at the next request.',
  });

/** §4 Defined-by: System records come with the product (they cannot be removed), User ones are made here. */
export const definedBy = () => field.computed.choice('Defined by', choicesOf(DefinedBy));

/** Users linked to a record through `table` (its `owner` column names the record): §6 "members". */
export const userMembers = <const C extends ResourceRelation['calls']>(
  table: string,
  owner: string,
  calls: C,
  ownerGrantKind: 'roles' | 'permissions',
): Omit<ResourceRelation, 'calls'> & { readonly calls: C } => ({
  title: 'Members',
  noun: 'member',
  link: { table, owner, object: 'user_id' },
  object: {
    table: 'users',
    key: 'user_id',
    name: 'o.user_name',
    title: 'coalesce(o.display_name, o.user_name)',
    objectTypeName: 'User',
    grantKind: 'users',
    viewOf: 'user',
    titleLabel: 'Display name',
    nameLabel: 'User name',
  },
  ownerGrantKind,
  // Adding or removing a member manages that account: protected accounts are for those who hold what they hold.
  grants: { confers: ['user'], manages: ({ body }) => body.ObjectIds.map((user) => ({ user })) },
  calls,
  emptyText: 'No members.',
});
