import { describe, expect, it } from 'vitest';
import { createQueryInvalidation, hashQueryKey, matchesQueryKey } from './query-key';

describe('query keys', () => {
  it('hash plain objects the same whatever the order of their properties, and arrays by position', () => {
    expect(hashQueryKey(['role', { id: 'a', tab: 'members' }])).toBe(
      hashQueryKey(['role', { tab: 'members', id: 'a' }]),
    );
    expect(hashQueryKey(['role', 'a', 'members'])).not.toBe(hashQueryKey(['role', 'a', 'permissions']));
    expect(hashQueryKey(['a', 'b'])).not.toBe(hashQueryKey(['b', 'a']));
    expect(hashQueryKey([{ page: 1 }])).not.toBe(hashQueryKey([{ page: 2 }]));
  });

  it('match a key by a prefix of whole elements', () => {
    const key = ['role', 'r1', 'members', { page: 1 }];
    expect(matchesQueryKey(key, [])).toBe(true);
    expect(matchesQueryKey(key, ['role'])).toBe(true);
    expect(matchesQueryKey(key, ['role', 'r1'])).toBe(true);
    expect(matchesQueryKey(key, ['role', 'r1', 'members', { page: 1 }])).toBe(true);
    expect(matchesQueryKey(key, ['role', 'r2'])).toBe(false);
    expect(matchesQueryKey(key, ['role', 'r'])).toBe(false);
    expect(matchesQueryKey(key, ['role', 'r1', 'members', { page: 1 }, 'more'])).toBe(false);
    expect(matchesQueryKey(['role', 'r1'], ['role', 'r1', 'members'])).toBe(false);
  });

  it('invalidate tells only the subscribers whose key matches, and no longer once unsubscribed', () => {
    const registry = createQueryInvalidation();
    const told: string[] = [];
    const offMembers = registry.subscribe(['role', 'r1', 'members'], () => told.push('members'));
    registry.subscribe(['role', 'r1', 'permissions'], () => told.push('permissions'));
    registry.subscribe(['role', 'r2', 'members'], () => told.push('other role'));
    expect(registry.invalidate(['role', 'r1'])).toBe(2);
    expect(told).toEqual(['members', 'permissions']);
    offMembers();
    expect(registry.invalidate(['role', 'r1', 'members'])).toBe(0);
    expect(registry.invalidate(['role', 'r2'])).toBe(1);
    expect(told).toEqual(['members', 'permissions', 'other role']);
  });
});
