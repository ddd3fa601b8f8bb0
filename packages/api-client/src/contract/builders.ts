import { z } from 'zod';
import { call, responds, type Access } from './define';
import { PagedRequestSchema, ScopedPagedRequestSchema, IdParamsSchema } from './paging';
import type { PagedData } from './envelope';

/** Shorthands for the many calls that share a shape. Each still yields a full contract entry. */

/** POST {path} with a paging envelope → a page of rows. */
export const pagedList = <Row>(path: string, access: Access, summary: string) =>
  call({
    method: 'POST',
    path,
    access,
    isWrite: false,
    body: PagedRequestSchema,
    data: responds<PagedData<Row>>(),
    summary,
  });

/** POST {path} with a paging envelope plus Scope → a page of rows. */
export const scopedList = <Row>(path: string, access: Access, summary: string) =>
  call({
    method: 'POST',
    path,
    access,
    isWrite: false,
    body: ScopedPagedRequestSchema,
    data: responds<PagedData<Row>>(),
    summary,
  });

/** GET {path}/:id → one record. */
export const getById = <T>(path: string, access: Access, summary: string) =>
  call({ method: 'GET', path, access, isWrite: false, params: IdParamsSchema, data: responds<T>(), summary });

/** GET {path} with no input. */
export const getAll = <T>(path: string, access: Access, summary: string) =>
  call({ method: 'GET', path, access, isWrite: false, data: responds<T>(), summary });

/** A write on one record by id (remove, sync …), method as the spec fixes it. */
export const writeById = <T>(method: 'POST' | 'DELETE' | 'GET', path: string, access: Access, summary: string) =>
  call({ method, path, access, isWrite: true, params: IdParamsSchema, data: responds<T>(), summary });

/** `?search=` query used by pickers. */
export const SearchQuerySchema = z.strictObject({ search: z.string().max(200).optional() });

/** Bounded text fields. */
export const name = () => z.string().trim().min(1).max(200);
export const text = (max = 2000) => z.string().max(max);
