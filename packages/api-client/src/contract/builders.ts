import { z } from 'zod';
import { call, responds, type Access, type CallRequest } from './define';
import type { Grants } from './access';
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

type ByIdRequest = CallRequest<typeof IdParamsSchema, z.ZodUndefined, z.ZodUndefined>;

/** A write on one record by id (remove, sync …), method as the spec fixes it; `grants` when it confers or manages access. */
export const writeById = <T>(
  method: 'POST' | 'DELETE' | 'GET',
  path: string,
  access: Access,
  summary: string,
  grants?: Grants<ByIdRequest>,
) =>
  call({
    method,
    path,
    access,
    isWrite: true,
    params: IdParamsSchema,
    data: responds<T>(),
    summary,
    ...(grants ? { grants } : {}),
  });

/** `?search=` query used by pickers. */
export const SearchQuerySchema = z.strictObject({ search: z.string().max(200).optional() });

/**
 * Characters refused in names and titles: C0/C1 controls, bidirectional embeddings, overrides and
 * isolates (U+202A–202E, U+2066–2069, marks U+200E/200F/061C), zero-width and invisible characters
 * (U+200B–200D, U+2060–2064, U+FEFF, soft hyphen, tags). They let one name pass for another
 * ("admin\u200B", a reversed extension) and are never needed in a name a person reads.
 */
export const UNSAFE_NAME_CHARACTERS =
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;
export const UNSAFE_NAME_MESSAGE = 'must not contain control, bidirectional or zero-width characters';

/** Single-line text a person reads (names, titles): trimmed, at most `max` characters, no unsafe characters. */
export const plainText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !UNSAFE_NAME_CHARACTERS.test(v), UNSAFE_NAME_MESSAGE);

/** Bounded text fields. */
export const name = () => plainText(200, 1);
export const text = (max = 2000) => z.string().max(max);
