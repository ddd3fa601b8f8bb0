import { escapeLike } from '@portcullis/rule-builder/core';
import type { Queryable } from '../../db/types';
import { badRequest, conflict, notFound } from '../calls/errors';
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
 * Replaces the settings of record `id` in `table` (keyed by `keyColumn`; both written in code). A
 * setting stored as a secret stays one: sent empty, or sent as not secret, it keeps its stored value,
 * and only `Clear` removes it (issue 23: clearing a secret is an explicit action). Returns the secrets
 * cleared, for the audit entry.
 */
export async function replaceSettings(
  db: Queryable,
  table: string,
  keyColumn: string,
  id: string,
  settings: Array<SettingInput & { Clear?: boolean }>,
): Promise<{ cleared: string[] }> {
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
  const cleared: string[] = [];
  const rows: Array<{ name: string; value: string; isSecret: boolean }> = [];
  for (const s of settings) {
    const isSecret = s.IsSecret || kept.has(s.Name);
    if (s.Clear) {
      if (!isSecret)
        throw badRequest(`${s.Name} is not a secret; only a secret can be cleared.`, [
          { Message: 'Only a secret can be cleared.', Field: s.Name },
        ]);
      if (s.Value !== '')
        throw badRequest(`Either clear ${s.Name} or type a new one, not both.`, [
          { Message: 'Clear or type, not both.', Field: s.Name },
        ]);
      if (kept.has(s.Name)) cleared.push(s.Name);
      continue;
    }
    rows.push({ name: s.Name, value: isSecret && s.Value === '' ? (kept.get(s.Name) ?? '') : s.Value, isSecret });
  }
  await db.query(`DELETE FROM ${table} WHERE ${keyColumn} = $1`, [id]);
  for (const row of rows)
    await db.query(`INSERT INTO ${table} (${keyColumn}, name, value, is_secret) VALUES ($1, $2, $3, $4)`, [
      id,
      row.name,
      row.value,
      row.isSecret,
    ]);
  return { cleared };
}

/**
 * Refuses a name another record of `table` already has (names are unique, case-insensitive): 409
 * 'A {noun} named "{name}" already exists.' — the same sentence the generic resource save uses. A new
 * or changed name must also not be reserved (400) nor look like another's (409, engine/names/name-checks.ts).
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
