/**
 * The chart kit's React-free core: counted points (x, series, value) laid out as the aligned columns a
 * chart library draws, and the marks that tell series apart without colour (WCAG 1.4.1): each series
 * has its own dash pattern and point shape as well as its colour, and the legend names it in text.
 */

/** One counted point: `x` a day (YYYY-MM-DD) on a time axis, else a category. */
export interface ChartPoint {
  X: string;
  Series: string;
  Value: number;
}

/** Points as columns: `xs` (seconds since 1970 on a time axis, else category indexes), one value row per series. */
export interface ChartColumns {
  labels: string[];
  xs: number[];
  series: { name: string; values: (number | null)[] }[];
}

/** Dash patterns (canvas setLineDash) by series index; a solid line first. */
export const SERIES_DASHES: readonly (readonly number[])[] = [[], [8, 4], [2, 3], [10, 3, 2, 3], [4, 4], [12, 6]];
/** Point shapes by series index, named in the legend beside the series name. */
export const SERIES_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'cross', 'bar'] as const;
export type SeriesShape = (typeof SERIES_SHAPES)[number];

/** Seconds since 1970 of a UTC day 'YYYY-MM-DD' (NaN when it is not one). */
export const dayToSeconds = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Lays counted points out as columns. On a time axis the days are sorted and a day a series has no
 * point on counts 0 (nothing happened); categories keep the order they first appear in. Series are
 * sorted by name so their dash and shape do not change between loads.
 */
export function toChartColumns(points: readonly ChartPoint[], isTime: boolean): ChartColumns {
  const labels = [...new Set(points.map((p) => p.X))];
  if (isTime) labels.sort();
  const names = [...new Set(points.map((p) => p.Series))].sort((a, b) => a.localeCompare(b));
  const at = new Map(labels.map((l, i) => [l, i]));
  const series = names.map((name) => ({ name, values: labels.map((): number | null => (isTime ? 0 : null)) }));
  const index = new Map(names.map((n, i) => [n, i]));
  for (const p of points) series[index.get(p.Series)!]!.values[at.get(p.X)!] = p.Value;
  return { labels, xs: labels.map((l, i) => (isTime ? dayToSeconds(l) : i)), series };
}

/** Sum of every value: what the chart's caption says it counts. */
export const totalOf = (points: readonly ChartPoint[]): number => points.reduce((sum, p) => sum + p.Value, 0);

/** The mark of series `index`: its dash and shape, cycling. */
export const markOf = (index: number) => ({
  dash: SERIES_DASHES[index % SERIES_DASHES.length]!,
  shape: SERIES_SHAPES[index % SERIES_SHAPES.length]!,
});
