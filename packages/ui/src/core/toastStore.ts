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
   * A link to where the outcome can be followed (an export's file on the Exports page). `onFollow`
   * lets a single-page app navigate itself; the link still has a real `href`.
   * @default undefined (no link)
   */
  link?: ToastLink;
}

/** The link of a toast. */
export interface ToastLink {
  label: string;
  href: string;
  /** Called on a plain click instead of the browser following `href`. */
  onFollow?: (href: string) => void;
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
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
}

/** Creates a toast store. Toasts auto-hide after 5000 ms (§9) unless told otherwise. */
export function createToastStore(options: { autoHideMs?: number; maxToasts?: number } = {}): ToastStore {
  const defaultAutoHide = options.autoHideMs ?? timings.toastDelay;
  const maxToasts = options.maxToasts ?? 5;
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
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
      if (autoHideMs > 0)
        timers.set(
          id,
          setTimeout(() => dismiss(id), autoHideMs),
        );
      emit();
      return id;
    },
    dismiss,
    clear() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      toasts = [];
      emit();
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
