import { links, type Href } from '../routes/index';

/**
 * Where a 401 sends the user (spec §8, §4 Session expiry): the access-expired screen with the current
 * path as `goback` and `redirect=true`; at the root path with an `auth_token` query, the account result
 * screen with that token instead. The api-client calls it through its `unauthorizedRedirect` option.
 */
export function unauthorizedTarget({ pathname, search }: { pathname: string; search: string }): Href {
  const authToken = new URLSearchParams(search).get('auth_token');
  if (pathname === '/' && authToken) return links.accountResult(undefined, { query: { auth_token: authToken } });
  return links.accessExpired(undefined, { query: { goback: pathname + search, redirect: 'true' } });
}
