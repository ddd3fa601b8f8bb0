import type { AnyResource, PagedRequest } from '@portcullis/api-client';

/**
 * A list scoped by a field (§3 "paging plus Scope") sends that field's URL filter as the request's
 * Scope instead of a filter, so `?f-SourceId=…` narrows resource types the way the spec's Scope does.
 * Other lists pass through unchanged.
 */
export function withScope(def: AnyResource, request: PagedRequest): PagedRequest & { Scope?: string } {
  const field = def.list.scope?.field;
  const scoped = field ? request.Filters?.find((f) => f.Column === field) : undefined;
  if (!scoped) return request;
  return { ...request, Filters: request.Filters!.filter((f) => f !== scoped), Scope: String(scoped.Value) };
}
