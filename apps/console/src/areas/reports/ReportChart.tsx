import { useEffect, useState } from 'react';
import { Chart } from '@portcullis/ui/chart';
import { Skeleton } from '@portcullis/ui';
import type { Filter, ReportChartData } from '@portcullis/api-client';
import type { ReportDefinition } from '@portcullis/api-client/reports';
import { api } from '../../api';

type ChartState = { kind: 'loading' } | { kind: 'ready'; data: ReportChartData } | { kind: 'error' };

/**
 * A report's chart, fetched with the filters the table sends (keyed by them: new filters fetch again and
 * never show the old numbers). The table below it is the chart's keyboard alternative, and the chart
 * carries its own numbers as a table too.
 */
export function ReportChart({ definition, filters }: { definition: ReportDefinition; filters: Filter[] }) {
  const [state, setState] = useState<ChartState>({ kind: 'loading' });
  const key = JSON.stringify(filters);
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    api.reports
      .chart(
        { params: { name: definition.name }, body: { Filters: JSON.parse(key) as Filter[] } },
        { signal: controller.signal },
      )
      .then((env) => env.Data && setState({ kind: 'ready', data: env.Data }))
      .catch(() => !controller.signal.aborted && setState({ kind: 'error' }));
    return () => controller.abort();
  }, [definition.name, key]);

  const chart = definition.chart;
  if (!chart) return null;
  if (state.kind === 'loading') return <Skeleton variant="text" rows={4} />;
  if (state.kind === 'error')
    return <p role="alert">The chart could not be loaded. The table below has the same numbers.</p>;
  return (
    <Chart
      title={`${chart.y.title} by ${chart.x.title.toLowerCase()}${chart.series ? ` and ${chart.series.title.toLowerCase()}` : ''}`}
      kind={chart.kind}
      isTime={chart.x.isTime}
      xLabel={chart.x.title}
      yLabel={chart.y.title}
      seriesLabel={chart.series?.title ?? null}
      points={state.data.Points}
      emptyText={state.data.IsAvailable ? 'Nothing to chart for these filters.' : definition.emptyText}
    />
  );
}
