/**
 * The state holder of the React-free controllers (`createFormController` here, `createListController`
 * in @portcullis/datatable/core): `getState` returns an immutable snapshot, `subscribe` is told after
 * every change. It is exactly what React's `useSyncExternalStore` reads, so the React hooks beside the
 * controllers are one line; a library store (zustand, @tanstack/store) would add a dependency for
 * these twenty lines and bring its own update semantics.
 */
export interface ControllerStore<S> {
  getState: () => S;
  /** Replaces part of the state (a patch, or a function of the current state returning one). */
  setState: (patch: Partial<S> | ((state: S) => Partial<S>)) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** A store starting at `initial`. A patch that changes nothing (same values) notifies no one. */
export function createControllerStore<S extends object>(initial: S): ControllerStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      const keys = Object.keys(next) as Array<keyof S>;
      if (keys.every((key) => Object.is(next[key], state[key]))) return;
      state = { ...state, ...next };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
