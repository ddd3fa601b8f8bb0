import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the document matches a media query (`mediaBelow(theme.breakpoints.lg)`), kept current as the
 * window is resized or rotated. Without a `window` (server rendering, tests in Node) it is `false`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
    () => false,
  );
}
