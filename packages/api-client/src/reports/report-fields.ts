/** Short builders the report definitions share (columns, choices, charts). */
export const choicesOf = (values: Readonly<Record<string, number>>) =>
  Object.entries(values)
    .filter(([, v]) => v >= 0)
    .map(([title, v]) => ({ value: String(v), title }));
export const labelsOf = (values: Readonly<Record<string, number>>) =>
  Object.fromEntries(choicesOf(values).map((c) => [c.value, c.title]));
export const words = (...values: string[]) => values.map((v) => ({ value: v, title: v }));

export const date = (title: string) => ({ title, type: 'date' as const });
export const text = (title: string) => ({ title, type: 'text' as const });
export const count = (title: string) => ({ title, type: 'number' as const });
export const perDay = (y: string, series: string | null) => ({
  kind: 'line' as const,
  x: { title: 'Day', isTime: true },
  y: { title: y },
  series: series ? { title: series } : null,
});
export const perCategory = (x: string, y: string, series: string | null) => ({
  kind: 'bar' as const,
  x: { title: x, isTime: false },
  y: { title: y },
  series: series ? { title: series } : null,
});
