import { permissionDefResource, roleDefResource, type AnyResource } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { HandlerContext, HandlerResult } from '../../engine/calls/handlers';
import { conflict, notFound } from '../../engine/calls/errors';
import { resourceHandlers } from '../../engine/resources/crud';
import { resourceHooks } from '../resource-domains/resource-hooks';
import { provisionAfterAssignment } from '../provisioning/provision-job';
import { ORPHAN_SOURCE_ACCOUNT, REPORT_QUERIES } from './queries';

type Ctx = HandlerContext<unknown, unknown, unknown>;
type RemoveHandler = (ctx: HandlerContext<{ id: string }, unknown, unknown>) => Promise<HandlerResult<unknown>>;

/** The remove handler of a resource's own calls, with its hooks (what `/role/def/remove/:id` runs). */
function removeHandlerOf(def: AnyResource): RemoveHandler {
  const handlers = resourceHandlers(def, resourceHooks[def.name]) as unknown as Record<string, RemoveHandler>;
  return handlers[def.calls.remove!.name]!;
}

/** Refuses the whole call when a picked row is gone (404) or is no longer an orphan (409). */
function requireOrphans(
  rows: readonly { title: string; is_orphan: boolean }[],
  asked: number,
  what: string,
  nowHas: string,
) {
  if (rows.length < asked) throw notFound(`${asked - rows.length} of the selected ${what}`);
  const held = rows.filter((r) => !r.is_orphan);
  if (held.length)
    throw conflict(
      `Not removed: ${held.map((r) => `"${r.title}"`).join(', ')} ${held.length === 1 ? 'has' : 'have'} ${nowHas} now. Reload the report.`,
    );
}

const unique = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** What removing orphan definitions of one kind reads: the rows picked, locked, with whether each is still an orphan. */
const ORPHAN_DEFINITIONS = {
  roles: {
    resource: roleDefResource,
    select: `SELECT r.role_def_id::text AS id, r.title, (${REPORT_QUERIES['orphan-roles'].where}) AS is_orphan
       FROM role_defs r WHERE r.role_def_id = ANY($1::uuid[]) ORDER BY r.title FOR UPDATE OF r`,
    holder: 'an enabled holder',
  },
  permissions: {
    resource: permissionDefResource,
    select: `SELECT p.permission_def_id::text AS id, p.name AS title, (${REPORT_QUERIES['orphan-permissions'].where}) AS is_orphan
       FROM permission_defs p WHERE p.permission_def_id = ANY($1::uuid[]) ORDER BY p.name FOR UPDATE OF p`,
    holder: 'a holder',
  },
} as const;

/**
 * Removes orphan roles or permission definitions picked on the report, each through its resource's own
 * remove handler: one that confers what the caller does not hold is refused (403, AccessRefused) as it
 * is by hand, and the system's are kept (409). One that gained a holder since the page was read is
 * refused (409) and nothing is removed. Returns the titles removed.
 */
async function removeOrphanDefinitions(
  ctx: Ctx,
  kind: keyof typeof ORPHAN_DEFINITIONS,
  picked: readonly string[],
): Promise<string[]> {
  const { resource, select, holder } = ORPHAN_DEFINITIONS[kind];
  const ids = unique(picked);
  const rows = await ctx.db.query<{ id: string; title: string; is_orphan: boolean }>(select, [ids]);
  requireOrphans(rows, ids.length, kind, holder);
  const remove = removeHandlerOf(resource);
  for (const row of rows) await remove({ ...ctx, params: { id: row.id } });
  return rows.map((r) => r.title);
}

export const removeOrphanRoles = (ctx: Ctx, roleDefIds: readonly string[]) =>
  removeOrphanDefinitions(ctx, 'roles', roleDefIds);

export const removeOrphanPermissions = (ctx: Ctx, permissionDefIds: readonly string[]) =>
  removeOrphanDefinitions(ctx, 'permissions', permissionDefIds);

/** An Orphan Accounts row id, split: an application account, or a source's account. */
type AccountRow = { kind: 'app'; id: string } | { kind: 'source'; sourceId: string; sourceUserId: string };
const parseRow = (rowId: string): AccountRow => {
  if (rowId.startsWith('app:')) return { kind: 'app', id: rowId.slice(4).toLowerCase() };
  const rest = rowId.slice('source:'.length);
  return { kind: 'source', sourceId: rest.slice(0, 36).toLowerCase(), sourceUserId: rest.slice(37) };
};

async function removeApplicationAccounts(ctx: Ctx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await ctx.db.query<{
    id: string;
    user_id: string;
    application_id: string;
    title: string;
    is_orphan: boolean;
  }>(
    `SELECT ua.application_user_id::text AS id, ua.user_id::text AS user_id, ua.application_id::text AS application_id,
            COALESCE(ua.account_name, u.user_name) || ' at ' || a.title AS title, NOT u.is_enabled AS is_orphan
       FROM user_applications ua JOIN users u ON u.user_id = ua.user_id JOIN applications a ON a.application_id = ua.application_id
      WHERE ua.application_user_id = ANY($1::uuid[]) ORDER BY title FOR UPDATE OF ua`,
    [ids],
  );
  requireOrphans(rows, ids.length, 'application accounts', 'an enabled user');
  // As removing a user from an application by hand: only accounts the caller may manage (protected accounts).
  await ctx.guard?.manageUsers(rows.map((r) => r.user_id));
  await ctx.db.query('DELETE FROM user_applications WHERE application_user_id = ANY($1::uuid[])', [ids]);
  for (const row of rows) await provisionAfterAssignment(ctx, row.user_id, row.application_id);
  return rows.map((r) => r.title);
}

async function removeSourceAccounts(
  db: Queryable,
  keys: readonly { sourceId: string; sourceUserId: string }[],
): Promise<string[]> {
  if (!keys.length) return [];
  const params = [keys.map((k) => k.sourceId), keys.map((k) => k.sourceUserId)];
  const rows = await db.query<{ title: string; is_orphan: boolean }>(
    `SELECT sa.user_name || ' at ' || s.title AS title, (${ORPHAN_SOURCE_ACCOUNT}) AS is_orphan
       FROM source_accounts sa JOIN user_sources s ON s.user_source_id = sa.user_source_id
       JOIN unnest($1::uuid[], $2::text[]) AS k(source_id, source_user_id)
         ON sa.user_source_id = k.source_id AND sa.source_user_id = k.source_user_id
      ORDER BY title FOR UPDATE OF sa`,
    params,
  );
  requireOrphans(rows, keys.length, 'source accounts', 'a directory user');
  await db.query(
    `DELETE FROM source_accounts sa USING unnest($1::uuid[], $2::text[]) AS k(source_id, source_user_id)
      WHERE sa.user_source_id = k.source_id AND sa.source_user_id = k.source_user_id`,
    params,
  );
  return rows.map((r) => r.title);
}

/**
 * Removes orphan accounts picked on the report. Application accounts of disabled users leave their
 * application as `/application/user/remove` does (protected accounts refused, provisioning told).
 * Decision (the spec is silent): a source account no directory user matches leaves the source's account
 * list (what Add user from source offers); the source itself is not written to, so its next sync lists
 * the account again while the source still has it — the report says so in its confirmation.
 */
export async function removeOrphanAccounts(ctx: Ctx, rowIds: readonly string[]): Promise<string[]> {
  const rows = [...new Set(rowIds)].map(parseRow);
  const appIds = [...new Set(rows.flatMap((r) => (r.kind === 'app' ? [r.id] : [])))];
  const sourceKeys = [
    ...new Map(
      rows.flatMap((r) => (r.kind === 'source' ? [[`${r.sourceId}:${r.sourceUserId}`, r] as const] : [])),
    ).values(),
  ];
  const removed = await removeApplicationAccounts(ctx, appIds);
  if (!appIds.length) await ctx.guard?.manageUsers([]);
  return [...removed, ...(await removeSourceAccounts(ctx.db, sourceKeys))];
}
