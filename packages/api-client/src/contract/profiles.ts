import { z } from 'zod';
import { call, needs, responds, SIGNED_IN } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import { getById, name, pagedList, text, writeById } from './builders';
import type { PagedData } from './envelope';
import type {
  Profile,
  ProfileProperty,
  ProfileSource,
  ProfileUserValues,
  PropertyGroup,
  PropertyValueRow,
  Provider,
} from '../entities/profiles';
import type { SourceSettings } from '../entities/directory';
import { SettingsSchema } from './sources';
import { resourceCalls } from './resource-calls';
import { profileResource } from '../resources/definitions/profile';
import { propertyGroupResource } from '../resources/definitions/property-group';
import { profileSourceResource } from '../resources/definitions/profile-source';
import { providerResource } from '../resources/definitions/provider';
import { profilePropertyResource } from '../resources/definitions/profile-property';

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

/**
 * Designed calls of the profile screens (spec §2.3 lists profiles, properties, property groups,
 * profile sources and providers without their calls). Reads need the route's list permission;
 * writes the matching Edit permission.
 */
export const profiles = {
  ...resourceCalls(profileResource),
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

  ...resourceCalls(profilePropertyResource),
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

  ...resourceCalls(propertyGroupResource),

  ...resourceCalls(profileSourceResource),
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
    body: SettingsSchema,
    data: responds<null>(),
    summary:
      'Designed: saves profile source settings; a secret sent empty (or as not secret) keeps the stored one, and only Clear removes it.',
  }),

  ...resourceCalls(providerResource),
} as const;
