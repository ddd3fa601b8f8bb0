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
