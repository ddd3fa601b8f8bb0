import { describe, expect, it } from 'vitest';
import { groupDefResource, profileSourceResource } from '@portcullis/api-client/contract';
import { scopeTreeCondition } from './crud';

describe('scopeTreeCondition (a tree list scope, §7 GroupDefList)', () => {
  it('reads an id as its children, the top-level word as the top, anything else as every record', () => {
    expect(scopeTreeCondition(groupDefResource, '4E233F08-7FF2-4760-889F-67BCE12027BF')).toBe('children');
    expect(scopeTreeCondition(groupDefResource, 'root')).toBe('topLevel');
    for (const scope of ['Root', 'anything', 7, null, undefined, '4e233f08'])
      expect(scopeTreeCondition(groupDefResource, scope), String(scope)).toBe('all');
  });

  it('leaves a list that is no tree to the plain equality scope', () => {
    expect(scopeTreeCondition(profileSourceResource, 'root')).toBeNull();
  });
});
