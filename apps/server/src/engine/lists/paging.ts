import { FilterOperator, type Filter, type PagedRequest } from '@portcullis/api-client/contract';
import { escapeLike } from '@portcullis/rule-builder/core';
import { badRequest } from '../calls/errors';

/** How one API column maps to SQL. Only columns listed here ever reach a query. */
export interface ColumnSpec {
  /** SQL expression (trusted, written in code). */
  sql: string;
  type: 'text' | 'number' | 'date' | 'boolean';
  sortable?: boolean;
  filterable?: boolean;
  /** A column that is never NULL sorts without NULLS LAST, so a plain index on it can serve the order. */
  isNotNull?: boolean;
  /** The column comes from a joined table (pagedQuery's `keysFrom` cannot answer for it). */
  isJoined?: boolean;
  /** A filter value that means "any" (spec §9: user type -1): such a filter is dropped like an empty one. */
  anyValue?: string | number;
}

export interface ListSpec {
  columns: Record<string, ColumnSpec>;
  /** ORDER BY used when the request has no sort; must end in a unique column for stable pages. */
  defaultOrder: string;
  /** Unique tie-breaker appended to every ORDER BY. */
  tieBreaker: string;
}

export interface CompiledPaging {
  where: string;
  orderBy: string;
  limit: number;
  offset: number;
  params: unknown[];
  /** Whether a filter or a sort names a joined column. */
  usesJoined: boolean;
}

/**
 * Turns a paged request into SQL fragments using only the allow-listed columns; every value is bound.
 * `params` continues after `startParams` already used by the caller.
 */
export function compilePaging(request: PagedRequest, spec: ListSpec, startParams: unknown[] = []): CompiledPaging {
  const params = [...startParams];
  let usesJoined = false;
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const column = (name: string, purpose: 'sort' | 'filter'): ColumnSpec => {
    const col = Object.prototype.hasOwnProperty.call(spec.columns, name) ? spec.columns[name] : undefined;
    if (!col || (purpose === 'sort' && col.sortable === false) || (purpose === 'filter' && col.filterable === false)) {
      throw badRequest(`Unknown column "${name}".`, [
        { Message: `Unknown column "${name}".`, Field: purpose === 'sort' ? 'Sorts' : 'Filters' },
      ]);
    }
    if (col.isJoined) usesJoined = true;
    return col;
  };

  const conditions: string[] = [];
  for (const filter of request.Filters ?? []) {
    if (filter.Value === null || filter.Value === '' || (Array.isArray(filter.Value) && filter.Value.length === 0))
      continue; // spec §5: empty filters dropped
    const names = filter.Columns && filter.Columns.length > 0 ? filter.Columns : [filter.Column];
    const single = names.length === 1 ? column(names[0]!, 'filter') : null;
    if (single?.anyValue !== undefined && String(filter.Value) === String(single.anyValue)) continue;
    const parts = names.map((name) => condition(column(name, 'filter'), filter, bind));
    conditions.push(parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`);
  }

  const sorts = request.Sorts ?? [];
  const order = sorts.map((s) => {
    const col = column(s.Column, 'sort');
    return `${col.sql} ${s.Asc ? 'ASC' : 'DESC'}${col.isNotNull ? '' : ' NULLS LAST'}`;
  });
  // The tie-breaker follows the first sort's direction (unless it fixes its own), so one index
  // (column, key) serves a sort both ways.
  const tie =
    /\s(ASC|DESC)$/i.test(spec.tieBreaker) || sorts.length === 0
      ? spec.tieBreaker
      : `${spec.tieBreaker} ${sorts[0]!.Asc ? 'ASC' : 'DESC'}`;
  const orderBy = order.length ? `${order.join(', ')}, ${tie}` : spec.defaultOrder;
  return {
    where: conditions.length ? conditions.join(' AND ') : 'TRUE',
    orderBy,
    limit: request.ItemPerPage,
    offset: (request.CurrentPage - 1) * request.ItemPerPage,
    params,
    usesJoined,
  };
}

function condition(col: ColumnSpec, filter: Filter, bind: (v: unknown) => string): string {
  const op = filter.Operator ?? (col.type === 'text' ? FilterOperator.BeginsWith : FilterOperator.Equals);
  const value = filter.Value;
  if (Array.isArray(value)) {
    if (op !== FilterOperator.In && op !== FilterOperator.Between)
      throw badRequest('A list value needs the In or Between operator.');
    if (op === FilterOperator.Between) {
      if (value.length !== 2) throw badRequest('Between needs exactly two values.');
      return `${col.sql} BETWEEN ${bind(typed(col, value[0]))} AND ${bind(typed(col, value[1]))}`;
    }
    return `${col.sql} = ANY(${bind(value.map((v) => typed(col, v)))})`;
  }
  if (col.type === 'text') {
    const text = String(value);
    switch (op) {
      case FilterOperator.Equals:
        return `lower(${col.sql}) = lower(${bind(text)})`;
      case FilterOperator.NotEquals:
        return `(${col.sql} IS NULL OR lower(${col.sql}) <> lower(${bind(text)}))`;
      case FilterOperator.BeginsWith:
        return `lower(${col.sql}) LIKE lower(${bind(escapeLike(text) + '%')})`;
      case FilterOperator.EndsWith:
        return `lower(${col.sql}) LIKE lower(${bind('%' + escapeLike(text))})`;
      case FilterOperator.Contains:
        return `lower(${col.sql}) LIKE lower(${bind('%' + escapeLike(text) + '%')})`;
      default:
        throw badRequest(`Operator ${op} does not apply to text columns.`);
    }
  }
  const v = bind(typed(col, value));
  switch (op) {
    case FilterOperator.Equals:
      return `${col.sql} = ${v}`;
    case FilterOperator.NotEquals:
      return `${col.sql} IS DISTINCT FROM ${v}`;
    case FilterOperator.LowerThan:
      return `${col.sql} < ${v}`;
    case FilterOperator.LowerThanEqual:
      return `${col.sql} <= ${v}`;
    case FilterOperator.GreaterThan:
      return `${col.sql} > ${v}`;
    case FilterOperator.GreaterThanEqual:
      return `${col.sql} >= ${v}`;
    default:
      throw badRequest(`Operator ${op} does not apply to ${col.type} columns.`);
  }
}

function typed(col: ColumnSpec, value: unknown): unknown {
  if (col.type === 'number') {
    // Number('') and Number(' ') are 0 and Number(true) is 1: only a number or non-blank text may be read.
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isFinite(n)) throw badRequest(`"${String(value)}" is not a number.`);
    return n;
  }
  if (col.type === 'boolean') {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw badRequest(`"${String(value)}" is not true or false.`);
  }
  if (col.type === 'date') {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw badRequest(`"${String(value)}" is not a date.`);
    return d.toISOString();
  }
  return String(value);
}

/**
 * The exact opposite of an ORDER BY list: each term's direction and NULLS placement flipped, with
 * PostgreSQL's defaults (ASC puts NULLs last, DESC first) spelled out. Reading `LIMIT n OFFSET k` in
 * this order and reversing the rows gives the page that ends k rows before the end.
 */
export function reverseOrderBy(orderBy: string): string {
  return splitTopLevel(orderBy)
    .map((term) => {
      const m = /^(.*?)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?$/is.exec(term.trim())!;
      const isDesc = m[2]?.toUpperCase() === 'DESC';
      const isNullsFirst = m[3] ? m[3].toUpperCase() === 'FIRST' : isDesc;
      return `${m[1]} ${isDesc ? 'ASC' : 'DESC'} NULLS ${isNullsFirst ? 'LAST' : 'FIRST'}`;
    })
    .join(', ');
}

/** Splits on commas outside parentheses and quotes. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}
