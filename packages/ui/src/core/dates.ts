import { addDays, addMonths, isValid, parseISO, startOfDay } from 'date-fns';

/** Date formats of §9 in the spec's notation, with the pattern (date-fns notation) that produces them. */
export const dateFormats = {
  /** DD/MM/YYYY */
  display: 'dd/MM/yyyy',
  /** DD/MM/YYYY HH:mm:ss */
  displayDateTime: 'dd/MM/yyyy HH:mm:ss',
  /** YYYY-MM-DD */
  storage: 'yyyy-MM-dd',
  /** YYYY-MM-DD HH:mm */
  storageDateTime: 'yyyy-MM-dd HH:mm',
  /** HH:mm */
  time: 'HH:mm',
  /** MM-DD-YYYY HH:mm, used by table date filters */
  filter: 'MM-dd-yyyy HH:mm',
  /** YYYY-MM-DD HH:mm:ss, the expiration date picker's output */
  expiration: 'yyyy-MM-dd HH:mm:ss',
} as const;

/** A §9 pattern: the fields dd, MM, yyyy, HH, mm and ss between literal separators. */
export type DatePattern = (typeof dateFormats)[keyof typeof dateFormats];
/** A §9 pattern that names a day (every one but the time of day). */
export type DayPattern = Exclude<DatePattern, typeof dateFormats.time>;

const FIELD = /(yyyy|MM|dd|HH|mm|ss)/;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Formats `date` (local time) with a §9 pattern, as date-fns `format` does for these fields: each
 * zero-padded, the year to four digits. The kit's own formatter, so the console's first page does not
 * ship date-fns' general one (issue 14). Throws a RangeError for an invalid date, as date-fns does.
 */
export function formatDatePattern(date: Date, pattern: DatePattern): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const year = date.getFullYear();
  const fields: Record<string, string> = {
    yyyy: pad(year > 0 ? year : 1 - year, 4), // years before 1 read as BC years, as date-fns writes them
    MM: pad(date.getMonth() + 1, 2),
    dd: pad(date.getDate(), 2),
    HH: pad(date.getHours(), 2),
    mm: pad(date.getMinutes(), 2),
    ss: pad(date.getSeconds(), 2),
  };
  return pattern
    .split(FIELD)
    .map((part) => fields[part] ?? part)
    .join('');
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/**
 * Reads `text` written in a §9 day pattern as local time, strictly, as date-fns `parse` does for these
 * fields: the year takes one to four digits and every other field one or two, separators must match
 * exactly, only whitespace may follow, and the day must exist (31/02 and 29/02 of a common year are
 * no dates). Fields the pattern leaves out are 0. Null when the text is no such date.
 */
export function parseDatePattern(text: string, pattern: DayPattern): Date | null {
  const values: Record<string, number> = {};
  let rest = text;
  for (const part of pattern.split(FIELD)) {
    if (FIELD.test(part)) {
      const digits = (part === 'yyyy' ? /^\d{1,4}/ : /^\d{1,2}/).exec(rest)?.[0];
      if (!digits) return null;
      values[part] = Number(digits);
      rest = rest.slice(digits.length);
    } else if (rest.startsWith(part)) rest = rest.slice(part.length);
    else return null;
  }
  if (/\S/.test(rest)) return null;
  const { yyyy: year = 0, MM: month = 0, dd: day = 0, HH: hours = 0, mm: minutes = 0, ss: seconds = 0 } = values;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(0);
  date.setFullYear(year, month - 1, day); // setFullYear, not the constructor: years 1-99 stay themselves
  date.setHours(hours, minutes, seconds, 0);
  return date;
}

/** The minimum date of §9: also the server's "no date" value. */
export const MIN_DATE_VALUE = '0001-01-01T00:00:00';
/** The maximum date of §9. */
export const MAX_DATE_VALUE = '2999-01-01T00:00:00';

/** A date value as the API and pickers pass it around. */
export type DateValue = string | Date | null | undefined;

/** Parses an ISO string (or one of the storage/display formats) or returns a Date copy; null if unusable. */
export function parseDateValue(value: DateValue): Date | null {
  if (value instanceof Date) return isValid(value) ? new Date(value.getTime()) : null;
  // Form values arrive untyped: null, undefined, a number or an object is no date (and '' parses to none).
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = parseISO(text);
  if (isValid(iso)) return iso;
  for (const pattern of [
    dateFormats.displayDateTime,
    dateFormats.display,
    dateFormats.expiration,
    dateFormats.storageDateTime,
  ]) {
    const parsed = parseDatePattern(text, pattern);
    if (parsed) return parsed;
  }
  return null;
}

/** §5: a date is valid only when it is not empty, not 0001-01-01T00:00:00, and parseable. */
export function isValidDateValue(value: DateValue): boolean {
  if (typeof value === 'string' && value.trim().startsWith(MIN_DATE_VALUE)) return false;
  return parseDateValue(value) !== null; // empty and blank text parse to null
}

/** Formats a date as DD/MM/YYYY (or DD/MM/YYYY HH:mm:ss with `withTime`); '' when invalid. */
export function formatDisplayDate(value: DateValue, withTime = false): string {
  if (!isValidDateValue(value)) return '';
  return formatDatePattern(parseDateValue(value) as Date, withTime ? dateFormats.displayDateTime : dateFormats.display);
}

/** Formats a date for storage as YYYY-MM-DD (or YYYY-MM-DD HH:mm with `withTime`); '' when invalid. */
export function formatStorageDate(value: DateValue, withTime = false): string {
  if (!isValidDateValue(value)) return '';
  return formatDatePattern(parseDateValue(value) as Date, withTime ? dateFormats.storageDateTime : dateFormats.storage);
}

/** Formats a date for table date filters (MM-DD-YYYY HH:mm). */
export function formatFilterDate(value: DateValue): string {
  if (!isValidDateValue(value)) return '';
  return formatDatePattern(parseDateValue(value) as Date, dateFormats.filter);
}

/** The locale's default date pattern (e.g. 'MM/dd/yyyy' for en-US), used when no format is given (§9). */
export function localeDatePattern(locale?: string): string {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(2001, 10, 22),
  );
  return parts
    .map((p) => (p.type === 'day' ? 'dd' : p.type === 'month' ? 'MM' : p.type === 'year' ? 'yyyy' : p.value))
    .join('');
}

/**
 * The expiration date picker's output (§5): 'YYYY-MM-DD HH:mm:ss'. Datetimes are converted to UTC;
 * a date without time is the local calendar day at 00:00:00.
 */
export function formatExpirationOutput(date: Date, withTime: boolean): string {
  if (!withTime) return formatDatePattern(date, dateFormats.storage) + ' 00:00:00';
  const utc = new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return formatDatePattern(utc, dateFormats.expiration);
}

/** Parses an expiration output back into a Date (UTC when `withTime`). */
export function parseExpirationOutput(value: string, withTime: boolean): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((p) => p ?? '0') as string[];
  return withTime
    ? new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)))
    : new Date(Number(y), Number(mo) - 1, Number(d));
}

/** Expiry state of a date (§2, expiry display). */
export type ExpiryState = 'expired' | 'expiring' | 'valid' | 'none';

/** 'expired' when past, 'expiring' within one month from now, 'valid' later, 'none' for no date. */
export function expiryState(value: DateValue, now: Date = new Date()): ExpiryState {
  if (!isValidDateValue(value)) return 'none';
  const date = parseDateValue(value) as Date;
  if (date.getTime() <= now.getTime()) return 'expired';
  if (date.getTime() <= addMonths(now, 1).getTime()) return 'expiring';
  return 'valid';
}

/** A date shortcut of §9. */
export interface DateShortcut {
  label: string;
  days: number;
}

/** Date shortcuts of §9: Today, Tomorrow, 1 week (7), 2 weeks (14), 1 month (30), 6 months (182), 1 year (365). */
export const dateShortcuts: readonly DateShortcut[] = [
  { label: 'Today', days: 0 },
  { label: 'Tomorrow', days: 1 },
  { label: '1 week', days: 7 },
  { label: '2 weeks', days: 14 },
  { label: '1 month', days: 30 },
  { label: '6 months', days: 182 },
  { label: '1 year', days: 365 },
];

/** The day a shortcut points at, counted from the start of `today`. */
export function applyDateShortcut(shortcut: DateShortcut, today: Date = new Date()): Date {
  return addDays(startOfDay(today), shortcut.days);
}

/** True for a stored end date far in the future (year ≥ 2999), which counts as "Lifetime" (§9 maximum). */
export function isFarFutureDate(value: DateValue): boolean {
  const date = isValidDateValue(value) ? parseDateValue(value) : null;
  return date !== null && date.getFullYear() >= 2999;
}

/** Picker constraints of §5. */
export interface DateConstraints {
  minDate?: Date | null;
  maxDate?: Date | null;
  /** Individual days that cannot be chosen (compared by calendar day). */
  disabledDates?: readonly Date[];
  /** Days of week that cannot be chosen, 0 = Sunday … 6 = Saturday. */
  disabledDaysOfWeek?: readonly number[];
  /** Hours (0-23) that cannot be chosen. */
  disabledHours?: readonly number[];
}

/**
 * Enforces min ≤ max (§5): when the minimum is after the maximum the maximum is raised to the
 * minimum, and `isInvalid` reports it so the picker can show why.
 */
export function resolveDateBounds(minDate?: Date | null, maxDate?: Date | null) {
  if (minDate && maxDate && minDate.getTime() > maxDate.getTime()) {
    return { minDate, maxDate: minDate, isInvalid: true };
  }
  return { minDate: minDate ?? null, maxDate: maxDate ?? null, isInvalid: false };
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** True when the calendar day of `date` may be chosen under `constraints` (time of day ignored). */
export function isDayAllowed(date: Date, constraints: DateConstraints): boolean {
  const { minDate, maxDate } = resolveDateBounds(constraints.minDate, constraints.maxDate);
  const day = startOfDay(date).getTime();
  if (minDate && day < startOfDay(minDate).getTime()) return false;
  if (maxDate && day > startOfDay(maxDate).getTime()) return false;
  if (constraints.disabledDaysOfWeek?.includes(date.getDay())) return false;
  if (constraints.disabledDates?.some((d) => sameDay(d, date))) return false;
  return true;
}

/** True when the exact moment `date` may be chosen: allowed day, allowed hour, within min/max. */
export function isDateTimeAllowed(date: Date, constraints: DateConstraints): boolean {
  if (!isDayAllowed(date, constraints)) return false;
  if (constraints.disabledHours?.includes(date.getHours())) return false;
  const { minDate, maxDate } = resolveDateBounds(constraints.minDate, constraints.maxDate);
  if (minDate && date.getTime() < minDate.getTime()) return false;
  if (maxDate && date.getTime() > maxDate.getTime()) return false;
  return true;
}

/** Calendar minute step default (§9). */
export const DEFAULT_MINUTE_STEP = 1;
/** Time picker minute interval default (§9). */
export const DEFAULT_TIME_PICKER_INTERVAL = 10;

/** The minute grid's step: 5 when the calendar step is 1, else the step itself (§9). */
export function minuteGridStep(step: number = DEFAULT_MINUTE_STEP): number {
  return step === 1 ? 5 : step;
}

/** Rounds the minutes of `date` to the nearest multiple of `step` (§5: the minute step rounds values). */
export function roundToMinuteStep(date: Date, step: number = DEFAULT_MINUTE_STEP): Date {
  const result = new Date(date.getTime());
  result.setSeconds(0, 0);
  if (step <= 1) return result;
  const rounded = Math.round(result.getMinutes() / step) * step;
  result.setMinutes(rounded);
  return result;
}
