/** Storage the column chooser and saved filters use (localStorage in browsers; any map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Shows or hides one column; the last visible column cannot be hidden (a table needs one).
 * `visible` keeps the columns' own order.
 */
export function toggleColumn(visible: readonly string[], id: string, allIds: readonly string[]): string[] {
  const isShown = visible.includes(id);
  if (isShown && visible.length === 1) return [...visible];
  const next = new Set(isShown ? visible.filter((v) => v !== id) : [...visible, id]);
  return allIds.filter((c) => next.has(c));
}

const columnsKey = (tableId: string) => `portcullis.table.${tableId}.columns`;

/** Visible columns remembered for a table; unknown or empty stored values fall back to all columns. */
export function readVisibleColumns(store: KeyValueStore | null, tableId: string, allIds: readonly string[]): string[] {
  try {
    const stored = JSON.parse(store?.getItem(columnsKey(tableId)) ?? 'null') as unknown;
    if (Array.isArray(stored)) {
      const known = allIds.filter((id) => stored.includes(id));
      if (known.length > 0) return known;
    }
  } catch {
    /* a damaged value is ignored */
  }
  return [...allIds];
}

export function writeVisibleColumns(store: KeyValueStore | null, tableId: string, visible: readonly string[]): void {
  try {
    store?.setItem(columnsKey(tableId), JSON.stringify(visible));
  } catch {
    /* storage full or blocked: the choice lasts for this page only */
  }
}
