import { describe, expect, it } from 'vitest';
import { markOf, toChartColumns, totalOf } from './chart-data';

describe('toChartColumns', () => {
  const points = [
    { X: '2026-02-02', Series: 'B', Value: 1 },
    { X: '2026-02-01', Series: 'A', Value: 2 },
    { X: '2026-02-03', Series: 'A', Value: 4 },
  ];

  it('sorts days, fills a missing day with 0 and sorts series by name', () => {
    const c = toChartColumns(points, true);
    expect(c.labels).toEqual(['2026-02-01', '2026-02-02', '2026-02-03']);
    expect(c.xs).toEqual([1769904000, 1769990400, 1770076800]);
    expect(c.series).toEqual([
      { name: 'A', values: [2, 0, 4] },
      { name: 'B', values: [0, 1, 0] },
    ]);
  });

  it('keeps categories in the order they come, with gaps left empty', () => {
    const c = toChartColumns(
      [
        { X: 'Group', Series: 'Role', Value: 3 },
        { X: 'Direct', Series: 'Application', Value: 5 },
      ],
      false,
    );
    expect(c.labels).toEqual(['Group', 'Direct']);
    expect(c.xs).toEqual([0, 1]);
    expect(c.series).toEqual([
      { name: 'Application', values: [null, 5] },
      { name: 'Role', values: [3, null] },
    ]);
  });

  it('counts the total and gives each series its own dash and shape, not only a colour', () => {
    expect(totalOf(points)).toBe(7);
    expect(markOf(0)).toEqual({ dash: [], shape: 'circle' });
    expect(markOf(1).dash).not.toEqual(markOf(0).dash);
    expect(markOf(6)).toEqual(markOf(0));
  });
});
