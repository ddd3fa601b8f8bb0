import { useCallback, useState } from 'react';
import {
  readSavedFilters,
  readTableUrlState,
  removeFilter,
  saveFilter,
  writeSavedFilters,
  type SavedFilter,
} from '../core/index';

/** The event a page sends to apply saved filters to its DataTable (same `tableId`). */
export const APPLY_FILTERS_EVENT = 'portcullis:apply-table-filters';
export interface ApplyFiltersDetail {
  tableId: string;
  filters: Record<string, string>;
}

const store = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * Saved filters for the PageHeader's saved-filter dropdown (spec §2.13): the list kept per table in
 * local storage, `onSelect` applying one to the table, `save` storing the table's current filters.
 */
export function useSavedFilters(tableId: string, historyName?: string) {
  const [items, setItems] = useState<SavedFilter[]>(() => readSavedFilters(store(), tableId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const change = useCallback(
    (next: SavedFilter[]) => {
      setItems(next);
      writeSavedFilters(store(), tableId, next);
    },
    [tableId],
  );
  const onSelect = useCallback(
    (id: string) => {
      const found = readSavedFilters(store(), tableId).find((f) => f.id === id);
      if (!found) return;
      setSelectedId(id);
      window.dispatchEvent(
        new CustomEvent<ApplyFiltersDetail>(APPLY_FILTERS_EVENT, { detail: { tableId, filters: found.filters } }),
      );
    },
    [tableId],
  );
  const save = useCallback(
    (label: string) => {
      const current = readTableUrlState(window.location.search, { historyName }).filters;
      const next = saveFilter(readSavedFilters(store(), tableId), label, current);
      change(next);
      const id = label.trim().toLowerCase();
      const isSaved = next.some((f) => f.id === id);
      if (isSaved) setSelectedId(id);
      return isSaved; // false without a name or without any filter to save (§5: empty filters are dropped)
    },
    [tableId, historyName, change],
  );
  const remove = useCallback(
    (id: string) => {
      change(removeFilter(items, id));
      if (selectedId === id) setSelectedId(null);
    },
    [items, selectedId, change],
  );
  return {
    items,
    selectedId,
    onSelect,
    save,
    remove,
    hasFilters: () =>
      Object.values(readTableUrlState(window.location.search, { historyName }).filters).some((v) => v.trim() !== ''),
  };
}
