import {
  DefinedBy,
  DefinitionState,
  permissionDefResource,
  roleDefResource,
  type RecordOf,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { holderOf } from '../../engine/access/effective';
import { AccessRefused } from '../../engine/access/guard';
import { SUPER_ADMIN_GRANT } from '../../engine/auth/session-user';
import { badRequest, conflict } from '../../engine/calls/errors';
import { hooksFor } from '../../engine/resources/hooks-for';
import type { HookContext } from '../../engine/resources/crud';

type RoleRecord = RecordOf<typeof roleDefResource>;
type PermissionRecord = RecordOf<typeof permissionDefResource>;

/** What the definition confers while enabled that the caller does not hold ('*' first), or null. */
async function firstWithheld(
  db: Queryable,
  names: ReadonlySet<string>,
  kind: 'role' | 'permission',
  id: string,
): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    kind === 'role'
      ? `SELECT name FROM role_grants WHERE role_def_id = $1 AND NOT (name = ANY ($2::text[]))
          ORDER BY (name = '${SUPER_ADMIN_GRANT}') DESC, name LIMIT 1`
      : 'SELECT name FROM permission_defs WHERE permission_def_id = $1 AND state = 1 AND NOT (name = ANY ($2::text[]))',
    [id, [...names]],
  );
  return row?.name ?? null;
}

/**
 * Decision (issue 11 carried to definitions): a role or permission definition — its fields, its state,
 * its removal and its links — is changed only by someone who could grant it, i.e. who holds everything
 * it confers. Granting more is refused by the guard anyway; this also keeps a lesser administrator from
 * taking away what stronger ones hold (disabling, emptying or removing their role). Only super admins
 * change the super-admin role. Refused like an escalation: 403, audited as AccessRefused.
 */
async function requireChangeable(ctx: HookContext, kind: 'role' | 'permission', id: string, label: string) {
  const holder = await holderOf(ctx.db, ctx.user!.userId);
  if (holder.isSuperAdmin) return;
  const missing = await firstWithheld(ctx.db, holder.names, kind, id);
  if (!missing) return;
  if (missing === SUPER_ADMIN_GRANT)
    throw new AccessRefused(
      `Only a super admin can change the ${label} role: it confers super-admin rights.`,
      'RoleDef',
      id,
      [missing],
    );
  throw new AccessRefused(
    kind === 'role'
      ? `You cannot change the ${label} role: it confers ${missing}, and you do not hold it.`
      : `You cannot change the permission ${missing}: you do not hold it.`,
    kind === 'role' ? 'RoleDef' : 'PermissionDef',
    id,
    [missing],
  );
}

const isSystem = (record: { DefinedBy: number }) => record.DefinedBy === DefinedBy.System;

/** Roles: who may change one (above); the super-admin role stays enabled and cannot be removed. */
export const roleDefHooks = hooksFor(roleDefResource, {
  beforeSave: async (ctx, input, existing: RoleRecord | null) => {
    if (!existing) return;
    await requireChangeable(ctx, 'role', existing.RoleDefId, existing.Title);
    if (existing.IsSuperAdmin && input.State !== DefinitionState.Enabled) {
      const message = `The ${existing.Title} role is defined by the system: it cannot be disabled.`;
      throw badRequest(message, [{ Field: 'State', Message: message }]);
    }
  },
  beforeRemove: async (ctx, record) => {
    await requireChangeable(ctx, 'role', record.RoleDefId, record.Title);
    if (isSystem(record))
      throw conflict(`The ${record.Title} role is defined by the system: it can be changed but not removed.`);
  },
  beforeRelationChange: (ctx, record) => requireChangeable(ctx, 'role', record.RoleDefId, record.Title),
});

/**
 * Permission definitions: who may change one (above); the product's cannot be removed. Their names
 * ("System." and "*") are reserved by the resource save (engine/names/name-rules.ts).
 */
export const permissionDefHooks = hooksFor(permissionDefResource, {
  beforeSave: async (ctx, _input, existing: PermissionRecord | null) => {
    if (existing) await requireChangeable(ctx, 'permission', existing.PermissionDefId, existing.Name);
  },
  beforeRemove: async (ctx, record) => {
    await requireChangeable(ctx, 'permission', record.PermissionDefId, record.Name);
    if (isSystem(record))
      throw conflict(`${record.Name} is a permission of the product: it cannot be removed, but it can be disabled.`);
  },
  beforeRelationChange: (ctx, record) => requireChangeable(ctx, 'permission', record.PermissionDefId, record.Name),
});
