import type { ExportProgress, PagedRequest } from '@portcullis/api-client';
import { createHubConnection, runExcelExport } from '@portcullis/api-client/hubs';
import type { ExportChoice } from '@portcullis/datatable';
import { api, toastStore } from '../../api';

/**
 * Starts the export a table's Export menu asked for. Excel follows the job live over the excel hub
 * (§7, §8 toasts, reconnecting until it completes); CSV runs as a job too and lands on the Exports
 * page, with the bell notified when it is ready.
 */
export async function startTableExport(
  objectName: string,
  choice: ExportChoice,
  request: PagedRequest,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const rows = {
    Filters: choice.scope === 1 || choice.scope === 2 ? request.Filters : undefined,
    SelectedItemIds: choice.selectedIds,
    CurrentPage: request.CurrentPage,
    ItemPerPage: request.ItemPerPage,
  };
  if (choice.format === 'csv') {
    await api.export.csv({ body: { ObjectTypeName: objectName, Scope: choice.scope, ...rows } });
    return;
  }
  await runExcelExport({
    connect: () => createHubConnection('excel'),
    toast: (t) => toastStore.push(t),
    onProgress: (p: ExportProgress) => onProgress?.(p.data?.Percent ?? 0),
    startExport: async (ConnectionId) =>
      (
        await api.export.excelExport(
          {
            body: {
              ExcelTableName: objectName,
              SelectedColumns: choice.columns,
              Scope: choice.scope,
              ConnectionId,
              ...rows,
            },
          },
          { suppressSuccessToast: true },
        )
      ).Success,
  });
}
