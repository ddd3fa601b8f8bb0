import { describe, expect, it } from 'vitest';
import type { RuleGroup, RuleNode } from './types';
import { evaluate, foldCase, type Subject } from './evaluate';
import { RuleValidationError } from './schema';
import { testSchema } from './fixtures.test-support';

/** In-memory semantics of `evaluate`, operator by operator, including subjects no database would hold. */
const leaf = (property: string, operator: string, value: unknown = null): RuleNode => ({
  id: 'r',
  group: false,
  propertygroup: 'user',
  property,
  operator,
  value,
});
const group = (type: 'AND' | 'OR', ...rules: RuleNode[]): RuleGroup => ({ id: 'g', group: true, type, rules });
const is = (subject: Subject, property: string, operator: string, value?: unknown) =>
  evaluate(leaf(property, operator, value), subject, testSchema);

describe('evaluate: each STRING operator is its own', () => {
  const ada = { name: 'lovelace, Ada' };
  it('ends with matches the end only, not the beginning', () => {
    expect(is(ada, 'name', 'ends_with', 'ADA')).toBe(true);
    expect(is(ada, 'name', 'ends_with', 'love')).toBe(false);
    expect(is(ada, 'name', 'not_ends_with', 'ada')).toBe(false);
    expect(is(ada, 'name', 'not_ends_with', 'love')).toBe(true);
  });
  it('begins with matches the beginning only, not the end', () => {
    expect(is(ada, 'name', 'begins_with', 'LOVE')).toBe(true);
    expect(is(ada, 'name', 'begins_with', 'ada')).toBe(false);
    expect(is(ada, 'name', 'not_begins_with', 'love')).toBe(false);
    expect(is(ada, 'name', 'not_begins_with', 'ada')).toBe(true);
  });
  it('contains and not contains look anywhere, not only at the beginning', () => {
    expect(is(ada, 'name', 'contains', 'ace, a')).toBe(true);
    expect(is(ada, 'name', 'contains', 'zz')).toBe(false);
    expect(is(ada, 'name', 'not_contains', 'ace, a')).toBe(false);
    expect(is(ada, 'name', 'not_contains', 'zz')).toBe(true);
  });
  it('equals needs the whole text, not a part of it', () => {
    expect(is(ada, 'name', 'equal', 'LOVELACE, ADA')).toBe(true);
    expect(is(ada, 'name', 'equal', 'lovelace')).toBe(false);
    expect(is(ada, 'name', 'not_equal', 'lovelace')).toBe(true);
    expect(is(ada, 'name', 'not_equal', 'Lovelace, ada')).toBe(false);
  });
  it('a missing value matches no positive operator and every negative one', () => {
    for (const subject of [{}, { name: null }]) {
      for (const op of ['equal', 'begins_with', 'ends_with', 'contains', 'is_not_empty'])
        expect(is(subject, 'name', op, 'a')).toBe(false);
      for (const op of ['not_equal', 'not_begins_with', 'not_ends_with', 'not_contains', 'is_empty'])
        expect(is(subject, 'name', op, 'a')).toBe(true);
    }
  });
  it('is empty holds for empty text only, not for a space', () => {
    expect(is({ name: '' }, 'name', 'is_empty')).toBe(true);
    expect(is({ name: ' ' }, 'name', 'is_empty')).toBe(false);
    expect(is({ name: '' }, 'name', 'is_not_empty')).toBe(false);
    expect(is({ name: ' ' }, 'name', 'is_not_empty')).toBe(true);
  });
  it('reads a number subject as its text', () => {
    expect(is({ name: 5000 }, 'name', 'begins_with', '50')).toBe(true);
  });
});

describe('evaluate: comparisons', () => {
  const ops = ['is', 'less', 'less_or_equal', 'greater', 'greater_or_equal'];
  it('compares numbers at the bound: = < <= > >=', () => {
    expect(ops.map((op) => is({ age: 5 }, 'age', op, 5))).toEqual([true, false, true, false, true]);
    expect(ops.map((op) => is({ age: 4 }, 'age', op, 5))).toEqual([false, true, true, false, false]);
    expect(ops.map((op) => is({ age: '6' }, 'age', op, 5))).toEqual([false, false, false, true, true]);
    expect(ops.map((op) => is({ age: Number.POSITIVE_INFINITY }, 'age', op, 5))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
  it('matches no comparison for a missing or unreadable subject value', () => {
    for (const subject of [{}, { age: null }, { age: 'abc' }, { age: '' }, { age: ' ' }, { age: true }])
      expect(ops.map((op) => is(subject, 'age', op, 5))).toEqual([false, false, false, false, false]);
    for (const subject of [{}, { born: null }, { born: 'garbage' }, { born: '2026-02-30' }])
      expect(ops.map((op) => is(subject, 'born', op, '2026-01-01'))).toEqual([false, false, false, false, false]);
    for (const subject of [{ lastSeen: undefined }, { lastSeen: 'garbage' }, { lastSeen: new Date('x') }])
      expect(ops.map((op) => is(subject, 'lastSeen', op, '2026-01-01'))).toEqual([false, false, false, false, false]);
  });
  it('compares DATE subjects by UTC day, from ISO text, a Date or epoch milliseconds', () => {
    const day = Date.UTC(2026, 0, 1, 23, 59);
    for (const born of ['2026-01-01T23:59:00Z', new Date(day), day])
      expect(ops.map((op) => is({ born }, 'born', op, '2026-01-01'))).toEqual([true, false, true, false, true]);
    expect(ops.map((op) => is({ born: '2026-01-02T00:00:00Z' }, 'born', op, '2026-01-01'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
  it('compares DATETIME subjects by instant, from ISO text, a Date or epoch milliseconds', () => {
    const instant = Date.UTC(2026, 0, 1);
    for (const lastSeen of ['2026-01-01T01:00:00+01:00', new Date(instant), instant])
      expect(ops.map((op) => is({ lastSeen }, 'lastSeen', op, '2026-01-01T00:00:00Z'))).toEqual([
        true,
        false,
        true,
        false,
        true,
      ]);
    expect(ops.map((op) => is({ lastSeen: instant - 1 }, 'lastSeen', op, '2026-01-01T00:00:00Z'))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
  it('BOOLEAN is true only for the same boolean, never for its text or NULL', () => {
    expect(is({ isActive: true }, 'isActive', 'is', true)).toBe(true);
    expect(is({ isActive: false }, 'isActive', 'is', true)).toBe(false);
    expect(is({ isActive: 'true' }, 'isActive', 'is', true)).toBe(false);
    expect(is({ isActive: null }, 'isActive', 'is', false)).toBe(false);
  });
});

describe('evaluate: lists', () => {
  it('ENUM in and not in test membership of the value as text; NULL is never in', () => {
    expect(is({ department: 'eng' }, 'department', 'in', ['ops', 'eng'])).toBe(true);
    expect(is({ department: 7 }, 'department', 'in', ['7'])).toBe(true);
    expect(is({ department: 'ENG' }, 'department', 'in', ['eng'])).toBe(false);
    expect(is({ department: null }, 'department', 'in', ['null'])).toBe(false);
    expect(is({}, 'department', 'in', ['undefined'])).toBe(false);
    expect(is({ department: null }, 'department', 'not_in', ['eng'])).toBe(true);
    expect(is({ department: 'eng' }, 'department', 'not_in', ['eng'])).toBe(false);
  });
  it('ARRAY equals is the same set: a subset or a superset is not equal', () => {
    expect(is({ tags: ['b', 'a'] }, 'tags', 'equal', ['a', 'b'])).toBe(true);
    expect(is({ tags: ['a'] }, 'tags', 'equal', ['a', 'b'])).toBe(false);
    expect(is({ tags: ['a', 'b', 'c'] }, 'tags', 'equal', ['a', 'b'])).toBe(false);
    expect(is({ tags: [] }, 'tags', 'equal', ['a'])).toBe(false);
  });
  it('a user with no tags never equals a tag list, and equals with an empty list is refused', () => {
    expect(is({ tags: null }, 'tags', 'equal', ['a'])).toBe(false);
    expect(is({}, 'tags', 'equal', ['a'])).toBe(false);
    expect(() => is({ tags: [] }, 'tags', 'equal', [])).toThrow(new RuleValidationError('Enter a value.', 'r'));
  });
  it('ARRAY any, empty, in and not in; a value that is not a list holds nothing', () => {
    expect(is({ tags: ['a'] }, 'tags', 'any')).toBe(true);
    expect(is({ tags: 'a' }, 'tags', 'any')).toBe(false);
    expect(is({ tags: 'a' }, 'tags', 'empty')).toBe(true);
    expect(is({ tags: ['a'] }, 'tags', 'empty')).toBe(false);
    expect(is({ tags: [1, 2] }, 'tags', 'in', ['2', '9'])).toBe(true);
    expect(is({ tags: ['a'] }, 'tags', 'in', ['b'])).toBe(false);
    expect(is({ tags: ['a'] }, 'tags', 'not_in', ['b'])).toBe(true);
    expect(is({ tags: ['a', 'b'] }, 'tags', 'not_in', ['b'])).toBe(false);
    expect(is({ tags: null }, 'tags', 'not_in', ['b'])).toBe(true);
  });
});

describe('evaluate: groups and case folding', () => {
  const subject = { name: 'Ada', age: 36 };
  const yes = leaf('name', 'equal', 'ada');
  const no = leaf('age', 'less', 3);
  it('AND needs every rule and OR any rule; an empty AND is true and an empty OR false', () => {
    expect(evaluate(group('AND', yes, yes), subject, testSchema)).toBe(true);
    expect(evaluate(group('AND', yes, no), subject, testSchema)).toBe(false);
    expect(evaluate(group('OR', no, yes), subject, testSchema)).toBe(true);
    expect(evaluate(group('OR', no, no), subject, testSchema)).toBe(false);
    expect(evaluate(group('AND'), subject, testSchema)).toBe(true);
    expect(evaluate(group('OR'), subject, testSchema)).toBe(false);
    expect(evaluate(group('OR', no, group('AND', yes, group('OR', yes))), subject, testSchema)).toBe(true);
  });
  it('refuses an incomplete rule anywhere in the tree rather than skipping it', () => {
    expect(() => evaluate(group('OR', yes, leaf('age', 'is', null)), subject, testSchema)).toThrow(RuleValidationError);
  });
  it('folds letters one by one with their simple lower case, Turkish and title-case letters included', () => {
    expect(foldCase('ÇAĞRI İstanbul ıI ΣΑΣ ǅ Ab-9')).toBe('çağri istanbul ıi σασ ǆ ab-9');
  });
});
