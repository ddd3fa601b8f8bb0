import { describe, expect, it } from 'vitest';
import {
  expiryState,
  formatFilterDate,
  formatStorageDate,
  isDateTimeAllowed,
  isDayAllowed,
  isFarFutureDate,
  isValidDateValue,
  localeDatePattern,
  MAX_DATE_VALUE,
  parseDateValue,
  parseExpirationOutput,
  resolveDateBounds,
  roundToMinuteStep,
} from './dates';

const local = (y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, mi, s, ms);

describe('parseDateValue', () => {
  it('gives null for null, undefined, empty text and an invalid Date', () => {
    for (const value of [null, undefined, '', new Date('x')]) expect(parseDateValue(value)).toBeNull();
  });
  it('reads ISO text around spaces, and the display formats DD/MM/YYYY with or without time', () => {
    expect(parseDateValue('  2026-01-02T03:04:05  ')!.getTime()).toBe(local(2026, 1, 2, 3, 4, 5).getTime());
    expect(parseDateValue('02/01/2026')!.getTime()).toBe(local(2026, 1, 2).getTime());
    expect(parseDateValue('02/01/2026 10:20:30')!.getTime()).toBe(local(2026, 1, 2, 10, 20, 30).getTime());
    expect(parseDateValue('31/02/2026')).toBeNull();
  });
  it('copies a Date rather than returning the caller’s object', () => {
    const date = local(2026, 1, 2);
    const parsed = parseDateValue(date)!;
    expect(parsed).not.toBe(date);
    expect(parsed.getTime()).toBe(date.getTime());
  });
});

describe('isValidDateValue (§5)', () => {
  it('refuses undefined, blank text and the minimum date however it is padded or extended', () => {
    expect(isValidDateValue(undefined)).toBe(false);
    expect(isValidDateValue('   ')).toBe(false);
    expect(isValidDateValue('  0001-01-01T00:00:00')).toBe(false);
    expect(isValidDateValue('0001-01-01T00:00:00.000')).toBe(false);
    expect(isValidDateValue('0001-01-01T00:00:00Z')).toBe(false);
  });
  it('accepts a real Date and refuses an invalid one', () => {
    expect(isValidDateValue(local(2026, 1, 1))).toBe(true);
    expect(isValidDateValue(new Date('x'))).toBe(false);
  });
  it('formats nothing for an invalid value, in every format', () => {
    expect(formatStorageDate('nope')).toBe('');
    expect(formatStorageDate('nope', true)).toBe('');
    expect(formatFilterDate('0001-01-01T00:00:00')).toBe('');
    expect(formatFilterDate(local(2026, 11, 22, 9, 5))).toBe('11-22-2026 09:05');
  });
});

describe('locale date pattern (§9)', () => {
  it('spells the locale’s own day, month and year order with its separators', () => {
    expect(localeDatePattern('en-US')).toBe('MM/dd/yyyy');
    expect(localeDatePattern('en-GB')).toBe('dd/MM/yyyy');
    expect(localeDatePattern('de-DE')).toBe('dd.MM.yyyy');
    expect(localeDatePattern('ja-JP')).toBe('yyyy/MM/dd');
  });
});

describe('expiration output parsing', () => {
  it('reads a date alone (local day, or UTC midnight with time) and a full date-time', () => {
    expect(parseExpirationOutput('2026-03-04', false)!.getTime()).toBe(local(2026, 3, 4).getTime());
    expect(parseExpirationOutput('2026-03-04', true)!.getTime()).toBe(Date.UTC(2026, 2, 4));
    expect(parseExpirationOutput(' 2026-03-04 05:06:07 ', true)!.getTime()).toBe(Date.UTC(2026, 2, 4, 5, 6, 7));
  });
  it('refuses anything else', () => {
    for (const text of ['x2026-03-04', '2026-03-04x', '2026-03-04 05:06', 'nonsense', ''])
      expect(parseExpirationOutput(text, true), text).toBeNull();
  });
});

describe('expiry and far future', () => {
  const now = local(2026, 5, 10, 12);
  it('is expired at the very moment, and expiring up to exactly one month later', () => {
    expect(expiryState(now, now)).toBe('expired');
    expect(expiryState(local(2026, 6, 10, 12), now)).toBe('expiring');
    expect(expiryState(local(2026, 6, 10, 12, 0, 0, 1), now)).toBe('valid');
  });
  it('counts 2999-01-01 and later as far future, and an invalid value as not', () => {
    expect(MAX_DATE_VALUE).toBe('2999-01-01T00:00:00');
    expect(isFarFutureDate(MAX_DATE_VALUE)).toBe(true);
    expect(isFarFutureDate('2998-12-31T23:59:59')).toBe(false);
    expect(isFarFutureDate('nope')).toBe(false);
  });
});

describe('picker bounds, day by day and moment by moment (§5)', () => {
  it('leaves a missing bound null and accepts min equal to max', () => {
    expect(resolveDateBounds(undefined, local(2026, 1, 1))).toEqual({
      minDate: null,
      maxDate: local(2026, 1, 1),
      isInvalid: false,
    });
    expect(resolveDateBounds(local(2026, 1, 1), undefined)).toEqual({
      minDate: local(2026, 1, 1),
      maxDate: null,
      isInvalid: false,
    });
    expect(resolveDateBounds(local(2026, 1, 1), local(2026, 1, 1)).isInvalid).toBe(false);
  });
  it('allows the first and last days themselves, whatever the bounds’ times', () => {
    const c = { minDate: local(2026, 5, 4, 15), maxDate: local(2026, 5, 20, 8) };
    expect(isDayAllowed(local(2026, 5, 4, 9), c)).toBe(true);
    expect(isDayAllowed(local(2026, 5, 20, 23), c)).toBe(true);
    expect(isDayAllowed(local(2026, 5, 3, 23), c)).toBe(false);
  });
  it('refuses each disabled date, and only that calendar day', () => {
    const c = { disabledDates: [local(2026, 5, 12), local(2026, 7, 1)] };
    expect(isDayAllowed(local(2026, 5, 12, 18), c)).toBe(false);
    expect(isDayAllowed(local(2026, 7, 1), c)).toBe(false);
    expect(isDayAllowed(local(2026, 6, 12), c)).toBe(true);
    expect(isDayAllowed(local(2027, 5, 12), c)).toBe(true);
    expect(isDayAllowed(local(2026, 5, 13), c)).toBe(true);
    expect(isDayAllowed(local(2026, 5, 12), {})).toBe(true);
  });
  it('allows a moment exactly at the bounds and refuses one a millisecond outside', () => {
    const c = { minDate: local(2026, 5, 4, 15), maxDate: local(2026, 5, 20, 8) };
    expect(isDateTimeAllowed(local(2026, 5, 4, 15), c)).toBe(true);
    expect(isDateTimeAllowed(local(2026, 5, 4, 14, 59, 59, 999), c)).toBe(false);
    expect(isDateTimeAllowed(local(2026, 5, 20, 8), c)).toBe(true);
    expect(isDateTimeAllowed(local(2026, 5, 20, 8, 0, 0, 1), c)).toBe(false);
  });
  it('refuses any moment of a refused day, even at an allowed hour', () => {
    expect(isDateTimeAllowed(local(2026, 5, 9, 10), { disabledDaysOfWeek: [6] })).toBe(false);
    expect(isDateTimeAllowed(local(2026, 5, 9, 10), {})).toBe(true);
  });
  it('rounds away seconds and milliseconds, and leaves minutes alone for a step of 0', () => {
    const rounded = roundToMinuteStep(local(2026, 1, 1, 10, 7, 40, 500), 1);
    expect([rounded.getMinutes(), rounded.getSeconds(), rounded.getMilliseconds()]).toEqual([7, 0, 0]);
    expect(roundToMinuteStep(local(2026, 1, 1, 10, 7, 40), 0).getMinutes()).toBe(7);
  });
});
