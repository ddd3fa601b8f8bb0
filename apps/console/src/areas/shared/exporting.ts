import { messages, type ExportProgress, type PagedRequest } from '@portcullis/api-client';
import { createHubConnection, runExcelExport } from '@portcullis/api-client/hubs';
import type { ExportChoice } from '@portcullis/datatable';
import type { ToastInput } from '@portcullis/ui';
import { api, toastStore } from '../../api';
import { links } from '../../routes/index';
import { navigate } from '../../shell/navigate';
import { beforeExport } from '../../state/export-hub';

/** The browser's IANA time zone: the file shows moments as the list did (the server formats them). */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** A toast about an export, with a link to the Exports page where its file will be. */
function exportToast(toast: ToastInput): ToastInput {
  return {
    ...toast,
    action: {
      label: 'Open Exports',
      href: links.exports(),
      onClick: (event) => {
        event.preventDefault();
        navigate(links.exports());
      },
    },
  };
}

/**
 * Starts the export a table's Export menu asked for, with the dialog's columns in order and the
 * browser's time zone. Excel follows the job live over the excel hub (§7, §8 toasts, reconnecting
 * until it completes); CSV runs as a job too and lands on the Exports page, with the bell notified
 * when it is ready. Either way the toast links to the Exports page.
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
    TimeZone: browserTimeZone(),
  };
  // The bell hears of the finish over the export hub, connected before the job can finish.
  const noteStarted = await beforeExport();
  if (choice.format === 'csv') {
    const env = await api.export.csv(
      {
        body: { ObjectTypeName: objectName, Scope: choice.scope, SelectedColumns: choice.columns, ...rows },
      },
      { suppressSuccessToast: true },
    );
    noteStarted(env.Data?.ExportId);
    if (env.Success && env.Message)
      toastStore.push(exportToast({ kind: 'success', title: env.Title ?? undefined, message: env.Message }));
    return;
  }
  await runExcelExport({
    connect: () => createHubConnection('excel'),
    toast: (t) => toastStore.push(t.kind === 'success' && t.message === messages.excelPrepared ? exportToast(t) : t),
    onProgress: (p: ExportProgress) => onProgress?.(p.data?.Percent ?? 0),
    startExport: async (ConnectionId) => {
      const env = await api.export.excelExport(
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
      );
      noteStarted(env.Data?.ExportId);
      return env.Success;
    },
  });
}
