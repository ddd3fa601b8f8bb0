import { describe, expect, it } from 'vitest';
import {
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
