import { describe, expect, it } from 'vitest';
import { activeFilterChips, clearFilterKeys, textConditionLabel, type FilterableColumn } from './filter-chips';

const columns: FilterableColumn[] = [
  { id: 'name', title: 'Name' },
  { id: 'email', title: 'E-mail', filter: { kind: 'text' } },
  {
    id: 'team',
    title: 'Team',
    filter: {
      kind: 'select',
      options: [
        { value: 's', label: 'Sales' },
        { value: 'f', label: 'Finance' },
      ],
    },
  },
  { id: 'created', title: 'Created', filter: { kind: 'date' } },
];

describe('activeFilterChips', () => {
  it('lists nothing for empty, blank, search-only or column-less filters', () => {
    expect(activeFilterChips({}, columns)).toEqual([]);
    expect(activeFilterChips({ email: '  ', search: 'ada', UserType: '1', name: 'x' }, columns)).toEqual([]);
  });

  it('labels a text filter with its condition (contains by default) and clears value and condition', () => {
    expect(activeFilterChips({ email: 'knuth' }, columns)).toEqual([
      { column: 'email', label: 'E-mail contains “knuth”', keys: ['email', 'email-op'] },
    ]);
    expect(activeFilterChips({ email: 'knuth', 'email-op': '2' }, columns)[0]?.label).toBe(
      'E-mail begins with “knuth”',
    );
  });

  it('labels a select filter with the option label, or the raw value when unknown', () => {
    expect(activeFilterChips({ team: 'f' }, columns)[0]?.label).toBe('Team: Finance');
    expect(activeFilterChips({ team: 'x' }, columns)[0]?.label).toBe('Team: x');
  });

  it('clearing a select filter’s chip empties that filter', () => {
    expect(activeFilterChips({ team: 'f' }, columns)).toEqual([
      { column: 'team', label: 'Team: Finance', keys: ['team'] },
    ]);
  });

  it('never shows the global search as a column chip, even beside a filterable column called search', () => {
    const withSearch: FilterableColumn[] = [...columns, { id: 'search', title: 'Search', filter: { kind: 'text' } }];
    expect(activeFilterChips({ search: 'ada', email: 'knuth' }, withSearch).map((c) => c.column)).toEqual(['email']);
  });

  it('labels date ranges with §9 display dates, open at either end, and ignores unreadable bounds', () => {
    expect(activeFilterChips({ 'created-from': '05-01-2026 00:00' }, columns)[0]).toEqual({
      column: 'created',
      label: 'Created from 01/05/2026',
      keys: ['created-from', 'created-to'],
    });
    expect(activeFilterChips({ 'created-to': '05-31-2026 23:59' }, columns)[0]?.label).toBe('Created until 31/05/2026');
    expect(
      activeFilterChips({ 'created-from': '05-01-2026 00:00', 'created-to': '05-31-2026 23:59' }, columns)[0]?.label,
    ).toBe('Created 01/05/2026 – 31/05/2026');
    expect(activeFilterChips({ 'created-from': 'garbage' }, columns)).toEqual([]);
  });

  it('keeps column order', () => {
    const chips = activeFilterChips({ team: 's', email: 'a', 'created-from': '05-01-2026 00:00' }, columns);
    expect(chips.map((c) => c.column)).toEqual(['email', 'team', 'created']);
  });
});

describe('clearFilterKeys and textConditionLabel', () => {
  it('empties only the given keys', () => {
    expect(clearFilterKeys({ email: 'a', 'email-op': '3', team: 's' }, ['email', 'email-op'])).toEqual({
      email: '',
      'email-op': '',
      team: 's',
    });
  });

  it('falls back to contains for a missing or unknown condition', () => {
    expect(textConditionLabel(undefined)).toBe('contains');
    expect(textConditionLabel('99')).toBe('contains');
    expect(textConditionLabel('1')).toBe('not equals');
  });
});
