import { readableTextColor } from '../core/color';

/** Colour mode of the console. */
export type ColorMode = 'light' | 'dark';

/** Semantic colours of a theme. */
export interface ThemeColors {
  primary: string;
  /** Text on a `primary` background. */
  onPrimary: string;
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  focus: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  info: string;
  onInfo: string;
  warning: string;
  onWarning: string;
  /** Percentage bands of §9. */
  pink: string;
  orange: string;
  blue: string;
  green: string;
  overlay: string;
}

/**
 * Marks a theme made by {@link createTheme}. `Symbol.for` so that two copies of the package agree; an
 * enumerable key so it survives Emotion merging nested themes by spreading.
 */
export const PORTCULLIS_THEME: unique symbol = Symbol.for('portcullis.theme');

/** The full token set carried by Emotion's theme. */
export interface PortcullisTheme {
  readonly [PORTCULLIS_THEME]?: true;
  mode: ColorMode;
  colors: ThemeColors;
  /** Spacing scale in px: space[1] = 4px … space[8] = 48px. */
  space: readonly [0, 4, 8, 12, 16, 20, 24, 32, 48];
  fontFamily: string;
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  radii: { sm: string; md: string; lg: string; round: string };
  shadows: { sm: string; md: string; lg: string };
  zIndices: { dropdown: number; sticky: number; modal: number; popover: number; toast: number; tooltip: number };
  /** Logo of the tenant's branding, when one is set. */
  logoUrl?: string;
}

const shared = {
  space: [0, 4, 8, 12, 16, 20, 24, 32, 48] as const,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeights: { regular: 400, medium: 500, bold: 600 },
  radii: { sm: '4px', md: '6px', lg: '10px', round: '9999px' },
  zIndices: { dropdown: 1000, sticky: 1100, modal: 1300, popover: 1400, toast: 1500, tooltip: 1600 },
};

/** Light colours, chosen for WCAG AA contrast of text on background and on the filled colours. */
export const lightColors: ThemeColors = {
  primary: '#0b5cad',
  onPrimary: '#ffffff',
  background: '#f6f8fa',
  surface: '#ffffff',
  surfaceMuted: '#eef1f4',
  text: '#1f2328',
  textMuted: '#57606a',
  border: '#c9d1d9',
  focus: '#0969da',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#1a7f37',
  onSuccess: '#ffffff',
  info: '#0b5cad',
  onInfo: '#ffffff',
  warning: '#8a5a00',
  onWarning: '#ffffff',
  pink: '#c2185b',
  orange: '#b35000',
  blue: '#1565c0',
  green: '#2e7d32',
  overlay: 'rgba(15, 20, 25, 0.55)',
};

/** Dark colours, chosen for WCAG AA contrast as well. */
export const darkColors: ThemeColors = {
  primary: '#4493f8',
  onPrimary: '#0d1117',
  background: '#0d1117',
  surface: '#161b22',
  surfaceMuted: '#21262d',
  text: '#e6edf3',
  textMuted: '#9da7b3',
  border: '#3d444d',
  focus: '#58a6ff',
  danger: '#f85149',
  onDanger: '#0d1117',
  success: '#3fb950',
  onSuccess: '#0d1117',
  info: '#4493f8',
  onInfo: '#0d1117',
  warning: '#d29922',
  onWarning: '#0d1117',
  pink: '#f06292',
  orange: '#ffa657',
  blue: '#79c0ff',
  green: '#56d364',
  overlay: 'rgba(0, 0, 0, 0.65)',
};

/** A tenant's customization that re-themes the console. */
export interface Branding {
  /** Primary colour as '#rrggbb'; text on it is picked for contrast. */
  primaryColor?: string;
  /** Logo image address shown by the shell. */
  logoUrl?: string;
}

/** Builds the theme of a mode with an optional tenant branding applied. */
export function createTheme(mode: ColorMode, branding: Branding = {}): PortcullisTheme {
  const base = mode === 'dark' ? darkColors : lightColors;
  const colors: ThemeColors = { ...base };
  if (branding.primaryColor) {
    colors.primary = branding.primaryColor;
    colors.onPrimary = readableTextColor(branding.primaryColor, '#111418', '#ffffff');
  }
  return {
    [PORTCULLIS_THEME]: true,
    mode,
    colors,
    ...shared,
    shadows:
      mode === 'dark'
        ? { sm: '0 1px 2px rgba(0,0,0,.6)', md: '0 4px 12px rgba(0,0,0,.6)', lg: '0 12px 32px rgba(0,0,0,.7)' }
        : {
            sm: '0 1px 2px rgba(31,35,40,.12)',
            md: '0 4px 12px rgba(31,35,40,.15)',
            lg: '0 12px 32px rgba(31,35,40,.2)',
          },
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  };
}

/** Whether a value is a theme made by {@link createTheme} (and not, say, a host's own Emotion theme). */
export function isPortcullisTheme(value: unknown): value is PortcullisTheme {
  return typeof value === 'object' && value !== null && (value as PortcullisTheme)[PORTCULLIS_THEME] === true;
}
