import { describe, expect, it } from 'vitest';
import {
  applyDateShortcut,
  dateShortcuts,
  expiryState,
  formatDisplayDate,
  formatExpirationOutput,
  formatFilterDate,
  formatStorageDate,
  isDateTimeAllowed,
  isDayAllowed,
  isFarFutureDate,
  isValidDateValue,
  minuteGridStep,
  parseExpirationOutput,
  resolveDateBounds,
  roundToMinuteStep,
} from './dates';

const local = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s);

describe('date validity (§5)', () => {
  it('rejects empty, the minimum date and unparseable values', () => {
    expect(isValidDateValue('')).toBe(false);
    expect(isValidDateValue(null)).toBe(false);
    expect(isValidDateValue('0001-01-01T00:00:00')).toBe(false);
    expect(isValidDateValue('yesterday-ish')).toBe(false);
    expect(isValidDateValue('2026-03-01T10:00:00')).toBe(true);
  });
});

describe('formats (§9)', () => {
  const date = local(2026, 3, 7, 9, 5, 4);
  it('display DD/MM/YYYY and DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDisplayDate(date)).toBe('07/03/2026');
    expect(formatDisplayDate(date, true)).toBe('07/03/2026 09:05:04');
  });
  it('storage YYYY-MM-DD and YYYY-MM-DD HH:mm, filter MM-DD-YYYY HH:mm', () => {
    expect(formatStorageDate(date)).toBe('2026-03-07');
    expect(formatStorageDate(date, true)).toBe('2026-03-07 09:05');
    expect(formatFilterDate(date)).toBe('03-07-2026 09:05');
  });
  it('returns empty text for invalid dates', () => {
    expect(formatDisplayDate('0001-01-01T00:00:00')).toBe('');
  });
});

describe('expiration output (§5)', () => {
  it('converts datetimes to UTC as YYYY-MM-DD HH:mm:ss', () => {
    const moment = new Date(Date.UTC(2026, 11, 31, 22, 30, 15));
    expect(formatExpirationOutput(moment, true)).toBe('2026-12-31 22:30:15');
    expect(parseExpirationOutput('2026-12-31 22:30:15', true)?.getTime()).toBe(moment.getTime());
  });
  it('keeps the local day for dates', () => {
    expect(formatExpirationOutput(local(2026, 1, 2, 23, 59), false)).toBe('2026-01-02 00:00:00');
    expect(parseExpirationOutput('2026-01-02 00:00:00', false)?.getTime()).toBe(local(2026, 1, 2).getTime());
  });
});

describe('expiry state', () => {
  const now = local(2026, 5, 10, 12);
  it('says expired, expiring within one month, valid or none', () => {
    expect(expiryState(local(2026, 5, 9), now)).toBe('expired');
    expect(expiryState(local(2026, 6, 1), now)).toBe('expiring');
    expect(expiryState(local(2026, 7, 1), now)).toBe('valid');
    expect(expiryState('0001-01-01T00:00:00', now)).toBe('none');
  });
});

describe('shortcuts (§9)', () => {
  it('has the seven shortcuts with their day counts', () => {
    expect(dateShortcuts.map((s) => [s.label, s.days])).toEqual([
      ['Today', 0],
      ['Tomorrow', 1],
      ['1 week', 7],
      ['2 weeks', 14],
      ['1 month', 30],
      ['6 months', 182],
      ['1 year', 365],
    ]);
  });
  it('counts from the start of today', () => {
    const shortcut = dateShortcuts[2];
    expect(shortcut && applyDateShortcut(shortcut, local(2026, 1, 30, 15)).getTime()).toBe(local(2026, 2, 6).getTime());
  });
  it('treats year 2999 and later as far future', () => {
    expect(isFarFutureDate('2999-01-01T00:00:00')).toBe(true);
    expect(isFarFutureDate('9999-12-31T23:59:59')).toBe(true);
    expect(isFarFutureDate('2030-01-01T00:00:00')).toBe(false);
  });
});

describe('picker constraints (§5)', () => {
  it('never lets min be after max', () => {
    const bounds = resolveDateBounds(local(2026, 5, 10), local(2026, 5, 1));
    expect(bounds.isInvalid).toBe(true);
    expect(bounds.maxDate?.getTime()).toBe(local(2026, 5, 10).getTime());
    expect(resolveDateBounds(local(2026, 5, 1), local(2026, 5, 10)).isInvalid).toBe(false);
  });
  it('respects bounds, disabled dates, days of week and hours', () => {
    const c = {
      minDate: local(2026, 5, 4),
      maxDate: local(2026, 5, 20),
      disabledDates: [local(2026, 5, 12)],
      disabledDaysOfWeek: [0, 6],
      disabledHours: [0, 1, 2],
    };
    expect(isDayAllowed(local(2026, 5, 3), c)).toBe(false);
    expect(isDayAllowed(local(2026, 5, 21), c)).toBe(false);
    expect(isDayAllowed(local(2026, 5, 12), c)).toBe(false);
    expect(isDayAllowed(local(2026, 5, 9), c)).toBe(false); // Saturday
    expect(isDayAllowed(local(2026, 5, 11), c)).toBe(true);
    expect(isDateTimeAllowed(local(2026, 5, 11, 1), c)).toBe(false);
    expect(isDateTimeAllowed(local(2026, 5, 11, 9), c)).toBe(true);
  });
  it('rounds minutes to the step; the grid uses 5 when the step is 1', () => {
    expect(roundToMinuteStep(local(2026, 1, 1, 10, 7, 40), 5).getMinutes()).toBe(5);
    expect(roundToMinuteStep(local(2026, 1, 1, 10, 8), 5).getMinutes()).toBe(10);
    expect(roundToMinuteStep(local(2026, 1, 1, 10, 58), 15).getHours()).toBe(11);
    expect(roundToMinuteStep(local(2026, 1, 1, 10, 7, 40)).getMinutes()).toBe(7);
    expect(minuteGridStep(1)).toBe(5);
    expect(minuteGridStep(10)).toBe(10);
  });
});
