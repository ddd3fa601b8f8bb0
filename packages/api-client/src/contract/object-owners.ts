import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema } from './paging';
import { Permissions } from './permissions';
import { pagedList, writeById } from './builders';
import type { ObjectOwner, ObjectSearchResult } from '../entities/directory';

const read = needs(Permissions.ObjectOwnerList);
const edit = needs(Permissions.ObjectOwnerEdit);

/** Spec §7 Object owners. */
export const objectOwners = {
  definitionList: pagedList<ObjectOwner>('/ObjectOwner/DefinitionList', read, 'Paged object owner assignments.'),
  search: call({
    method: 'GET',
    path: '/ObjectOwner/Search',
    access: read,
    isWrite: false,
    query: z.strictObject({ type: z.string().min(1).max(100), search: z.string().min(1).max(200) }),
    data: responds<ObjectSearchResult[]>(),
    summary: 'Objects of a type to assign an owner to.',
  }),
  save: call({
    method: 'POST',
    path: '/ObjectOwner/Save',
    access: edit,
    isWrite: true,
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
  delete: writeById<null>('DELETE', '/ObjectOwner/Delete/:id', edit, 'Removes an owner assignment.'),
} as const;
