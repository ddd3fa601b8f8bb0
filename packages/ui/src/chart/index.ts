// @portcullis/ui/chart — the chart kit (uPlot), its own entry so pages without charts never load it.
export { Chart, type ChartProps } from './Chart';
export { toChartColumns, markOf, totalOf, type ChartColumns, type ChartPoint } from './chart-data';
