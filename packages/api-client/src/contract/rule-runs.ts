import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import type { PagedData } from './envelope';
import {
  MAX_RULE_ACTIONS,
  RULE_ACTION_EVENTS,
  RULE_ACTION_KINDS,
  RULE_ACTION_TARGETS,
  type RuleRun,
} from '../entities/rule-actions';

/**
 * A rule's actions as saved with it (POST /rules/index `Actions`): each names its target when its kind
 * has one and none otherwise, and no action is listed twice.
 */
export const RuleActionsSchema = z
  .array(
    z.strictObject({
      On: z.enum(RULE_ACTION_EVENTS),
      Kind: z.enum(RULE_ACTION_KINDS),
      TargetId: GuidSchema.nullable(),
      // Sent back as the server read it; ignored on save.
      TargetTitle: z.string().max(200).nullable().optional(),
    }),
  )
  .max(MAX_RULE_ACTIONS)
  .superRefine((actions, ctx) => {
    const seen = new Set<string>();
    actions.forEach((a, i) => {
      const needsTarget = RULE_ACTION_TARGETS[a.Kind] !== null;
      if (needsTarget && !a.TargetId)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'TargetId'],
          message: `Choose the ${RULE_ACTION_TARGETS[a.Kind]!.toLowerCase()}.`,
        });
      if (!needsTarget && a.TargetId)
        ctx.addIssue({ code: 'custom', path: [i, 'TargetId'], message: 'This action takes no target.' });
      const key = `${a.On}:${a.Kind}:${a.TargetId ?? ''}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: 'The same action is listed twice.' });
      seen.add(key);
    });
  });

/** Designed (issue 27, not in §7): a rule's runs and running it now. */
export const ruleRuns = {
  run: call({
    method: 'POST',
    path: '/rules/:id/run',
    access: needs(Permissions.RuleEdit),
    isWrite: true,
    params: IdParamsSchema,
    data: responds<RuleRun>(),
    summary:
      'Evaluates an enabled rule now: records the run (users in, out, errors) and carries out its actions with its owner’s rights.',
  }),
  runs: call({
    method: 'POST',
    path: '/rules/:id/runs',
    access: needs(Permissions.RuleList),
    isWrite: false,
    params: IdParamsSchema,
    body: PagedRequestSchema,
    data: responds<PagedData<RuleRun>>(),
    summary: 'The runs of a rule, newest first; sort columns StartedAt, UsersIn, UsersOut, Errors; filter Trigger.',
  }),
} as const;
