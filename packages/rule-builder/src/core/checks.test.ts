import { describe, expect, it } from 'vitest';
import type { RuleLeaf } from './types';
import { checkRule, parseInstant, utcDay } from './checks';
import { compileRuleToSql } from './compile-sql';
import { evaluate } from './evaluate';
import { OPERATORS, type OperatorFamily, type OperatorName } from './operators';
import { RuleValidationError } from './schema';
import { testSchema } from './fixtures.test-support';

const leaf = (property: string | null, operator: string | null, value: unknown = null): RuleLeaf => ({
  id: 'r1',
  group: false,
  propertygroup: 'user',
  property,
  operator,
  value,
});
/** The message every entry point gives for a rule: checkRule, compileRuleToSql and evaluate refuse alike. */
const refusal = (rule: RuleLeaf): string => {
  const messages = [
    () => checkRule(rule, testSchema),
    () => compileRuleToSql(rule, testSchema),
    () => evaluate(rule, {}, testSchema),
  ].map((run) => {
    try {
      run();
    } catch (error) {
      if (error instanceof RuleValidationError && error.ruleId === rule.id) return error.message;
      throw error;
    }
    return 'accepted';
  });
  expect(new Set(messages).size).toBe(1);
  return messages[0]!;
};
/** Each test property's operator family, written out (spec §5) rather than derived from the code under test. */
const FAMILY: Record<string, OperatorFamily> = {
  name: 'STRING',
  email: 'STRING',
  age: 'NUMBER',
  isActive: 'BOOLEAN',
  born: 'DATE',
  lastSeen: 'DATE',
  department: 'ENUM',
  tags: 'ARRAY',
};
const ALL_OPERATORS = [...new Set(Object.values(OPERATORS).flatMap((ops) => ops.map((o) => o.name)))];

describe('checkRule refuses incomplete rules', () => {
  it('asks for a property, then an operator', () => {
    expect(refusal(leaf(null, 'equal', 'x'))).toBe('Choose a property.');
    expect(refusal(leaf('', 'equal', 'x'))).toBe('Choose a property.');
    expect(refusal(leaf('name', null, 'x'))).toBe('Choose an operator.');
  });
  it('refuses a property outside the schema, inherited object keys included', () => {
    for (const name of ['password_hash', 'toString', '__proto__', 'constructor'])
      expect(refusal(leaf(name, 'equal', 'x'))).toBe(`Unknown property "${name}".`);
  });
  it('refuses an operator of another type family (contains on a NUMBER is not compiled to >=)', () => {
    expect(refusal(leaf('age', 'contains', 3))).toBe('"contains" does not apply to NUMBER properties.');
    expect(refusal(leaf('name', 'greater', 'a'))).toBe('"greater" does not apply to STRING properties.');
    expect(refusal(leaf('department', 'equal', ['eng']))).toBe('"equal" does not apply to SELECT properties.');
  });
  it('refuses, for every property, every operator its family does not list', () => {
    for (const [property, binding] of Object.entries(testSchema)) {
      const own = OPERATORS[FAMILY[property]!].map((o) => o.name);
      for (const operator of ALL_OPERATORS.filter((o) => !own.includes(o)))
        expect(refusal(leaf(property, operator, 1))).toBe(
          `"${operator}" does not apply to ${binding.type} properties.`,
        );
      expect(refusal(leaf(property, 'no_such_operator', 1))).toContain('does not apply');
    }
  });
  it('asks for a value when an operator that takes one has none: null, undefined, empty text or an empty list', () => {
    for (const property of Object.keys(testSchema)) {
      const valued = OPERATORS[FAMILY[property]!].filter((o) => !o.hide);
      for (const { name } of valued)
        for (const blank of [null, undefined, '', []])
          expect(refusal({ ...leaf(property, name), value: blank })).toBe('Enter a value.');
    }
  });
});

describe('checkRule refuses values the family cannot use', () => {
  it('refuses a NUMBER rule whose value is a new rule’s null instead of comparing with 0', () => {
    expect(refusal(leaf('age', 'is', null))).toBe('Enter a value.');
  });
  it('refuses a NUMBER rule whose value is not a number (abc, blank text, true, a list, Infinity, hex)', () => {
    for (const value of ['abc', ' ', '1 2', true, [5], {}, Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', '0x10'])
      expect(refusal(leaf('age', 'is', value))).toBe('Enter a number.');
  });
  it('refuses STRING values that are not text or a number', () => {
    for (const value of [true, ['a'], { a: 1 }]) expect(refusal(leaf('name', 'equal', value))).toBe('Enter text.');
  });
  it('refuses BOOLEAN values other than true/false or their text', () => {
    for (const value of ['yes', 1, 0, 'TRUE'])
      expect(refusal(leaf('isActive', 'is', value))).toBe('Choose true or false.');
  });
  it('refuses impossible or loosely written dates instead of rolling them over', () => {
    for (const value of ['2026-02-30', '2026-13-01', '2026-00-10', 'tomorrow', '01-02-2026', 5, '5', true])
      expect(refusal(leaf('born', 'is', value))).toBe('Enter a valid date.');
    for (const value of ['2026-01-01T24:00:00Z', '2026-01-01T23:60:00Z', '2026-01-01T23:59:60Z', 'Jan 1 2026', 0])
      expect(refusal(leaf('lastSeen', 'is', value))).toBe('Enter a valid date and time.');
  });
});

describe('checkRule converts values for their family', () => {
  const value = (property: string, operator: string, raw: unknown) =>
    checkRule(leaf(property, operator, raw), testSchema).value;
  it('keeps text, and turns numbers into text for STRING', () => {
    expect(value('name', 'equal', 'Ada')).toBe('Ada');
    expect(value('name', 'equal', 42)).toBe('42');
  });
  it('reads numbers and decimal text for NUMBER', () => {
    expect(value('age', 'is', 3)).toBe(3);
    expect(value('age', 'is', '-2.5')).toBe(-2.5);
    expect(value('age', 'is', '.5')).toBe(0.5);
    expect(value('age', 'is', '1e3')).toBe(1000);
    expect(value('age', 'is', '1.25')).toBe(1.25);
    expect(value('age', 'is', '1.')).toBe(1);
    expect(value('age', 'is', '.25')).toBe(0.25);
    expect(value('age', 'is', '2E+2')).toBe(200);
    expect(value('age', 'is', '25e-1')).toBe(2.5);
    expect(value('age', 'is', '1e10')).toBe(1e10);
  });
  it('reads true/false and their text for BOOLEAN', () => {
    expect(value('isActive', 'is', false)).toBe(false);
    expect(value('isActive', 'is', 'true')).toBe(true);
    expect(value('isActive', 'is', 'false')).toBe(false);
  });
  it('keeps the UTC day for DATE and the instant for DATETIME', () => {
    expect(value('born', 'is', '2026-03-04')).toBe('2026-03-04');
    expect(value('born', 'is', '2026-03-04T23:30:00-02:00')).toBe('2026-03-05');
    expect(value('born', 'is', new Date(Date.UTC(2026, 2, 4, 12)))).toBe('2026-03-04');
    expect(value('lastSeen', 'is', '2026-03-04T10:00:00+02:00')).toBe(Date.UTC(2026, 2, 4, 8));
  });
  it('makes a list of text for ENUM and ARRAY, from a list or a single value', () => {
    expect(value('department', 'in', 'eng')).toEqual(['eng']);
    expect(value('department', 'not_in', [1, 'ops'])).toEqual(['1', 'ops']);
    expect(value('tags', 'equal', ['a', 'b'])).toEqual(['a', 'b']);
  });
  it('gives operators without a value a null value, whatever was stored', () => {
    expect(checkRule(leaf('name', 'is_empty', 'stale'), testSchema)).toMatchObject({
      operator: 'is_empty',
      value: null,
    });
    expect(checkRule(leaf('tags', 'any', ['a']), testSchema)).toMatchObject({ family: 'ARRAY', value: null });
  });
  it('resolves the family and the binding of the property', () => {
    expect(checkRule(leaf('lastSeen', 'less', '2026-01-01'), testSchema)).toMatchObject({
      family: 'DATE',
      operator: 'less' satisfies OperatorName,
      binding: { type: 'DATETIME', column: 'last_seen' },
    });
  });
});

describe('parseInstant and utcDay', () => {
  it('reads ISO dates and date-times with Z, ±hh:mm or ±hhmm offsets, T or a space, and fractions', () => {
    expect(parseInstant('2026-01-01')).toBe(Date.UTC(2026, 0, 1));
    expect(parseInstant('2026-01-01T10:20')).toBe(Date.UTC(2026, 0, 1, 10, 20));
    expect(parseInstant('2026-01-01 10:20:30z')).toBe(Date.UTC(2026, 0, 1, 10, 20, 30));
    expect(parseInstant('2026-01-01T10:20:30.5+0130')).toBe(Date.UTC(2026, 0, 1, 8, 50, 30, 500));
    expect(parseInstant('2026-01-01T10:20:30.123456789-05:00')).toBe(Date.UTC(2026, 0, 1, 15, 20, 30, 123));
    expect(parseInstant('  2026-02-28T23:59:59Z  ')).toBe(Date.UTC(2026, 1, 28, 23, 59, 59));
    expect(parseInstant('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
  });
  it('refuses what is not an ISO date, or not a real one', () => {
    for (const text of [
      '2027-02-29',
      'on 2026-01-01',
      '2026-01-01 at noon',
      '2026-04-31',
      '2026-1-1',
      '20260101',
      '2026-01-01T1:00',
      '2026-01-01T10:00+1',
      'x',
    ])
      expect(parseInstant(text)).toBeNaN();
    expect(parseInstant(Date.UTC(2026, 0, 1))).toBeNaN();
    expect(parseInstant(new Date('nonsense'))).toBeNaN();
  });
  it('reads a date-time without an offset as UTC in every process time zone', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        expect(parseInstant('2026-01-01T00:00:00')).toBe(Date.UTC(2026, 0, 1));
        expect(checkRule(leaf('lastSeen', 'is', '2026-01-01T00:00'), testSchema).value).toBe(Date.UTC(2026, 0, 1));
        expect(checkRule(leaf('born', 'is', '2026-01-01'), testSchema).value).toBe('2026-01-01');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
  it('utcDay gives the UTC calendar day of a Date, an ISO text or epoch milliseconds', () => {
    expect(utcDay('2026-01-01T23:30:00-01:00')).toBe('2026-01-02');
    expect(utcDay(new Date(Date.UTC(2026, 5, 30, 23, 59)))).toBe('2026-06-30');
    expect(utcDay(Date.UTC(1999, 11, 31))).toBe('1999-12-31');
    expect(utcDay('not a date')).toBeNull();
    expect(utcDay(Number.NaN)).toBeNull();
  });
});
