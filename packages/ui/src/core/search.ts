/** Async search selectors need this many characters (§5). */
export const SEARCH_MIN_CHARACTERS = 3;

/** Debounce delays of §9 in ms. */
export const debounceDelays = {
  search: 750,
  objectSearch: 350,
  table: 300,
  userSearch: 250,
} as const;

/** Picker result limits of §9. */
export const pickerResultLimits = { select: 10, search: 5 } as const;

/** Toast and timer constants of §9, in ms. */
export const timings = {
  toastDelay: 5000,
  featureTourTimeout: 30_000,
  copyConfirmation: 2000,
  secretRevealCountdown: 9000,
  autocompleteOffReadOnly: 500,
} as const;

/** True when the text is long enough to search (trimmed length ≥ 3). */
export function canSearch(text: string, minCharacters: number = SEARCH_MIN_CHARACTERS): boolean {
  return text.trim().length >= minCharacters;
}

/** Input types of §5 a text input may take. */
export const allowedInputTypes = ['text', 'email', 'date', 'number', 'password', 'tel', 'url'] as const;
/** One of {@link allowedInputTypes}. */
export type AllowedInputType = (typeof allowedInputTypes)[number];

/** The given type when allowed, else 'text'. */
export function resolveInputType(type: string | undefined): AllowedInputType {
  return allowedInputTypes.find((allowed) => allowed === type) ?? 'text';
}

/** Prepends the '-None-' option (§9) to a list of options when asked. */
export function withNoneOption<T>(options: readonly T[], none: T, isEnabled: boolean): T[] {
  return isEnabled ? [none, ...options] : [...options];
}
