import { describe, expect, it } from 'vitest';
import { buildPagedRequest } from './request';

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
