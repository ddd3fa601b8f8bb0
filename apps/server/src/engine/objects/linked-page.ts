import type { PagedData, PagedRequest } from '@portcullis/api-client/contract';
import type { Queryable } from '../../db/types';
import type { ColumnSpec, ListSpec } from '../lists/paging';
import { pagedQuery, type PagedQueryOptions } from '../lists/list-query';

/**
 * One field of a linked list: how it reads (trusted SQL) and how it compares and formats. A row carries
 * it under its API name; the list may sort and filter on it unless told otherwise.
 */
export interface LinkedField extends Omit<ColumnSpec, 'type'> {
  /** `date` reads as ISO text (null stays null); `json` parses text a driver returned unparsed. */
  type: ColumnSpec['type'] | 'json';
  /** Rows do not carry it: it only sorts and filters (an alias of another field, e.g. `Title`). @default false */
  isHidden?: boolean;
  /** Rows carry it, but no request may sort or filter on it (ids, flags computed per row). @default false */
  isSelectOnly?: boolean;
}

/**
 * A page of objects linked to an owner (a user's sessions, an application's member groups, a
 * resource's holders …), written once as data: the tables, the owner column and the fields. The SQL
 * select, the allow-list and the row mapping are all derived from `fields`, so a list is never
 * written as a select, a spec and a mapper that must agree.
 */
export interface LinkedList {
  /** Tables and joins (trusted, written in code), without WHERE. */
  from: string;
  /** The column that names the owner, compared with the owner id. Omitted: the list has no owner. */
  owner?: string;
  /** A further condition (trusted), e.g. only recent sessions. */
  where?: string;
  /** The unique key that ends every order (`e.audit_id DESC` fixes its own direction). */
  key: string;
  /** ORDER BY of a request without sorts; ends in the key. */
  defaultOrder: string;
  fields: Readonly<Record<string, LinkedField>>;
}

/** The allow-list of a linked list (its queryable fields). */
export function linkedListSpec(list: LinkedList): ListSpec {
  const columns: Record<string, ColumnSpec> = {};
  for (const [name, f] of Object.entries(list.fields)) {
    if (f.isSelectOnly) continue;
    const { isHidden: _hidden, isSelectOnly: _only, type, ...column } = f;
    columns[name] = { ...column, type: type === 'json' ? 'text' : type };
  }
  return { columns, defaultOrder: list.defaultOrder, tieBreaker: list.key };
}

/** The select list: every carried field `AS "Name"`, so rows come back keyed by API names. */
const selectOf = (list: LinkedList): string =>
  Object.entries(list.fields)
    .filter(([, f]) => !f.isHidden)
    .map(([name, f]) => `${f.sql} AS "${name}"`)
    .join(', ');

function readRow(list: LinkedList, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(list.fields)) {
    if (f.isHidden) continue;
    const value = row[name];
    if (value === null || value === undefined) out[name] = null;
    else if (f.type === 'date') out[name] = new Date(value as string | Date).toISOString();
    else if (f.type === 'json') out[name] = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    else if (f.type === 'number' && typeof value === 'string') out[name] = Number(value);
    else out[name] = value;
  }
  return out;
}

/**
 * Reads one page of a linked list: the objects whose owner column holds `ownerId` (when the list has an
 * owner), paged, sorted and filtered by the request within the list's allow-list. The owner id is bound
 * as `$1`; everything else comes from code.
 */
export function linkedPage<Out>(
  db: Queryable,
  list: LinkedList,
  ownerId: string | null,
  request: PagedRequest,
  options: PagedQueryOptions = {},
): Promise<PagedData<Out>> {
  if ((list.owner === undefined) !== (ownerId === null))
    throw new Error('A linked list with an owner needs its id, and one without an owner takes none.');
  const conditions = [list.owner ? `${list.owner} = $1` : null, list.where ? `(${list.where})` : null].filter(Boolean);
  return pagedQuery<Record<string, unknown>, Out>(
    db,
    request,
    linkedListSpec(list),
    selectOf(list),
    `${list.from} WHERE ${conditions.join(' AND ') || 'TRUE'}`,
    (row) => readRow(list, row) as Out,
    ownerId === null ? [] : [ownerId],
    options,
  );
}
