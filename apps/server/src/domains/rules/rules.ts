import { contract, type PreviewUser, type RuleGroup, type RuleOption } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { isoOrNull, pagedQuery } from '../../engine/lists/list-query';
import { loadRuleProperties } from './rule-properties';
import {
  compileForUsers,
  nobody,
  passingUsers,
  PREVIEW_USER_SELECT,
  previewUserSpec,
  simulateChange,
  toPreviewUser,
} from './rule-sql';
import { automationRuleHandlers as derived } from '../automation/index';
import { boundCallHandler } from '../../engine/resources/behaviour';

interface RuleDbRow {
  rule_id: string;
  title: string;
  tree: RuleGroup | string;
  rule_hash: string;
  created_date: Date;
  updated_date: Date | null;
}

const parseTree = (tree: RuleGroup | string): RuleGroup =>
  typeof tree === 'string' ? (JSON.parse(tree) as RuleGroup) : tree;

async function loadRule(db: Queryable, id: string): Promise<RuleDbRow> {
  const [row] = await db.query<RuleDbRow>('SELECT * FROM rules WHERE rule_id = $1', [id]);
  if (!row) throw notFound('The rule');
  return row;
}

type RuleHandlers = DomainHandlers<typeof contract.rules>;

export const rulesHandlers: DomainHandlers<typeof contract.rules> = {
  list: derived.list as unknown as RuleHandlers['list'],
  index: derived.index as unknown as RuleHandlers['index'],
  get: derived.get as unknown as RuleHandlers['get'],
  delete: derived.delete as unknown as RuleHandlers['delete'],

  test: async ({ db, params }) => {
    const rule = await loadRule(db, params.id);
    const compiled = compileForUsers(parseTree(rule.tree), 2);
    const [user] = await db.query<{ passed: boolean }>(
      `SELECT COALESCE((${compiled.sql}), false) AS passed FROM users u WHERE u.user_id = $1`,
      [params.id2, ...compiled.params],
    );
    if (!user) throw notFound('The user');
    return ok({ IsPassed: user.passed });
  },

  properties: async ({ db }) => ok(await loadRuleProperties(db)),
  propertiesByName: async ({ db, params }) =>
    ok((await loadRuleProperties(db)).filter((p) => p.propertygroup.toLowerCase() === params.name.toLowerCase())),

  select: async ({ db }) =>
    ok(await db.query<RuleOption>('SELECT rule_id AS "RuleId", title AS "Title" FROM rules ORDER BY title LIMIT 500')),

  state: boundCallHandler(derived, 'state') as RuleHandlers['state'],

  passedUsers: async ({ db, body }) => {
    const compiled = compileForUsers(body.Rules);
    return ok(
      await pagedQuery<{ user_id: string; user_name: string; email: string | null }, PreviewUser>(
        db,
        body.Users,
        previewUserSpec,
        PREVIEW_USER_SELECT,
        `users u WHERE ${compiled.sql}`,
        toPreviewUser,
        compiled.params,
      ),
    );
  },

  simulate: async ({ db, body }) => {
    const proposed = passingUsers(body.Tree);
    proposed(1); // refuses an incomplete proposed rule before anything is read
    const current = body.RuleId ? passingUsers(parseTree((await loadRule(db, body.RuleId)).tree)) : nobody;
    return ok(await simulateChange(db, current, proposed));
  },

  sqlText: async ({ body }) => {
    const compiled = compileForUsers(body.Tree);
    return ok({
      Sql: `SELECT ${PREVIEW_USER_SELECT} FROM users u WHERE ${compiled.sql} ORDER BY u.user_name, u.user_id`,
      Parameters: compiled.params.map((value, i) => ({ Name: `$${i + 1}`, Value: JSON.stringify(value) })),
    });
  },

  ruleResult: async ({ db, body }) => {
    const rule = await loadRule(db, body.RuleId);
    const started = new Date();
    let message: string | null = null;
    let errorMessage: string | null = null;
    try {
      const compiled = compileForUsers(parseTree(rule.tree));
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users u WHERE ${compiled.sql}`,
        compiled.params,
      );
      message = `${count!.n} users pass this rule.`;
    } catch (error) {
      errorMessage = error instanceof Error ? error.message : 'The rule could not be evaluated.';
    }
    const ended = new Date();
    await db.query(
      'UPDATE rules SET last_run_start = $2, last_run_end = $3, last_message = $4, last_error = $5 WHERE rule_id = $1',
      [rule.rule_id, started, ended, message, errorMessage],
    );
    return ok(
      {
        TourStartDate: started.toISOString(),
        TourEndDate: ended.toISOString(),
        CreatedDate: new Date(rule.created_date).toISOString(),
        UpdatedDate: isoOrNull(rule.updated_date),
        Message: message,
        RuleHash: rule.rule_hash,
        ErrorMessage: errorMessage,
      },
      { audit: { targetType: 'Rule', targetId: rule.rule_id, description: `${rule.title}: evaluated` } },
    );
  },
};
