/**
 * Exports this browser started that the export hub has not yet reported finished, kept in
 * localStorage so that a reload and the browser's other tabs know to connect to the hub (see
 * export-hub.ts). The record is a hint, not the truth (the Exports page is): an entry the hub never
 * reports (the server restarted meanwhile) stops counting after `RUNNING_EXPORT_TTL_MS`.
 */

/** The localStorage key: export id → when it started (epoch ms). */
export const RUNNING_EXPORTS_KEY = 'portcullis.runningExports';
/** Long enough for the largest export (a million rows take about a minute); a lost entry waits no longer. */
export const RUNNING_EXPORT_TTL_MS = 60 * 60 * 1000;

/** The part of `Storage` the record needs (tests pass a Map-backed one). */
export type ExportStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type Running = Record<string, number>;

/** The unexpired entries; an unreadable record (storage off, bad JSON, wrong shape) reads as none. */
export function runningExports(storage: ExportStorage | null, now: number): Running {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(RUNNING_EXPORTS_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (e): e is [string, number] => typeof e[1] === 'number' && e[1] <= now && now - e[1] < RUNNING_EXPORT_TTL_MS,
    ),
  );
}

/** Whether an export started here (in any tab, or before a reload) may still be running. */
export const hasRunningExports = (storage: ExportStorage | null, now: number): boolean =>
  Object.keys(runningExports(storage, now)).length > 0;

function write(storage: ExportStorage | null, running: Running): void {
  try {
    if (Object.keys(running).length) storage?.setItem(RUNNING_EXPORTS_KEY, JSON.stringify(running));
    else storage?.removeItem(RUNNING_EXPORTS_KEY);
  } catch {
    // Storage full or disabled: only the hint is lost; the bell still refreshes when this page reloads.
  }
}

/** Records that export `id` started at `now` (expired entries are dropped on the way). */
export function noteExportStarted(storage: ExportStorage | null, id: string, now: number): void {
  write(storage, { ...runningExports(storage, now), [id]: now });
}

/** Records that the hub reported export `id` finished (done or failed). */
export function noteExportFinished(storage: ExportStorage | null, id: string, now: number): void {
  const running = runningExports(storage, now);
  delete running[id];
  write(storage, running);
}
