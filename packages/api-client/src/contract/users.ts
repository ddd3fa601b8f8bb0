import { z } from 'zod';
import { resourceCalls } from './resource-calls';
import { userSourceResource } from '../resources/definitions/user-source';
import { call, needs, responds } from './define';
import type { Grants, ManagedRef } from './access';
import { userObjectCalls } from './user-objects';
import { sharedRevealCalls } from './shared-reveal';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, name, pagedList, plainText, SearchQuerySchema, text, writeById } from './builders';
import type { PagedData } from './envelope';
import type {
  ImportResult,
  SourceUser,
  User,
  UserAgreement,
  UserAlias,
  UserApplication,
  UserAttribute,
  UserDevice,
  UserOption,
  UserResource,
  UserRow,
  UserSession,
  UserSource,
  UserSourceOption,
} from '../entities/directory';
import type { AuditEntry } from '../entities/core';
import type { LiveSession, ObjectOwner } from '../entities/directory';

const list = needs(Permissions.UserList);
const view = needs(Permissions.UserView);
const edit = needs(Permissions.UserEdit);
const remove = needs(Permissions.UserDelete);
const sourceRead = needs(Permissions.UserSourceList);
const sourceEdit = needs(Permissions.UserSourceEdit);

/** Grants of calls that manage one user account, named by the request. */
const managesUser = <I>(pick: (input: I) => string): Grants<I> => ({
  confers: ['account'],
  manages: (input) => [{ user: pick(input) }],
});
/** Grants of calls that manage the user a device or an alias belongs to. */
const managesOwnerOf = <I extends { params: { id: string } }>(what: 'device' | 'alias'): Grants<I> => ({
  confers: ['account'],
  manages: ({ params }) => [{ userOf: what, id: params.id } satisfies ManagedRef],
});

const UserFields = {
  UserName: name(),
  FirstName: plainText(100).nullable().optional(),
  LastName: plainText(100).nullable().optional(),
  DisplayName: plainText(200).nullable().optional(),
  Email: z.email().max(320).nullable().optional(),
  UserSourceId: GuidSchema,
  UserType: z.union([z.literal(0), z.literal(1)]),
  IsEnabled: z.boolean(),
};

/** A paged request about one user. */
const userPaged = z.strictObject({ ...PagedRequestSchema.shape, UserId: GuidSchema });
const userPagedList = <Row>(path: string, summary: string) =>
  call({
    method: 'POST',
    path,
    access: view,
    isWrite: false,
    body: userPaged,
    data: responds<PagedData<Row>>(),
    summary,
  });
const byUserPaged = <Row>(path: string, summary: string) =>
  call({
    method: 'POST',
    path,
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<Row>>(),
    summary,
  });

/** Spec §7 Users (the designed object-scope, bulk and shared-password calls are in user-objects.ts). */
export const users = {
  ...userObjectCalls,
  ...sharedRevealCalls,
  ...resourceCalls(userSourceResource),
  sources: getAll<UserSourceOption[]>('/user/Sources', sourceRead, 'All user sources.'),
  sourcesCompact: getAll<UserSourceOption[]>(
    '/user/SourcesCompact',
    list,
    'Compact user source list for pickers and filters.',
  ),
  createUser: call({
    method: 'POST',
    path: '/user/createuser',
    access: edit,
    isWrite: true,
    body: z.strictObject({
      ...UserFields,
      Password: z.string().min(1).max(64).optional(),
      IsTemporaryPassword: z.boolean().optional(),
    }),
    data: responds<User>(),
    summary: 'Creates a user; the password is checked against the policy.',
  }),
  save: call({
    method: 'POST',
    path: '/user/save',
    access: edit,
    isWrite: true,
    body: z.strictObject({ UserId: GuidSchema, ...UserFields }),
    grants: managesUser(({ body }) => body.UserId),
    data: responds<User>(),
    summary: 'Updates a user.',
  }),
  validateEmail: call({
    method: 'POST',
    path: '/user/validateemail',
    access: list,
    isWrite: false,
    body: z.strictObject({ Email: z.string().max(320), UserId: GuidSchema.optional() }),
    data: responds<{ IsValid: boolean; IsTaken: boolean }>(),
    summary: 'Whether an address is well formed and not used by another user.',
  }),
  addUserFromSource: call({
    method: 'POST',
    path: '/user/AddUserFromSource',
    access: edit,
    isWrite: true,
    body: z.strictObject({ SourceId: GuidSchema, SourceUserIds: z.array(z.string().min(1).max(200)).min(1).max(1000) }),
    data: responds<{ AddedCount: number }>(),
    summary: "Imports users found in a source's search.",
  }),
  userList: pagedList<UserRow>(
    '/user/userlist',
    list,
    'Paged users; filters by source, user type (AllUsers -1, Standard 0, Shared 1), state and created date range.',
  ),
  get: call({
    method: 'GET',
    path: '/user/get/:id',
    access: view,
    isWrite: false,
    params: IdParamsSchema,
    query: z.strictObject({ profile: z.string().max(100).optional() }),
    data: responds<User>(),
    summary: 'One user for editing (optionally with a profile).',
  }),
  users: call({
    method: 'GET',
    path: '/user/Users',
    access: list,
    isWrite: false,
    query: SearchQuerySchema,
    data: responds<UserOption[]>(),
    summary: 'User options (first 10 matching ?search=).',
  }),
  view: getById<User>('/user/view/:id', view, 'One user for the UserView page.'),
  auditList: userPagedList<AuditEntry>('/user/auditlist', 'Paged audit entries of a user.'),
  audit: getById<AuditEntry>('/user/audit/:id', view, 'One audit entry of a user.'),
  agreementList: userPagedList<UserAgreement>('/user/agreementlist', 'Paged agreements a user accepted.'),
  duplicatedUsers: getAll<UserRow[]>(
    '/user/DuplicatedUsers',
    needs(Permissions.UserDuplicatedList),
    'Users sharing an e-mail address or user name across sources.',
  ),
  removeUser: writeById<null>(
    'POST',
    '/user/removeuser/:id',
    remove,
    'Deletes a user.',
    managesUser(({ params }) => params.id),
  ),
  password: call({
    method: 'POST',
    path: '/user/password',
    access: edit,
    isWrite: true,
    body: z.strictObject({ UserId: GuidSchema, Password: z.string().min(1).max(64), IsTemporary: z.boolean() }),
    grants: managesUser(({ body }) => body.UserId),
    data: responds<null>(),
    summary: 'Sets a password checked against the policy.',
  }),
  searchSourceUser: call({
    method: 'POST',
    path: '/user/SearchSourceUser',
    access: edit,
    isWrite: false,
    body: z.strictObject({ SourceId: GuidSchema, SearchText: z.string().trim().min(3).max(200) }),
    data: responds<SourceUser[]>(),
    summary: 'Finds users in a source to import.',
  }),
  userSearch: call({
    method: 'POST',
    path: '/user/UserSearch',
    access: list,
    isWrite: false,
    body: z.strictObject({
      SearchText: z.string().trim().min(3).max(200),
      UserType: z.union([z.literal(-1), z.literal(0), z.literal(1)]).default(-1),
    }),
    data: responds<UserOption[]>(),
    summary: 'User search picker (5 results; user type -1 means any).',
  }),
  createProfile: writeById<null>(
    'POST',
    '/user/createprofile/:id',
    edit,
    'Creates the profile record of a user.',
    managesUser(({ params }) => params.id),
  ),
  updateUserFromProvider: writeById<User>(
    'POST',
    '/user/updateuserfromprovider/:id',
    edit,
    "Refreshes a user from its source's provider.",
    managesUser(({ params }) => params.id),
  ),
  lastLoginDate: getById<string | null>('/user/lastlogindate/:id', view, 'Last login time of a user.'),
  applicationList: userPagedList<UserApplication>(
    '/user/applicationlist',
    'Paged applications of a user; login type ids mapped to labels.',
  ),
  applicationListByUserId: getById<UserApplication[]>(
    '/user/ApplicationListByUserId/:id',
    view,
    'Applications of a user.',
  ),
  resetPassword: call({
    method: 'POST',
    path: '/user/ResetPassword',
    access: edit,
    isWrite: true,
    body: z.strictObject({ UserId: GuidSchema, Channel: z.enum(['Email', 'Sms', 'Manual']), IsTemporary: z.boolean() }),
    grants: managesUser(({ body }) => body.UserId),
    data: responds<{ Password: string | null }>(),
    summary: 'Resets a password through a channel; Manual returns the generated password once.',
  }),
  userAliasList: userPagedList<UserAlias>('/user/UserAliasList', 'Paged aliases of a user.'),
  deviceList: userPagedList<UserDevice>('/user/DeviceList', 'Paged devices of a user.'),
  removeDevice: writeById<null>('POST', '/user/RemoveDevice/:id', edit, 'Removes a device.', managesOwnerOf('device')),
  deviceRecoveryCode: writeById<{ Code: string }>(
    'POST',
    '/user/device-recovery-code/:id',
    edit,
    'Issues a recovery code for a device.',
    managesOwnerOf('device'),
  ),
  expirePassword: writeById<null>(
    'GET',
    '/user/ExpirePassword/:id',
    edit,
    "Expires a user's password. The spec fixes GET; the server still requires the anti-forgery header because it writes.",
    managesUser(({ params }) => params.id),
  ),
  assignApplication: call({
    method: 'POST',
    path: '/user/AssignApplication',
    access: edit,
    isWrite: true,
    query: z.strictObject({ userId: GuidSchema }),
    body: z.strictObject({ ApplicationIds: z.array(GuidSchema).min(1).max(500) }),
    grants: { confers: ['user', 'application', 'account'], manages: ({ query }) => [{ user: query.userId }] },
    data: responds<null>(),
    summary: 'Assigns applications to a user.',
  }),
  assignUserAlias: call({
    method: 'POST',
    path: '/user/AssignUserAlias/:id',
    access: edit,
    isWrite: true,
    params: IdParamsSchema,
    body: z.strictObject({ Alias: name(), ApplicationId: GuidSchema.nullable().optional() }),
    grants: managesUser(({ params }) => params.id),
    data: responds<UserAlias>(),
    summary: 'Adds an alias to user :id.',
  }),
  removeUserAlias: writeById<null>(
    'POST',
    '/user/RemoveUserAlias/:id',
    edit,
    'Removes an alias.',
    managesOwnerOf('alias'),
  ),
  getUserOwners: getById<ObjectOwner[]>(
    '/user/getUserOwners/:id',
    view,
    'Owners of a user (managers, governance owners).',
  ),
  generatePassword: call({
    method: 'POST',
    path: '/user/GeneratePassword/:id',
    access: edit,
    isWrite: false,
    params: IdParamsSchema,
    body: z.strictObject({ Length: z.number().int().min(8).max(64).default(13) }).optional(),
    data: responds<string>(),
    summary: 'A password of letters and digits (default length 13) meeting the policy.',
  }),
  validatePassword: call({
    method: 'POST',
    path: '/user/ValidatePassword',
    access: edit,
    isWrite: false,
    body: z.strictObject({ Password: z.string().max(1000), Category: z.string().max(100).optional() }),
    data: responds<{ IsValid: boolean; Errors: string[] }>(),
    summary: 'Checks a password against a policy category (§5 defaults for missing values).',
  }),
  attributes: getById<UserAttribute[]>('/user/Attributes/:id', view, 'Attributes of a user.'),
  sessions: byUserPaged<UserSession>('/user/:id/sessions', 'Paged sessions of a user.'),
  resources: byUserPaged<UserResource>('/user/:id/resources', 'Paged resources of a user.'),
  resourcesHistory: byUserPaged<UserResource>('/user/:id/resources-history', 'Paged resource history of a user.'),
  resourcesPending: byUserPaged<UserResource>(
    '/user/:id/resources-pending',
    'Paged pending resource requests of a user.',
  ),
  search: call({
    method: 'GET',
    path: '/user/Search',
    access: list,
    isWrite: false,
    query: SearchQuerySchema,
    data: responds<UserOption[]>(),
    summary: 'The user search helper (the spec does not show its own path; this is it).',
  }),
  import: call({
    method: 'POST',
    path: '/User/Import',
    access: edit,
    isWrite: true,
    data: responds<ImportResult>(),
    summary: 'Imports users from a CSV file (multipart/form-data, parsed with papaparse); all rows or none.',
  }),
  liveSessions: call({
    method: 'POST',
    path: '/user/livetracking',
    access: needs(Permissions.UserLiveTracking),
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<LiveSession>>(),
    summary:
      'Designed (users/livetracking): single sign-on sessions active in the last 30 minutes, newest activity first.',
  }),
  downloadSampleCsv: call({
    method: 'GET',
    path: '/User/DownloadSampleCsv',
    access: edit,
    isWrite: false,
    isFile: true,
    data: responds<string>(),
    summary: 'The sample CSV for imports (text/csv, not an envelope).',
  }),
} as const;
