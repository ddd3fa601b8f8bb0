import { z } from 'zod';
import { call, needs, responds } from './define';
import { GuidSchema, IdParamsSchema, NameParamsSchema, PagedRequestSchema } from './paging';
import { Permissions } from './permissions';
import { getAll, getById, name, scopedList, text, writeById } from './builders';
import type { PagedData } from './envelope';
import type {
  PreviewUser,
  Rule,
  RuleGroup,
  RuleProperty,
  RulePreviewResult,
  RuleRow,
  RuleSimulation,
  RuleSqlText,
} from '../entities/workflow';
import type { RuleOption } from '../entities/directory';
import { RuleActionsSchema } from './rule-runs';

const read = needs(Permissions.RuleList);
const edit = needs(Permissions.RuleEdit);

/** How many users each side of a simulation lists on its first page (the counts cover everyone). */
export const SIMULATION_PAGE_SIZE = 10;

/** Deepest rule tree the server accepts; deeper trees are refused, not evaluated. */
export const MAX_RULE_DEPTH = 20;

const RuleValueSchema = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(1000), z.number()])).max(500),
]);

type RuleNodeInput = { id: string; group: boolean; [key: string]: unknown };
/** Spec §3 rule tree, validated recursively with bounded size. */
export const RuleNodeSchema: z.ZodType<RuleNodeInput> = z.lazy(() =>
  z.union([
    z.strictObject({
      id: z.string().min(1).max(100),
      group: z.literal(true),
      type: z.enum(['AND', 'OR']),
      label: z.string().max(200).nullable().optional(),
      rules: z.array(RuleNodeSchema).max(200),
      disableremove: z.boolean().optional(),
    }),
    z.strictObject({
      id: z.string().min(1).max(100),
      group: z.literal(false),
      propertygroup: z.string().max(200).nullable(),
      property: z.string().max(200).nullable(),
      value: RuleValueSchema.optional(),
      operator: z.string().max(100).nullable(),
      rules: z.array(RuleNodeSchema).max(0).optional(),
    }),
  ]),
);

const depth = (node: RuleNodeInput): number =>
  1 + Math.max(0, ...((node.rules as RuleNodeInput[] | undefined) ?? []).map(depth));
/** A whole rule: a group at the root, nested at most MAX_RULE_DEPTH levels. */
export const RuleGroupSchema = RuleNodeSchema.refine(
  (n) => n.group === true,
  'The root of a rule must be a group.',
).refine(
  (n) => depth(n) <= MAX_RULE_DEPTH,
  `A rule can nest at most ${MAX_RULE_DEPTH} levels.`,
) as unknown as z.ZodType<RuleGroup>;

/** Spec §7 Rules. */
export const rules = {
  list: scopedList<RuleRow>('/rules/list', read, 'Paged automation rules (paging plus Scope).'),
  index: call({
    method: 'POST',
    path: '/rules/index',
    access: edit,
    isWrite: true,
    body: z.strictObject({
      RuleId: GuidSchema.optional(),
      Name: name(),
      Title: name(),
      Description: text().nullable().optional(),
      IsEnabled: z.boolean(),
      Tree: RuleGroupSchema,
      // Omitted: the rule keeps its actions. Saving makes the caller the rule's owner (issue 27).
      Actions: RuleActionsSchema.optional(),
    }),
    // A rule that groups use decides who joins them: editing it manages those groups' membership.
    grants: { confers: ['rule'], manages: ({ body }) => (body.RuleId ? [{ ruleOf: body.RuleId }] : []) },
    data: responds<Rule>(),
    summary: 'Saves an automation rule (creates without RuleId).',
  }),
  get: getById<Rule>('/rules/get/:id', read, 'One rule with its tree.'),
  test: call({
    method: 'POST',
    path: '/rules/:id/test/:id2',
    access: read,
    isWrite: false,
    params: z.strictObject({ id: GuidSchema, id2: GuidSchema }),
    data: responds<{ IsPassed: boolean }>(),
    summary: 'Evaluates rule :id against user :id2.',
  }),
  properties: getAll<RuleProperty[]>(
    '/rules/properties',
    read,
    'Properties a rule can test, grouped by property group.',
  ),
  propertiesByName: call({
    method: 'GET',
    path: '/rules/properties/byname/:name',
    access: read,
    isWrite: false,
    params: NameParamsSchema,
    data: responds<RuleProperty[]>(),
    summary: 'Properties of one property group.',
  }),
  delete: writeById<null>('DELETE', '/rules/delete/:id', edit, 'Deletes a rule.', {
    confers: ['rule'],
    manages: ({ params }) => [{ ruleOf: params.id }],
  }),
  select: getAll<RuleOption[]>('/rules/Select', read, 'Rule options for pickers.'),
  state: call({
    method: 'POST',
    path: '/rules/State',
    access: edit,
    isWrite: true,
    body: z.strictObject({ RuleId: GuidSchema, IsEnabled: z.boolean() }),
    grants: { confers: ['rule'], manages: ({ body }) => [{ ruleOf: body.RuleId }] },
    data: responds<null>(),
    summary: 'Enables or disables a rule.',
  }),
  passedUsers: call({
    method: 'POST',
    path: '/rules/PassedUsers',
    access: read,
    isWrite: false,
    body: z.strictObject({ Users: PagedRequestSchema, Rules: RuleGroupSchema }),
    data: responds<PagedData<PreviewUser>>(),
    summary: 'Users the rule selects (count and page), evaluated in SQL.',
  }),
  // Designed (not in §7): what saving a changed rule would change, asked before the save.
  simulate: call({
    method: 'POST',
    path: '/rules/Simulate',
    access: read,
    isWrite: false,
    body: z.strictObject({ Tree: RuleGroupSchema, RuleId: GuidSchema.optional() }),
    data: responds<RuleSimulation>(),
    summary:
      'Who the tree would add and drop compared with saved rule RuleId (with no RuleId: everyone it passes is added); counts and first pages.',
  }),
  // Designed (not in §7): the rule's SQL for an audit, parameterised exactly as the server runs it.
  sqlText: call({
    method: 'POST',
    path: '/rules/SqlText',
    access: read,
    isWrite: false,
    body: z.strictObject({ Tree: RuleGroupSchema }),
    data: responds<RuleSqlText>(),
    summary: 'The parameterised SQL that selects the users a rule passes, with its parameters.',
  }),
  ruleResult: call({
    method: 'POST',
    path: '/rules/RuleResult',
    access: read,
    // It evaluates the rule and stores the run's times and message on the rule: a write.
    isWrite: true,
    body: z.strictObject({ RuleId: GuidSchema }),
    data: responds<RulePreviewResult>(),
    summary: 'Evaluates a saved rule now and stores the run on it (preview header); audited.',
  }),
} as const;

export type { RuleGroup };
export const RuleIdParams = IdParamsSchema;
