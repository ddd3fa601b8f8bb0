import {
  stateNameOf,
  transition,
  type AnyResource,
  type Fields,
  type LifecycleState,
} from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { ApiError, badRequest, conflict } from '../calls/errors';
import type { SessionUser } from '../auth/session-user';
import { columnOf, expressionOf } from './store-sql';

/**
 * The server side of lifecycles and caller scopes: moving a record's state (checked with the
 * definition's pure transition function, written only if nobody moved it meanwhile) and narrowing
 * records that belong to a person to that person.
 */

/** The stored column of the lifecycle's state field. */
export function stateColumnOf(def: AnyResource): string {
  const lifecycle = def.lifecycle;
  if (!lifecycle) throw new Error(`Resource ${def.name} has no lifecycle.`);
  return columnOf(lifecycle.field, (def.fields as Fields)[lifecycle.field]!);
}

/** The stored value of state `name`. */
export function stateValue(def: AnyResource, name: string): LifecycleState['value'] {
  const state = (def.lifecycle?.states as Record<string, LifecycleState> | undefined)?.[name];
  if (!state) throw new Error(`Resource ${def.name} has no state ${name}.`);
  return state.value;
}

/**
 * Moves record `id` from its current state to `to`. An illegal move is refused with a 400 naming the
 * current state and the allowed ones; a record another request moved first is a 409. `extraSets`
 * adds trusted `column = $n` assignments (numbered from $4) with their values.
 */
export async function moveState(
  db: Queryable,
  def: AnyResource,
  id: string,
  to: string,
  extra: { sets?: string[]; values?: unknown[] } = {},
): Promise<{ from: string; to: string }> {
  const lifecycle = def.lifecycle!;
  const column = stateColumnOf(def);
  const [row] = await db.query<{ state: unknown }>(
    `SELECT ${column} AS state FROM ${def.store.table} WHERE ${def.store.idColumn} = $1`,
    [id],
  );
  if (!row) throw new ApiError(404, `The ${def.noun} was not found.`, 'Not Found');
  const from = stateNameOf(lifecycle, row.state);
  if (from === undefined) throw badRequest(`The ${def.noun} is in an unknown state (${String(row.state)}).`);
  const moved = transition(lifecycle, from, to, def.noun);
  if (!moved.ok) throw badRequest(moved.message, [{ Message: moved.message, Field: lifecycle.field }]);
  const sets = [`${column} = $2`, ...(extra.sets ?? [])];
  const updated = await db.query(
    `UPDATE ${def.store.table} SET ${sets.join(', ')} WHERE ${def.store.idColumn} = $1 AND ${column} = $3 RETURNING 1`,
    [id, stateValue(def, to), row.state, ...(extra.values ?? [])],
  );
  if (updated.length === 0) throw conflict(`The ${def.noun} changed meanwhile; reload it and try again.`);
  return { from, to };
}

/** Whether `user` reaches only their own records of `def` (it has a caller rule and they lack its `unless`). */
export function isNarrowedToCaller(def: AnyResource, user: SessionUser | null): boolean {
  if (!def.caller || !user) return false;
  if (user.isSuperAdmin) return false;
  return !(def.caller.unless && user.permissions.has(def.caller.unless));
}

/** The condition (`expr = $n`) and value that narrow `def`'s rows to the caller, or null when they see all. */
export function callerCondition(
  def: AnyResource,
  user: SessionUser | null,
  index: number,
): { sql: string; value: string } | null {
  if (!isNarrowedToCaller(def, user)) return null;
  return { sql: `${expressionOf(def, def.caller!.field)} = $${index}`, value: user!.userId };
}

/** Refuses (403) a record of someone else to a caller narrowed to their own. */
export function checkCaller(def: AnyResource, user: SessionUser | null, record: Record<string, unknown>): void {
  if (!isNarrowedToCaller(def, user)) return;
  if (record[def.caller!.field] !== user!.userId)
    throw new ApiError(403, `This ${def.noun} is not yours.`, 'Forbidden', [], {
      MissingPermissions: def.caller!.unless ? [def.caller!.unless] : [],
      MissingPack: null,
    });
}
