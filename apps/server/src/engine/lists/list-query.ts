import type { PagedData, PagedRequest } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import { compilePaging, reverseOrderBy, type ListSpec } from './paging';
import type { ReadCache } from '../cache/static-cache';

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
  const countFrom = options.countFrom && !paging.usesJoined ? options.countFrom : keysFrom;
  const total =
    options.unfilteredTotal && paging.where === 'TRUE'
      ? await unfilteredTotal(db, options.unfilteredTotal, options.countCache)
      : await countRows(db, countFrom, paging.where, paging.params, options.countCache);
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
  const page = `LIMIT $${limitIndex} OFFSET $${limitIndex + 1}`;
  const matchesFirst = await isMatchesFirst(db, { keysFrom, paging, total, offset, limit, baseParams, options });
  const sql = matchesFirst
    ? `SELECT ${select} FROM ${from} AND ${key} IN (SELECT ${key} FROM (SELECT ${matchesFirst}.* FROM ${keysFrom} AND (${paging.where}) OFFSET 0) ${matchesFirst} ORDER BY ${orderBy} ${page})
        ORDER BY ${orderBy}`
    : offset >= listTuning.deferredJoinOffset
      ? `SELECT ${select} FROM ${from} AND ${key} IN (SELECT ${key} FROM ${keysFrom} AND (${paging.where}) ORDER BY ${orderBy} ${page})
        ORDER BY ${orderBy}`
      : `SELECT ${select} FROM ${from} AND (${paging.where}) ORDER BY ${orderBy} ${page}`;
  const rows = await db.query<Row>(sql, [...paging.params, limit, offset]);
  if (fromEnd) rows.reverse();
  return { Data: rows.map(map), TotalItemCount: total };
}

/** Counts the rows of `keysFrom` matching `where`, from the cache where one is given and may be used. */
async function countRows(
  db: Queryable,
  keysFrom: string,
  where: string,
  params: unknown[],
  cache: ReadCache | undefined,
): Promise<number> {
  const sql = `SELECT count(*)::int AS n FROM ${keysFrom} AND (${where})`;
  const count = async () => (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
  return cache && !READS_THE_CLOCK.test(sql) ? cache.get(`${sql}\u0000${JSON.stringify(params)}`, count) : count();
}

/** The total of a list no filter narrows, from the caller's SQL (`n`), through the cache where one is given. */
async function unfilteredTotal(db: Queryable, sql: string, cache: ReadCache | undefined): Promise<number> {
  const count = async () => Number((await db.query<{ n: number | string }>(sql))[0]?.n ?? 0);
  return cache && !READS_THE_CLOCK.test(sql) ? cache.get(sql, count) : count();
}

/**
 * Whether a filtered page is cheaper found by collecting the matching rows first (the filter's own
 * indexes, e.g. trigram searches) and sorting those, than by walking the sort index and testing every row
 * on the way: the walk reads about (offset + limit) × all / matching rows, the collection about the
 * matching rows. The planner cannot know the offset's cost; the totals (both cached) tell. Resolves to
 * the base table's alias when the page is to be read matches first, else null. Only for a single-table
 * `keysFrom` ('table alias WHERE …') and lists with a count cache.
 */
async function isMatchesFirst(
  db: Queryable,
  q: {
    keysFrom: string;
    paging: { where: string; usesJoined: boolean };
    total: number;
    offset: number;
    limit: number;
    baseParams: unknown[];
    options: PagedQueryOptions;
  },
): Promise<string | null> {
  const alias = SINGLE_TABLE.exec(q.keysFrom)?.[1];
  if (!alias || !q.options.countCache || q.paging.where === 'TRUE' || q.keysFrom !== q.options.keysFrom) return null;
  const all = await countRows(db, q.keysFrom, 'TRUE', q.baseParams, q.options.countCache);
  return (q.offset + q.limit) * all > listTuning.matchesFirstRatio * q.total * q.total ? alias : null;
}

const SINGLE_TABLE = /^\s*\w+\s+(\w+)\s+WHERE\b/;

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
  /**
   * Fewer tables still answering the count whenever no filter or sort names a joined column: `keysFrom`
   * without the joins that cannot change how many rows match (inner joins along a NOT NULL foreign key,
   * left joins to unique keys), where `keysFrom` must keep a table for the page's order (the identity
   * matrix's pairs ordered by user name).
   */
  countFrom?: string;
  /**
   * SQL answering the total (as `n`) while no filter applies, from counts kept by triggers (the Identity
   * Matrix's members per group, migration 131), instead of counting the rows.
   */
  unfilteredTotal?: string;
}

/**
 * From `deferredJoinOffset` skipped rows on, a page is read through its keys (see pagedQuery). A filtered
 * page is read matches first once walking the sort index would read more than `matchesFirstRatio` times
 * the matching rows (0.7: measured on 100 000 users, where both cost the same at page 7 of a 1-in-20
 * search). Tests lower them.
 */
export const listTuning = { deferredJoinOffset: 1000, matchesFirstRatio: 0.7 };

export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
