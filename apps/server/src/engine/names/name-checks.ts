import type { Queryable } from '../../db/types';
import { badRequest, conflict } from '../calls/errors';
import { lookAlikeOf, nameKey, reservedNameProblem } from './name-rules';

export { nameKey };

/** 400 beside `field` when `name` is reserved (name-rules.ts says which). */
export function refuseReservedName(name: string, field: string): void {
  const problem = reservedNameProblem(name);
  if (problem) throw badRequest(problem, [{ Message: problem, Field: field }]);
}

/**
 * 409 when `name` looks like one of `taken` (the other names of its kind), in the words of the taken-name
 * refusal: 'A {noun} named "{taken}" already exists; "{name}" looks the same.'
 */
export function refuseLookAlike(noun: string, name: string, taken: Iterable<string>): void {
  const twin = lookAlikeOf(name, taken);
  if (twin !== null) throw conflict(`A ${noun} named "${twin}" already exists; "${name}" looks the same.`);
}

/**
 * Checks an object's new or changed name: reserved (400), then the look-alike of another record's name
 * (409). `othersSql` selects the other records' names (`AS name`), with `params` bound; it is written
 * in code and shares the taken-name statement's parameters (the name is $1, which it only tests for
 * NULL so that $1 keeps a type). Object kinds hold hundreds to a few thousand records, so their names are compared here
 * rather than through a stored key (users, a million of them, have one: checkUserName).
 */
export async function checkNewObjectName(
  db: Queryable,
  noun: string,
  field: string,
  name: string,
  othersSql: string,
  params: readonly unknown[],
): Promise<void> {
  refuseReservedName(name, field);
  const others = await db.query<{ name: string | null }>(othersSql, params);
  refuseLookAlike(
    noun,
    name,
    others.flatMap((o) => (o.name === null ? [] : [o.name])),
  );
}

/**
 * Refuses a user name another user has, regardless of case (409 'The user name "{name}" is already
 * taken.') or in a look-alike spelling ('… looks like "{taken}", which is already taken.'). One indexed
 * look-up on each of lower(user_name) and user_name_skeleton (migration 045), so it stays instant at a
 * million users. `isNewName`: the look-alike rule applies to names being created or changed, so a pair
 * that already existed can still be saved unchanged.
 */
export async function checkUserName(
  db: Queryable,
  userName: string,
  exceptId: string | null,
  isNewName: boolean,
): Promise<void> {
  const [taken] = await db.query<{ user_name: string; is_same: boolean }>(
    `SELECT user_name, lower(user_name) = lower($1) AS is_same FROM users
      WHERE (lower(user_name) = lower($1) OR user_name_skeleton = $3) AND user_id IS DISTINCT FROM $2
      ORDER BY is_same DESC LIMIT 1`,
    [userName, exceptId, isNewName ? nameKey(userName) : null],
  );
  if (!taken) return;
  if (taken.is_same) throw conflict(`The user name "${userName}" is already taken.`);
  throw conflict(`The user name "${userName}" looks like "${taken.user_name}", which is already taken.`);
}
