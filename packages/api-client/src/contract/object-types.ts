import { z } from 'zod';
import { call, responds, SIGNED_IN } from './define';
import { GuidSchema, NameParamsSchema } from './paging';
import type { ObjectSearchResult, ObjectOption } from '../entities/directory';
import type { ObjectType } from '../entities/core';

/** Spec §3 Object search request; SearchText is required (§5 "Object search requires a value"). */
export const ObjectSearchSchema = z.strictObject({
  ObjectTypeId: GuidSchema.optional(),
  ObjectTypeName: z.string().min(1).max(100).optional(),
  SearchText: z.string().trim().min(1).max(200),
  ObjectIds: z.array(GuidSchema).max(500).optional(),
  CreatedDateRange: z.tuple([z.string().max(40), z.string().max(40)]).optional(),
  SourceId: GuidSchema.optional(),
  ResourceDefTypeId: GuidSchema.optional(),
  UserSourceId: GuidSchema.optional(),
  RuleId: GuidSchema.optional(),
});

/**
 * Spec §7 Object types. Pickers across the console use them, so any signed-in user may call them;
 * results are limited to objects the caller may list (enforced by the handlers).
 */
export const objectTypes = {
  objectTypeList: call({
    method: 'GET',
    path: '/objecttype/ObjectTypeList',
    access: SIGNED_IN,
    isWrite: false,
    data: responds<ObjectType[]>(),
    summary: 'All object types.',
  }),
  searchObjectsByObjectType: call({
    method: 'POST',
    path: '/objecttype/SearchObjectsByObjectType',
    access: SIGNED_IN,
    isWrite: false,
    body: ObjectSearchSchema,
    data: responds<ObjectSearchResult[]>(),
    summary: 'Objects of a type whose title or name matches SearchText (5 results for search pickers).',
  }),
  objectsByObjectType: call({
    method: 'POST',
    path: '/objecttype/ObjectsByObjectType',
    access: SIGNED_IN,
    isWrite: false,
    body: z.strictObject({
      ObjectTypeName: z.string().min(1).max(100),
      ObjectIds: z.array(GuidSchema).min(1).max(500),
    }),
    data: responds<ObjectOption[]>(),
    summary: 'Loads objects by ids (the pickers\' "objects by ids", whose path the spec does not show).',
  }),
  objectTypeByName: call({
    method: 'GET',
    path: '/objecttype/ObjectTypeByName/:name',
    access: SIGNED_IN,
    isWrite: false,
    params: NameParamsSchema,
    data: responds<ObjectType>(),
    summary: 'One object type by name.',
  }),
} as const;
