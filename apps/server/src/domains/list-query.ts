import type { PagedData, PagedRequest } from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';
import { compilePaging, reverseOrderBy, type ListSpec } from '../http/paging';
import type { ReadCache } from '../http/static-cache';

/**
 * Runs a paged list: `from` is a trusted FROM/JOIN/WHERE fragment written in code (it may use $1…
 * bound from `baseParams`); paging, sorting and filtering come from the allow-listed `spec`.
 * The count and the page are two indexed queries; the count comes first, as it decides from which
 * end the page is read.
 */
export async function pagedQuery<Row, Out>(
  db: Queryable,
  request: PagedRequest,
  spec: ListSpec,
  select: string,
  from: string,
  map: (row: Row) => Out,
  baseParams: unknown[] = [],
  options: PagedQueryOptions = {},
): Promise<PagedData<Out>> {
  const paging = compilePaging(request, spec, baseParams);
  const keysFrom = options.keysFrom && !paging.usesJoined ? options.keysFrom : from;
  const countSql = `SELECT count(*)::int AS n FROM ${keysFrom} AND (${paging.where})`;
  const count = async () => (await db.query<{ n: number }>(countSql, paging.params))[0]?.n ?? 0;
  const total =
    options.countCache && !READS_THE_CLOCK.test(countSql)
      ? await options.countCache.get(`${countSql}\u0000${JSON.stringify(paging.params)}`, count)
      : await count();
  if (paging.offset >= total) return { Data: [], TotalItemCount: total };
  // Pages past the middle are read from the other end (reversed order, then the rows reversed back),
  // so no page skips more than half the rows: the last page costs what the first does.
  const fromEnd = total - paging.offset - paging.limit < paging.offset;
  const orderBy = fromEnd ? reverseOrderBy(paging.orderBy) : paging.orderBy;
  const limit = fromEnd ? Math.min(paging.limit, total - paging.offset) : paging.limit;
  const offset = fromEnd ? Math.max(0, total - paging.offset - paging.limit) : paging.offset;
  const limitIndex = paging.params.length + 1;
  // Deep pages: find the page's keys first (the planner walks the sort index only, dropping joins it
  // does not need), then read just those rows — instead of building every skipped row in full.
  const key = spec.tieBreaker.replace(/\s+(ASC|DESC)$/i, '');
  const sql =
    offset >= listTuning.deferredJoinOffset
      ? `SELECT ${select} FROM ${from} AND ${key} IN (SELECT ${key} FROM ${keysFrom} AND (${paging.where}) ORDER BY ${orderBy} LIMIT $${limitIndex} OFFSET $${limitIndex + 1})
        ORDER BY ${orderBy}`
      : `SELECT ${select} FROM ${from} AND (${paging.where}) ORDER BY ${orderBy} LIMIT $${limitIndex} OFFSET $${limitIndex + 1}`;
  const rows = await db.query<Row>(sql, [...paging.params, limit, offset]);
  if (fromEnd) rows.reverse();
  return { Data: rows.map(map), TotalItemCount: total };
}

/** SQL whose answer changes with time alone, which no notification would ever clear. */
const READS_THE_CLOCK = /\b(now\s*\(|current_(date|time|timestamp)\b|localtime|clock_timestamp|statement_timestamp)/i;

export interface PagedQueryOptions {
  /**
   * Keeps the list's totals per compiled filter (ServerContext.listCounts): for lists whose tables notify
   * LISTS_CHANNEL (migration 042) on every change, so a cached total is never stale. Filters that read
   * the clock are always counted.
   */
  countCache?: ReadCache;
  /**
   * The base table alone (`from` without its LEFT JOINs to unique keys, so the same rows), used for
   * the count and the page's keys whenever no filter or sort names a joined column: PostgreSQL then
   * answers both from an index alone (a LEFT JOIN, even one it removes, rules out index-only scans).
   */
  keysFrom?: string;
}

/** From this many skipped rows on, a page is read through its keys (see pagedQuery); tests lower it. */
export const listTuning = { deferredJoinOffset: 1000 };

export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
