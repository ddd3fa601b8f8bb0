/**
 * Query keys, as TanStack Query keys its cache: an array naming what a table or a record shows
 * (`['role', id, 'members']`). A table keeps the rows it fetched under the hash of its key and its
 * request and shows them only while both are current, so rows of one source can never appear under
 * another's headers. A write elsewhere invalidates every key that starts with a prefix
 * (`invalidateQueries(['role', id])`), and the tables and records showing them fetch again.
 */
export type QueryKey = readonly unknown[];

/** A stable text for a key: plain objects hash the same whatever the order of their properties. */
export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );
}

/** Whether `key` starts with every element of `prefix` (compared by their hashes). */
export function matchesQueryKey(key: QueryKey, prefix: QueryKey): boolean {
  if (prefix.length > key.length) return false;
  return prefix.every((part, index) => hashQueryKey([part]) === hashQueryKey([key[index]]));
}

/** Refetches when `prefix` matches its key, and says whether it did. */
type Listener = (prefix: QueryKey) => boolean;

/** Who is told of invalidations: each mounted table or record subscribes with its own key. */
export interface QueryInvalidation {
  subscribe: (key: QueryKey, refetch: () => void) => () => void;
  invalidate: (prefix: QueryKey) => number;
}

/** A registry of subscribers; `invalidate` calls those whose key matches and says how many it told. */
export function createQueryInvalidation(): QueryInvalidation {
  const listeners = new Set<Listener>();
  return {
    subscribe(key, refetch) {
      const listener: Listener = (prefix) => {
        if (!matchesQueryKey(key, prefix)) return false;
        refetch();
        return true;
      };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    invalidate(prefix) {
      return [...listeners].filter((listener) => listener(prefix)).length;
    },
  };
}

/** The page's one registry: DataTable and the console's records subscribe to it. */
export const queryInvalidation = createQueryInvalidation();

/** Fetches again every table and record whose key starts with `prefix`. */
export const invalidateQueries = (prefix: QueryKey) => queryInvalidation.invalidate(prefix);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
