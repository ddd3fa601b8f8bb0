import { z } from 'zod';
import { call, needs, responds, SIGNED_IN, type CallSpec } from './define';
import { resourceCalls } from './resource-calls';
import { accessRequestResource } from '../resources/definitions/access-request';
import type { Grants } from './access';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import type { AccessPackageAssignment, AccessRequest, RequestablePackage } from '../entities/governance';

const packageEdit = Permissions.AccessPackageDefEdit;
const IdPaged = { params: IdParamsSchema, body: PagedRequestSchema } as const;

/** What an assignment changes: the users' links (groups, roles, permissions, applications). */
const assignGrants: Grants<{ params: { id: string }; query: unknown; body: { UserIds: string[] } }> = {
  confers: ['user', 'application'],
  manages: ({ body }) => body.UserIds.map((user) => ({ user })),
};

/**
 * Designed (the spec shows screens only): assigning access packages to users (§2.4), the user view's
 * access packages (§6 user → access packages), and access requests (§2.5 /userauthrequests/list).
 */
export const accessAssignments = {
  list: call({
    method: 'POST',
    path: '/access-package/:id/assignments',
    access: needs(Permissions.AccessPackageDefList),
    isWrite: false,
    ...IdPaged,
    data: responds<PagedData<AccessPackageAssignment>>(),
    summary: 'Designed: the users an access package is assigned to.',
  }),
  assign: call({
    method: 'POST',
    path: '/access-package/:id/assign',
    access: needs(packageEdit),
    isWrite: true,
    params: IdParamsSchema,
    body: z.strictObject({
      UserIds: z.array(GuidSchema).min(1).max(100),
      /** Overrides the package's assignment duration; null or absent: the package's. */
      ExpirationDate: z.iso.datetime({ offset: true }).nullable().optional(),
    }),
    grants: assignGrants,
    data: responds<{ AssignedCount: number }>(),
    summary: 'Designed: assigns an access package to users, granting what it holds.',
  }),
  remove: call({
    method: 'POST',
    path: '/access-package/assignment/remove/:id',
    access: needs(packageEdit),
    isWrite: true,
    params: IdParamsSchema,
    // The handler names the assignment's user to the guard.
    grants: { confers: ['user', 'application', 'account'] },
    data: responds<null>(),
    summary: 'Designed: removes an assignment and what only it granted.',
  }),
  userAssignments: call({
    method: 'POST',
    path: '/user/:id/access-packages',
    access: needs(Permissions.UserView),
    isWrite: false,
    ...IdPaged,
    data: responds<PagedData<AccessPackageAssignment>>(),
    summary: "Designed: a user's access packages.",
  }),
} as const;

/** Which requests a list shows: the caller's own, those the caller may decide now, or every one (UserAuthRequest.List). */
export const RequestViewSchema = z.enum(['Mine', 'ToApprove', 'All']);

type ById<Body, Data> = CallSpec<typeof IdParamsSchema, z.ZodUndefined, z.ZodType<Body, Body>, Data>;
type Decision = { Justification?: string | null };

/** The hand-written calls of access requests (the caller's views, what they may request, a new request). */
const requestCalls = {
  list: call({
    method: 'POST',
    path: '/userauthrequests/list',
    access: {
      kind: 'request',
      permissions: [Permissions.UserAuthRequestList],
      require: ({ body }) => (body.View === 'All' ? [Permissions.UserAuthRequestList] : []),
    },
    isWrite: false,
    body: PagedRequestSchema.extend({ View: RequestViewSchema.optional() }),
    data: responds<PagedData<AccessRequest>>(),
    summary: 'Access requests: the caller’s own (View Mine, the default), to decide (ToApprove) or all.',
  }),
  get: call({
    method: 'GET',
    path: '/userauthrequests/get/:id',
    access: SIGNED_IN,
    isWrite: false,
    params: IdParamsSchema,
    data: responds<AccessRequest>(),
    summary: 'Designed: one access request, for its requester, its approvers and UserAuthRequest.List holders.',
  }),
  requestable: call({
    method: 'POST',
    path: '/userauthrequests/packages',
    access: SIGNED_IN,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<RequestablePackage>>(),
    summary: 'Designed: the access packages the caller may request.',
  }),
  create: call({
    method: 'POST',
    path: '/userauthrequests/create',
    access: SIGNED_IN,
    isWrite: true,
    body: z.strictObject({
      AccessPackageId: GuidSchema,
      Justification: z.string().trim().max(1000).optional(),
      Answers: z.array(z.string().trim().max(1000)).max(10).optional(),
      // Answers to the form of the package's flow (issue 27), by field key; checked by the form model.
      FormAnswers: z.record(z.string().max(40), z.union([z.string().max(2000), z.number(), z.null()])).optional(),
    }),
    data: responds<AccessRequest>(),
    summary: 'Designed: requests an access package for the caller.',
  }),
} as const;

/** Access requests' calls: the hand-written ones, and the definition's actions answering the request as the caller reads it. */
type AccessRequestCalls = typeof requestCalls & {
  approve: ById<Decision, AccessRequest>;
  deny: ById<Decision, AccessRequest>;
  cancel: ById<Record<string, never>, AccessRequest>;
};

export const accessRequests: AccessRequestCalls = {
  ...requestCalls,
  // Approve, deny and cancel: the definition's actions (resources/definitions/access-request.ts).
  ...resourceCalls(accessRequestResource),
} as unknown as AccessRequestCalls;
