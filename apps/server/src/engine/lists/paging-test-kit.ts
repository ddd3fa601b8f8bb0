import { compilePaging, type ListSpec } from './paging';
import type { Filter, PagedRequest } from '@portcullis/api-client/contract';
import { ApiError } from '../calls/errors';

/**
 * What the paging compiler's tests share (paging.test.ts, paging-lists.test.ts): a list spec covering
 * every column kind and allow-list flag, and helpers to compile one filter or catch a refusal.
 */
export const spec: ListSpec = {
  columns: {
    UserName: { sql: 'u.user_name', type: 'text', isNotNull: true },
    Email: { sql: 'u.email', type: 'text' },
    Age: { sql: 'u.age', type: 'number' },
    CreatedDate: { sql: 'u.created_at', type: 'date' },
    IsEnabled: { sql: 'u.is_enabled', type: 'boolean' },
    PasswordHash: { sql: 'u.password_hash', type: 'text', sortable: false, filterable: false },
    Notes: { sql: 'u.notes', type: 'text', sortable: false },
    Avatar: { sql: 'u.avatar', type: 'text', filterable: false },
  },
  defaultOrder: 'u.user_name ASC, u.id ASC',
  tieBreaker: 'u.id',
};

export const page = (over: Partial<PagedRequest> = {}): PagedRequest => ({ CurrentPage: 1, ItemPerPage: 25, ...over });
export const where = (filter: Filter, startParams: unknown[] = []) => {
  const compiled = compilePaging(page({ Filters: [filter] }), spec, startParams);
  return { where: compiled.where, params: compiled.params };
};
/** The ApiError a call throws, so its status, message and field errors can be asserted. */
export const refusal = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};
