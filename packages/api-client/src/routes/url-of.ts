import { buildPath, type CallInput } from '../contract/define';
import type { Contract } from '../contract/index';
import type { RouteTable } from './derive';
import { queryString } from './query-string';
import { routes } from './route-table.generated';

type UrlInput<C> = Pick<CallInput<C>, Extract<keyof CallInput<C>, 'params' | 'query'>>;

/**
 * The address of a contract call, for the calls a browser opens itself rather than through the
 * client: file downloads (`<a href>`), sample files. `urlOf('export', 'download', { params: { id } })`
 * → `/Export/Download/…`. Relative to the API's origin; prefix your `baseUrl` when it is not ''.
 */
export function urlOf<D extends keyof Contract, K extends keyof Contract[D]>(
  domain: D,
  name: K,
  ...input: {} extends UrlInput<Contract[D][K]> ? [UrlInput<Contract[D][K]>?] : [UrlInput<Contract[D][K]>]
): string {
  const route = (routes as RouteTable)[domain as string]?.[name as string];
  if (!route) throw new Error(`No contract call ${String(domain)}.${String(name)}`);
  const { params, query } = (input[0] ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return buildPath(route.path, params) + queryString(query);
}
