import { z } from 'zod';
import { call, responds, SIGNED_IN } from './define';
import { GuidSchema } from './paging';

/** What the console asks before offering a grant: roles, groups and permissions to grant, or users to manage. */
export const GrantableKindSchema = z.enum(['roles', 'groups', 'permissions', 'users']);

/** Designed (issue 11): what the caller may grant or manage, so the console locks the rest; the server still decides every write. */
export const accessCalls = {
  grantable: call({
    method: 'POST',
    path: '/access/grantable',
    access: SIGNED_IN,
    isWrite: false,
    body: z.strictObject({ Kind: GrantableKindSchema, ObjectIds: z.array(GuidSchema).min(1).max(500) }),
    data: responds<{ GrantableIds: string[] }>(),
    summary:
      'Designed: which of the given roles, groups or permissions confer nothing the caller lacks (so the caller may grant them), or which of the given users the caller may manage.',
  }),
} as const;
