import { useCallback, type Ref, type RefCallback } from 'react';

/** Gives `value` to a callback ref or an object ref. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One callback ref that hands the element to both refs (e.g. the kit's own and the caller's). */
export function useMergedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (value: T | null) => {
      assignRef(first, value);
      assignRef(second, value);
    },
    [first, second],
  );
}
