import { useCallback, useState } from 'react';
import { readSavedFilters, removeFilter, saveFilter, writeSavedFilters, type SavedFilter } from '../core/index';
import type { TableStateHandle } from './useTableUrlState';

const store = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * Saved filters for the PageHeader's saved-filter dropdown (spec §2.13): the list kept per table in
 * local storage. `table` is the state the page gives its DataTable (`tableState`): `onSelect` applies
 * a saved filter by setting it (page 1), `save` stores its current filters.
 */
export function useSavedFilters(tableId: string, table: TableStateHandle) {
  const [state, setState] = table;
  const [items, setItems] = useState<SavedFilter[]>(() => readSavedFilters(store(), tableId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const change = useCallback(
    (next: SavedFilter[]) => {
      setItems(next);
      writeSavedFilters(store(), tableId, next);
    },
    [tableId],
  );
  const onSelect = (id: string) => {
    const found = readSavedFilters(store(), tableId).find((f) => f.id === id);
    if (!found) return;
    setSelectedId(id);
    setState({ ...state, page: 1, filters: found.filters });
  };
  const save = (label: string) => {
    const next = saveFilter(readSavedFilters(store(), tableId), label, state.filters);
    change(next);
    const id = label.trim().toLowerCase();
    const isSaved = next.some((f) => f.id === id);
    if (isSaved) setSelectedId(id);
    return isSaved; // false without a name or without any filter to save (§5: empty filters are dropped)
  };
  const remove = (id: string) => {
    change(removeFilter(items, id));
    if (selectedId === id) setSelectedId(null);
  };
  return {
    items,
    selectedId,
    onSelect,
    save,
    remove,
    hasFilters: () => Object.values(state.filters).some((v) => v.trim() !== ''),
  };
}
