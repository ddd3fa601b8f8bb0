import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/index';
import { ACCESS_EXPIRED_PATH, ACCESS_FORBIDDEN_PATH, ACCOUNT_RESULT_PATH, unauthorizedTarget } from './session-expiry';

describe('session expiry target', () => {
  it('goes to the access-expired screen keeping the path as goback', () => {
    expect(unauthorizedTarget({ pathname: '/directory/users/list', search: '?page=2' })).toBe(
      `/_access/boarding?goback=${encodeURIComponent('/directory/users/list?page=2')}&redirect=true`,
    );
  });

  it('hands an auth_token at the root path to /account/result', () => {
    expect(unauthorizedTarget({ pathname: '/', search: '?auth_token=abc%2B1' })).toBe(
      '/account/result?auth_token=abc%2B1',
    );
    expect(unauthorizedTarget({ pathname: '/x', search: '?auth_token=abc' })).toMatch(/^\/_access\/boarding\?/);
  });

  it('names routes that exist in the route table', () => {
    for (const path of [ACCESS_EXPIRED_PATH, ACCESS_FORBIDDEN_PATH, ACCOUNT_RESULT_PATH])
      expect(matchRoute(path), path).toBeTruthy();
  });
});
