import { escapeLike } from '@portcullis/rule-builder/core';
import type { Queryable } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { checkNewObjectName } from '../names/name-checks';

export { escapeLike };

/** A `?search=` value as a bound LIKE prefix, or null for "no search". */
export const prefixPattern = (search: string | undefined | null): string | null =>
  search && search.trim() ? `${escapeLike(search.trim().toLowerCase())}%` : null;

/** A `?search=` value as a bound LIKE contains pattern, or null for "no search". */
export const containsPattern = (search: string | undefined | null): string | null =>
  search && search.trim() ? `%${escapeLike(search.trim().toLowerCase())}%` : null;

/** The one row a statement returns, or a 404 naming `what`. */
export async function oneRow<T>(db: Queryable, sql: string, params: readonly unknown[], what: string): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw notFound(what);
  return row;
}

export const iso = (d: Date | string) => new Date(d).toISOString();

export interface SettingInput {
  Name: string;
  Value: string;
  IsSecret: boolean;
}

/** Connection settings as the console sees them: secret values are never returned (empty instead). */
export async function readSettings(db: Queryable, table: string, keyColumn: string, id: string) {
  const rows = await db.query<{ name: string; value: string; is_secret: boolean }>(
    `SELECT name, value, is_secret FROM ${table} WHERE ${keyColumn} = $1 ORDER BY name`,
    [id],
  );
  return rows.map((r) => ({ Name: r.name, Value: r.is_secret ? '' : r.value, IsSecret: r.is_secret }));
}

/**
 * Replaces the settings of a source (`table`/`keyColumn` are code-written). A secret sent empty keeps
 * its stored value, so the console can save without ever having seen it. Names must be unique.
 */
export async function replaceSettings(
  db: Queryable,
  table: string,
  keyColumn: string,
  id: string,
  settings: SettingInput[],
): Promise<void> {
  const names = settings.map((s) => s.Name.toLowerCase());
  if (new Set(names).size !== names.length)
    throw badRequest('Each setting name may appear once.', [
      { Message: 'Duplicate setting names.', Field: 'Settings' },
    ]);
  const kept = new Map(
    (
      await db.query<{ name: string; value: string }>(
        `SELECT name, value FROM ${table} WHERE ${keyColumn} = $1 AND is_secret`,
        [id],
      )
    ).map((k) => [k.name, k.value]),
  );
  await db.query(`DELETE FROM ${table} WHERE ${keyColumn} = $1`, [id]);
  for (const s of settings) {
    const value = s.IsSecret && s.Value === '' ? (kept.get(s.Name) ?? '') : s.Value;
    await db.query(`INSERT INTO ${table} (${keyColumn}, name, value, is_secret) VALUES ($1, $2, $3, $4)`, [
      id,
      s.Name,
      value,
      s.IsSecret,
    ]);
  }
}

/**
 * Refuses a name another record of `table` already has (names are unique, case-insensitive): 409
 * 'A {noun} named "{name}" already exists.' — the same sentence the generic resource save uses. A new
 * or changed name must also not be reserved (400) nor look like another's (409, names/name-checks.ts).
 * `table`, `idColumn` and `scope` (an extra trusted condition) are written in code.
 */
export async function assertNameFree(
  db: Queryable,
  target: { table: string; idColumn: string; noun: string; scope?: string },
  name: string,
  exceptId: string | null | undefined,
): Promise<void> {
  const others = `${target.idColumn} IS DISTINCT FROM $2 AND ${target.scope ?? 'TRUE'}`;
  const [taken] = await db.query(`SELECT 1 FROM ${target.table} WHERE lower(name) = lower($1) AND ${others}`, [
    name,
    exceptId ?? null,
  ]);
  if (taken) throw conflict(`A ${target.noun} named "${name}" already exists.`);
  const [current] = exceptId
    ? await db.query<{ name: string }>(`SELECT name FROM ${target.table} WHERE ${target.idColumn} = $1`, [exceptId])
    : [];
  if (current?.name === name) return;
  await checkNewObjectName(
    db,
    target.noun,
    'Name',
    name,
    `SELECT name FROM ${target.table} WHERE $1::text IS NOT NULL AND ${others}`,
    [name, exceptId ?? null],
  );
}
