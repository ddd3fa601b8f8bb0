import { z } from 'zod';

/** Spec §9: table pages clamp the page size to 5..100. The server accepts 1..1000 for pickers/exports. */
export const MAX_ITEMS_PER_PAGE = 1000;
/** Deepest page index the server accepts; beyond this a request is refused rather than scanned. */
export const MAX_PAGE = 1_000_000;

export const SortSchema = z.strictObject({
  Column: z.string().min(1).max(100),
  Asc: z.boolean(),
});
export type Sort = z.infer<typeof SortSchema>;

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

export const FilterSchema = z.strictObject({
  Column: z.string().min(1).max(100),
  Value: z.union([
    z.string().max(1000),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.union([z.string().max(1000), z.number()])).max(1000),
  ]),
  Operator: z.number().int().min(0).max(10).optional(),
  /** Several columns searched with the same value (global search). */
  Columns: z.array(z.string().min(1).max(100)).max(20).optional(),
});
export type Filter = z.infer<typeof FilterSchema>;

const pagingShape = {
  CurrentPage: z.number().int().min(1).max(MAX_PAGE),
  ItemPerPage: z.number().int().min(1).max(MAX_ITEMS_PER_PAGE),
  Sorts: z.array(SortSchema).max(5).optional(),
  Filters: z.array(FilterSchema).max(50).optional(),
};

/** Paged list request (spec §3). */
export const PagedRequestSchema = z.strictObject(pagingShape);
export type PagedRequest = z.infer<typeof PagedRequestSchema>;

/** Paged list request plus Scope (group-definition, resource-type and rule lists; spec §3). */
export const ScopedPagedRequestSchema = z.strictObject({
  ...pagingShape,
  Scope: z.union([z.number().int(), z.string().max(100), z.null()]).optional(),
});
export type ScopedPagedRequest = z.infer<typeof ScopedPagedRequestSchema>;

/** A Guid as the spec's ids are: 36-char hyphenated hex. */
export const GuidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a GUID');
/** Spec §9: the empty id is all zeros. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

export const IdParamsSchema = z.strictObject({ id: GuidSchema });
export const NameParamsSchema = z.strictObject({ name: z.string().min(1).max(200) });
