/** One entry of the key-value editor. */
export interface KeyValuePair {
  key: string;
  value: string;
}

/** Outcome of {@link addKeyValuePair}. */
export type AddKeyValueResult =
  | { status: 'added'; pairs: KeyValuePair[] }
  | { status: 'ignored'; pairs: KeyValuePair[] }
  | { status: 'duplicate'; pairs: KeyValuePair[] };

/**
 * Adds a pair under the key-value rules of §5: an empty key is ignored, a duplicate key is rejected
 * unless `allowDuplicates`, and the key and value are trimmed.
 */
export function addKeyValuePair(
  pairs: readonly KeyValuePair[],
  pair: KeyValuePair,
  options: { allowDuplicates?: boolean } = {},
): AddKeyValueResult {
  const key = pair.key.trim();
  const value = pair.value.trim();
  if (key === '') return { status: 'ignored', pairs: [...pairs] };
  if (!options.allowDuplicates && pairs.some((p) => p.key === key)) return { status: 'duplicate', pairs: [...pairs] };
  return { status: 'added', pairs: [...pairs, { key, value }] };
}

/** Normalises a list under the same rules: trims, drops empty keys, keeps the first of duplicates unless allowed. */
export function normalizeKeyValuePairs(
  pairs: readonly KeyValuePair[],
  options: { allowDuplicates?: boolean } = {},
): KeyValuePair[] {
  return pairs.reduce<KeyValuePair[]>((acc, pair) => addKeyValuePair(acc, pair, options).pairs, []);
}

/** Converts pairs to a record (the last value of a duplicate key wins). */
export function keyValuePairsToRecord(pairs: readonly KeyValuePair[]): Record<string, string> {
  return Object.fromEntries(pairs.map((p) => [p.key, p.value]));
}
