import type { ExportJob } from '@portcullis/api-client';
import { createHubConnection, HUBS } from '@portcullis/api-client/hubs';

type Listener = (job: ExportJob) => void;
const listeners = new Set<Listener>();
let connection: ReturnType<typeof createHubConnection> | null = null;

/**
 * The export hub while signed in (spec §7 Live connections): ReceiveExportNotification tells the
 * bell and the Exports page that an export finished. The connection retries after a drop.
 */
export function startExportHub(): () => void {
  if (connection) return () => undefined;
  const c = createHubConnection('export');
  connection = c;
  c.on(HUBS.export.events.ReceiveExportNotification, (job: ExportJob) => {
    for (const l of listeners) l(job);
  });
  let isStopped = false;
  const start = () => {
    if (!isStopped) c.start().catch(() => setTimeout(start, 5_000));
  };
  c.onclose(() => setTimeout(start, 2_000));
  start();
  return () => {
    isStopped = true;
    connection = null;
    void c.stop();
  };
}

/** Subscribes to finished exports; returns the unsubscribe function. */
export function onExportNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
