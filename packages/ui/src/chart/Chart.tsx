import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from '@emotion/react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { usePortcullisTheme } from '../theme/ThemeProvider';
import { visuallyHidden } from '../components/styles';
import type { PortcullisTheme } from '../core/tokens';
import { markOf, toChartColumns, totalOf, type ChartColumns, type ChartPoint, type SeriesShape } from './chart-data';

/** Props of {@link Chart}. */
export interface ChartProps {
  /** What the chart shows; its accessible name. */
  title: string;
  /** `line` for counts over days, `bar` for counts per category. */
  kind: 'line' | 'bar';
  /** Whether `X` values are days (YYYY-MM-DD). */
  isTime: boolean;
  /** Label of the horizontal axis. */
  xLabel: string;
  /** Label of the vertical axis. */
  yLabel: string;
  /** What the series are (legend heading); null with one series. @default null */
  seriesLabel?: string | null;
  points: readonly ChartPoint[];
  /** Plot height in CSS pixels. @default 240 */
  height?: number;
  /** Said where there is nothing to draw. @default 'Nothing to chart for these filters.' */
  emptyText?: string;
}

/** Tick steps of a day axis: one day at least, never hours. */
const DAY_STEPS = [1, 2, 7, 14, 30, 91, 182, 365].map((d) => d * 86_400);
const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const seriesColors = (t: PortcullisTheme) => [
  t.colors.primary,
  t.colors.orange,
  t.colors.green,
  t.colors.pink,
  t.colors.blue,
  t.colors.warning,
];

/** Draws a series' point shape (the canvas mark and the legend's agree). */
function shapePath(shape: SeriesShape, x: number, y: number, r: number): Path2D {
  const p = new Path2D();
  if (shape === 'circle') p.arc(x, y, r, 0, Math.PI * 2);
  else if (shape === 'square' || shape === 'bar') p.rect(x - r, y - r, 2 * r, 2 * r);
  else if (shape === 'triangle') (p.moveTo(x, y - r), p.lineTo(x + r, y + r), p.lineTo(x - r, y + r), p.closePath());
  else if (shape === 'diamond')
    (p.moveTo(x, y - r), p.lineTo(x + r, y), p.lineTo(x, y + r), p.lineTo(x - r, y), p.closePath());
  else (p.moveTo(x - r, y - r), p.lineTo(x + r, y + r), p.moveTo(x + r, y - r), p.lineTo(x - r, y + r));
  return p;
}

/**
 * Each series draws its own shape at its points (on a bar, at its top): the series differ in more
 * than colour, and the legend shows the same shape.
 */
const shapePoints = (shape: SeriesShape, fill: string, stroke: string): uPlot.Series.Points => ({
  show: true,
  size: 7,
  stroke,
  fill,
  paths: (u, seriesIdx, idx0, idx1) => {
    const path = new Path2D();
    const ys = u.data[seriesIdx]!;
    for (let j = idx0; j <= idx1; j++) {
      const v = ys[j];
      if (v == null) continue;
      path.addPath(
        shapePath(shape, u.valToPos(u.data[0][j]!, 'x', true), u.valToPos(v, 'y', true), 4 * devicePixelRatio),
      );
    }
    return { stroke: path, fill: path };
  },
});

/**
 * Grouped bars on uPlot's aligned data: category i's bar of series s sits at i + offset(s), every
 * series null elsewhere, so each bar has its own x and the axis ticks name the categories.
 */
function barLayout(columns: ChartColumns) {
  const n = Math.max(1, columns.series.length);
  const step = 0.8 / n;
  const xs: number[] = [];
  const values = columns.series.map(() => [] as (number | null)[]);
  columns.labels.forEach((_, i) =>
    columns.series.forEach((s, k) => {
      xs.push(i - 0.4 + step * (k + 0.5));
      values.forEach((row, j) => row.push(j === k ? (s.values[i] ?? null) : null));
    }),
  );
  return { xs, values, barSize: 0.9 };
}

function plotOptions(props: ChartProps, columns: ChartColumns, width: number, theme: PortcullisTheme): uPlot.Options {
  const colors = seriesColors(theme);
  const isBar = props.kind === 'bar';
  const font = `12px ${theme.fontFamily}`;
  const axis = (label: string): uPlot.Axis => ({
    label,
    font,
    labelFont: `600 12px ${theme.fontFamily}`,
    stroke: theme.colors.textMuted,
    grid: { stroke: theme.colors.border, width: 1 },
    ticks: { stroke: theme.colors.border, width: 1 },
  });
  return {
    width,
    height: props.height ?? 240,
    // Room on the right for the last day's label.
    padding: [8, 36, 0, 0],
    // Days are UTC days (the server counts them so): ticks fall on UTC midnights, whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { show: !isBar, points: { show: false } },
    scales: {
      x: isBar ? { time: false, range: [-0.5, Math.max(0.5, columns.labels.length - 0.5)] } : { time: props.isTime },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      isBar
        ? { ...axis(props.xLabel), splits: () => columns.labels.map((_, i) => i), values: () => columns.labels }
        : props.isTime
          ? { ...axis(props.xLabel), incrs: DAY_STEPS, values: (_u, splits) => splits.map(utcDay) }
          : axis(props.xLabel),
      { ...axis(props.yLabel), size: 56 },
    ],
    series: [
      {},
      ...columns.series.map((s, i): uPlot.Series => {
        const color = colors[i % colors.length]!;
        const { dash, shape } = markOf(i);
        return isBar
          ? {
              label: s.name,
              stroke: color,
              fill: color,
              width: 1,
              paths: uPlot.paths.bars!({ size: [barLayout(columns).barSize, Infinity] }),
              points: shapePoints(shape, theme.colors.surface, theme.colors.text),
            }
          : {
              label: s.name,
              stroke: color,
              width: 2,
              dash: [...dash],
              points: shapePoints(shape, color, color),
            };
      }),
    ],
  };
}

function LegendMark({ index, color }: { index: number; color: string }) {
  const { dash, shape } = markOf(index);
  const r = 4;
  const mark = {
    circle: <circle cx={14} cy={7} r={r} />,
    square: <rect x={14 - r} y={7 - r} width={2 * r} height={2 * r} />,
    bar: <rect x={14 - r} y={7 - r} width={2 * r} height={2 * r} />,
    triangle: <polygon points={`14,${7 - r} ${14 + r},${7 + r} ${14 - r},${7 + r}`} />,
    diamond: <polygon points={`14,${7 - r} ${14 + r},7 14,${7 + r} ${14 - r},7`} />,
    cross: <path d={`M${14 - r} ${7 - r}L${14 + r} ${7 + r}M${14 + r} ${7 - r}L${14 - r} ${7 + r}`} strokeWidth={2} />,
  }[shape];
  return (
    <svg width={28} height={14} aria-hidden="true" fill={color} stroke={color}>
      <line x1={0} y1={7} x2={28} y2={7} strokeWidth={2} strokeDasharray={dash.join(' ') || undefined} />
      {mark}
    </svg>
  );
}

/**
 * A line or bar chart of counted points (uPlot, drawn on a canvas), accessible: the figure is named by
 * its title and described in words (axes, series, total), the axes are labelled, series differ by dash
 * and point shape as well as colour, the legend names them in text, and the same numbers are a table
 * (under "Chart data") that keyboard and screen-reader users read instead of the canvas.
 */
export function Chart(props: ChartProps) {
  const { title, kind, isTime, xLabel, yLabel, seriesLabel = null, points, emptyText } = props;
  const theme = usePortcullisTheme();
  const titleId = useId();
  const summaryId = useId();
  const host = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => toChartColumns(points, isTime), [points, isTime]);
  const colors = seriesColors(theme);

  useEffect(() => {
    const el = host.current;
    if (!el || !columns.labels.length) return;
    let plot: uPlot | null = null;
    let isGone = false;
    const bars = kind === 'bar' ? barLayout(columns) : null;
    const data: uPlot.AlignedData = bars
      ? [bars.xs, ...bars.values]
      : [columns.xs, ...columns.series.map((s) => s.values)];
    // Canvas text is drawn once: wait for the kit's typeface so the axes are not drawn in a fallback.
    void document.fonts.ready.then(() => {
      if (isGone) return;
      plot = new uPlot(plotOptions(props, columns, Math.max(200, el.clientWidth), theme), data, el);
    });
    const resize = new ResizeObserver(() =>
      plot?.setSize({ width: Math.max(200, el.clientWidth), height: props.height ?? 240 }),
    );
    resize.observe(el);
    return () => {
      isGone = true;
      resize.disconnect();
      plot?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the plot is rebuilt when what it draws changes
  }, [columns, kind, theme, xLabel, yLabel, props.height]);

  const summary = columns.labels.length
    ? `${kind === 'line' ? 'Line' : 'Bar'} chart of ${yLabel} by ${xLabel}${seriesLabel ? ` and ${seriesLabel}` : ''}: ${columns.labels.length} ${isTime ? 'days' : 'categories'}, ${columns.series.length} series, ${totalOf(points).toLocaleString('en-US')} in all. The table under Chart data lists the same numbers.`
    : (emptyText ?? 'Nothing to chart for these filters.');
  return (
    <figure aria-labelledby={titleId} aria-describedby={summaryId} css={{ margin: 0 }}>
      <figcaption id={titleId} css={{ fontWeight: 600, marginBottom: 8 }}>
        {title}
      </figcaption>
      <p id={summaryId} css={columns.labels.length ? visuallyHidden : { color: theme.colors.textMuted }}>
        {summary}
      </p>
      {columns.labels.length > 0 && (
        <>
          <div
            ref={host}
            aria-hidden="true"
            data-testid="chart-canvas"
            css={{ width: '100%', minHeight: props.height ?? 240 }}
          />
          {seriesLabel && (
            <ul
              aria-label={seriesLabel}
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: 4px 16px;
                list-style: none;
                margin: 8px 0 0;
                padding: 0;
              `}
            >
              {columns.series.map((s, i) => (
                <li key={s.name} css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                  <LegendMark index={i} color={colors[i % colors.length]!} />
                  {s.name || '(none)'}
                </li>
              ))}
            </ul>
          )}
          <details css={{ marginTop: 8 }}>
            <summary css={{ cursor: 'pointer' }}>Chart data</summary>
            <table
              css={{
                borderCollapse: 'collapse',
                marginTop: 4,
                '& th, & td': { padding: '2px 12px 2px 0', textAlign: 'left' },
              }}
            >
              <caption css={visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{xLabel}</th>
                  {columns.series.map((s) => (
                    <th scope="col" key={s.name} css={{ textAlign: 'right' }}>
                      {seriesLabel ? s.name || '(none)' : yLabel}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {columns.labels.map((label, i) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {columns.series.map((s) => (
                      <td key={s.name} css={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                        {(s.values[i] ?? 0).toLocaleString('en-US')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
