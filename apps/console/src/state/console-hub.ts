import { HUBS, type ConsoleChange, type ConsoleChangeKind, type SimilarGroupRunProgress } from '@portcullis/api-client';
import type { createHubConnection } from '@portcullis/api-client/hubs';

type Listener = (kind: ConsoleChangeKind) => void;
const listeners = new Set<Listener>();
const emit = (kind: ConsoleChangeKind) => {
  for (const l of listeners) l(kind);
};
/** Told of a similar-groups run's progress, or (null) that the hub (re)connected and a message may have been missed. */
type SimilarGroupRunListener = (run: SimilarGroupRunProgress | null) => void;
const runListeners = new Set<SimilarGroupRunListener>();
const emitRun = (run: SimilarGroupRunProgress | null) => {
  for (const l of runListeners) l(run);
};

/** The page's root element says whether the console hub is connected (`data-console-live`), for tests and support. */
const markLive = (isLive: boolean) => {
  document.documentElement.dataset.consoleLive = isLive ? 'on' : 'off';
};

/** After the page has loaded and the browser is idle: the hub's client is not part of any first paint. */
function whenSettled(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 500);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The console hub while signed in (issue 28, designed beside §7's hubs): ReceiveConsoleChange `{ Kind }`
 * tells every open console that feature flags or the tenant's branding changed (and a user's console
 * that a notification arrived), and the listeners re-read them (static data, the theme) without a reload. The SignalR client loads once the page has
 * settled. After a dropped connection it reconnects and reports every kind changed, since a change may
 * have been announced while it was away (live messages are best effort; HTTP is the record).
 * Returns the function that disconnects (signing out).
 */
export function startConsoleHub(): () => void {
  let isStopped = false;
  let connection: ReturnType<typeof createHubConnection> | null = null;
  let hasConnected = false;
  whenSettled(() => {
    void import('@portcullis/api-client/hubs').then(
      (hubs) => {
        if (isStopped) return;
        const c = hubs.createHubConnection('console');
        connection = c;
        c.on(HUBS.console.events.ReceiveConsoleChange, (change: ConsoleChange) => emit(change.Kind));
        c.on(HUBS.console.events.ReceiveSimilarGroupRun, (run: SimilarGroupRunProgress) => emitRun(run));
        const start = () => {
          if (isStopped) return;
          c.start().then(
            () => {
              markLive(true);
              if (hasConnected) for (const kind of ['Flags', 'Branding', 'Notifications'] as const) emit(kind);
              hasConnected = true;
              // Also on the first connection: a page that read a run before the hub was up may have missed its end.
              emitRun(null);
            },
            () => setTimeout(start, 5_000),
          );
        };
        c.onclose(() => {
          markLive(false);
          setTimeout(start, 2_000);
        });
        start();
      },
      () => undefined, // the chunk did not load: the console works without live changes until a reload
    );
  });
  return () => {
    isStopped = true;
    markLive(false);
    void connection?.stop();
  };
}

/** Subscribes to console changes; returns the unsubscribe function. */
export function onConsoleChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Subscribes to similar-groups runs (ReceiveSimilarGroupRun, issue 29): each progress message, and null
 * whenever the hub connects, when a listener re-reads the runs. Returns the unsubscribe function.
 */
export function onSimilarGroupRun(listener: SimilarGroupRunListener): () => void {
  runListeners.add(listener);
  return () => runListeners.delete(listener);
}
