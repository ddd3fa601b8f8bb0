import { HUBS, type ExportJob } from '@portcullis/api-client';
import type { createHubConnection } from '@portcullis/api-client/hubs';

type Listener = (job: ExportJob) => void;
const listeners = new Set<Listener>();
let isRunning = false;

/** After the page has loaded and the browser is idle: the hub's client is not part of any first paint. */
function whenSettled(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The export hub while signed in (spec §7 Live connections): ReceiveExportNotification tells the
 * bell and the Exports page that an export finished. The connection retries after a drop. The SignalR
 * client (about 14 kB gzip) loads once the page has settled, so no page waits for it (issue 14); an
 * export that finishes in those first moments is still listed when the bell or the page next loads.
 */
export function startExportHub(): () => void {
  if (isRunning) return () => undefined;
  isRunning = true;
  let isStopped = false;
  let connection: ReturnType<typeof createHubConnection> | null = null;
  whenSettled(() => {
    if (isStopped) return;
    void import('@portcullis/api-client/hubs').then((hubs) => {
      if (isStopped) return;
      const c = hubs.createHubConnection('export');
      connection = c;
      c.on(HUBS.export.events.ReceiveExportNotification, (job: ExportJob) => {
        for (const l of listeners) l(job);
      });
      const start = () => {
        if (!isStopped) c.start().catch(() => setTimeout(start, 5_000));
      };
      c.onclose(() => setTimeout(start, 2_000));
      start();
    });
  });
  return () => {
    isStopped = true;
    isRunning = false;
    void connection?.stop();
  };
}

/** Subscribes to finished exports; returns the unsubscribe function. */
export function onExportNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
