import { timings } from './search';

/** Kinds of toast (§8). */
export type ToastKind = 'success' | 'danger' | 'info';

/** What a caller asks to show. */
export interface ToastInput {
  kind: ToastKind;
  title?: string;
  message: string;
  /** Milliseconds before the toast hides itself; 0 keeps it until dismissed. @default 5000 */
  autoHideMs?: number;
  /**
   * A follow-up the toast offers, e.g. 'Go to Exports' after an export starts: a link when `href` is
   * set (the host may also pass `onClick` for client-side navigation), else a button. Choosing it
   * dismisses the toast.
   */
  action?: ToastAction;
}

/** The follow-up link or button of a toast. */
export interface ToastAction {
  label: string;
  href?: string;
  onClick?: (event: { preventDefault: () => void }) => void;
}

/** A toast on screen. */
export interface Toast extends ToastInput {
  id: number;
}

/**
 * A plain function that shows a toast: the api-client's envelope handling takes one of these, so
 * it can report errors without knowing React.
 */
export type ToastSink = (toast: ToastInput) => void;

/** A framework-free list of toasts with auto-hide timers; the React provider renders it. */
export interface ToastStore {
  /** Shows a toast and returns its id. Usable as a {@link ToastSink}. */
  push: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
  clear: () => void;
  /**
   * Stops every auto-hide countdown (WCAG 2.2.1): the provider calls it while the pointer is over the
   * toasts or focus is inside them, so nobody loses a message they are reading or about to act on.
   */
  pause: () => void;
  /** Resumes the countdowns where they stopped. */
  resume: () => void;
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
}

/**
 * Creates a toast store. Toasts auto-hide after 5000 ms (§9) unless told otherwise; the countdowns
 * stop while the store is paused.
 */
export function createToastStore(options: { autoHideMs?: number; maxToasts?: number } = {}): ToastStore {
  const defaultAutoHide = options.autoHideMs ?? timings.toastDelay;
  const maxToasts = options.maxToasts ?? 5;
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  let isPaused = false;
  /** Running countdowns: the timer and when it fires. */
  const timers = new Map<number, { timer: ReturnType<typeof setTimeout>; endsAt: number }>();
  /** Time left of each toast whose countdown is not running (paused, or pushed while paused). */
  const remaining = new Map<number, number>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const start = (id: number, ms: number) => {
    timers.set(id, { timer: setTimeout(() => dismiss(id), ms), endsAt: Date.now() + ms });
  };
  const dismiss = (id: number) => {
    const running = timers.get(id);
    if (running) clearTimeout(running.timer);
    timers.delete(id);
    remaining.delete(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  return {
    push(input) {
      const id = nextId++;
      const autoHideMs = input.autoHideMs ?? defaultAutoHide;
      toasts = [...toasts, { ...input, autoHideMs, id }];
      while (toasts.length > maxToasts) dismiss((toasts[0] as Toast).id);
      if (autoHideMs > 0) {
        if (isPaused) remaining.set(id, autoHideMs);
        else start(id, autoHideMs);
      }
      emit();
      return id;
    },
    dismiss,
    clear() {
      timers.forEach((t) => clearTimeout(t.timer));
      timers.clear();
      remaining.clear();
      toasts = [];
      emit();
    },
    pause() {
      if (isPaused) return;
      isPaused = true;
      const now = Date.now();
      timers.forEach(({ timer, endsAt }, id) => {
        clearTimeout(timer);
        remaining.set(id, Math.max(0, endsAt - now));
      });
      timers.clear();
    },
    resume() {
      if (!isPaused) return;
      isPaused = false;
      remaining.forEach((ms, id) => start(id, ms));
      remaining.clear();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
