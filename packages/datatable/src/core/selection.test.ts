import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  isRowSelected,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  selectionToRequest,
  toggleRow,
  togglePage,
} from './selection';
import { readVisibleColumns, toggleColumn, writeVisibleColumns } from './columns';
import { readSavedFilters, removeFilter, saveFilter, writeSavedFilters } from './saved-filters';
import { moveCell } from './grid-keys';
import { checkExportChoice, EXPORT_NEEDS_COLUMN } from './export-options';
import { canAddMappingRow, chosenNames, cleanMapping, emptyMappingRow } from './mapping';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('selection', () => {
  it('toggles rows and the page, and counts', () => {
    let s = toggleRow(emptySelection, 'a');
    expect(isRowSelected(s, 'a')).toBe(true);
    expect(pageSelectionState(s, ['a', 'b'])).toBe('some');
    s = togglePage(s, ['a', 'b']);
    expect(pageSelectionState(s, ['a', 'b'])).toBe('all');
    s = togglePage(s, ['a', 'b']);
    expect(pageSelectionState(s, ['a', 'b'])).toBe('none');
    expect(selectedCount(toggleRow(toggleRow(emptySelection, 'x'), 'y'), 500)).toBe(2);
  });

  it('selects all matching rows across pages, minus the ones unticked, and says so to the server', () => {
    let s = selectAllMatching();
    expect(isRowSelected(s, 'anything')).toBe(true);
    s = toggleRow(s, 'b');
    expect(isRowSelected(s, 'b')).toBe(false);
    expect(selectedCount(s, 1000)).toBe(999);
    const filters = [{ Column: 'UserType', Value: '1', Operator: 0 }];
    expect(selectionToRequest(s, filters)).toEqual({ AllMatching: { Filters: filters, ExceptIds: ['b'] } });
    expect(selectionToRequest(toggleRow(emptySelection, 'c'), filters)).toEqual({ SelectedIds: ['c'] });
  });
});

describe('column chooser', () => {
  it('keeps at least one column and the columns own order, and remembers the choice', () => {
    const all = ['A', 'B', 'C'];
    expect(toggleColumn(['A', 'C'], 'B', all)).toEqual(['A', 'B', 'C']);
    expect(toggleColumn(['B'], 'B', all)).toEqual(['B']);
    const store = memory();
    expect(readVisibleColumns(store, 't', all)).toEqual(all);
    writeVisibleColumns(store, 't', ['C']);
    expect(readVisibleColumns(store, 't', all)).toEqual(['C']);
    store.setItem('portcullis.table.t.columns', '{broken');
    expect(readVisibleColumns(store, 't', all)).toEqual(all);
    store.setItem('portcullis.table.t.columns', '["gone"]');
    expect(readVisibleColumns(store, 't', all)).toEqual(all);
  });
});

describe('saved filters', () => {
  it('saves named filters without empty values, replaces by name, removes and survives bad storage', () => {
    let list = saveFilter([], 'Shared users', { UserType: '1', search: '' });
    expect(list).toEqual([{ id: 'shared users', label: 'Shared users', filters: { UserType: '1' } }]);
    list = saveFilter(list, 'SHARED USERS', { UserType: '1', IsEnabled: 'true' });
    expect(list).toHaveLength(1);
    expect(list[0]!.filters).toEqual({ UserType: '1', IsEnabled: 'true' });
    expect(saveFilter(list, '  ', { a: '1' })).toEqual(list);
    expect(saveFilter(list, 'Nothing', { a: '' })).toEqual(list);
    const store = memory();
    writeSavedFilters(store, 'users', list);
    expect(readSavedFilters(store, 'users')).toEqual(list);
    expect(removeFilter(list, 'shared users')).toEqual([]);
    store.setItem('portcullis.table.users.filters', '[{"id":1}]');
    expect(readSavedFilters(store, 'users')).toEqual([]);
  });
});

describe('grid keyboard movement', () => {
  const dims = { rows: 6, cols: 4, pageRows: 3 };
  it('moves by arrows, Home/End, Ctrl+Home/End and pages, staying inside', () => {
    expect(moveCell({ row: 0, col: 0 }, 'ArrowUp', dims)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 2, col: 1 }, 'ArrowDown', dims)).toEqual({ row: 3, col: 1 });
    expect(moveCell({ row: 2, col: 3 }, 'ArrowRight', dims)).toEqual({ row: 2, col: 3 });
    expect(moveCell({ row: 2, col: 2 }, 'Home', dims)).toEqual({ row: 2, col: 0 });
    expect(moveCell({ row: 2, col: 2 }, 'End', dims, true)).toEqual({ row: 5, col: 3 });
    expect(moveCell({ row: 4, col: 2 }, 'PageUp', dims)).toEqual({ row: 1, col: 2 });
    expect(moveCell({ row: 4, col: 2 }, 'PageDown', dims)).toEqual({ row: 5, col: 2 });
    expect(moveCell({ row: 1, col: 1 }, 'a', dims)).toBeNull();
  });
});

describe('export choice', () => {
  it('needs at least one column', () => {
    expect(checkExportChoice({ columns: [] })).toBe(EXPORT_NEEDS_COLUMN);
    expect(checkExportChoice({ columns: ['UserName'] })).toBeNull();
  });
});

describe('export mapping rules', () => {
  const row = (name: string, title: string, nested: ReturnType<typeof emptyMappingRow>[] = []) => ({
    ...emptyMappingRow(1),
    PropertyName: name,
    PropertyTitle: title,
    Properties: nested,
  });
  it('blocks adding while any row or nested row is incomplete, disables chosen names, and drops empties on save', () => {
    expect(canAddMappingRow([row('UserName', 'Login')])).toBe(true);
    expect(canAddMappingRow([row('UserName', '')])).toBe(false);
    expect(canAddMappingRow([row('UserSource', 'Source', [row('Title', '')])])).toBe(false);
    expect([...chosenNames([row('UserName', 'a'), row('Email', 'b')], 0)]).toEqual(['Email']);
    expect(
      cleanMapping([
        row('UserName', ' Login '),
        row('', 'x'),
        row('UserSource', 'Source', [row('Title', 'T'), row('Name', '')]),
      ]),
    ).toEqual([
      { PropertyName: 'UserName', PropertyTitle: 'Login', PropertyType: 'String', Properties: [], Sort: 1 },
      {
        PropertyName: 'UserSource',
        PropertyTitle: 'Source',
        PropertyType: 'String',
        Properties: [{ PropertyName: 'Title', PropertyTitle: 'T', PropertyType: 'String', Properties: [], Sort: 1 }],
        Sort: 2,
      },
    ]);
  });
});

describe('selection across pages', () => {
  it('selecting all matching rows is the all mode with no exceptions', () => {
    expect(selectAllMatching()).toEqual({ mode: 'all', except: new Set() });
  });
  it('unticking then ticking a row again in the all mode selects it again', () => {
    const unticked = toggleRow(selectAllMatching(), 'b');
    expect(unticked).toEqual({ mode: 'all', except: new Set(['b']) });
    const again = toggleRow(unticked, 'b');
    expect(again).toEqual({ mode: 'all', except: new Set() });
    expect(isRowSelected(again, 'b')).toBe(true);
    expect(selectedCount(again, 10)).toBe(10);
  });
});
