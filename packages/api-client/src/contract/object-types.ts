import { z } from 'zod';
import { call, responds, SIGNED_IN } from './define';
import { ownValue, type Requirement } from './access';
import { GuidSchema, NameParamsSchema } from './paging';
import { Permissions } from './permissions';
import type { ObjectSearchResult, ObjectOption } from '../entities/directory';
import type { ObjectType } from '../entities/core';

/**
 * The list permission of every object type the pickers can search, by lower-case type name: seeing
 * objects of a type (search, load by ids, owners) needs it.
 */
export const OBJECT_TYPE_PERMISSIONS: Readonly<Record<string, string>> = {
  user: Permissions.UserList,
  application: Permissions.ApplicationList,
  role: Permissions.RoleDefList,
  group: Permissions.GroupDefList,
  permission: Permissions.PermissionDefList,
  rule: Permissions.RuleList,
  usersource: Permissions.UserSourceList,
  source: Permissions.SourceList,
  resourcedeftype: Permissions.ResourceList,
  content: Permissions.ContentList,
};

/** The list permission of object type `name` (any case), or undefined for a name that is no object type. */
export const objectTypePermission = (name: string): string | undefined =>
  ownValue(OBJECT_TYPE_PERMISSIONS, name.toLowerCase());

/** What seeing objects of the named type needs; an unknown name needs nothing here (the handler refuses it). */
export const objectTypeRequirements = (name: string | undefined, typeId?: string): Requirement[] => {
  if (name) {
    const permission = objectTypePermission(name);
    return permission ? [permission] : [];
  }
  return typeId ? [{ lookup: 'objectTypeName', id: typeId, permissions: OBJECT_TYPE_PERMISSIONS }] : [];
};
const typePermissions = Object.values(OBJECT_TYPE_PERMISSIONS);

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
 * Spec §7 Object types. Pickers across the console use them, so any signed-in user may list the
 * types; seeing objects of a type needs that type's list permission (declared per request).
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
    access: {
      kind: 'request',
      permissions: typePermissions,
      require: ({ body }) => objectTypeRequirements(body.ObjectTypeName, body.ObjectTypeId),
    },
    isWrite: false,
    body: ObjectSearchSchema,
    data: responds<ObjectSearchResult[]>(),
    summary: 'Objects of a type whose title or name matches SearchText (5 results for search pickers).',
  }),
  objectsByObjectType: call({
    method: 'POST',
    path: '/objecttype/ObjectsByObjectType',
    access: {
      kind: 'request',
      permissions: typePermissions,
      require: ({ body }) => objectTypeRequirements(body.ObjectTypeName),
    },
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
