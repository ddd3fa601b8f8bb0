import { Global, ThemeProvider as EmotionThemeProvider, css, useTheme } from '@emotion/react';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  parseColorModePreference,
  PREFERS_DARK_QUERY,
  resolveColorMode,
  type ColorModePreference,
} from '../core/color-mode';
import { createTheme, type Branding, type ColorMode, type PortcullisTheme } from './tokens';
import { resolveTheme } from './theme-fallback';

/** What `useThemeMode` returns. */
export interface ThemeModeValue {
  /** The mode in effect. */
  mode: ColorMode;
  /** What was chosen: a mode, or the system's ('system' follows it as it changes). */
  preference: ColorModePreference;
  setPreference: (preference: ColorModePreference) => void;
  /** Chooses a mode (a preference that is not 'system'). */
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
}

/** What `useBranding` returns. */
export interface BrandingValue {
  branding: Branding;
  setBranding: (branding: Branding) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);
ThemeModeContext.displayName = 'ThemeModeContext';
const BrandingContext = createContext<BrandingValue | null>(null);
BrandingContext.displayName = 'BrandingContext';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Preference used when nothing is stored yet.
   * @default 'light'
   */
  defaultMode?: ColorModePreference;
  /**
   * localStorage key that keeps the user's choice (light, dark or system): read once on mount, written
   * on every change. `null` turns persistence off (nothing is read or written).
   * @default 'portcullis.theme-mode'
   */
  storageKey?: string | null;
  /**
   * The tenant's customization applied initially (primary colour, logo).
   * @default {}
   */
  branding?: Branding;
  /**
   * Whether to inject base styles on `body` (margin 0, the theme's background, text colour, font family
   * and size, `color-scheme`). Turn it off in a host that styles its own page.
   * @default true
   */
  withGlobalStyles?: boolean;
}

function readStoredPreference(key: string | null): ColorModePreference | null {
  if (!key || typeof localStorage === 'undefined') return null;
  try {
    return parseColorModePreference(localStorage.getItem(key));
  } catch {
    return null;
  }
}

const prefersDarkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PREFERS_DARK_QUERY)
    : null;
const subscribeToSystemMode = (onChange: () => void) => {
  const query = prefersDarkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
/** Whether the system prefers dark now (false where there is no window, e.g. on a server). */
const systemPrefersDark = () => prefersDarkQuery()?.matches ?? false;

/**
 * Provides the Portcullis theme tokens to Emotion, a light/dark mode the user can toggle (kept in
 * localStorage) and a branding hook so a tenant's primary colour and logo re-theme everything below.
 * Optional: without it components render with the default light theme, inject nothing and store nothing.
 */
export function ThemeProvider({
  children,
  defaultMode = 'light',
  storageKey = COLOR_MODE_STORAGE_KEY,
  branding: initialBranding = {},
  withGlobalStyles = true,
}: ThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ColorModePreference>(
    () => readStoredPreference(storageKey) ?? defaultMode,
  );
  const prefersDark = useSyncExternalStore(subscribeToSystemMode, systemPrefersDark, () => false);
  const mode = resolveColorMode(preference, prefersDark);
  const [branding, setBranding] = useState<Branding>(initialBranding);

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      setPreferenceState(next);
      if (storageKey && typeof localStorage !== 'undefined') {
        try {
          localStorage.setItem(storageKey, next);
        } catch {
          // Storage can be full or blocked (private mode): the choice then lasts for this page only.
        }
      }
    },
    [storageKey],
  );
  const setMode = setPreference as (mode: ColorMode) => void;
  const toggleMode = useCallback(() => setPreference(mode === 'dark' ? 'light' : 'dark'), [mode, setPreference]);

  const theme = useMemo(() => createTheme(mode, branding), [mode, branding]);
  const modeValue = useMemo(
    () => ({ mode, preference, setPreference, setMode, toggleMode }),
    [mode, preference, setPreference, setMode, toggleMode],
  );
  const brandingValue = useMemo(() => ({ branding, setBranding }), [branding]);

  return (
    <ThemeModeContext.Provider value={modeValue}>
      <BrandingContext.Provider value={brandingValue}>
        <EmotionThemeProvider theme={theme}>
          {withGlobalStyles && (
            <Global
              styles={css`
                body {
                  margin: 0;
                  background: ${theme.colors.background};
                  color: ${theme.colors.text};
                  font-family: ${theme.fontFamily};
                  font-size: ${theme.fontSizes.md};
                  color-scheme: ${mode};
                }
                code,
                kbd,
                pre,
                samp {
                  font-family: ${theme.fontFamilyMono};
                }
              `}
            />
          )}
          {children}
        </EmotionThemeProvider>
      </BrandingContext.Provider>
    </ThemeModeContext.Provider>
  );
}

/** The current colour mode and its setters. Must be used under {@link ThemeProvider}. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside <ThemeProvider>.');
  return value;
}

/** The tenant branding and its setter, to re-theme the console from customization settings. */
export function useBranding(): BrandingValue {
  const value = useContext(BrandingContext);
  if (!value) throw new Error('useBranding must be used inside <ThemeProvider>.');
  return value;
}

/**
 * The Portcullis theme in effect: the nearest ThemeProvider's, or the default theme when there is none
 * (or when the Emotion theme above is a host's own). Use it instead of Emotion's `useTheme()`.
 */
export function usePortcullisTheme(): PortcullisTheme {
  return resolveTheme(useTheme());
}
