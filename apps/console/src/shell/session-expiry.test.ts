import { describe, expect, it } from 'vitest';
import { unauthorizedTarget } from './session-expiry';

describe('session expiry target', () => {
  it('goes to the access-expired screen keeping the path as goback', () => {
    const target = new URL(unauthorizedTarget({ pathname: '/directory/users/list', search: '?page=2' }), 'http://x');
    expect(target.pathname).toBe('/_access/boarding');
    expect(target.searchParams.get('goback')).toBe('/directory/users/list?page=2');
    expect(target.searchParams.get('redirect')).toBe('true');
  });

  it('hands an auth_token at the root path to the account result screen', () => {
    expect(unauthorizedTarget({ pathname: '/', search: '?auth_token=abc%2B1' })).toBe(
      '/account/result?auth_token=abc%2B1',
    );
    expect(unauthorizedTarget({ pathname: '/x', search: '?auth_token=abc' })).toMatch(/^\/_access\/boarding\?/);
  });
});
