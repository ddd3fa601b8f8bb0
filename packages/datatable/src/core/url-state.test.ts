import { describe, expect, it } from 'vitest';
import { readTableUrlState, writeTableUrlState, TABLE_DEFAULT_PAGE_SIZE } from './url-state';

describe('table URL state', () => {
  it('defaults to page 1 with 25 rows and clamps the limit to 5..100', () => {
    expect(readTableUrlState('')).toEqual({ page: 1, limit: TABLE_DEFAULT_PAGE_SIZE, filters: {} });
    expect(readTableUrlState('?limit=500').limit).toBe(100);
    expect(readTableUrlState('?limit=1').limit).toBe(5);
    expect(readTableUrlState('?page=-3&limit=abc')).toEqual({ page: 1, limit: 25, filters: {} });
  });

  it('reads f-{column} filters and drops empty ones', () => {
    expect(readTableUrlState('?page=3&limit=50&f-UserName=ada&f-Email=').filters).toEqual({ UserName: 'ada' });
    expect(readTableUrlState('?page=3&limit=50&f-UserName=ada')).toMatchObject({ page: 3, limit: 50 });
  });

  it('keeps tables apart with {historyName}-f-{column}', () => {
    const search = '?f-UserName=ada&groups-f-Title=eng&groups-page=2';
    expect(readTableUrlState(search).filters).toEqual({ UserName: 'ada' });
    expect(readTableUrlState(search, { historyName: 'groups' })).toEqual({
      page: 2,
      limit: 25,
      filters: { Title: 'eng' },
    });
  });

  it('writes state back, keeping unrelated keys and leaving defaults out', () => {
    const written = writeTableUrlState('?tab=x&f-Old=1', {
      page: 2,
      limit: 25,
      filters: { UserName: 'ada lovelace', Email: '' },
    });
    const params = new URLSearchParams(written);
    expect(params.get('tab')).toBe('x');
    expect(params.get('page')).toBe('2');
    expect(params.has('limit')).toBe(false);
    expect(params.has('f-Old')).toBe(false);
    expect(params.has('f-Email')).toBe(false);
    expect(readTableUrlState(written).filters).toEqual({ UserName: 'ada lovelace' });
    expect(writeTableUrlState('', { page: 1, limit: 25, filters: {} })).toBe('');
  });

  it('round-trips a prefixed table without touching the other', () => {
    const start = '?f-UserName=ada';
    const written = writeTableUrlState(
      start,
      { page: 4, limit: 10, filters: { Title: 'x' } },
      { historyName: 'groups' },
    );
    expect(readTableUrlState(written, { historyName: 'groups' })).toEqual({
      page: 4,
      limit: 10,
      filters: { Title: 'x' },
    });
    expect(readTableUrlState(written).filters).toEqual({ UserName: 'ada' });
  });
});

describe('table URL state: edges', () => {
  it('drops a stale page and limit when the state goes back to the defaults', () => {
    const written = writeTableUrlState('?page=4&limit=50&tab=x', { page: 1, limit: 25, filters: {} });
    expect(written).toBe('?tab=x');
    const prefixed = writeTableUrlState(
      '?groups-page=3&groups-limit=10&page=2',
      { page: 1, limit: 25, filters: {} },
      { historyName: 'groups' },
    );
    expect(prefixed).toBe('?page=2');
  });
  it('writes a changed limit, clamped, and whole page numbers', () => {
    const params = new URLSearchParams(writeTableUrlState('', { page: 2.7, limit: 500, filters: {} }));
    expect(params.get('page')).toBe('2');
    expect(params.get('limit')).toBe('100');
    expect(new URLSearchParams(writeTableUrlState('', { page: 1, limit: 1, filters: {} })).get('limit')).toBe('5');
  });
  it('leaves out a limit equal to the table’s own default, and writes the usual default for such a table', () => {
    expect(writeTableUrlState('', { page: 1, limit: 20, filters: {} }, { defaultLimit: 20 })).toBe('');
    expect(writeTableUrlState('', { page: 1, limit: 25, filters: {} }, { defaultLimit: 20 })).toBe('?limit=25');
    expect(readTableUrlState('', { defaultLimit: 20 }).limit).toBe(20);
  });
  it('never writes a filter without a value', () => {
    const filters = { A: 'x', B: '', C: undefined, D: null } as unknown as Record<string, string>;
    expect(writeTableUrlState('', { page: 1, limit: 25, filters })).toBe('?f-A=x');
  });
  it('ignores a filter key with no column name and reads page 1 for 0, negatives and text', () => {
    expect(readTableUrlState('?f-=x&f-A=1').filters).toEqual({ A: '1' });
    for (const page of ['0', '-2', 'x', '']) expect(readTableUrlState(`?page=${page}`).page).toBe(1);
    expect(readTableUrlState('?page=12').page).toBe(12);
    expect(readTableUrlState('?limit=5').limit).toBe(5);
    expect(readTableUrlState('?limit=100').limit).toBe(100);
  });
  it('reads a query with or without the leading question mark', () => {
    expect(readTableUrlState('page=3&f-A=1')).toEqual({ page: 3, limit: 25, filters: { A: '1' } });
  });
});
