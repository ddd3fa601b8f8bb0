import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import type { AssignedObject } from '../entities/directory';

const view = needs(Permissions.UserView);
const edit = needs(Permissions.UserEdit);

/** Spec §6 user object scope assignments that the console edits here (applications have their own calls). */
export const UserObjectKindSchema = z.enum(['groups', 'roles', 'permissions']);
const UserObjectsSchema = z.strictObject({
  Kind: UserObjectKindSchema,
  ObjectIds: z.array(GuidSchema).min(1).max(1000),
});

/** Designed: bulk actions of the user list on the selected rows, or on every row matching Filters (select-all-across-pages). */
export const UserBulkSchema = z.strictObject({
  Action: z.enum(['enable', 'disable', 'delete', 'assignGroup']),
  UserIds: z.array(GuidSchema).min(1).max(10_000).optional(),
  AllMatching: z
    .strictObject({ Filters: PagedRequestSchema.shape.Filters, ExceptIds: z.array(GuidSchema).max(10_000).optional() })
    .optional(),
  GroupDefId: GuidSchema.optional(),
});

/**
 * Designed calls of the user directory that confer or manage access: the object scope of UserView,
 * bulk actions of the user list and the shared-account password reveal. Part of `contract.users`.
 */
export const userObjectCalls = {
  objects: call({
    method: 'POST',
    path: '/user/:id/objects',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    body: z.strictObject({ ...PagedRequestSchema.shape, Kind: UserObjectKindSchema }),
    data: responds<PagedData<AssignedObject>>(),
    summary: "Designed: a user's groups, roles or direct permissions (UserView tabs), paged.",
  }),
  assignObjects: call({
    method: 'POST',
    path: '/user/:id/objects/assign',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: UserObjectsSchema,
    grants: { confers: ['user', 'account'], manages: ({ params }) => [{ user: params.id }] },
    data: responds<{ AssignedCount: number }>(),
    summary: 'Designed: adds a user to groups or roles, or grants permissions.',
  }),
  unassignObjects: call({
    method: 'POST',
    path: '/user/:id/objects/unassign',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: UserObjectsSchema,
    grants: { confers: ['user', 'account'], manages: ({ params }) => [{ user: params.id }] },
    data: responds<{ RemovedCount: number }>(),
    summary: 'Designed: removes a user from groups or roles, or revokes direct permissions.',
  }),
  bulk: call({
    method: 'POST',
    path: '/user/bulk',
    access: {
      kind: 'request',
      permissions: [Permissions.UserEdit, Permissions.UserDelete],
      require: ({ body }) =>
        body.Action === 'delete' ? [Permissions.UserEdit, Permissions.UserDelete] : [Permissions.UserEdit],
    },
    isWrite: true,
    body: UserBulkSchema,
    // The targets (chosen ids or every user matching the filters) are resolved by the handler, which names them.
    grants: { confers: ['user', 'group', 'account'] },
    data: responds<{ AffectedCount: number }>(),
    summary:
      'Designed: enable, disable, delete (also needs User.Delete) or assign a group to selected users or to all users matching the filters.',
  }),
  revealSharedPassword: call({
    method: 'POST',
    path: '/user/:id/shared-password',
    access: {
      kind: 'request',
      permissions: [],
      require: ({ params }) => [{ relation: 'sharedAccountDelegate', id: params.id }],
    },
    isWrite: true,
    params: IdParamsSchema,
    data: responds<{ Password: string }>(),
    summary:
      "Designed: a shared account's password for a user it is delegated to (owner of type ManageBy); each reveal is audited.",
  }),
} as const;
