import { describe, expect, it } from 'vitest';
import { readVisibleColumns, toggleColumn, writeVisibleColumns } from './columns';

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

describe('column chooser details', () => {
  const all = ['A', 'B', 'C'];
  it('hides a shown column and shows a hidden one, in the table’s column order', () => {
    expect(toggleColumn(['A', 'B', 'C'], 'B', all)).toEqual(['A', 'C']);
    expect(toggleColumn(['C'], 'A', all)).toEqual(['A', 'C']);
    expect(toggleColumn(['A'], 'C', all)).toEqual(['A', 'C']);
  });
  it('keeps the last visible column, but still adds a column to a single one', () => {
    expect(toggleColumn(['B'], 'B', all)).toEqual(['B']);
    expect(toggleColumn(['B'], 'A', all)).toEqual(['A', 'B']);
  });
  it('drops unknown stored ids and falls back to all columns for a non-list, blocked or missing storage', () => {
    const store = memory();
    store.setItem('portcullis.table.t.columns', '["C","gone","A"]');
    expect(readVisibleColumns(store, 't', all)).toEqual(['A', 'C']);
    store.setItem('portcullis.table.t.columns', '"A"');
    expect(readVisibleColumns(store, 't', all)).toEqual(all);
    expect(readVisibleColumns(blocked, 't', all)).toEqual(all);
    expect(readVisibleColumns(null, 't', all)).toEqual(all);
  });
  it('writes the choice under the table’s key and survives blocked or missing storage', () => {
    const store = memory();
    writeVisibleColumns(store, 'users', ['B']);
    expect(store.map.get('portcullis.table.users.columns')).toBe('["B"]');
    expect(() => writeVisibleColumns(blocked, 't', ['A'])).not.toThrow();
    expect(() => writeVisibleColumns(null, 't', ['A'])).not.toThrow();
  });
});
