/**
 * Paging values and types of spec §3 without their zod schemas, so a client, a table or another
 * product can use them without loading zod. The schemas in paging.ts are checked against these types.
 */

/** Spec §9: table pages clamp the page size to 5..100. The server accepts 1..1000 for pickers/exports. */
export const MAX_ITEMS_PER_PAGE = 1000;
/** Deepest page index the server accepts; beyond this a request is refused rather than scanned. */
export const MAX_PAGE = 1_000_000;
/** Spec §9: the empty id is all zeros. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** Text filter operators (spec §5): values of `Operator`. 4 = contains (search), otherwise prefix. */
export const FilterOperator = {
  Equals: 0,
  NotEquals: 1,
  BeginsWith: 2,
  EndsWith: 3,
  Contains: 4,
  LowerThan: 5,
  LowerThanEqual: 6,
  GreaterThan: 7,
  GreaterThanEqual: 8,
  In: 9,
  Between: 10,
} as const;
export type FilterOperator = (typeof FilterOperator)[keyof typeof FilterOperator];

/** One sort of a paged request. */
export interface Sort {
  Column: string;
  Asc: boolean;
}

/** One filter of a paged request; `Columns` searches several columns with the same value (global search). */
export interface Filter {
  Column: string;
  Value: string | number | boolean | null | Array<string | number>;
  Operator?: number | undefined;
  Columns?: string[] | undefined;
}

/** Paged list request (spec §3). `CurrentPage` starts at 1. */
export interface PagedRequest {
  CurrentPage: number;
  ItemPerPage: number;
  Sorts?: Sort[] | undefined;
  Filters?: Filter[] | undefined;
}

/** Paged list request plus Scope (group-definition, resource-type and rule lists; spec §3). */
export interface ScopedPagedRequest extends PagedRequest {
  Scope?: number | string | null | undefined;
}
