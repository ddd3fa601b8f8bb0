import { describe, expect, it } from 'vitest';
import {
  isEmptyValue,
  isValidCron,
  requiredMessage,
  requiredValidator,
  runValidators,
  validateCron,
  validateExpirationDate,
  validateJson,
} from './validators';

describe('required', () => {
  it('uses the singular, plural and generic messages of §5', () => {
    expect(requiredMessage('Title')).toBe('Title is required.');
    expect(requiredMessage('Owner', true)).toBe('Owners are required.');
    expect(requiredMessage()).toBe('This field is required.');
  });
  it('flags empty strings, blanks, null and empty arrays only', () => {
    const validate = requiredValidator('Name');
    expect(validate('')).toBe('Name is required.');
    expect(validate('   ')).toBe('Name is required.');
    expect(validate(null)).toBe('Name is required.');
    expect(validate([])).toBe('Name is required.');
    expect(validate('x')).toBeNull();
    expect(validate(0)).toBeNull();
  });
  it('runValidators returns the first failing message', () => {
    expect(runValidators('', [requiredValidator('Cron'), validateCron])).toBe('Cron is required.');
    expect(runValidators('x', [requiredValidator('Cron'), validateCron])).toBe('You should type valid cron.');
    expect(runValidators('* * * * *', [requiredValidator('Cron'), validateCron])).toBeNull();
  });
});

describe('expiration-date', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('accepts only future dates', () => {
    expect(validateExpirationDate('2026-05-11T00:00:00Z', now)).toBeNull();
    expect(validateExpirationDate('2026-05-09T00:00:00Z', now)).toBe('You should select future date.');
    expect(validateExpirationDate(new Date(now.getTime()), now)).toBe('You should select future date.');
  });
  it('rejects the minimum date and unparseable text, lets empty pass', () => {
    expect(validateExpirationDate('0001-01-01T00:00:00', now)).toBe('You should select future date.');
    expect(validateExpirationDate('not a date', now)).toBe('You should select future date.');
    expect(validateExpirationDate('', now)).toBeNull();
  });
});

describe('json', () => {
  it('accepts JSON and rejects the rest with the exact message', () => {
    expect(validateJson('{"a":[1,2]}')).toBeNull();
    expect(validateJson('42')).toBeNull();
    expect(validateJson('{a:1}')).toBe('You should type as JSON.');
    expect(validateJson("{'a':1}")).toBe('You should type as JSON.');
    expect(validateJson('')).toBeNull();
  });
});

describe('cron', () => {
  it.each([
    '* * * * *',
    '0 0 * * *',
    '*/15 9-17 * * 1-5',
    '0 0 1,15 * *',
    '0 12 * JAN-MAR MON',
    '30 2 1 dec sun',
    '0 */5 * * * *',
    '59 59 23 31 12 6',
    '0-30/10 * * * *',
    '5/10 * * * *',
  ])('accepts %s', (expr) => {
    expect(isValidCron(expr)).toBe(true);
    expect(validateCron(expr)).toBeNull();
  });
  it.each([
    '* * * *',
    '* * * * * * *',
    '60 * * * *',
    '* 24 * * *',
    '* * 0 * *',
    '* * 32 * *',
    '* * * 13 *',
    '* * * 0 *',
    '* * * * 7',
    '5-1 * * * *',
    '*/0 * * * *',
    '* * * FOO *',
    'a b c d e',
    '1,,2 * * * *',
    '60 * * * * *',
    '? * * * *',
  ])('rejects %s', (expr) => {
    expect(isValidCron(expr)).toBe(false);
    expect(validateCron(expr)).toBe('You should type valid cron.');
  });
});

describe('required: every empty shape and every filled one', () => {
  it('refuses undefined as well as null', () => {
    expect(requiredValidator('Owner')(undefined)).toBe('Owner is required.');
    expect(isEmptyValue(undefined)).toBe(true);
  });
  it('accepts a filled multi-select and refuses an empty one', () => {
    const validate = requiredValidator('Group', true);
    expect(validate(['g1'])).toBeNull();
    expect(validate(['g1', 'g2'])).toBeNull();
    expect(validate([])).toBe('Groups are required.');
  });
  it('accepts values that are not text or lists: numbers, booleans, dates, objects', () => {
    for (const value of [0, false, new Date(0), {}]) expect(isEmptyValue(value)).toBe(false);
  });
  it('counts items of lists only: an object value with a zero length field is filled', () => {
    expect(requiredValidator('Lease')({ length: 0, unit: 'days' })).toBeNull();
    expect(isEmptyValue({ length: 0 })).toBe(false);
  });
});

describe('expiration-date and json: other values', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('refuses a value that is not a date at all, such as a number or an object', () => {
    expect(validateExpirationDate({}, now)).toBe('You should select future date.');
    expect(validateExpirationDate('2026-13-45', now)).toBe('You should select future date.');
    expect(validateExpirationDate(null, now)).toBeNull();
    expect(validateExpirationDate(new Date('2027-01-01T00:00:00Z'), now)).toBeNull();
  });
  it('refuses JSON given as something other than text, and lets blank text pass', () => {
    expect(validateJson({ a: 1 })).toBe('You should type as JSON.');
    expect(validateJson(12)).toBe('You should type as JSON.');
    expect(validateJson('   ')).toBeNull();
    expect(validateJson(null)).toBeNull();
  });
});

describe('cron: the survivors of mutation testing, pinned', () => {
  it.each([
    ['1-2-3 * * * *', 'a range has two ends'],
    ['0-60 * * * *', 'a range ends inside the field'],
    ['*/99 * * * *', 'a step is at most the field maximum'],
    ['*/60 * * * *', 'a minute step of 60 is past the maximum'],
    ['*/5/7 * * * *', 'one step per item'],
    ['/5 * * * *', 'a step needs a range'],
    ['*/ * * * *', 'a step needs a number'],
    ['*/1x * * * *', 'a step is digits only'],
    ['*/x5 * * * *', 'a step is digits only'],
    ['1x * * * *', 'a value is digits only'],
    ['x1 * * * *', 'a value is digits only'],
    ['0x5 * * * *', 'a value is decimal digits, not hex'],
    ['5e1 * * * *', 'a value is digits, not an exponent'],
    ['*/0x5 * * * *', 'a step is decimal digits, not hex'],
    ['*/1e1 * * * *', 'a step is digits, not an exponent'],
    ['1- * * * *', 'a range needs both ends'],
    ['-1 * * * *', 'a range needs both ends'],
    ['* * * * MON-FOO', 'both range ends must be known'],
    ['FOO-MON * * * *', 'both range ends must be known'],
    [',5 * * * *', 'no empty list item'],
    ['', 'five fields'],
  ])('refuses %s (%s)', (expr) => {
    expect(isValidCron(expr)).toBe(false);
  });
  it.each([
    ['*/59 * * * *', 'a step equal to the field maximum'],
    ['*/1 * * * *', 'a step of one'],
    ['5-5 * * * *', 'a range of one value'],
    ['0 0 1 JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC *', 'every month name'],
    ['0 0 * * SUN,MON,TUE,WED,THU,FRI,SAT', 'every weekday name'],
    ['0 0 * * mon-fri', 'names in any case'],
    ['  0   0  *  *  *  ', 'extra spaces'],
    ['0\t0 * * *', 'tabs between fields'],
    ['*/31 * */31 */12 */6', 'steps up to each field maximum'],
  ])('accepts %s (%s)', (expr) => {
    expect(isValidCron(expr)).toBe(true);
  });
  it('maps month and weekday names to their numbers, so name ranges are ordered', () => {
    expect(isValidCron('0 0 1 MAR-FEB *')).toBe(false);
    expect(isValidCron('0 0 1 NOV-DEC *')).toBe(true);
    expect(isValidCron('0 0 1 * SAT-SUN')).toBe(false);
    expect(isValidCron('0 0 1 * FRI-SAT')).toBe(true);
    expect(isValidCron('0 0 1 * TUE-WED')).toBe(true);
    expect(isValidCron('0 0 1 * WED-TUE')).toBe(false);
    expect(isValidCron('0 0 1 MAY-APR *')).toBe(false);
    expect(isValidCron('0 0 1 AUG-JUL *')).toBe(false);
    expect(isValidCron('0 0 1 JUN-MAY *')).toBe(false);
    expect(isValidCron('0 0 1 OCT-SEP *')).toBe(false);
  });
  it('keeps names to month and weekday fields', () => {
    expect(isValidCron('MON * * * *')).toBe(false);
    expect(isValidCron('* * JAN * *')).toBe(false);
  });
  it('gives the exact message for a value that is not text', () => {
    expect(validateCron(5)).toBe('You should type valid cron.');
    expect(validateCron(['* * * * *'])).toBe('You should type valid cron.');
    expect(validateCron('  ')).toBeNull();
  });
});
