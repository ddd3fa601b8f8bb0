import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema } from './paging';
import { Permissions } from './permissions';
import type { SharedRevealAccess, SharedRevealFlow, SharedRevealRequest } from '../entities/shared-reveal';

/**
 * Designed (§4 "a defined flow asks delegated users for approval"): a shared account may name an
 * approval flow; then a delegated user requests the reveal, the flow's approvers decide, and the
 * password can be revealed by that user only while the approval lasts. Part of `contract.users`.
 */
export const sharedRevealCalls = {
  sharedRevealFlow: call({
    method: 'GET',
    path: '/user/:id/shared-password/flow',
    access: needs(Permissions.UserView),
    isWrite: false,
    params: IdParamsSchema,
    data: responds<SharedRevealFlow>(),
    summary: "Designed: the approval flow a shared account's password reveals go through (null: direct).",
  }),
  saveSharedRevealFlow: call({
    method: 'POST',
    path: '/user/:id/shared-password/flow',
    access: needs(Permissions.UserEdit),
    isWrite: true,
    // Removing the approval of a protected shared account (a break-glass admin) is managing that account.
    grants: { confers: ['account'], manages: ({ params }) => [{ user: params.id }] },
    params: IdParamsSchema,
    body: z.strictObject({ FlowId: GuidSchema.nullable() }),
    data: responds<SharedRevealFlow>(),
    summary:
      "Designed: names the approval flow a shared account's password reveals go through, or none (direct reveals).",
  }),
  sharedRevealAccess: call({
    method: 'GET',
    path: '/user/:id/shared-password/access',
    access: {
      kind: 'request',
      permissions: [],
      require: ({ params }) => [{ relation: 'sharedAccountDelegate', id: params.id }],
    },
    isWrite: false,
    params: IdParamsSchema,
    data: responds<SharedRevealAccess>(),
    summary: "Designed: where the calling delegated user stands with a shared account's password (direct or flow).",
  }),
  sharedRevealRequests: call({
    method: 'GET',
    path: '/user/:id/shared-password/requests',
    access: {
      kind: 'request',
      permissions: [],
      require: ({ params }) => [{ relation: 'sharedAccountDelegate', id: params.id }],
    },
    isWrite: false,
    params: IdParamsSchema,
    data: responds<SharedRevealRequest[]>(),
    summary:
      "Designed: other delegated users' reveal requests of a shared account that wait for the caller's decision.",
  }),
  requestSharedReveal: call({
    method: 'POST',
    path: '/user/:id/shared-password/request',
    access: {
      kind: 'request',
      permissions: [],
      require: ({ params }) => [{ relation: 'sharedAccountDelegate', id: params.id }],
    },
    isWrite: true,
    params: IdParamsSchema,
    body: z
      .strictObject({
        FormAnswers: z.record(z.string().max(40), z.union([z.string().max(2000), z.number(), z.null()])).optional(),
      })
      .optional(),
    data: responds<SharedRevealAccess>(),
    summary:
      "Designed: a delegated user asks to reveal a shared account's password; the account's flow starts an item the approvers decide.",
  }),
} as const;
