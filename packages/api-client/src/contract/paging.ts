import { z } from 'zod';
import {
  MAX_ITEMS_PER_PAGE,
  MAX_PAGE,
  type Filter,
  type PagedRequest,
  type ScopedPagedRequest,
  type Sort,
} from './paging-values';

export * from './paging-values';

export const SortSchema = z.strictObject({
  Column: z.string().min(1).max(100),
  Asc: z.boolean(),
});

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

const pagingShape = {
  CurrentPage: z.number().int().min(1).max(MAX_PAGE),
  ItemPerPage: z.number().int().min(1).max(MAX_ITEMS_PER_PAGE),
  Sorts: z.array(SortSchema).max(5).optional(),
  Filters: z.array(FilterSchema).max(50).optional(),
};

/** Paged list request (spec §3). */
export const PagedRequestSchema = z.strictObject(pagingShape);

/** Paged list request plus Scope (group-definition, resource-type and rule lists; spec §3). */
export const ScopedPagedRequestSchema = z.strictObject({
  ...pagingShape,
  Scope: z.union([z.number().int(), z.string().max(100), z.null()]).optional(),
});

/** A Guid as the spec's ids are: 36-char hyphenated hex. */
export const GuidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a GUID');

export const IdParamsSchema = z.strictObject({ id: GuidSchema });
export const NameParamsSchema = z.strictObject({ name: z.string().min(1).max(200) });

// The plain types of paging-values.ts are what clients see; a schema that drifts from them fails typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type PagingSchemasAgree = [
  Expect<Same<z.infer<typeof SortSchema>, Sort>>,
  Expect<Same<z.infer<typeof FilterSchema>, Filter>>,
  Expect<Same<z.infer<typeof PagedRequestSchema>, PagedRequest>>,
  Expect<Same<z.infer<typeof ScopedPagedRequestSchema>, ScopedPagedRequest>>,
];
