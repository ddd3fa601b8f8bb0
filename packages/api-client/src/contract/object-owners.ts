import { z } from 'zod';
import { call, needs, responds } from './define';
import type { ManagedRef } from './access';
import { OBJECT_TYPE_PERMISSIONS, objectTypeRequirements } from './object-types';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { pagedList, writeById } from './builders';
import type { ObjectOwner, ObjectSearchResult } from '../entities/directory';

const read = needs(Permissions.ObjectOwnerList);
const edit = needs(Permissions.ObjectOwnerEdit);
const typePermissions = Object.values(OBJECT_TYPE_PERMISSIONS);

/** Spec §7 Object owners. */
export const objectOwners = {
  definitionList: pagedList<ObjectOwner>('/ObjectOwner/DefinitionList', read, 'Paged object owner assignments.'),
  search: call({
    method: 'GET',
    path: '/ObjectOwner/Search',
    access: {
      kind: 'request',
      permissions: [Permissions.ObjectOwnerList, ...typePermissions],
      require: ({ query }) => [Permissions.ObjectOwnerList, ...objectTypeRequirements(query.type)],
    },
    isWrite: false,
    query: z.strictObject({ type: z.string().min(1).max(100), search: z.string().min(1).max(200) }),
    data: responds<ObjectSearchResult[]>(),
    summary: 'Objects of a type to assign an owner to.',
  }),
  save: call({
    method: 'POST',
    path: '/ObjectOwner/Save',
    access: {
      kind: 'request',
      permissions: [Permissions.ObjectOwnerEdit, ...typePermissions],
      require: ({ body }) => [Permissions.ObjectOwnerEdit, ...objectTypeRequirements(body.ObjectTypeName)],
    },
    isWrite: true,
    // An owner of a user (ManageBy: the users a shared account is delegated to) is delegation of that account.
    grants: {
      confers: ['delegation'],
      manages: ({ body }) => [
        ...(body.ObjectTypeName.toLowerCase() === 'user' ? [{ user: body.ObjectId }] : []),
        ...(body.ObjectOwnerId ? [{ userOf: 'objectOwner', id: body.ObjectOwnerId } satisfies ManagedRef] : []),
      ],
    },
    body: z.strictObject({
      ObjectOwnerId: GuidSchema.optional(),
      ObjectTypeName: z.string().min(1).max(100),
      ObjectId: GuidSchema,
      OwnerUserId: GuidSchema,
      OwnerType: z.union([z.literal(0), z.literal(10), z.literal(20)]),
    }),
    data: responds<ObjectOwner>(),
    summary: 'Creates or updates an owner assignment (owner type ManageBy 0, DirectManager 10, GovernanceOwner 20).',
  }),
  delete: writeById<null>('DELETE', '/ObjectOwner/Delete/:id', edit, 'Removes an owner assignment.', {
    confers: ['delegation'],
    manages: ({ params }) => [{ userOf: 'objectOwner', id: params.id }],
  }),
} as const;
