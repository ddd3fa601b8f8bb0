/**
 * The live connections of spec §7 (ASP.NET Core SignalR protocol, JSON hub protocol). The server's
 * hub implementation and the client wrappers both read these names.
 */
export const HUBS = {
  export: {
    path: '/hubs/export',
    /** Server → client: an export finished or changed state; the bell refreshes its notifications. */
    events: { ReceiveExportNotification: 'ReceiveExportNotification' },
    invocations: {},
  },
  excel: {
    path: '/hubs/excel',
    /** Server → client: progress of a spreadsheet export ({ isSuccess, completed, data }). */
    events: { ExportToExcel: 'ExportToExcel' },
    /** Client → server: returns this connection's id, sent along with an export request. */
    invocations: { getConnectionId: 'getConnectionId' },
  },
} as const;

/** Spec §7: the excel hub's server timeout. */
export const EXCEL_HUB_SERVER_TIMEOUT_MS = 300_000;
/** SignalR defaults kept by our server: keep-alive ping every 15 s, client considered gone after 30 s. */
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_CLIENT_TIMEOUT_MS = 30_000;
