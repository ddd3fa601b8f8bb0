import { describe, expect, it } from 'vitest';
import type { RuleGroup } from './types';
import { ARRAY_OPERATOR_HELP, ENUM_OPERATOR_HELP, OPERATORS, VALUELESS_OPERATORS, operatorFamily } from './operators';
import { newGroup, ruleReducer, validateTree } from './reducer';
import { evaluate } from './evaluate';
import { compileRuleToSql } from './compile-sql';
import { RuleValidationError } from './schema';
import { testSchema } from './fixtures.test-support';

const rule = (id: string, property: string, operator: string, value: unknown = null) => ({
  id,
  group: false as const,
  propertygroup: 'user',
  property,
  operator,
  value,
});
const and = (...rules: RuleGroup['rules']): RuleGroup => ({ id: 'root', group: true, type: 'AND', rules });

describe('operator tables of spec §5', () => {
  it('have the spec counts and titles per family', () => {
    expect(OPERATORS.STRING.map((o) => o.title)).toEqual([
      'equals',
      'not equals',
      'begins with',
      'not begins with',
      'ends with',
      'not ends with',
      'contains',
      'not contains',
      'is empty',
      'is not empty',
    ]);
    expect(OPERATORS.ARRAY.map((o) => o.title)).toEqual(['equals', 'any', 'empty', 'in', 'not in']);
    expect(OPERATORS.BOOLEAN.map((o) => o.title)).toEqual(['is']);
    expect(OPERATORS.DATE.map((o) => o.title)).toEqual([
      'is',
      'lower than',
      'lower than equal',
      'greater than',
      'greater than equal',
    ]);
    expect(OPERATORS.NUMBER).toEqual(OPERATORS.DATE);
    expect(OPERATORS.ENUM.map((o) => o.title)).toEqual(['in', 'not in']);
  });
  it('hide exactly the operators with no value input', () => {
    const hidden = Object.values(OPERATORS)
      .flat()
      .filter((o) => o.hide)
      .map((o) => o.title);
    expect(new Set(hidden)).toEqual(new Set(['is empty', 'is not empty', 'any', 'empty']));
    expect([...VALUELESS_OPERATORS].sort()).toEqual(['any', 'empty', 'is_empty', 'is_not_empty']);
  });
  it('explain every several-valued and choice operator, telling equals (the exact set) from in (one shared value)', () => {
    expect(ARRAY_OPERATOR_HELP).toEqual({
      equal: 'Has exactly the chosen values, no more and no fewer.',
      any: 'Has at least one value, whichever it is.',
      empty: 'Has no value at all.',
      in: 'Has at least one of the chosen values.',
      not_in: 'Has none of the chosen values (or no value at all).',
    });
    expect(ENUM_OPERATOR_HELP).toEqual({
      in: 'Is one of the chosen values.',
      not_in: 'Is none of the chosen values, or is not set.',
    });
    expect(Object.keys(ARRAY_OPERATOR_HELP)).toEqual(OPERATORS.ARRAY.map((o) => o.name));
    expect(Object.keys(ENUM_OPERATOR_HELP)).toEqual(OPERATORS.ENUM.map((o) => o.name));
  });
  it('map property types to families', () => {
    expect(operatorFamily('DATETIME')).toBe('DATE');
    expect(operatorFamily('SELECT')).toBe('ENUM');
    expect(operatorFamily('SELECT', true)).toBe('ARRAY');
    expect(operatorFamily('OBJECT')).toBe('ARRAY');
  });
});

describe('rule reducer (spec §4 Rule builder)', () => {
  const start = newGroup('root', true);
  it('adds rules and groups, toggles AND/OR and never removes the first top-level group', () => {
    let t = ruleReducer(start, { type: 'addRule', parentId: 'root', newId: 'r1' }, testSchema);
    t = ruleReducer(t, { type: 'addGroup', parentId: 'root', newId: 'g1' }, testSchema);
    t = ruleReducer(t, { type: 'toggleGroupType', id: 'g1' }, testSchema);
    expect(t.rules.map((r) => r.id)).toEqual(['r1', 'g1']);
    expect((t.rules[1] as RuleGroup).type).toBe('OR');
    expect(ruleReducer(t, { type: 'remove', id: 'root' }, testSchema)).toBe(t);
    expect(ruleReducer(t, { type: 'remove', id: 'g1' }, testSchema).rules.map((r) => r.id)).toEqual(['r1']);
  });
  it('resets the property when the group changes, and the operator then the value when the property changes type', () => {
    let t = ruleReducer(start, { type: 'addRule', parentId: 'root', newId: 'r1' }, testSchema);
    t = ruleReducer(t, { type: 'setProperty', id: 'r1', property: 'name' }, testSchema);
    expect(t.rules[0]).toMatchObject({ property: 'name', operator: 'equal' });
    t = ruleReducer(t, { type: 'setOperator', id: 'r1', operator: 'contains' }, testSchema);
    t = ruleReducer(t, { type: 'setValue', id: 'r1', value: 'ada' }, testSchema);
    t = ruleReducer(t, { type: 'setProperty', id: 'r1', property: 'email' }, testSchema);
    expect(t.rules[0]).toMatchObject({ property: 'email', operator: 'equal', value: 'ada' }); // same type: value kept
    t = ruleReducer(t, { type: 'setProperty', id: 'r1', property: 'age' }, testSchema);
    expect(t.rules[0]).toMatchObject({ property: 'age', operator: 'is', value: null });
    t = ruleReducer(t, { type: 'setPropertyGroup', id: 'r1', propertygroup: 'profile' }, testSchema);
    expect(t.rules[0]).toMatchObject({ propertygroup: 'profile', property: null, operator: null, value: null });
  });
  it('reorders with moveBy and moves into another group, never into itself', () => {
    let t = ruleReducer(start, { type: 'addRule', parentId: 'root', newId: 'a' }, testSchema);
    t = ruleReducer(t, { type: 'addRule', parentId: 'root', newId: 'b' }, testSchema);
    t = ruleReducer(t, { type: 'addGroup', parentId: 'root', newId: 'g' }, testSchema);
    t = ruleReducer(t, { type: 'moveBy', id: 'b', delta: -1 }, testSchema);
    expect(t.rules.map((r) => r.id)).toEqual(['b', 'a', 'g']);
    t = ruleReducer(t, { type: 'move', id: 'a', toParentId: 'g', index: 0 }, testSchema);
    expect(t.rules.map((r) => r.id)).toEqual(['b', 'g']);
    expect((t.rules[1] as RuleGroup).rules.map((r) => r.id)).toEqual(['a']);
    expect(ruleReducer(t, { type: 'move', id: 'g', toParentId: 'g', index: 0 }, testSchema)).toBe(t);
  });
  it('reports incomplete rules', () => {
    const tree = and(rule('x', 'name', 'equal', ''), rule('y', 'age', 'is', 3), { ...rule('z', 'nope', 'equal', 1) });
    expect(validateTree(tree, testSchema)).toEqual([
      { ruleId: 'x', message: 'Enter a value.' },
      { ruleId: 'z', message: 'Unknown property "nope".' },
    ]);
  });
});

describe('evaluate and compile', () => {
  const ada = {
    name: 'Ada',
    email: null,
    age: 36,
    isActive: true,
    born: '1815-12-10T00:00:00Z',
    department: 'eng',
    tags: ['a', 'b'],
  };
  it('evaluates the semantics written in the README', () => {
    expect(evaluate(and(rule('1', 'name', 'equal', 'ADA')), ada, testSchema)).toBe(true);
    expect(evaluate(and(rule('1', 'email', 'is_empty')), ada, testSchema)).toBe(true);
    expect(evaluate(and(rule('1', 'email', 'not_contains', 'x')), ada, testSchema)).toBe(true); // null is "not containing"
    expect(evaluate(and(rule('1', 'email', 'contains', 'a')), ada, testSchema)).toBe(false); // null contains nothing
    expect(evaluate(and(rule('1', 'age', 'greater_or_equal', '36')), ada, testSchema)).toBe(true);
    expect(evaluate(and(rule('1', 'born', 'is', '1815-12-10T23:59:00Z')), ada, testSchema)).toBe(true); // same UTC day
    expect(evaluate(and(rule('1', 'tags', 'in', ['b', 'z'])), ada, testSchema)).toBe(true);
    expect(evaluate(and(rule('1', 'tags', 'equal', ['b', 'a'])), ada, testSchema)).toBe(true);
    expect(evaluate(and(rule('1', 'department', 'not_in', ['ops'])), ada, testSchema)).toBe(true);
    expect(evaluate({ id: 'o', group: true, type: 'OR', rules: [] }, ada, testSchema)).toBe(false);
    expect(evaluate(and(), ada, testSchema)).toBe(true);
  });
  it('binds every value and takes columns only from the schema', () => {
    const compiled = compileRuleToSql(
      and(rule('1', 'name', 'contains', "'; DROP TABLE users; --"), rule('2', 'age', 'less', 3)),
      testSchema,
      { startIndex: 3 },
    );
    expect(compiled.sql).toBe('(lower(name) LIKE lower($3) AND age < $4::double precision)');
    expect(compiled.params).toEqual(["%'; DROP TABLE users; --%", 3]);
    expect(() => compileRuleToSql(and(rule('1', 'password_hash', 'equal', 'x')), testSchema)).toThrow(
      RuleValidationError,
    );
  });
});
