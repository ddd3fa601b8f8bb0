import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { format, isValid, parse } from 'date-fns';
import {
  applyDateShortcut,
  dateFormats,
  dateShortcuts,
  formatDatePattern,
  parseDatePattern,
  type DayPattern,
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

/**
 * The property tests below are bounded by runs with a fixed seed (reproducible), never by time: the
 * per-test limit is generous so a loaded machine makes them slower, not red.
 */
const SEED = 20_261_125;
const PROPERTY_TIMEOUT = 60_000;

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

describe('the §9 pattern formatter', () => {
  it('writes every field zero-padded, the year to four digits', () => {
    const date = local(7, 2, 3, 4, 5, 6);
    date.setFullYear(7); // years 1-99 through the constructor would be 1900-1999
    expect(formatDatePattern(date, dateFormats.displayDateTime)).toBe('03/02/0007 04:05:06');
    expect(formatDatePattern(local(2026, 12, 31, 23, 59, 58), dateFormats.expiration)).toBe('2026-12-31 23:59:58');
    expect(formatDatePattern(local(2026, 11, 20, 13, 45), dateFormats.filter)).toBe('11-20-2026 13:45');
    expect(formatDatePattern(local(2026, 11, 20, 13, 45), dateFormats.time)).toBe('13:45');
    expect(formatDatePattern(local(12345, 1, 1), dateFormats.storage)).toBe('12345-01-01');
  });

  it('writes years before 1 as date-fns does (year 0 is 1 BC) and refuses an invalid date', () => {
    const bc = local(2000, 1, 1);
    bc.setFullYear(0);
    expect(formatDatePattern(bc, dateFormats.storage)).toBe('0001-01-01');
    bc.setFullYear(-5);
    expect(formatDatePattern(bc, dateFormats.storage)).toBe('0006-01-01');
    expect(() => formatDatePattern(new Date(NaN), dateFormats.display)).toThrow(new RangeError('Invalid time value'));
  });

  it(
    'agrees with date-fns format for every §9 pattern',
    () => {
      const patterns = Object.values(dateFormats);
      fc.assert(
        fc.property(
          fc.date({ min: new Date(-62_135_596_800_000), max: new Date(253_402_300_799_000), noInvalidDate: true }),
          fc.constantFrom(...patterns),
          (date, pattern) => formatDatePattern(date, pattern) === format(date, pattern),
        ),
        { seed: SEED, numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('the §9 pattern parser', () => {
  it('reads each day pattern as local time, fields it leaves out being 0', () => {
    expect(parseDatePattern('03/02/2026', dateFormats.display)).toEqual(local(2026, 2, 3));
    expect(parseDatePattern('03/02/2026 04:05:06', dateFormats.displayDateTime)).toEqual(local(2026, 2, 3, 4, 5, 6));
    expect(parseDatePattern('2026-02-03', dateFormats.storage)).toEqual(local(2026, 2, 3));
    expect(parseDatePattern('2026-02-03 23:59', dateFormats.storageDateTime)).toEqual(local(2026, 2, 3, 23, 59));
    expect(parseDatePattern('12-31-2026 00:00', dateFormats.filter)).toEqual(local(2026, 12, 31));
    expect(parseDatePattern('2026-02-03 00:00:59', dateFormats.expiration)).toEqual(local(2026, 2, 3, 0, 0, 59));
    expect(parseDatePattern('2026-02-03 00:00:59', dateFormats.expiration)!.getMilliseconds()).toBe(0);
  });

  it('takes one or two digits per field and one to four for the year, and keeps years 1-99', () => {
    expect(parseDatePattern('3/2/2026 4:5:6', dateFormats.displayDateTime)).toEqual(local(2026, 2, 3, 4, 5, 6));
    const early = parseDatePattern('01/01/0001', dateFormats.display)!;
    expect([early.getFullYear(), early.getMonth(), early.getDate()]).toEqual([1, 0, 1]);
    expect(parseDatePattern('01/01/99', dateFormats.display)!.getFullYear()).toBe(99);
    expect(parseDatePattern('001/01/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('01/01/20261', dateFormats.display)).toBeNull();
    expect(parseDatePattern('01/01/0000', dateFormats.display)).toBeNull();
  });

  it('accepts only days that exist: 31/02, 31/04 and 29/02 of a common year are no dates', () => {
    expect(parseDatePattern('31/02/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('30/02/2024', dateFormats.display)).toBeNull();
    expect(parseDatePattern('31/04/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('30/04/2026', dateFormats.display)).toEqual(local(2026, 4, 30));
    expect(parseDatePattern('31/12/2026', dateFormats.display)).toEqual(local(2026, 12, 31));
    expect(parseDatePattern('29/02/2024', dateFormats.display)).toEqual(local(2024, 2, 29));
    expect(parseDatePattern('29/02/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('29/02/1900', dateFormats.display)).toBeNull();
    expect(parseDatePattern('29/02/2000', dateFormats.display)).toEqual(local(2000, 2, 29));
    expect(parseDatePattern('00/01/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('01/00/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('01/13/2026', dateFormats.display)).toBeNull();
  });

  it('accepts times up to 23:59:59 only', () => {
    expect(parseDatePattern('01/01/2026 23:59:59', dateFormats.displayDateTime)).toEqual(local(2026, 1, 1, 23, 59, 59));
    expect(parseDatePattern('01/01/2026 24:00:00', dateFormats.displayDateTime)).toBeNull();
    expect(parseDatePattern('01/01/2026 00:60:00', dateFormats.displayDateTime)).toBeNull();
    expect(parseDatePattern('01/01/2026 00:00:60', dateFormats.displayDateTime)).toBeNull();
  });

  it('wants the separators exactly and nothing but whitespace after the last field', () => {
    expect(parseDatePattern('03-02-2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('03/02/2026 ', dateFormats.display)).toEqual(local(2026, 2, 3));
    expect(parseDatePattern('03/02/2026\t\n', dateFormats.display)).toEqual(local(2026, 2, 3));
    expect(parseDatePattern('03/02/2026 x', dateFormats.display)).toBeNull();
    expect(parseDatePattern('03/02/2026 10:00', dateFormats.display)).toBeNull();
    expect(parseDatePattern(' 03/02/2026', dateFormats.display)).toBeNull();
    expect(parseDatePattern('03/02/', dateFormats.display)).toBeNull();
    expect(parseDatePattern('', dateFormats.display)).toBeNull();
    expect(parseDatePattern('a3/02/2026', dateFormats.display)).toBeNull();
  });

  it(
    'agrees with date-fns parse, which it replaces, on text near and far from each pattern',
    () => {
      const patterns = Object.values(dateFormats).filter((p): p is DayPattern => p !== dateFormats.time);
      const MAX: Record<string, number> = { yyyy: 2_999, MM: 13, dd: 32, HH: 24, mm: 60, ss: 60 };
      const number = (part: string) =>
        fc.oneof(
          {
            weight: 6,
            arbitrary: fc.integer({ min: 0, max: MAX[part]! }).map((n) => String(n).padStart(part.length, '0')),
          },
          { weight: 2, arbitrary: fc.integer({ min: 0, max: MAX[part]! }).map(String) },
          { weight: 1, arbitrary: fc.stringMatching(/^\d{0,5}$/) },
        );
      const nearly = (pattern: string) =>
        fc
          .tuple(
            ...pattern
              .split(/(yyyy|MM|dd|HH|mm|ss)/)
              .filter(Boolean)
              .map((part) =>
                part in MAX
                  ? number(part)
                  : fc.oneof({ weight: 12, arbitrary: fc.constant(part) }, fc.constantFrom('/', '-', ':', ' ', '')),
              ),
            fc.oneof({ weight: 6, arbitrary: fc.constant('') }, fc.constantFrom(' ', 'x', '1')),
          )
          .map((parts) => parts.join(''));
      const fromDateFns = (text: string, pattern: string) => {
        const parsed = parse(text, pattern, new Date(0));
        return isValid(parsed) ? parsed.getTime() : null;
      };
      let dates = 0;
      fc.assert(
        fc.property(
          fc.constantFrom(...patterns).chain((p) => fc.tuple(fc.constant(p), fc.oneof(nearly(p), fc.string()))),
          ([pattern, text]) => {
            const expected = fromDateFns(text, pattern);
            if (expected !== null) dates += 1;
            return (parseDatePattern(text, pattern)?.getTime() ?? null) === expected;
          },
        ),
        { seed: SEED, numRuns: 1_500 },
      );
      // The texts are dates often enough for the agreement to say something about both answers.
      expect(dates).toBeGreaterThan(100);
    },
    PROPERTY_TIMEOUT,
  );
});
