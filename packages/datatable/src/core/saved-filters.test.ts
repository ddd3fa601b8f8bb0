import { describe, expect, it } from 'vitest';
import { readSavedFilters, removeFilter, saveFilter, writeSavedFilters, type SavedFilter } from './saved-filters';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};
const blocked = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('saved filters keep each other', () => {
  const two = saveFilter(saveFilter([], 'Shared', { UserType: '1' }), 'Admins', { Role: 'admin' });
  it('saving a new name keeps every other saved filter', () => {
    expect(two.map((f) => f.id)).toEqual(['shared', 'admins']);
    expect(saveFilter(two, 'Third', { a: '1' }).map((f) => f.id)).toEqual(['shared', 'admins', 'third']);
  });
  it('saving under a name used before replaces only that one, moved last, with the new label', () => {
    const next = saveFilter(two, ' SHARED ', { UserType: '2' });
    expect(next).toEqual([
      { id: 'admins', label: 'Admins', filters: { Role: 'admin' } },
      { id: 'shared', label: 'SHARED', filters: { UserType: '2' } },
    ]);
  });
  it('removing one keeps the others, and an unknown id removes nothing', () => {
    expect(removeFilter(two, 'shared')).toEqual([{ id: 'admins', label: 'Admins', filters: { Role: 'admin' } }]);
    expect(removeFilter(two, 'nope')).toEqual(two);
  });
  it('drops blank values and saves nothing without a name or a value', () => {
    expect(saveFilter([], 'x', { a: ' ', b: '1' })[0]!.filters).toEqual({ b: '1' });
    expect(saveFilter(two, 'x', { a: '  ' })).toEqual(two);
    expect(saveFilter(two, ' ', { a: '1' })).toEqual(two);
  });
  it('never changes the list it is given', () => {
    const list: SavedFilter[] = [...two];
    saveFilter(list, 'Shared', { a: '1' });
    removeFilter(list, 'admins');
    expect(list).toEqual(two);
  });
});

describe('saved filters in storage', () => {
  it('reads back what was written, per table', () => {
    const store = memory();
    const list = saveFilter([], 'A', { x: '1' });
    writeSavedFilters(store, 'users', list);
    expect(store.map.get('portcullis.table.users.filters')).toBe(JSON.stringify(list));
    expect(readSavedFilters(store, 'users')).toEqual(list);
    expect(readSavedFilters(store, 'groups')).toEqual([]);
  });
  it('keeps the well-formed entries of a damaged list and drops the rest', () => {
    const store = memory();
    const good = { id: 'a', label: 'A', filters: { x: '1' } };
    store.setItem(
      'portcullis.table.t.filters',
      JSON.stringify([
        good,
        null,
        'text',
        { id: 1, label: 'A', filters: {} },
        { id: 'b', label: 2, filters: {} },
        { id: 'c', label: 'C' },
        { id: 'd', label: 'D', filters: null },
        { id: 'e', label: 'E', filters: { x: 1 } },
        { id: 'f', label: 'F', filters: { x: '1', y: 2 } },
      ]),
    );
    expect(readSavedFilters(store, 't')).toEqual([good]);
  });
  it('reads nothing from a value that is not a list, broken JSON, blocked storage or no storage', () => {
    const store = memory();
    store.setItem('portcullis.table.t.filters', '{"id":"a"}');
    expect(readSavedFilters(store, 't')).toEqual([]);
    store.setItem('portcullis.table.t.filters', '[{');
    expect(readSavedFilters(store, 't')).toEqual([]);
    expect(readSavedFilters(blocked, 't')).toEqual([]);
    expect(readSavedFilters(null, 't')).toEqual([]);
  });
  it('writing to blocked or missing storage does not throw', () => {
    expect(() => writeSavedFilters(blocked, 't', [])).not.toThrow();
    expect(() => writeSavedFilters(null, 't', [])).not.toThrow();
  });
});
