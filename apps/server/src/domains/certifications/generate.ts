import { z } from 'zod';
import {
  accessCertificationResource as campaignDef,
  CertificationPerspective,
  CertificationScope,
  ItemRecommendation,
  ReviewerType,
  type RuleGroup,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { defineJob } from '../../engine/jobs/define-job';
import { moveState } from '../../engine/resources/lifecycle-sql';
import { compileForUsers } from '../rules/rule-sql';

/**
 * Generating a campaign's items (Start → Pending Service → Ready): one item per reviewed access, its
 * reviewer resolved from the campaign's reviewer type, and a recommendation from simple signals. Runs
 * as a background job on the server's queue; idempotent (an attempt replaces the items an earlier one
 * wrote), and a campaign whose generation fails for good moves to Aborted with the reason kept.
 */

export interface CampaignRow {
  access_certification_id: string;
  perspective: number;
  scope_kind: number;
  scope_group_ids: string[];
  scope_application_ids: string[];
  scope_rule_ids: string[];
  reviewer_type: number;
  reviewer_ids: string[];
  reviewer_group_ids: string[];
  reviewer_attribute: string | null;
  fallback_reviewer_ids: string[];
  allow_self_review: boolean;
  state: number;
}

/**
 * Direct grants a campaign can review: (user, kind, object, title, since). Inherited access (a role
 * through a group) is reviewed where it is granted — the group's membership — as Entra reviews
 * direct assignments only, so applying a rejection always removes exactly what was reviewed.
 */
const ACCESS_SQL = `
  SELECT m.user_id, 'Group' AS object_type, g.group_def_id AS object_id, g.title AS object_title, NULL::timestamptz AS since
    FROM group_members m JOIN group_defs g ON g.group_def_id = m.group_def_id
  UNION ALL
  SELECT x.user_id, 'Role', r.role_def_id, r.title, NULL::timestamptz FROM user_roles x JOIN role_defs r ON r.role_def_id = x.role_def_id
  UNION ALL
  SELECT x.user_id, 'Application', a.application_id, a.title, x.assigned_date
    FROM user_applications x JOIN applications a ON a.application_id = x.application_id
  UNION ALL
  SELECT x.user_id, 'Permission', p.permission_def_id, p.title, NULL::timestamptz
    FROM user_permissions x JOIN permission_defs p ON p.permission_def_id = x.permission_def_id`;

const PERSPECTIVE_KIND: Record<number, string | null> = {
  [CertificationPerspective.User]: null,
  [CertificationPerspective.Group]: 'Group',
  [CertificationPerspective.Role]: 'Role',
  [CertificationPerspective.Application]: 'Application',
  [CertificationPerspective.Permission]: 'Permission',
};

/** The user's direct manager: their DirectManager owner (§4 object owner type 10). */
const managerOf = (user: string) =>
  `(SELECT o.owner_user_id FROM object_owners o WHERE lower(o.object_type_name) = 'user' AND o.object_id = ${user} AND o.owner_type = 10 ORDER BY o.created_date, o.owner_user_id LIMIT 1)`;
/** An object's owner, a governance owner first (§4 object owner types 20, 10, 0). */
const ownerOf = (object: string) =>
  `(SELECT o.owner_user_id FROM object_owners o WHERE o.object_id = ${object} ORDER BY o.owner_type DESC, o.created_date, o.owner_user_id LIMIT 1)`;

/**
 * SQL (on alias `a`: user_id, object_id) naming each item's reviewer for the nine §4 reviewer types;
 * `p` holds the campaign's settings (scope_object, reviewers, reviewer_groups, attribute).
 */
function reviewerSql(type: number): string {
  switch (type) {
    case ReviewerType.Specific:
      return `(p.reviewers ->> 0)::uuid`;
    case ReviewerType.Manager:
      return managerOf('a.user_id');
    case ReviewerType.OwnerScope:
      return ownerOf('p.scope_object');
    case ReviewerType.Dynamic:
      return `coalesce(${ownerOf('a.object_id')}, ${managerOf('a.user_id')})`;
    case ReviewerType.IndirectManagerScope:
      return managerOf(managerOf('a.user_id'));
    case ReviewerType.IndirectManagerTarget:
      return managerOf(ownerOf('a.object_id'));
    case ReviewerType.Custom:
      return `(SELECT r.user_id FROM user_attributes ua JOIN users r ON lower(r.user_name) = lower(ua.value)
                WHERE ua.user_id = a.user_id AND ua.name = p.attribute LIMIT 1)`;
    case ReviewerType.CustomScope:
      return `(SELECT m.user_id FROM group_members m JOIN users r ON r.user_id = m.user_id
                WHERE m.group_def_id = (p.reviewer_groups ->> 0)::uuid ORDER BY r.user_name LIMIT 1)`;
    case ReviewerType.OwnerPerspective:
      return ownerOf('a.object_id');
    default:
      throw new Error(`Unknown reviewer type ${type}.`);
  }
}

/** The conditions (on alias `a`) the campaign's scope puts on the reviewed access, with their parameters. */
async function scopeCondition(
  db: Queryable,
  c: CampaignRow,
  index: number,
): Promise<{ sql: string; params: unknown[] }> {
  const kind = PERSPECTIVE_KIND[c.perspective] ?? null;
  switch (c.scope_kind) {
    case CertificationScope.Group:
      return kind === 'Group'
        ? { sql: `a.object_id = $${index}`, params: [c.scope_group_ids[0]] }
        : {
            sql: `a.user_id IN (SELECT user_id FROM group_members WHERE group_def_id = $${index})`,
            params: [c.scope_group_ids[0]],
          };
    case CertificationScope.Application:
      return kind === 'Application'
        ? { sql: `a.object_id = $${index}`, params: [c.scope_application_ids[0]] }
        : {
            sql: `a.user_id IN (SELECT user_id FROM user_applications WHERE application_id = $${index})`,
            params: [c.scope_application_ids[0]],
          };
    case CertificationScope.Rule: {
      const [rule] = await db.query<{ tree: RuleGroup | string }>('SELECT tree FROM rules WHERE rule_id = $1', [
        c.scope_rule_ids[0],
      ]);
      if (!rule) throw new Error('The scope rule no longer exists.');
      const tree = typeof rule.tree === 'string' ? (JSON.parse(rule.tree) as RuleGroup) : rule.tree;
      const compiled = compileForUsers(tree, index);
      return { sql: `a.user_id IN (SELECT u.user_id FROM users u WHERE ${compiled.sql})`, params: compiled.params };
    }
    default:
      return { sql: 'TRUE', params: [] };
  }
}

/**
 * Writes the campaign's items (replacing any an earlier attempt wrote) and their recommendations;
 * returns how many. A reviewer who would review their own access does not when self-review is off:
 * the first fallback reviewer does (or nobody: then only holders of AccessCertificationDef.Edit see it).
 */
export async function generateItems(db: Queryable, c: CampaignRow): Promise<number> {
  await db.query('DELETE FROM access_certification_items WHERE access_certification_id = $1', [
    c.access_certification_id,
  ]);
  const kind = PERSPECTIVE_KIND[c.perspective] ?? null;
  const scopeObject = c.scope_group_ids[0] ?? c.scope_application_ids[0] ?? null;
  const base: unknown[] = [
    c.access_certification_id,
    scopeObject,
    JSON.stringify(c.reviewer_ids),
    JSON.stringify(c.reviewer_group_ids),
    c.reviewer_attribute,
    JSON.stringify(c.fallback_reviewer_ids),
    c.allow_self_review,
    kind,
  ];
  const scope = await scopeCondition(db, c, base.length + 1);
  const rows = await db.query(
    `WITH p AS (SELECT $1::uuid AS campaign, $2::uuid AS scope_object, $3::jsonb AS reviewers, $4::jsonb AS reviewer_groups,
                       $5::text AS attribute, $6::jsonb AS fallback, $7::boolean AS self_ok, $8::text AS kind)
     INSERT INTO access_certification_items
       (access_certification_id, user_id, object_type, object_id, object_title, granted_via, granted_since, reviewer_id)
     SELECT p.campaign, a.user_id, a.object_type, a.object_id, a.object_title, 'Direct', a.since,
            coalesce(nullif(r.reviewer, CASE WHEN p.self_ok THEN NULL ELSE a.user_id END),
                     nullif((p.fallback ->> 0)::uuid, CASE WHEN p.self_ok THEN NULL ELSE a.user_id END))
       FROM p CROSS JOIN (${ACCESS_SQL}) a
       CROSS JOIN LATERAL (SELECT ${reviewerSql(c.reviewer_type)} AS reviewer) r
      WHERE (p.kind IS NULL OR a.object_type = p.kind) AND ${scope.sql}
     ON CONFLICT DO NOTHING RETURNING 1`,
    [...base, ...scope.params],
  );
  await recommend(db, c.access_certification_id);
  return rows.length;
}

/**
 * Recommendations from simple signals, each with its reason (Entra: inactivity and peer comparison):
 * reject when the user has not signed in within 30 days; reject when fewer than half of the user's
 * peers (same manager, at least three others) reviewed here hold the access; approve otherwise.
 */
async function recommend(db: Queryable, campaignId: string): Promise<void> {
  await db.query(
    `UPDATE access_certification_items i SET recommendation = $2, recommendation_reason = 'No sign-in in the last 30 days.'
       FROM users u WHERE i.access_certification_id = $1 AND u.user_id = i.user_id
        AND (u.last_login_date IS NULL OR u.last_login_date < now() - interval '30 days')`,
    [campaignId, ItemRecommendation.Reject],
  );
  await db.query(
    `WITH mgr AS (SELECT DISTINCT ON (object_id) object_id AS user_id, owner_user_id AS manager FROM object_owners
                   WHERE lower(object_type_name) = 'user' AND owner_type = 10 ORDER BY object_id, created_date, owner_user_id),
          team AS (SELECT manager, count(*)::int AS n FROM mgr GROUP BY manager),
          held AS (SELECT i.object_type, i.object_id, m.manager, count(*)::int AS k
                     FROM access_certification_items i JOIN mgr m ON m.user_id = i.user_id
                    WHERE i.access_certification_id = $1 GROUP BY 1, 2, 3)
     UPDATE access_certification_items i
        SET recommendation = $2,
            recommendation_reason = 'Only ' || (h.k - 1) || ' of ' || (t.n - 1) || ' peers with the same manager hold this access.'
       FROM mgr m, team t, held h
      WHERE i.access_certification_id = $1 AND i.recommendation = 0 AND m.user_id = i.user_id AND t.manager = m.manager
        AND h.manager = m.manager AND h.object_type = i.object_type AND h.object_id = i.object_id
        AND t.n >= 4 AND (h.k - 1) * 2 < (t.n - 1)`,
    [campaignId, ItemRecommendation.Reject],
  );
  await db.query(
    `UPDATE access_certification_items SET recommendation = $2,
            recommendation_reason = 'Signed in within 30 days; peers hold this access too.'
      WHERE access_certification_id = $1 AND recommendation = 0`,
    [campaignId, ItemRecommendation.Approve],
  );
}

const CAMPAIGN_COLUMNS = `access_certification_id, perspective, scope_kind, scope_group_ids, scope_application_ids, scope_rule_ids,
  reviewer_type, reviewer_ids, reviewer_group_ids, reviewer_attribute, fallback_reviewer_ids, allow_self_review, state`;

/** The campaign's stored settings (jsonb lists parsed on PGlite and PostgreSQL alike). */
export async function loadCampaignRow(db: Queryable, id: string): Promise<CampaignRow | null> {
  const [row] = await db.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM access_certifications WHERE access_certification_id = $1`,
    [id],
  );
  return row ?? null;
}

/** The queue job that generates a started campaign's items, then moves it to Ready. */
export const certificationGenerateJob = defineJob('certification-generate', {
  input: z.object({ campaignId: z.string().uuid() }),
  retry: { limit: 2, delaySeconds: 2, backoff: true },
  singletonKey: (input) => input.campaignId,
  handler: async ({ campaignId }, run) => {
    await run.server.db.transaction(async (tx) => {
      const c = await loadCampaignRow(tx, campaignId);
      // Removed or cancelled meanwhile, or finished by an earlier attempt.
      if (!c || c.state !== 10) return;
      await run.progress(10);
      await generateItems(tx, c);
      await moveState(tx, campaignDef, campaignId, 'Ready');
    });
    await run.progress(100);
  },
  failed: async ({ campaignId }, { server, message }) => {
    await server.db.transaction(async (tx) => {
      const c = await loadCampaignRow(tx, campaignId);
      if (!c || c.state !== 10) return;
      await moveState(tx, campaignDef, campaignId, 'Aborted', {
        sets: ['abort_reason = $4'],
        values: [`Generating the items failed: ${message}`.slice(0, 1000)],
      });
    });
  },
});
