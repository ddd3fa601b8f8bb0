import { z } from 'zod';
import { call, needs, responds } from './define';
import type { Grants } from './access';
import { GuidSchema, IdParamsSchema } from './paging';
import { Permissions } from './permissions';
import { getById, name, SearchQuerySchema, writeById } from './builders';
import { resourceCalls } from './resource-calls';
import { groupDefResource } from '../resources/definitions/group-def';
import { PagedRequestSchema } from './paging';
import type { PagedData } from './envelope';
import type { AssignedObject, GroupDef, GroupDefOption, GroupPrivilege } from '../entities/directory';
import type { RuleSimulation } from '../entities/workflow';

const read = needs(Permissions.GroupDefList);
const edit = needs(Permissions.GroupDefEdit);

/** Spec §6: what a group holds — members, permissions, roles. */
export const GroupObjectKindSchema = z.enum(['members', 'permissions', 'roles']);
const GroupObjectsSchema = z.strictObject({
  Kind: GroupObjectKindSchema,
  ObjectIds: z.array(GuidSchema).min(1).max(1000),
});

/** Adding or removing members manages those users; roles and permissions change what the group confers. */
const groupObjectGrants: Grants<{ body: z.output<typeof GroupObjectsSchema> }> = {
  confers: ['group', 'user'],
  manages: ({ body }) => (body.Kind === 'members' ? body.ObjectIds.map((user) => ({ user })) : []),
};

/** Spec §7 Groups. The objects/privileges calls are designed (the spec shows the screens, not their calls). */
export const groups = {
  // The list and save are derived from the group definition; its get and remove keep their §7 shapes below.
  ...resourceCalls(groupDefResource),
  groupDefsBySelect: call({
    method: 'GET',
    path: '/group/GroupDefsBySelect/:id?',
    access: read,
    isWrite: false,
    params: z.strictObject({ id: GuidSchema.optional() }),
    query: SearchQuerySchema,
    data: responds<GroupDefOption[]>(),
    summary: 'Group options for pickers: one by id, or those matching ?search= (Title filter, 100 rows).',
  }),
  removeGroupDef: call({
    method: 'DELETE',
    path: '/group/RemoveGroupDef/:id',
    access: edit,
    isWrite: true,
    grants: { confers: ['group', 'user'] },
    params: IdParamsSchema,
    query: z.strictObject({
      hasChildren: z.enum(['true', 'false']).optional(),
      deleteChildren: z.enum(['true', 'false']).optional(),
    }),
    data: responds<null>(),
    summary: 'Removes a group; with children, deleteChildren decides whether they go too.',
  }),
  controlGroupDefs: call({
    method: 'POST',
    path: '/group/ControlGroupDefs',
    access: read,
    isWrite: false,
    body: z.strictObject({ Names: z.array(name()).max(500) }),
    data: responds<Array<{ Name: string; Exists: boolean }>>(),
    summary: 'Designed: tells which of the given group names already exist (bulk creation checks).',
  }),
  hasGroupDefChild: getById<boolean>('/group/HasGroupDefChild/:id', read, 'Whether a group has child groups.'),
  groupDefsDetail: call({
    method: 'POST',
    path: '/group/GroupDefsDetail',
    access: read,
    isWrite: false,
    body: z.strictObject({ GroupDefIds: z.array(GuidSchema).max(500) }),
    data: responds<GroupDef[]>(),
    summary: 'Details of several groups by id.',
  }),
  groupDef: call({
    method: 'GET',
    path: '/group/GroupDef/:id?',
    access: read,
    isWrite: false,
    params: z.strictObject({ id: GuidSchema.optional() }),
    data: responds<GroupDef>(),
    summary: 'One group by id; without an id, the defaults of a new group.',
  }),
  objectList: call({
    method: 'POST',
    path: '/group/def/:id/objects',
    access: read,
    isWrite: false,
    params: IdParamsSchema,
    body: z.strictObject({ ...PagedRequestSchema.shape, Kind: GroupObjectKindSchema }),
    data: responds<PagedData<AssignedObject>>(),
    summary: 'Designed: members, permissions or roles of a group (defs/:id/objects), paged; filter column Title.',
  }),
  assignObjects: call({
    method: 'POST',
    path: '/group/def/:id/objects/assign',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: GroupObjectsSchema,
    grants: groupObjectGrants,
    data: responds<{ AssignedCount: number }>(),
    summary: 'Designed: adds users, permissions or roles to a group (already assigned ones are skipped).',
  }),
  unassignObjects: call({
    method: 'POST',
    path: '/group/def/:id/objects/unassign',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: GroupObjectsSchema,
    grants: groupObjectGrants,
    data: responds<{ RemovedCount: number }>(),
    summary: 'Designed: removes users, permissions or roles from a group.',
  }),
  privileges: getById<GroupPrivilege[]>(
    '/group/def/:id/privileges',
    read,
    'Designed: the effective permissions a group grants (direct and through its roles), for defs/:id/privileges.',
  ),
  // Designed (not in §7): asked before a group's membership rule changes.
  simulateMembership: call({
    method: 'POST',
    path: '/group/SimulateMembership',
    access: read,
    isWrite: false,
    body: z.strictObject({ GroupDefId: GuidSchema.optional(), RuleId: GuidSchema }),
    data: responds<RuleSimulation>(),
    summary:
      'Who would join and leave group GroupDefId if its members became the users rule RuleId passes (a new group: everyone it passes joins).',
  }),
  syncGroupDef: writeById<{ Started: boolean }>(
    'POST',
    '/group/def/:id/sync',
    edit,
    'Starts re-evaluating a rule-based group now.',
    { confers: ['group', 'user'] },
  ),
} as const;
