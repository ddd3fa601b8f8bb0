import type { Queryable } from '../db/types';
import { notFound } from '../http/errors';

/** Escapes LIKE wildcards so user text matches literally (used with `LIKE … ESCAPE '\'`, the default). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => '\\' + c);

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
