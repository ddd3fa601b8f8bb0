import type { PagedData, PagedRequest } from '@portcullis/api-client/contract';
import type { Queryable } from '../db/types';
import { compilePaging, type ListSpec } from '../http/paging';

/**
 * Runs a paged list: `from` is a trusted FROM/JOIN/WHERE fragment written in code (it may use $1…
 * bound from `baseParams`); paging, sorting and filtering come from the allow-listed `spec`.
 * The count and the page are two indexed queries.
 */
export async function pagedQuery<Row, Out>(
  db: Queryable,
  request: PagedRequest,
  spec: ListSpec,
  select: string,
  from: string,
  map: (row: Row) => Out,
  baseParams: unknown[] = [],
): Promise<PagedData<Out>> {
  const paging = compilePaging(request, spec, baseParams);
  const countParams = paging.params;
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} AND (${paging.where})`,
    countParams,
  );
  const limitIndex = paging.params.length + 1;
  // Deep pages: find the page's keys first (the planner walks the sort index only, dropping joins it
  // does not need), then read just those rows — instead of building every skipped row in full.
  const key = spec.tieBreaker.replace(/\s+(ASC|DESC)$/i, '');
  const sql =
    paging.offset >= listTuning.deferredJoinOffset
      ? `SELECT ${select} FROM ${from} AND ${key} IN (SELECT ${key} FROM ${from} AND (${paging.where}) ORDER BY ${paging.orderBy} LIMIT $${limitIndex} OFFSET $${limitIndex + 1})
        ORDER BY ${paging.orderBy}`
      : `SELECT ${select} FROM ${from} AND (${paging.where}) ORDER BY ${paging.orderBy} LIMIT $${limitIndex} OFFSET $${limitIndex + 1}`;
  const rows = await db.query<Row>(sql, [...paging.params, paging.limit, paging.offset]);
  return { Data: rows.map(map), TotalItemCount: count?.n ?? 0 };
}

/** From this many skipped rows on, a page is read through its keys (see pagedQuery); tests lower it. */
export const listTuning = { deferredJoinOffset: 1000 };

export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
