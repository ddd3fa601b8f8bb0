import type { KeyValueStore } from './columns';

/** A named set of table filters (the PageHeader's saved-filter dropdown). */
export interface SavedFilter {
  id: string;
  label: string;
  filters: Record<string, string>;
}

const key = (tableId: string) => `portcullis.table.${tableId}.filters`;
const isSaved = (v: unknown): v is SavedFilter =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SavedFilter).id === 'string' &&
  typeof (v as SavedFilter).label === 'string' &&
  typeof (v as SavedFilter).filters === 'object' &&
  (v as SavedFilter).filters !== null &&
  Object.values((v as SavedFilter).filters).every((x) => typeof x === 'string');

export function readSavedFilters(store: KeyValueStore | null, tableId: string): SavedFilter[] {
  try {
    const parsed = JSON.parse(store?.getItem(key(tableId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

/**
 * Saves the current filters under a name (empty values dropped, §5); a name used before is replaced.
 * Returns the new list; nothing is saved without a name or without any filter.
 */
export function saveFilter(
  list: readonly SavedFilter[],
  label: string,
  filters: Record<string, string>,
): SavedFilter[] {
  const name = label.trim();
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
  if (!name || Object.keys(kept).length === 0) return [...list];
  const id = name.toLowerCase();
  return [...list.filter((f) => f.id !== id), { id, label: name, filters: kept }];
}

export const removeFilter = (list: readonly SavedFilter[], id: string): SavedFilter[] =>
  list.filter((f) => f.id !== id);

export function writeSavedFilters(store: KeyValueStore | null, tableId: string, list: readonly SavedFilter[]): void {
  try {
    store?.setItem(key(tableId), JSON.stringify(list));
  } catch {
    /* storage blocked */
  }
}
