import { HUBS, type ExportJob } from '@portcullis/api-client';
import type { createHubConnection } from '@portcullis/api-client/hubs';
import {
  hasRunningExports,
  noteExportFinished,
  noteExportStarted,
  RUNNING_EXPORTS_KEY,
  type ExportStorage,
} from './running-exports';

/** Told when an export finished (`job`), or when one may have finished unseen (no `job`): refresh. */
type Listener = (job?: ExportJob) => void;
const listeners = new Set<Listener>();
const emit = (job?: ExportJob) => {
  for (const l of listeners) l(job);
};

/** How long starting an export waits for the hub before it goes ahead anyway. */
const CONNECT_WAIT_MS = 5_000;

/** Exports the hub reported finished in this tab: one that finishes before its start is noted is not noted. */
const finishedHere = new Set<string>();
let isShellOn = false;
let connected: Promise<void> | null = null;
let stopConnection: (() => void) | null = null;

function storage(): ExportStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** After the page has loaded and the browser is idle: the hub's client is not part of any first paint. */
function whenSettled(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Connects once (loading the SignalR client); resolves when connected or the first attempt failed (it retries). */
function connect(): Promise<void> {
  if (!isShellOn) return Promise.resolve();
  if (connected) return connected;
  let isStopped = false;
  let connection: ReturnType<typeof createHubConnection> | null = null;
  stopConnection = () => {
    isStopped = true;
    void connection?.stop();
  };
  connected = import('@portcullis/api-client/hubs').then(
    (hubs) =>
      new Promise<void>((settle) => {
        if (isStopped) return settle();
        const c = hubs.createHubConnection('export');
        connection = c;
        // The bell's other notifications (issue 27) come as { NotificationId }: refresh, no export to note.
        c.on(HUBS.export.events.ReceiveExportNotification, (message: ExportJob | { NotificationId: string }) => {
          if (!('ExportId' in message)) return emit();
          finishedHere.add(message.ExportId);
          noteExportFinished(storage(), message.ExportId, Date.now());
          emit(message);
        });
        const start = () => {
          if (isStopped) return settle();
          c.start().then(
            () => {
              settle();
              // An export may have finished while the hub was not connected: the bell and Exports page re-read.
              if (hasRunningExports(storage(), Date.now())) emit();
            },
            () => {
              settle();
              setTimeout(start, 5_000);
            },
          );
        };
        c.onclose(() => setTimeout(start, 2_000));
        start();
      }),
    () => {
      connected = null; // the chunk did not load: the next trigger tries again
    },
  );
  return connected;
}

/**
 * The export hub while signed in (spec §7 Live connections): ReceiveExportNotification tells the bell
 * and the Exports page that an export finished. Issue 14: the SignalR client (about 14 kB gzip) and the
 * connection are only taken when something live needs them, not on every page:
 * - this tab starts an export (`beforeExport`, which waits for the connection so the finish is not missed);
 * - the Exports page is open (`watchExports`);
 * - this browser started an export the hub has not yet reported finished: after a reload, or in another
 *   tab (running-exports.ts, localStorage and its `storage` event).
 * Once connected it stays connected (retrying after a drop) until the shell goes (signing out). Exports
 * started from another browser reach this one's bell when it next loads, as any notification does.
 * Decision: no request on page load asks the server whether exports are running; the spec's summary has
 * no such field, and the Exports page shows the truth.
 */
export function startExportHub(): () => void {
  isShellOn = true;
  const onStorage = (event: StorageEvent) => {
    if (event.key === RUNNING_EXPORTS_KEY && hasRunningExports(storage(), Date.now())) void connect();
  };
  window.addEventListener('storage', onStorage);
  if (hasRunningExports(storage(), Date.now())) whenSettled(() => void connect());
  return () => {
    isShellOn = false;
    window.removeEventListener('storage', onStorage);
    stopConnection?.();
    stopConnection = null;
    connected = null;
  };
}

/** A screen that shows live export data is open: connect (no-op when connected). */
export function watchExports(): void {
  void connect();
}

/**
 * Before this tab starts an export: connects and waits (at most a few seconds) so the finish reaches
 * the bell; returns what to call with the started export's id, so a reload or another tab knows it runs.
 */
export async function beforeExport(): Promise<(exportId: string | null | undefined) => void> {
  await Promise.race([connect(), new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS))]);
  return (exportId) => {
    if (exportId && !finishedHere.has(exportId)) noteExportStarted(storage(), exportId, Date.now());
  };
}

/** Subscribes to finished exports; returns the unsubscribe function. Does not connect by itself. */
export function onExportNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
