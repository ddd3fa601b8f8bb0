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
  /**
   * Designed (issue 28), beside the §7 hubs and authenticated like them: something every open console
   * shows changed for everyone (feature flags, the tenant's branding). The event names only the kind;
   * consoles read the new state over HTTP, so the hub carries nothing a caller may not see.
   */
  console: {
    path: '/hubs/console',
    /**
     * Server → client: `{ Kind }` changed; the console re-reads it. ReceiveSimilarGroupRun (issue 29):
     * a similar-groups run's progress or end (SimilarGroupRunProgress), to the users who may read the report.
     */
    events: { ReceiveConsoleChange: 'ReceiveConsoleChange', ReceiveSimilarGroupRun: 'ReceiveSimilarGroupRun' },
    invocations: {},
  },
} as const;

/**
 * What a ReceiveConsoleChange names: feature flags (static data's featureFlags), branding (the theme),
 * or the user's bell (a notification arrived: its summary is re-read). Flags and Branding go to every
 * open console; Notifications only to the recipient's.
 */
export const CONSOLE_CHANGE_KINDS = ['Flags', 'Branding', 'Notifications'] as const;
export type ConsoleChangeKind = (typeof CONSOLE_CHANGE_KINDS)[number];
/** The argument of ReceiveConsoleChange. */
export interface ConsoleChange {
  Kind: ConsoleChangeKind;
}

/** Spec §7: the excel hub's server timeout. */
export const EXCEL_HUB_SERVER_TIMEOUT_MS = 300_000;
/** SignalR defaults kept by our server: keep-alive ping every 15 s, client considered gone after 30 s. */
export const HUB_KEEP_ALIVE_MS = 15_000;
export const HUB_CLIENT_TIMEOUT_MS = 30_000;
