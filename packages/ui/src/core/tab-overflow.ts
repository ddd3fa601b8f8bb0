/** What {@link fitTabs} measures. */
export interface TabFitInput {
  /** Width of each tab, in order, in pixels. */
  widths: readonly number[];
  /** Width the tab list may take. */
  available: number;
  /** Width of the 'More' trigger that collects the tabs left out. */
  moreWidth: number;
  /** Space between two neighbours (tabs and the trigger). */
  gap: number;
  /** Index of the selected tab, kept visible whatever its place; -1 when none. */
  selectedIndex: number;
}

/**
 * Which tabs stay in the tab list when they do not all fit: every tab when they do; otherwise the
 * longest run from the start that fits beside the 'More' trigger, plus the selected tab wherever it
 * sits, so the tab whose panel is shown is always visible. Returns indices in their original order.
 */
export function fitTabs({ widths, available, moreWidth, gap, selectedIndex }: TabFitInput): number[] {
  const all = widths.map((_, i) => i);
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return all;
  const selectedWidth = widths[selectedIndex] ?? 0;
  let used = moreWidth + (selectedIndex >= 0 ? selectedWidth + gap : 0);
  const shown = new Set<number>(selectedIndex >= 0 ? [selectedIndex] : []);
  for (const i of all) {
    if (i === selectedIndex) continue;
    const next = used + widths[i]! + gap;
    if (next > available) break;
    used = next;
    shown.add(i);
  }
  return all.filter((i) => shown.has(i));
}
