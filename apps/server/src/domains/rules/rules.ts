import { createHash } from 'node:crypto';
import {
  contract,
  type PreviewUser,
  type Rule,
  type RuleGroup,
  type RuleOption,
  type RuleRow,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
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
import { assertNameFree } from '../../engine/sql/query-helpers';
import { holderOf } from '../../engine/access/effective';
import {
  checkActionsForOwner,
  loadRuleActions,
  RULE_RUN_SELECT,
  saveRuleActions,
  toRuleRun,
  type RuleRunRow,
} from '../automation/index';

const ruleListSpec: ListSpec = {
  columns: {
    Name: { sql: 'r.name', type: 'text' },
    Title: { sql: 'r.title', type: 'text' },
    IsEnabled: { sql: 'r.is_enabled', type: 'boolean' },
    CreatedDate: { sql: 'r.created_date', type: 'date' },
    UpdatedDate: { sql: 'r.updated_date', type: 'date' },
  },
  defaultOrder: 'r.title, r.rule_id',
  tieBreaker: 'r.rule_id',
};

interface RuleDbRow {
  rule_id: string;
  name: string;
  title: string;
  description: string | null;
  is_enabled: boolean;
  tree: RuleGroup | string;
  rule_hash: string;
  created_date: Date;
  updated_date: Date | null;
  last_run_start: Date | null;
  last_run_end: Date | null;
  last_message: string | null;
  last_error: string | null;
  owner_user_id: string | null;
  owner_user_name?: string | null;
}

const parseTree = (tree: RuleGroup | string): RuleGroup =>
  typeof tree === 'string' ? (JSON.parse(tree) as RuleGroup) : tree;
const toRule = (r: RuleDbRow, actions: Rule['Actions'] = []): Rule => ({
  RuleId: r.rule_id,
  Name: r.name,
  Title: r.title,
  Description: r.description,
  IsEnabled: r.is_enabled,
  Tree: parseTree(r.tree),
  CreatedDate: new Date(r.created_date).toISOString(),
  UpdatedDate: isoOrNull(r.updated_date),
  Actions: actions,
  OwnerUserId: r.owner_user_id,
  OwnerUserName: r.owner_user_name ?? null,
});
export const ruleHash = (tree: RuleGroup) => createHash('sha256').update(JSON.stringify(tree)).digest('hex');

async function loadRule(db: Queryable, id: string): Promise<RuleDbRow> {
  const [row] = await db.query<RuleDbRow>(
    `SELECT r.*, o.user_name AS owner_user_name FROM rules r LEFT JOIN users o ON o.user_id = r.owner_user_id WHERE r.rule_id = $1`,
    [id],
  );
  if (!row) throw notFound('The rule');
  return row;
}

/** The rule with its actions, as get and save answer. */
const fullRule = async (db: Queryable, id: string): Promise<Rule> =>
  toRule(await loadRule(db, id), await loadRuleActions(db, id));

/** The latest run of each listed rule (issue 27), read with the page. */
const LAST_RUN = `(SELECT row_to_json(x) FROM (SELECT ${RULE_RUN_SELECT} FROM rule_runs rr WHERE rr.rule_id = r.rule_id
  ORDER BY rr.started_at DESC, rr.run_id LIMIT 1) x) AS last_run`;
type RuleListRow = RuleDbRow & {
  last_run:
    (Omit<RuleRunRow, 'started_at' | 'finished_at'> & { started_at: string; finished_at: string | null }) | null;
};

export const rulesHandlers: DomainHandlers<typeof contract.rules> = {
  list: async ({ db, body }) =>
    ok(
      await pagedQuery<RuleListRow, RuleRow>(db, body, ruleListSpec, `r.*, ${LAST_RUN}`, 'rules r WHERE TRUE', (r) => {
        const { RuleId, Name, Title, IsEnabled, CreatedDate, UpdatedDate } = toRule(r);
        const run = r.last_run;
        return {
          RuleId,
          Name,
          Title,
          IsEnabled,
          CreatedDate,
          UpdatedDate,
          LastRun: run
            ? toRuleRun({
                ...run,
                started_at: new Date(run.started_at),
                finished_at: run.finished_at ? new Date(run.finished_at) : null,
              })
            : null,
        };
      }),
    ),

  /**
   * Saving makes the caller the rule's owner: its actions then run with the caller's rights, checked
   * here against every action, the kept ones too (issue 27). Whoever changes whom a rule selects or
   * what it does answers for it, so a rule editor cannot aim another user's actions at themselves.
   */
  index: async ({ db, body, user }) => {
    compileForUsers(body.Tree); // refuses incomplete rules before anything is written
    const tree = body.Tree;
    const actions = body.Actions ?? (body.RuleId ? await loadRuleActions(db, body.RuleId) : []);
    await checkActionsForOwner(db, await holderOf(db, user!.userId), body.RuleId ?? null, actions);
    await assertNameFree(db, { table: 'rules', idColumn: 'rule_id', noun: 'rule' }, body.Name, body.RuleId);
    const params = [
      body.Name,
      body.Title,
      body.Description ?? null,
      body.IsEnabled,
      JSON.stringify(tree),
      ruleHash(tree),
      user!.userId,
    ];
    const [row] = body.RuleId
      ? await db.query<RuleDbRow>(
          `UPDATE rules SET name = $2, title = $3, description = $4, is_enabled = $5, tree = $6::jsonb, rule_hash = $7, owner_user_id = $8, updated_date = now()
            WHERE rule_id = $1 RETURNING *`,
          [body.RuleId, ...params],
        )
      : await db.query<RuleDbRow>(
          `INSERT INTO rules (rule_id, name, title, description, is_enabled, tree, rule_hash, owner_user_id) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING *`,
          params,
        );
    if (!row) throw notFound('The rule');
    if (body.Actions) await saveRuleActions(db, row.rule_id, body.Actions);
    return ok(await fullRule(db, row.rule_id), {
      message: 'Rule saved.',
      title: 'Automation',
      audit: { targetType: 'Rule', targetId: row.rule_id, description: row.title },
    });
  },

  get: async ({ db, params }) => ok(await fullRule(db, params.id)),

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

  delete: async ({ db, params }) => {
    const [row] = await db.query<{ rule_id: string; title: string }>(
      'DELETE FROM rules WHERE rule_id = $1 RETURNING rule_id, title',
      [params.id],
    );
    if (!row) throw notFound('The rule');
    return ok(null, { audit: { targetType: 'Rule', targetId: row.rule_id, description: row.title } });
  },

  select: async ({ db }) =>
    ok(await db.query<RuleOption>('SELECT rule_id AS "RuleId", title AS "Title" FROM rules ORDER BY title LIMIT 500')),

  state: async ({ db, body }) => {
    const [row] = await db.query<{ rule_id: string }>(
      'UPDATE rules SET is_enabled = $2, updated_date = now() WHERE rule_id = $1 RETURNING rule_id',
      [body.RuleId, body.IsEnabled],
    );
    if (!row) throw notFound('The rule');
    return ok(null, {
      audit: { targetType: 'Rule', targetId: row.rule_id, description: body.IsEnabled ? 'Enabled' : 'Disabled' },
    });
  },

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
