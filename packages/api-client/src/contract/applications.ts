import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import type { AuditEntry } from '../entities/core';
import type { ApplicationKeyTypeValue } from '../entities/enums';
import type {
  ApplicationKey,
  ApplicationKeyIssued,
  ApplicationMember,
  ApplicationSession,
  ApplicationUser,
} from '../entities/applications';
import { KEY_TYPES, type KeySettingSpec } from '../applications/key-types';
import { parseMoment } from '../applications/validators';
import { resourceCalls } from './resource-calls';
import { applicationResource } from '../resources/definitions/application';

const view = needs(Permissions.ApplicationView);
const edit = needs(Permissions.ApplicationEdit);

/** A moment the console sends ('YYYY-MM-DD HH:mm:ss' in UTC from the ExpirationDatePicker, or ISO 8601). */
export const MomentSchema = z
  .string()
  .max(40)
  .refine((v) => parseMoment(v) !== null, 'must be a date and time (YYYY-MM-DD HH:mm:ss, UTC)');

/** The zod schema of one key setting (types and limits; `checkKeySettings` words the rules). */
function settingSchema(spec: KeySettingSpec): z.ZodType {
  const max = spec.maxLength ?? 2000;
  switch (spec.kind) {
    case 'textList':
      return z.array(z.string().trim().min(1).max(max)).max(100).optional();
    case 'choice':
      return z.enum((spec.choices ?? []).map((c) => c.value) as [string, ...string[]]).optional();
    case 'number':
      return z.number().int().nullable().optional();
    case 'boolean':
      return z.boolean().optional();
    default:
      return z.string().trim().max(max).nullable().optional();
  }
}

/** A key's fields by type: KeyType decides which Settings are allowed (unknown ones are refused). */
const keyVariants = Object.values(KEY_TYPES).map((info) =>
  z.strictObject({
    KeyType: z.literal(info.type),
    Title: z.string().trim().max(200).nullable().optional(),
    ExpirationDate: MomentSchema.nullable().optional(),
    Settings: z.strictObject(Object.fromEntries(info.settings.map((s) => [s.name, settingSchema(s)]))).optional(),
  }),
);
type KeyVariant = (typeof keyVariants)[number];
/** A key's fields as a save sends them; `E` adds the application (create) or the key (update). */
export type KeyBody<E> = {
  KeyType: ApplicationKeyTypeValue;
  Title?: string | null;
  ExpirationDate?: string | null;
  Settings?: Record<string, unknown>;
} & E;
const keyBody = <E>(extra: z.ZodRawShape) =>
  z.discriminatedUnion(
    'KeyType',
    keyVariants.map((v) => v.extend(extra)) as unknown as [KeyVariant, KeyVariant, ...KeyVariant[]],
  ) as unknown as z.ZodType<KeyBody<E>, KeyBody<E>>;

/** Designed: a new key of an application. */
export const KeyCreateSchema = keyBody<{ ApplicationId: string }>({ ApplicationId: GuidSchema });
/** Designed: a key's title, expiration and settings (its type and generated material never change). */
export const KeyUpdateSchema = keyBody<{ ApplicationKeyId: string }>({ ApplicationKeyId: GuidSchema });

const withApplication = z.strictObject({ ...PagedRequestSchema.shape, ApplicationId: GuidSchema });

/** Designed: an application user (create without ApplicationUserId). */
export const ApplicationUserSchema = z.strictObject({
  ApplicationUserId: GuidSchema.optional(),
  ApplicationId: GuidSchema,
  UserId: GuidSchema,
  AccountName: z.string().trim().max(200).nullable().optional(),
  State: z.union([z.literal(0), z.literal(1)]),
  ValidFrom: MomentSchema.nullable().optional(),
  ValidUntil: MomentSchema.nullable().optional(),
  LoginType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});

const members = z.strictObject({ GroupDefIds: z.array(GuidSchema).min(1).max(100) });

/**
 * Applications (spec §2.6). The spec shows screens but no calls: every call here is designed, named
 * the way §7 names its calls. The application itself is a resource definition (list, get, save,
 * remove, sort); its keys, users, members, sessions and audit follow.
 */
export const applications = {
  ...resourceCalls(applicationResource),

  keyList: call({
    method: 'POST',
    path: '/application/key/list',
    access: view,
    isWrite: false,
    body: withApplication,
    data: responds<PagedData<ApplicationKey>>(),
    summary: "Designed: an application's keys, newest first; replaced keys after the active ones.",
  }),
  keyGet: call({
    method: 'GET',
    path: '/application/key/get/:id',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    data: responds<ApplicationKey>(),
    summary: 'Designed: one key with its public material; secrets are never returned.',
  }),
  keyCreate: call({
    method: 'POST',
    path: '/application/key/create',
    access: edit,
    isWrite: true,
    body: KeyCreateSchema,
    data: responds<ApplicationKeyIssued>(),
    summary:
      'Designed: creates a key of one of the nine §4 types with generated credential material; its secrets are in this reply only.',
  }),
  keyUpdate: call({
    method: 'POST',
    path: '/application/key/update',
    access: edit,
    isWrite: true,
    body: KeyUpdateSchema,
    data: responds<ApplicationKey>(),
    summary: "Designed: changes a key's title, expiration date and settings; its material stays.",
  }),
  keyRotate: call({
    method: 'POST',
    path: '/application/key/:id/rotate',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: z.strictObject({
      ReplacedKeyValidUntil: MomentSchema.nullable(),
      ExpirationDate: MomentSchema.nullable().optional(),
    }),
    data: responds<ApplicationKeyIssued>(),
    summary:
      'Designed: issues new material for a key; the old key keeps working until ReplacedKeyValidUntil (null: stops now). New secrets are in this reply only.',
  }),
  keyExpire: call({
    method: 'POST',
    path: '/application/key/:id/expire',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    data: responds<ApplicationKey>(),
    summary: 'Designed: expires a key now: it stops working at once and shows as expired.',
  }),
  keyRemove: call({
    method: 'DELETE',
    path: '/application/key/remove/:id',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    data: responds<null>(),
    summary: 'Designed: removes a key; it stops working at once.',
  }),
  keyMetadata: call({
    method: 'GET',
    path: '/application/key/:id/metadata',
    access: view,
    isWrite: false,
    isFile: true,
    params: IdParamsSchema,
    data: responds<string>(),
    summary: 'Designed: the SAML service provider metadata of a SAML key (XML download, not an envelope).',
  }),

  userList: call({
    method: 'POST',
    path: '/application/user/list',
    access: view,
    isWrite: false,
    body: withApplication,
    data: responds<PagedData<ApplicationUser>>(),
    summary: "Designed: an application's users with their account names, states and validity.",
  }),
  userGet: call({
    method: 'GET',
    path: '/application/user/get/:id',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    data: responds<ApplicationUser>(),
    summary: 'Designed: one application user.',
  }),
  userSave: call({
    method: 'POST',
    path: '/application/user/save',
    access: edit,
    isWrite: true,
    body: ApplicationUserSchema,
    grants: { confers: ['application', 'account'], manages: ({ body }) => [{ user: body.UserId }] },
    data: responds<ApplicationUser>(),
    summary:
      'Designed: assigns a user to an application (or changes the assignment) with an account name, state and validity.',
  }),
  userRemove: call({
    method: 'DELETE',
    path: '/application/user/remove/:id',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    grants: { confers: ['application', 'account'] },
    data: responds<null>(),
    summary: 'Designed: removes a user from an application.',
  }),

  memberList: call({
    method: 'POST',
    path: '/application/:id/members',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<ApplicationMember>>(),
    summary: 'Designed: the groups assigned to an application (§6 application → members), with member counts.',
  }),
  assignMembers: call({
    method: 'POST',
    path: '/application/:id/members/assign',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: members,
    data: responds<{ AssignedCount: number }>(),
    summary: 'Designed: assigns groups to an application: their members, and their subgroups’ members, may use it.',
  }),
  unassignMembers: call({
    method: 'POST',
    path: '/application/:id/members/unassign',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: members,
    data: responds<{ RemovedCount: number }>(),
    summary: 'Designed: removes groups from an application.',
  }),

  sessionList: call({
    method: 'POST',
    path: '/application/:id/sessions',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<ApplicationSession>>(),
    summary: "Designed: an application's single sign-on sessions, latest activity first.",
  }),
  auditList: call({
    method: 'POST',
    path: '/application/:id/audit',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<AuditEntry>>(),
    summary: 'Designed: audit entries about an application, its keys, users and members, newest first.',
  }),
} as const;
