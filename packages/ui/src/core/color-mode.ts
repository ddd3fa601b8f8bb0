import type { ColorMode } from './tokens';

/** What a person chose: a colour mode, or to follow the system's (the `prefers-color-scheme` media query). */
export type ColorModePreference = ColorMode | 'system';

/** The choices in the order a menu offers them. */
export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['system', 'light', 'dark'];

/** Where the ThemeProvider keeps the choice in the browser (and a host's pre-paint script reads it). */
export const COLOR_MODE_STORAGE_KEY = 'portcullis.theme-mode';

/** The media query that says the system prefers dark. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored or sent value as a preference, or null when it is none. */
export function parseColorModePreference(value: unknown): ColorModePreference | null {
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}

/** The mode in effect for a preference. */
export function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
