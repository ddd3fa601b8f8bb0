import type { Filter } from '@portcullis/api-client';

/**
 * Row selection of a server-paged table. `some`: exactly these ids. `all`: every row matching the
 * current filters (select-all-across-pages) except these ids — the server resolves it, so selecting
 * 100 000 users never loads them into the browser.
 */
export type Selection = { mode: 'some'; ids: ReadonlySet<string> } | { mode: 'all'; except: ReadonlySet<string> };

export const emptySelection: Selection = { mode: 'some', ids: new Set() };

export const isRowSelected = (selection: Selection, id: string): boolean =>
  selection.mode === 'some' ? selection.ids.has(id) : !selection.except.has(id);

export function toggleRow(selection: Selection, id: string): Selection {
  if (selection.mode === 'some') {
    const ids = new Set(selection.ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    return { mode: 'some', ids };
  }
  const except = new Set(selection.except);
  if (except.has(id)) except.delete(id);
  else except.add(id);
  return { mode: 'all', except };
}

/** How much of the shown page is selected (drives the header checkbox). */
export function pageSelectionState(selection: Selection, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  const n = pageIds.filter((id) => isRowSelected(selection, id)).length;
  return n === 0 ? 'none' : n === pageIds.length ? 'all' : 'some';
}

/** The header checkbox: selects every row of the page, or clears them when all already are. */
export function togglePage(selection: Selection, pageIds: readonly string[]): Selection {
  const select = pageSelectionState(selection, pageIds) !== 'all';
  let next = selection;
  for (const id of pageIds) if (isRowSelected(next, id) !== select) next = toggleRow(next, id);
  return next;
}

export const selectAllMatching = (): Selection => ({ mode: 'all', except: new Set() });

export function selectedCount(selection: Selection, total: number): number {
  return selection.mode === 'some' ? selection.ids.size : Math.max(0, total - selection.except.size);
}

/** What a bulk call needs: the chosen ids, or "all matching these filters except …". */
export type SelectionRequest = { SelectedIds: string[] } | { AllMatching: { Filters: Filter[]; ExceptIds: string[] } };

export function selectionToRequest(selection: Selection, filters: readonly Filter[]): SelectionRequest {
  return selection.mode === 'some'
    ? { SelectedIds: [...selection.ids] }
    : { AllMatching: { Filters: [...filters], ExceptIds: [...selection.except] } };
}
