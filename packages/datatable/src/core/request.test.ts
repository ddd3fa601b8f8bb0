import { describe, expect, it } from 'vitest';
import {
  buildPagedRequest,
  formatFilterDate,
  parseFilterDate,
  sortDirection,
  TABLE_DEBOUNCE_MS,
  TEXT_CONDITIONS,
} from './request';

describe('paged request building', () => {
  it('drops empty filters, turns the search into a contains filter over several columns and keeps the sort', () => {
    const req = buildPagedRequest(
      { page: 3, limit: 50, filters: { search: 'ada', UserType: '0', Email: '' } },
      { sort: { Column: 'UserName', Asc: false }, searchColumns: ['UserName', 'Email'], scope: 2 },
    );
    expect(req).toEqual({
      CurrentPage: 3,
      ItemPerPage: 50,
      Sorts: [{ Column: 'UserName', Asc: false }],
      Scope: 2,
      Filters: [
        { Column: 'UserName', Columns: ['UserName', 'Email'], Value: 'ada', Operator: 4 },
        { Column: 'UserType', Value: '0', Operator: 0 },
      ],
    });
  });
  it('leaves out Scope when none is given and ignores a search without columns', () => {
    expect(buildPagedRequest({ page: 1, limit: 25, filters: { search: 'x' } })).toEqual({
      CurrentPage: 1,
      ItemPerPage: 25,
      Sorts: [],
      Filters: [],
    });
  });
});

describe('header sorting', () => {
  it('sorts ascending first, then toggles, and reports aria-sort', async () => {
    const { nextSort, sortDirection } = await import('./request');
    expect(nextSort(null, 'UserName')).toEqual({ Column: 'UserName', Asc: true });
    expect(nextSort({ Column: 'UserName', Asc: true }, 'UserName')).toEqual({ Column: 'UserName', Asc: false });
    expect(nextSort({ Column: 'UserName', Asc: false }, 'Email')).toEqual({ Column: 'Email', Asc: true });
    expect(sortDirection({ Column: 'Email', Asc: false }, 'Email')).toBe('descending');
    expect(sortDirection(null, 'Email')).toBe('none');
  });
});

describe('date range filters (MM-DD-YYYY HH:mm)', () => {
  it('formats and parses the spec format, refusing impossible dates', async () => {
    const { formatFilterDate, parseFilterDate } = await import('./request');
    const d = new Date(2026, 10, 22, 9, 5);
    expect(formatFilterDate(d)).toBe('11-22-2026 09:05');
    expect(parseFilterDate('11-22-2026 09:05')!.getTime()).toBe(d.getTime());
    expect(parseFilterDate('02-30-2026')).toBeNull();
    expect(parseFilterDate('2026-11-22')).toBeNull();
  });

  it('turns {column}-from / -to into greater/lower-than-equal filters on the date column', async () => {
    const { buildPagedRequest } = await import('./request');
    const request = buildPagedRequest(
      {
        page: 1,
        limit: 25,
        filters: { 'CreatedDate-from': '11-01-2026 00:00', 'CreatedDate-to': 'nonsense', other: 'x' },
      },
      { dateColumns: ['CreatedDate'] },
    );
    expect(request.Filters).toEqual([
      { Column: 'CreatedDate', Value: new Date(2026, 10, 1).toISOString(), Operator: 7 + 1 },
      { Column: 'other', Value: 'x', Operator: 0 },
    ]);
  });
});

describe('column filter conditions', () => {
  it('reads a text column condition from f-{column}-op and ignores unknown ones', () => {
    const request = buildPagedRequest({
      page: 1,
      limit: 25,
      filters: { Email: 'example.org', 'Email-op': '3', Name: 'ada', 'Name-op': '9' },
    });
    expect(request.Filters).toEqual([
      { Column: 'Email', Value: 'example.org', Operator: 3 },
      { Column: 'Name', Value: 'ada', Operator: 0 },
    ]);
  });
});

describe('date range bounds (spec §5 date filters)', () => {
  const range = (filters: Record<string, string>, dateColumns = ['CreatedDate']) =>
    buildPagedRequest({ page: 1, limit: 25, filters }, { dateColumns }).Filters;

  it('sends {column}-from as greater-than-equal its first minute', () => {
    expect(range({ 'CreatedDate-from': '11-01-2026 08:30' })).toEqual([
      { Column: 'CreatedDate', Value: new Date(2026, 10, 1, 8, 30).toISOString(), Operator: 8 },
    ]);
  });
  it('sends {column}-to as lower-than-equal, never greater-than-equal, up to the end of its minute', () => {
    expect(range({ 'CreatedDate-to': '11-30-2026 23:59' })).toEqual([
      { Column: 'CreatedDate', Value: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(), Operator: 6 },
    ]);
  });
  it('ends a -to bound with a time at the end of that minute, not of the day', () => {
    expect(range({ 'CreatedDate-to': '11-30-2026 10:15' })).toEqual([
      { Column: 'CreatedDate', Value: new Date(2026, 10, 30, 10, 15, 59, 999).toISOString(), Operator: 6 },
    ]);
    expect(range({ 'CreatedDate-to': ' 11-30-2026 ' })).toEqual([
      { Column: 'CreatedDate', Value: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(), Operator: 6 },
    ]);
  });
  it('reads a date-only bound as the start of the day for -from and the end of the day for -to', () => {
    expect(range({ 'CreatedDate-from': '11-01-2026', 'CreatedDate-to': '11-30-2026' })).toEqual([
      { Column: 'CreatedDate', Value: new Date(2026, 10, 1).toISOString(), Operator: 8 },
      { Column: 'CreatedDate', Value: new Date(2026, 10, 30, 23, 59, 59, 999).toISOString(), Operator: 6 },
    ]);
  });
  it('drops a bound that is not a real date rather than sending it as text', () => {
    expect(range({ 'CreatedDate-from': '13-01-2026', 'CreatedDate-to': '2026-11-30' })).toEqual([]);
  });
  it('treats -from / -to of a column that is not a date column as an ordinary filter', () => {
    expect(range({ 'Title-from': 'x' })).toEqual([{ Column: 'Title-from', Value: 'x', Operator: 0 }]);
    expect(range({ 'CreatedDate-from': '11-01-2026' }, [])).toEqual([
      { Column: 'CreatedDate-from', Value: '11-01-2026', Operator: 0 },
    ]);
    expect(buildPagedRequest({ page: 1, limit: 25, filters: { 'CreatedDate-to': 'x' } }).Filters).toEqual([
      { Column: 'CreatedDate-to', Value: 'x', Operator: 0 },
    ]);
  });
  it('only takes -from or -to at the very end of the key', () => {
    expect(range({ 'CreatedDate-fromage': 'x', 'X-CreatedDate-to': '11-01-2026' })).toEqual([
      { Column: 'CreatedDate-fromage', Value: 'x', Operator: 0 },
      { Column: 'X-CreatedDate-to', Value: '11-01-2026', Operator: 0 },
    ]);
  });
});

describe('parseFilterDate pins the MM-DD-YYYY HH:mm format', () => {
  it('reads the date alone as midnight, and trims surrounding spaces', () => {
    expect(parseFilterDate('11-22-2026')!.getTime()).toBe(new Date(2026, 10, 22).getTime());
    expect(parseFilterDate('  11-22-2026 07:45 ')!.getTime()).toBe(new Date(2026, 10, 22, 7, 45).getTime());
  });
  it('refuses month 13, day 32, February 30, hour 24, minute 60 and two-digit-era years', () => {
    for (const text of [
      '13-01-2026',
      '00-10-2026',
      '01-32-2026',
      '02-30-2026',
      '02-29-2027',
      '01-01-2026 24:00',
      '01-01-2026 10:60',
      '12-31-2026 23:60',
      '01-01-0050',
    ])
      expect(parseFilterDate(text), text).toBeNull();
    expect(parseFilterDate('02-29-2028')!.getDate()).toBe(29);
  });
  it('refuses other layouts: ISO, single digits, seconds, a time without a date, trailing text', () => {
    for (const text of [
      '2026-11-22',
      '1-2-2026',
      '011-22-2026',
      'x11-22-2026',
      '11-22-2026 9:05',
      '11-22-2026 09:05:00',
      '09:05',
      '11-22-2026x',
      '',
    ])
      expect(parseFilterDate(text), text).toBeNull();
  });
  it('formats with two-digit month, day, hour and minute', () => {
    expect(formatFilterDate(new Date(2026, 0, 2, 3, 4))).toBe('01-02-2026 03:04');
    expect(formatFilterDate(new Date(2026, 11, 31, 23, 59))).toBe('12-31-2026 23:59');
  });
});

describe('paged request details', () => {
  it('drops a filter whose value is missing', () => {
    const filters = { Email: undefined, Name: 'ada' } as unknown as Record<string, string>;
    expect(buildPagedRequest({ page: 1, limit: 25, filters }).Filters).toEqual([
      { Column: 'Name', Value: 'ada', Operator: 0 },
    ]);
  });
  it('drops blank values (spaces only) like empty ones, the search included', () => {
    expect(
      buildPagedRequest({ page: 1, limit: 25, filters: { Email: '   ', search: ' ' } }, { searchColumns: ['Email'] })
        .Filters,
    ).toEqual([]);
  });
  it('uses the column operator given in options, else equals; a chosen -op condition wins', () => {
    const request = buildPagedRequest(
      { page: 1, limit: 25, filters: { Email: 'a', Name: 'b', 'Name-op': '2', Kind: 'c' } },
      { filterOperators: { Email: 4, Name: 4 } },
    );
    expect(request.Filters).toEqual([
      { Column: 'Email', Value: 'a', Operator: 4 },
      { Column: 'Name', Value: 'b', Operator: 2 },
      { Column: 'Kind', Value: 'c', Operator: 0 },
    ]);
  });
  it('accepts exactly the five text conditions of spec §5 as -op', () => {
    const op = (value: string) =>
      buildPagedRequest({ page: 1, limit: 25, filters: { Email: 'a', 'Email-op': value } }).Filters![0]!.Operator;
    expect(['4', '0', '1', '2', '3'].map(op)).toEqual([4, 0, 1, 2, 3]);
    expect(['5', '9', '-1', 'x'].map(op)).toEqual([0, 0, 0, 0]);
  });
  it('ignores a -op condition whose column has no value', () => {
    expect(buildPagedRequest({ page: 1, limit: 25, filters: { 'Email-op': '3' } }).Filters).toEqual([]);
  });
  it('passes Scope through when given, null included, and sends page and size as they are', () => {
    expect(buildPagedRequest({ page: 7, limit: 10, filters: {} }, { scope: null })).toEqual({
      CurrentPage: 7,
      ItemPerPage: 10,
      Sorts: [],
      Filters: [],
      Scope: null,
    });
    expect(buildPagedRequest({ page: 1, limit: 25, filters: {} }, { scope: 'x' }).Scope).toBe('x');
    expect('Scope' in buildPagedRequest({ page: 1, limit: 25, filters: {} }, { sort: null })).toBe(false);
  });
  it('offers the text conditions in the spec’s labels and reports ascending sorts', () => {
    expect(TEXT_CONDITIONS.map((c) => c.label)).toEqual([
      'contains',
      'equals',
      'not equals',
      'begins with',
      'ends with',
    ]);
    expect(sortDirection({ Column: 'Email', Asc: true }, 'Email')).toBe('ascending');
    expect(sortDirection({ Column: 'Email', Asc: true }, 'UserName')).toBe('none');
    expect(TABLE_DEBOUNCE_MS).toBe(300);
  });
});
