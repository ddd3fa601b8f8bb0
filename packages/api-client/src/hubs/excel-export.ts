import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { EXCEL_HUB_SERVER_TIMEOUT_MS, HUBS } from './names';
import { messages } from '../messages';
import type { ToastSink } from '../transport/transport';
import type { ExportProgress } from '../entities/workflow';

export interface HubConnectionOptions {
  /** Origin of the server. @default '' (same origin) */
  baseUrl?: string;
  /** Extra headers (Node only: the session cookie); browsers send the cookie themselves. */
  headers?: Record<string, string>;
}

/** A connection to one of the console's hubs over WebSockets, authenticated by the session cookie. */
export function createHubConnection(hub: keyof typeof HUBS, options: HubConnectionOptions = {}): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl((options.baseUrl ?? '') + HUBS[hub].path, {
      transport: HttpTransportType.WebSockets,
      withCredentials: true,
      headers: options.headers ?? {},
    })
    .configureLogging(LogLevel.None)
    .build();
  // Spec §7: the excel hub's server timeout is 300000 ms (exports can be quiet for a long time).
  if (hub === 'excel') connection.serverTimeoutInMilliseconds = EXCEL_HUB_SERVER_TIMEOUT_MS;
  return connection;
}

export interface ExcelExportOptions {
  connect: () => HubConnection;
  /** Starts the export job for this connection id (POST /excel/export with ConnectionId). */
  startExport: (connectionId: string) => Promise<boolean>;
  toast: ToastSink;
  onProgress?: (progress: ExportProgress) => void;
  /** Attempts to reconnect after an unexpected close before giving up. @default 5 */
  maxReconnects?: number;
}

export type ExcelExportOutcome = 'completed' | 'failed' | 'connection-error';

/**
 * Runs a spreadsheet export with live progress (spec §4 Export progress, §8 toasts): connects to the
 * excel hub, asks for the connection id, starts the job, and follows ExportToExcel messages until one
 * says completed, reconnecting when the connection closes before that.
 */
export async function runExcelExport(options: ExcelExportOptions): Promise<ExcelExportOutcome> {
  let connection = options.connect();
  let isDone = false;
  let finish!: (outcome: ExcelExportOutcome) => void;
  const outcome = new Promise<ExcelExportOutcome>((resolve) => (finish = resolve));

  const listen = (c: HubConnection) => {
    c.on(HUBS.excel.events.ExportToExcel, (progress: ExportProgress) => {
      options.onProgress?.(progress);
      if (!progress.completed && progress.isSuccess) return;
      isDone = true;
      if (progress.isSuccess) options.toast({ kind: 'success', message: messages.excelPrepared });
      else options.toast({ kind: 'danger', message: progress.data?.Message ?? messages.fallbackError });
      void c.stop();
      finish(progress.isSuccess ? 'completed' : 'failed');
    });
  };
  listen(connection);

  try {
    await connection.start();
  } catch {
    options.toast({ kind: 'danger', message: messages.connectionError1 });
    return 'connection-error';
  }
  let connectionId: string | null;
  try {
    connectionId = await connection.invoke<string>(HUBS.excel.invocations.getConnectionId);
  } catch {
    options.toast({ kind: 'danger', message: messages.connectionError3 });
    await connection.stop();
    return 'connection-error';
  }
  if (!connectionId) {
    options.toast({ kind: 'danger', message: messages.connectionError2 });
    await connection.stop();
    return 'connection-error';
  }

  let reconnects = 0;
  const reconnect = () => {
    if (isDone) return;
    if (reconnects++ >= (options.maxReconnects ?? 5)) {
      options.toast({ kind: 'danger', message: messages.connectionError1 });
      finish('connection-error');
      return;
    }
    connection = options.connect();
    listen(connection);
    connection.onclose(reconnect);
    connection.start().catch(() => setTimeout(reconnect, 500));
  };
  connection.onclose(reconnect);

  if (!(await options.startExport(connectionId))) {
    isDone = true;
    await connection.stop();
    return 'failed';
  }
  options.toast({ kind: 'success', message: messages.excelPreparing });
  return outcome;
}
