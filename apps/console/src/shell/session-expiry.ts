/** The console's access screens (route table: /_access/…, /account/result). */
export const ACCESS_EXPIRED_PATH = '/_access/boarding';
export const ACCESS_FORBIDDEN_PATH = '/_access/forbidden';
export const ACCOUNT_RESULT_PATH = '/account/result';

/**
 * Where a 401 sends the user (spec §8, §4 Session expiry): the access-expired screen with the current
 * path as `goback` and `redirect=true`; at the root path with an `auth_token` query, `/account/result`
 * with that token instead. The api-client calls it through its `unauthorizedRedirect` option.
 */
export function unauthorizedTarget({ pathname, search }: { pathname: string; search: string }): string {
  const authToken = new URLSearchParams(search).get('auth_token');
  if (pathname === '/' && authToken) return `${ACCOUNT_RESULT_PATH}?auth_token=${encodeURIComponent(authToken)}`;
  return `${ACCESS_EXPIRED_PATH}?goback=${encodeURIComponent(pathname + search)}&redirect=true`;
}
