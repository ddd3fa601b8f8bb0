import { describe, expect, it } from 'vitest';
import { isNestedTooDeep } from './body-depth';
import { forbiddenKey } from './json-body';

const nest = (depth: number): unknown => {
  let node: unknown = 1;
  for (let i = 0; i < depth; i++) node = i % 2 ? { a: node } : [node];
  return node;
};

describe('isNestedTooDeep', () => {
  it('measures objects and arrays without recursion, up to the limit', () => {
    expect(isNestedTooDeep(nest(64))).toBe(false);
    expect(isNestedTooDeep(nest(65))).toBe(true);
    expect(isNestedTooDeep(nest(200_000))).toBe(true);
    expect(isNestedTooDeep('text')).toBe(false);
  });
});

describe('forbiddenKey', () => {
  it('finds __proto__ and constructor.prototype at any depth, and nothing in ordinary bodies', () => {
    expect(forbiddenKey(JSON.parse('{"a":[{"b":{"__proto__":{}}}]}'))).toBe('__proto__');
    expect(forbiddenKey(JSON.parse('{"constructor":{"prototype":{}}}'))).toBe('constructor.prototype');
    expect(forbiddenKey({ constructor: 'a name', prototype: 1, Name: 'x' })).toBeNull();
    expect(forbiddenKey(null)).toBeNull();
  });
});
