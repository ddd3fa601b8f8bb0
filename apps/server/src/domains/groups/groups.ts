import {
  contract,
  groupDefResource,
  type GroupDef,
  type GroupDefOption,
  type GroupPrivilege,
  type RuleGroup,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest, conflict, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { containsPattern } from '../../engine/sql/query-helpers';
import { loadRecord, resourceHandlers, type ResourceHooks } from '../../engine/resources/crud';
import { expressionOf, fromOf, selectOf, toRecord } from '../../engine/resources/store-sql';
import { compileForUsers, groupMembers, nobody, passingUsers, simulateChange } from '../rules/rule-sql';
import { linkedObjects, linkObjects, unlinkObjects, type ObjectLink } from '../../engine/objects/object-links';
import type { GrantGuard } from '../../engine/access/guard';

const loadGroup = (db: Queryable, id: string): Promise<GroupDef> => loadRecord(db, groupDefResource, id);

/** What each kind of group object is (spec §6 group: members, permissions, roles). */
const GROUP_OBJECTS: Record<'members' | 'permissions' | 'roles', ObjectLink> = {
  members: {
    link: 'group_members',
    key: 'user_id',
    table: 'users',
    id: 'o.user_id',
    name: 'o.user_name',
    title: 'coalesce(o.display_name, o.user_name)',
  },
  permissions: {
    link: 'group_permissions',
    key: 'permission_def_id',
    table: 'permission_defs',
    id: 'o.permission_def_id',
    name: 'o.name',
    title: 'o.title',
  },
  roles: {
    link: 'group_roles',
    key: 'role_def_id',
    table: 'role_defs',
    id: 'o.role_def_id',
    name: 'o.name',
    title: 'o.title',
  },
};

/** Refuses a parent that is the group itself or one of its descendants (a cycle); the layer has checked it exists. */
async function checkParent(db: Queryable, groupId: string | null, parentId: string | null | undefined): Promise<void> {
  if (!parentId || !groupId) return;
  const [cycle] = await db.query(
    `WITH RECURSIVE below AS (SELECT group_def_id FROM group_defs WHERE group_def_id = $1
       UNION ALL SELECT g.group_def_id FROM group_defs g JOIN below b ON g.parent_id = b.group_def_id)
     SELECT 1 FROM below WHERE group_def_id = $2`,
    [groupId, parentId],
  );
  if (cycle)
    throw badRequest('A group cannot be placed under itself or one of its children.', [
      { Message: 'Choose another parent.', Field: 'ParentId' },
    ]);
}

/**
 * Re-evaluates a rule-based group: members become exactly the users its rule passes. The guard learns
 * the joining users first, in one query, rather than row by row as they are inserted.
 */
async function syncMembers(db: Queryable, groupId: string, ruleId: string, guard: GrantGuard | null): Promise<number> {
  const [rule] = await db.query<{ tree: RuleGroup | string }>('SELECT tree FROM rules WHERE rule_id = $1', [ruleId]);
  if (!rule) throw badRequest('The membership rule no longer exists.');
  const tree = typeof rule.tree === 'string' ? (JSON.parse(rule.tree) as RuleGroup) : rule.tree;
  const compiled = compileForUsers(tree, 2);
  const joining = await db.query<{ user_id: string }>(
    `SELECT u.user_id::text FROM users u WHERE ${compiled.sql} AND NOT EXISTS (SELECT 1 FROM group_members m WHERE m.group_def_id = $1 AND m.user_id = u.user_id)`,
    [groupId, ...compiled.params],
  );
  await guard?.snapshotUsers(joining.map((r) => r.user_id));
  await db.query(
    `DELETE FROM group_members m WHERE m.group_def_id = $1 AND NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = m.user_id AND ${compiled.sql})`,
    [groupId, ...compiled.params],
  );
  await db.query(
    `INSERT INTO group_members (group_def_id, user_id) SELECT $1, u.user_id FROM users u WHERE ${compiled.sql} ON CONFLICT DO NOTHING`,
    [groupId, ...compiled.params],
  );
  await db.query('UPDATE group_defs SET last_sync_date = now() WHERE group_def_id = $1', [groupId]);
  const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM group_members WHERE group_def_id = $1', [
    groupId,
  ]);
  return n!.n;
}

/** A new group's defaults (§7 GroupDef without an id): every field of the definition, state active (§9). */
const NEW_GROUP: GroupDef = {
  GroupDefId: '00000000-0000-0000-0000-000000000000',
  Name: '',
  Title: '',
  Description: null,
  ParentId: null,
  ParentTitle: null,
  State: 1,
  RuleId: null,
  RuleTitle: null,
  MemberCount: 0,
  HasChildren: false,
  CreatedDate: new Date(0).toISOString(),
};

/**
 * The save's guards beyond the field rules: no cycle of parents; a group with a membership rule takes
 * exactly the users it passes, inside the save's transaction (the grant guard learns who joins).
 */
const groupHooks: ResourceHooks<typeof groupDefResource> = {
  beforeSave: async ({ db }, input, existing) => {
    await checkParent(db, existing?.GroupDefId ?? null, input.ParentId);
  },
  afterSave: async ({ db, guard }, record) => {
    if (record.RuleId) await syncMembers(db, record.GroupDefId, record.RuleId, guard ?? null);
  },
};

/**
 * Groups domain (spec §7 Groups, §6 group objects). Scope of the list: a group id lists its direct
 * children, 'root' the top-level groups, anything else every group (decision: the spec shows Scope
 * without its values).
 */
export const groupsHandlers: DomainHandlers<typeof contract.groups> = {
  ...resourceHandlers(groupDefResource, groupHooks),

  groupDefsBySelect: async ({ db, params, query }) => {
    const rows = params.id
      ? await db.query<GroupDefOption>(
          'SELECT group_def_id AS "GroupDefId", title AS "Title" FROM group_defs WHERE group_def_id = $1',
          [params.id],
        )
      : await db.query<GroupDefOption>(
          `SELECT group_def_id AS "GroupDefId", title AS "Title" FROM group_defs WHERE ($1::text IS NULL OR lower(title) LIKE $1) ORDER BY title LIMIT 100`,
          [containsPattern(query.search)],
        );
    return ok(rows);
  },

  removeGroupDef: async ({ db, params, query }) => {
    const group = await loadGroup(db, params.id);
    if (group.HasChildren && query.deleteChildren === undefined) {
      throw conflict(
        'This group has child groups. Say whether they are deleted with it (deleteChildren=true) or moved up a level (deleteChildren=false).',
      );
    }
    if (group.HasChildren && query.deleteChildren === 'true') {
      await db.query(
        `WITH RECURSIVE below AS (SELECT group_def_id FROM group_defs WHERE parent_id = $1
           UNION ALL SELECT g.group_def_id FROM group_defs g JOIN below b ON g.parent_id = b.group_def_id)
         DELETE FROM group_defs WHERE group_def_id IN (SELECT group_def_id FROM below)`,
        [params.id],
      );
    } else {
      await db.query('UPDATE group_defs SET parent_id = $2 WHERE parent_id = $1', [params.id, group.ParentId]);
    }
    await db.query('DELETE FROM group_defs WHERE group_def_id = $1', [params.id]);
    return ok(null, {
      message: 'Group removed.',
      audit: { targetType: 'GroupDef', targetId: params.id, description: group.Title },
    });
  },

  controlGroupDefs: async ({ db, body }) => {
    const rows = await db.query<{ name: string }>(
      'SELECT lower(name) AS name FROM group_defs WHERE lower(name) = ANY($1::text[])',
      [body.Names.map((n) => n.toLowerCase())],
    );
    const existing = new Set(rows.map((r) => r.name));
    return ok(body.Names.map((Name) => ({ Name, Exists: existing.has(Name.toLowerCase()) })));
  },

  hasGroupDefChild: async ({ db, params }) => {
    await loadGroup(db, params.id);
    const [child] = await db.query('SELECT 1 FROM group_defs WHERE parent_id = $1 LIMIT 1', [params.id]);
    return ok(Boolean(child));
  },

  groupDefsDetail: async ({ db, body }) => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${selectOf(groupDefResource)} FROM ${fromOf(groupDefResource, `${expressionOf(groupDefResource, 'GroupDefId')} = ANY($1::uuid[])`)} ORDER BY g.title`,
      [body.GroupDefIds],
    );
    return ok(rows.map((r) => toRecord(groupDefResource, r) as GroupDef));
  },

  groupDef: async ({ db, params }) => ok(params.id ? await loadGroup(db, params.id) : NEW_GROUP),

  simulateMembership: async ({ db, body }) => {
    const [rule] = await db.query<{ tree: RuleGroup | string }>('SELECT tree FROM rules WHERE rule_id = $1', [
      body.RuleId,
    ]);
    if (!rule) throw notFound('The rule');
    const tree = typeof rule.tree === 'string' ? (JSON.parse(rule.tree) as RuleGroup) : rule.tree;
    const current = body.GroupDefId ? groupMembers((await loadGroup(db, body.GroupDefId)).GroupDefId) : nobody;
    return ok(await simulateChange(db, current, passingUsers(tree)));
  },

  syncGroupDef: async ({ db, params, guard }) => {
    const group = await loadGroup(db, params.id);
    if (!group.RuleId) throw badRequest('This group has no membership rule to synchronise.');
    const members = await syncMembers(db, group.GroupDefId, group.RuleId, guard);
    return ok(
      { Started: true },
      {
        message: `Group synchronised: ${members} members.`,
        audit: { targetType: 'GroupDef', targetId: group.GroupDefId, description: `${members} members` },
      },
    );
  },

  objectList: async ({ db, params, body }) => {
    await loadGroup(db, params.id);
    const { Kind, ...request } = body;
    return ok(await linkedObjects(db, GROUP_OBJECTS[Kind], 'group_def_id', params.id, request));
  },

  assignObjects: async ({ db, params, body }) => {
    const group = await loadGroup(db, params.id);
    const count = await linkObjects(db, GROUP_OBJECTS[body.Kind], 'group_def_id', params.id, body.ObjectIds);
    return ok(
      { AssignedCount: count },
      {
        message: `${count} assigned.`,
        audit: { targetType: 'GroupDef', targetId: params.id, description: `${body.Kind} +${count} (${group.Title})` },
      },
    );
  },

  unassignObjects: async ({ db, params, body }) => {
    const group = await loadGroup(db, params.id);
    const count = await unlinkObjects(db, GROUP_OBJECTS[body.Kind], 'group_def_id', params.id, body.ObjectIds);
    return ok(
      { RemovedCount: count },
      {
        message: `${count} removed.`,
        audit: { targetType: 'GroupDef', targetId: params.id, description: `${body.Kind} -${count} (${group.Title})` },
      },
    );
  },

  privileges: async ({ db, params }) => {
    await loadGroup(db, params.id);
    const rows = await db.query<{ id: string; name: string; title: string; via: string }>(
      `SELECT p.permission_def_id AS id, p.name, p.title, 'Direct' AS via FROM group_permissions gp JOIN permission_defs p USING (permission_def_id) WHERE gp.group_def_id = $1
       UNION ALL
       SELECT p.permission_def_id, p.name, p.title, r.title FROM group_roles gr JOIN role_defs r USING (role_def_id)
         JOIN role_permissions rp USING (role_def_id) JOIN permission_defs p ON p.permission_def_id = rp.permission_def_id WHERE gr.group_def_id = $1
       ORDER BY 2, 4`,
      [params.id],
    );
    return ok(rows.map((r): GroupPrivilege => ({ PermissionDefId: r.id, Name: r.name, Title: r.title, Via: r.via })));
  },
};

export { GROUP_OBJECTS };
