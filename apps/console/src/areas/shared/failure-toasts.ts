import type { Envelope } from '@portcullis/api-client';
import { toastStore } from '../../api';

/**
 * The §8 failure toasts of the shared pickers, word for word, in one place. The pickers call with
 * `suppressErrorToast` and show these instead, so a failure is said once and in the catalogue's words.
 */
export const pickerFailures = {
  userSearch: { title: 'User Search', message: 'Something went wrong' },
  objectSearch: { message: 'Something went wrong' },
  objectLoad: { message: 'Something is wrong with object load.' },
  resourceTypes: { message: 'Failed to load resource types' },
} as const;

/** Shows one of {@link pickerFailures} as a danger toast. */
export function toastFailure(failure: { title?: string; message: string }): void {
  toastStore.push({ kind: 'danger', ...failure });
}

/**
 * The data of a call, or the failure toast and a thrown error (so a search picker shows its own
 * 'Something went wrong' notice) when it does not succeed. Aborted calls are not failures.
 */
export async function dataOrToast<T>(
  call: () => Promise<Envelope<T>>,
  failure: { title?: string; message: string },
): Promise<T | null | undefined> {
  let env: Envelope<T>;
  try {
    env = await call();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) toastFailure(failure);
    throw error;
  }
  if (!env.Success) {
    toastFailure(failure);
    throw new Error(failure.message);
  }
  return env.Data;
}
