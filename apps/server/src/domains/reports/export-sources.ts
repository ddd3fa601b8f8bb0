import { EXPORT_OBJECTS } from '@portcullis/api-client/contract';
import { REPORTS } from '@portcullis/api-client/reports';
import type { ExportSource } from '../export/registry';
import { REPORT_QUERIES } from './queries';
import { reportListSpec } from './run-report';

/**
 * Every report as an object of the export engine: the report's rows, filters and order, so an export
 * with the report's filters writes exactly the rows the report counts. Automation is left out while
 * its table does not exist (the export would have nothing to read).
 */
export const reportExportSources = (): ExportSource[] =>
  Object.values(REPORTS).map((definition) => {
    const query = REPORT_QUERIES[definition.name];
    return {
      name: definition.exportName,
      title: `${definition.title} report`,
      route: definition.name,
      permission: EXPORT_OBJECTS[definition.exportName]!.permission,
      from: query.from,
      where: query.where,
      key: [query.key],
      idSql: null,
      columns: Object.entries(definition.columns).map(([name, column]) => ({
        name,
        title: column.title,
        sql: query.columns[name]!,
        type: column.type,
        ...(column.labels ? { isEnum: true, labels: column.labels } : {}),
      })),
      listSpec: reportListSpec(definition, query),
    };
  });
