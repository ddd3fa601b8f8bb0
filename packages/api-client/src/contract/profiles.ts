import { z } from 'zod';
import { call, needs, responds } from './define';
import type { Requirement } from './access';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import { getById, name, pagedList, text, writeById } from './builders';
import type { PagedData } from './envelope';
import type {
  Profile,
  ProfileProperty,
  ProfileSource,
  ProfileUserRow,
  ProfileUserValues,
  PropertyGroup,
  PropertyValueRow,
  Provider,
} from '../entities/profiles';
import type { SourceSettings } from '../entities/directory';

const profileRead = needs(Permissions.ProfileList);
const profileEdit = needs(Permissions.ProfileEdit);
const propertyRead = needs(Permissions.ProfilePropertyList);
const propertyEdit = needs(Permissions.ProfilePropertyEdit);
const sourceRead = needs(Permissions.ProfileSourceList);
const sourceEdit = needs(Permissions.ProfileSourceEdit);

/** Spec §4 Profile property type values. */
export const ProfilePropertyTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(10),
  z.literal(50),
]);
const SortSchema = z.strictObject({ Ids: z.array(GuidSchema).min(1).max(1000) });
const ProviderKindSchema = z.enum(['user', 'profile']);
/** Directory providers feed user sources, profile providers profile sources: each kind has its own permissions. */
export const PROVIDER_PERMISSIONS = {
  read: { user: Permissions.UserSourceList, profile: Permissions.ProfileSourceList },
  edit: { user: Permissions.UserSourceEdit, profile: Permissions.ProfileSourceEdit },
} as const;
const providerPermissions = (need: 'read' | 'edit') => Object.values(PROVIDER_PERMISSIONS[need]);
/** The permission of stored provider `id`, by its kind. */
const storedProvider = (id: string, need: 'read' | 'edit'): Requirement => ({
  lookup: 'providerKind',
  id,
  permissions: PROVIDER_PERMISSIONS[need],
});
/** Provider types the reference server knows (decision: LDAP, SQL, SCIM and CSV file cover the usual connectors). */
export const PROVIDER_TYPES = ['ldap', 'sql', 'scim', 'csv'] as const;

/**
 * Designed calls of the profile screens (spec §2.3 lists profiles, properties, property groups,
 * profile sources and providers without their calls). Reads need the route's list permission;
 * writes the matching Edit permission.
 */
export const profiles = {
  list: pagedList<Profile>('/profile/list', profileRead, 'Designed: paged profiles (ProfileList).'),
  get: getById<Profile>('/profile/get/:id', profileRead, 'Designed: one profile.'),
  save: call({
    method: 'POST',
    path: '/profile/save',
    access: profileEdit,
    isWrite: true,
    body: z.strictObject({
      ProfileId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      Description: text().nullable().optional(),
    }),
    data: responds<Profile>(),
    summary: 'Designed: creates or updates a profile.',
  }),
  remove: writeById<null>('DELETE', '/profile/remove/:id', profileEdit, 'Designed: removes a profile and its values.'),
  userList: call({
    method: 'POST',
    path: '/profile/:id/users',
    access: profileRead,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<ProfileUserRow>>(),
    summary: 'Designed: users holding values in a profile (ProfileView), searchable by UserName.',
  }),
  userValues: call({
    method: 'GET',
    path: '/profile/:id/values/:username',
    access: profileRead,
    isWrite: false,
    params: z.strictObject({ id: GuidSchema, username: z.string().min(1).max(200) }),
    data: responds<ProfileUserValues>(),
    summary: "Designed: one user's values in a profile, one per property (ProfileValueEdit).",
  }),
  saveValues: call({
    method: 'POST',
    path: '/profile/:id/values',
    access: profileEdit,
    isWrite: true,
    params: IdParamsSchema,
    body: z.strictObject({
      UserId: GuidSchema,
      Values: z
        .array(z.strictObject({ ProfilePropertyId: GuidSchema, Value: z.string().max(10_000).nullable() }))
        .max(500),
    }),
    data: responds<ProfileUserValues>(),
    summary:
      "Designed: sets a user's values; each is checked against its property type, lookup choices and required flag.",
  }),
  removeValues: call({
    method: 'POST',
    path: '/profile/:id/values/remove',
    access: profileEdit,
    isWrite: true,
    params: IdParamsSchema,
    body: z.strictObject({ UserId: GuidSchema }),
    data: responds<null>(),
    summary: "Designed: removes a user's values from a profile.",
  }),

  propertyList: pagedList<ProfileProperty>(
    '/profile/property/list',
    propertyRead,
    'Designed: paged profile properties, in sort order by default.',
  ),
  propertyGet: getById<ProfileProperty>('/profile/property/get/:id', propertyRead, 'Designed: one profile property.'),
  propertySave: call({
    method: 'POST',
    path: '/profile/property/save',
    access: propertyEdit,
    isWrite: true,
    body: z.strictObject({
      ProfilePropertyId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      PropertyType: ProfilePropertyTypeSchema,
      PropertyGroupId: GuidSchema.nullable().optional(),
      IsRequired: z.boolean(),
      LookupValues: z.array(z.string().trim().min(1).max(200)).max(500).optional(),
    }),
    data: responds<ProfileProperty>(),
    summary: 'Designed: creates or updates a property; a Lookup property needs at least one choice.',
  }),
  propertyRemove: writeById<null>(
    'DELETE',
    '/profile/property/remove/:id',
    propertyEdit,
    'Designed: removes a property and its values.',
  ),
  propertySort: call({
    method: 'POST',
    path: '/profile/property/sort',
    access: propertyEdit,
    isWrite: true,
    body: SortSchema,
    data: responds<null>(),
    summary: 'Designed: stores the order of properties (Ids in their new order).',
  }),
  propertyValues: call({
    method: 'POST',
    path: '/profile/property/:id/values',
    access: propertyRead,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<PropertyValueRow>>(),
    summary: 'Designed: the values of one property across users and profiles; filter UserName narrows to a user.',
  }),

  groupList: pagedList<PropertyGroup>(
    '/profile/propertygroup/list',
    propertyRead,
    'Designed: paged property groups, in sort order by default.',
  ),
  groupGet: getById<PropertyGroup>('/profile/propertygroup/get/:id', propertyRead, 'Designed: one property group.'),
  groupSave: call({
    method: 'POST',
    path: '/profile/propertygroup/save',
    access: propertyEdit,
    isWrite: true,
    body: z.strictObject({ PropertyGroupId: GuidSchema.optional(), Name: name(), Title: name() }),
    data: responds<PropertyGroup>(),
    summary: 'Designed: creates or updates a property group.',
  }),
  groupRemove: writeById<null>(
    'DELETE',
    '/profile/propertygroup/remove/:id',
    propertyEdit,
    'Designed: removes a property group; its properties become ungrouped.',
  ),
  groupSort: call({
    method: 'POST',
    path: '/profile/propertygroup/sort',
    access: propertyEdit,
    isWrite: true,
    body: SortSchema,
    data: responds<null>(),
    summary: 'Designed: stores the order of property groups.',
  }),

  sourceList: pagedList<ProfileSource>('/profile/source/list', sourceRead, 'Designed: paged profile sources.'),
  sourceGet: getById<ProfileSource>('/profile/source/get/:id', sourceRead, 'Designed: one profile source.'),
  sourceSave: call({
    method: 'POST',
    path: '/profile/source/save',
    access: sourceEdit,
    isWrite: true,
    body: z.strictObject({
      ProfileSourceId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      Description: text().nullable().optional(),
      ProfileId: GuidSchema,
      ProviderId: GuidSchema,
    }),
    data: responds<ProfileSource>(),
    summary: 'Designed: creates or updates a profile source (which provider fills which profile).',
  }),
  sourceRemove: writeById<null>(
    'DELETE',
    '/profile/source/remove/:id',
    sourceEdit,
    'Designed: removes a profile source.',
  ),
  sourceSettings: getById<SourceSettings>(
    '/profile/source/settings/:id',
    sourceRead,
    'Designed: connection settings of a profile source (secret values never returned).',
  ),
  sourceSettingsSave: call({
    method: 'POST',
    path: '/profile/source/settings',
    access: sourceEdit,
    isWrite: true,
    body: z.strictObject({
      SourceId: GuidSchema,
      Settings: z
        .array(
          z.strictObject({ Name: z.string().min(1).max(100), Value: z.string().max(10_000), IsSecret: z.boolean() }),
        )
        .max(200),
    }),
    data: responds<null>(),
    summary: 'Designed: saves profile source settings; an empty secret keeps the stored one.',
  }),

  providerList: call({
    method: 'POST',
    path: '/provider/list',
    access: {
      kind: 'request',
      permissions: providerPermissions('read'),
      require: ({ body }) => [PROVIDER_PERMISSIONS.read[body.Kind]],
    },
    isWrite: false,
    body: z.strictObject({ ...PagedRequestSchema.shape, Kind: ProviderKindSchema }),
    data: responds<PagedData<Provider>>(),
    summary:
      'Designed: paged providers of a kind; user providers need UserSource.List, profile providers ProfileSource.List (checked by the handler).',
  }),
  providerGet: call({
    method: 'GET',
    path: '/provider/get/:id',
    access: {
      kind: 'request',
      permissions: providerPermissions('read'),
      require: ({ params }) => [storedProvider(params.id, 'read')],
    },
    isWrite: false,
    params: IdParamsSchema,
    data: responds<Provider>(),
    summary: 'Designed: one provider (permission by its kind).',
  }),
  providerSave: call({
    method: 'POST',
    path: '/provider/save',
    access: {
      kind: 'request',
      permissions: providerPermissions('edit'),
      require: ({ body }) => [
        PROVIDER_PERMISSIONS.edit[body.Kind],
        ...(body.ProviderId ? [storedProvider(body.ProviderId, 'edit')] : []),
      ],
    },
    isWrite: true,
    body: z.strictObject({
      ProviderId: GuidSchema.optional(),
      Kind: ProviderKindSchema,
      Name: name(),
      Title: name(),
      ProviderType: z.enum(PROVIDER_TYPES),
      Description: text().nullable().optional(),
    }),
    data: responds<Provider>(),
    summary: 'Designed: creates or updates a provider; UserSource.Edit or ProfileSource.Edit by kind.',
  }),
  providerRemove: call({
    method: 'DELETE',
    path: '/provider/remove/:id',
    access: {
      kind: 'request',
      permissions: providerPermissions('edit'),
      require: ({ params }) => [storedProvider(params.id, 'edit')],
    },
    isWrite: true,
    params: IdParamsSchema,
    data: responds<null>(),
    summary: 'Designed: removes a provider no source uses.',
  }),
} as const;
