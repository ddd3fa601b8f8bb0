import { mixHex, readableTextColor } from './color';

/** Colour mode of the console. */
export type ColorMode = 'light' | 'dark';

/**
 * Colour roles of a theme. Components pick a role, never a raw colour, so light, dark and a tenant's
 * branding re-colour everything at once.
 */
export interface ThemeColors {
  /** The one main action of a view, selected states, the active tab. */
  primary: string;
  /** Text on a `primary` background. */
  onPrimary: string;
  /** `primary` under the pointer. */
  primaryHover: string;
  /** A faint tint of `primary`: selected rows, quiet buttons under the pointer. */
  primarySubtle: string;
  /** The page behind cards and tables. */
  background: string;
  /** Cards, tables, headers, inputs. */
  surface: string;
  /** Quiet fills: table headers, chips, disabled inputs. */
  surfaceMuted: string;
  /** A row or item under the pointer. */
  surfaceHover: string;
  /** Menus, popovers and dialogs that float above the page. */
  surfaceRaised: string;
  text: string;
  /** Secondary text: descriptions, help, captions (AA on `surface` and `background`). */
  textMuted: string;
  /** Dividers and card edges. */
  border: string;
  /** Edges of controls (inputs, secondary buttons): 3:1 against `surface` (WCAG 1.4.11). */
  borderStrong: string;
  /** Links in text. */
  link: string;
  linkHover: string;
  focus: string;
  danger: string;
  onDanger: string;
  /** Background of an error message or a danger badge. */
  dangerSubtle: string;
  success: string;
  onSuccess: string;
  successSubtle: string;
  info: string;
  onInfo: string;
  infoSubtle: string;
  warning: string;
  onWarning: string;
  warningSubtle: string;
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

/** A step of the type scale: size, line height and weight together. */
export interface TextStyle {
  fontSize: string;
  lineHeight: string;
  fontWeight: number;
}

/** Named steps of the type scale, from the smallest. */
export type TextStyleName = 'caption' | 'label' | 'body' | 'bodyStrong' | 'sectionTitle' | 'pageTitle' | 'display';

/** Row heights of tables and lists by density. */
export type Density = 'comfortable' | 'compact';

/** The full token set carried by Emotion's theme. */
export interface PortcullisTheme {
  readonly [PORTCULLIS_THEME]?: true;
  mode: ColorMode;
  colors: ThemeColors;
  /** Spacing scale in px: space[1] = 4px … space[8] = 48px. Every gap and padding is one of these. */
  space: readonly [0, 4, 8, 12, 16, 20, 24, 32, 48];
  fontFamily: string;
  /** Monospaced text: ids, secrets, code. */
  fontFamilyMono: string;
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; xxxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  /** The type scale: use `text.body` etc. rather than sizes and weights one by one. */
  text: Record<TextStyleName, TextStyle>;
  radii: { sm: string; md: string; lg: string; xl: string; round: string };
  /** Raw shadows; prefer `elevation`. */
  shadows: { sm: string; md: string; lg: string };
  /** Shadows by what floats: cards on the page, menus above them, dialogs above everything. */
  elevation: { flat: string; raised: string; overlay: string; modal: string };
  /** Heights of buttons, inputs and selects by size, so controls side by side line up. */
  controlHeights: { sm: number; md: number; lg: number };
  /** Table row heights by density. */
  rowHeights: Record<Density, number>;
  /** Page geometry shared by every screen (see PageLayout). */
  layout: {
    /** Horizontal padding of page header and content. */
    gutter: number;
    /** Space between the page header's bottom edge and the content. */
    headerGap: number;
    /** Space between sections of a page. */
    sectionGap: number;
    /** Widest a page's content grows. */
    maxWidth: number;
    /** Widest a form grows (readable line length). */
    formMaxWidth: number;
  };
  /**
   * Viewport widths (px) where the frame changes (see `mediaBelow`): below `lg` (tablets in portrait,
   * phones) the side navigation becomes a drawer behind a menu button (AppNav).
   */
  breakpoints: { lg: number };
  zIndices: { dropdown: number; sticky: number; modal: number; popover: number; toast: number; tooltip: number };
  /** Logo of the tenant's branding, when one is set. */
  logoUrl?: string;
}

const textStyle = (fontSize: string, lineHeight: string, fontWeight: number): TextStyle => ({
  fontSize,
  lineHeight,
  fontWeight,
});

/**
 * The typefaces the kit ships (`@portcullis/ui/fonts.css`: Inter and JetBrains Mono, variable weight,
 * Latin and Latin Extended so Turkish renders in them too). Text looks the same on every machine that
 * loads the style sheet; the system stacks behind them only cover the moment before the files arrive
 * (`font-display: swap`) and hosts that do not load it.
 */
export const KIT_FONT_FAMILIES = { sans: 'Inter Variable', mono: 'JetBrains Mono Variable' } as const;

const shared = {
  space: [0, 4, 8, 12, 16, 20, 24, 32, 48] as const,
  fontFamily: `"${KIT_FONT_FAMILIES.sans}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  fontFamilyMono: `"${KIT_FONT_FAMILIES.mono}", ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace`,
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', xxxl: '32px' },
  fontWeights: { regular: 400, medium: 500, bold: 600 },
  text: {
    caption: textStyle('12px', '16px', 400),
    label: textStyle('13px', '18px', 500),
    body: textStyle('14px', '20px', 400),
    bodyStrong: textStyle('14px', '20px', 600),
    sectionTitle: textStyle('16px', '24px', 600),
    pageTitle: textStyle('24px', '32px', 600),
    display: textStyle('32px', '40px', 600),
  },
  radii: { sm: '4px', md: '6px', lg: '10px', xl: '14px', round: '9999px' },
  controlHeights: { sm: 32, md: 36, lg: 44 },
  rowHeights: { comfortable: 48, compact: 36 },
  layout: { gutter: 24, headerGap: 24, sectionGap: 24, maxWidth: 1440, formMaxWidth: 720 },
  breakpoints: { lg: 1024 },
  zIndices: { dropdown: 1000, sticky: 1100, modal: 1300, popover: 1400, toast: 1500, tooltip: 1600 },
};

/** Light colours, chosen for WCAG AA contrast of text on background and on the filled colours. */
export const lightColors: ThemeColors = {
  primary: '#0b5cad',
  onPrimary: '#ffffff',
  primaryHover: '#094c8f',
  primarySubtle: '#e8f1fb',
  background: '#f6f8fa',
  surface: '#ffffff',
  surfaceMuted: '#eef1f4',
  surfaceHover: '#f3f6f9',
  surfaceRaised: '#ffffff',
  text: '#1f2328',
  textMuted: '#57606a',
  border: '#c9d1d9',
  borderStrong: '#8c959f',
  link: '#0b5cad',
  linkHover: '#083f78',
  focus: '#0969da',
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerSubtle: '#fdeceb',
  success: '#1a7f37',
  onSuccess: '#ffffff',
  successSubtle: '#eef8f0',
  info: '#0b5cad',
  onInfo: '#ffffff',
  infoSubtle: '#e8f1fb',
  warning: '#8a5a00',
  onWarning: '#ffffff',
  warningSubtle: '#fdf3dc',
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
  primaryHover: '#6aa9f9',
  primarySubtle: '#14263d',
  background: '#0d1117',
  surface: '#161b22',
  surfaceMuted: '#21262d',
  surfaceHover: '#1c2129',
  surfaceRaised: '#1c2128',
  text: '#e6edf3',
  textMuted: '#9da7b3',
  border: '#3d444d',
  borderStrong: '#656c76',
  link: '#58a6ff',
  linkHover: '#8cc4ff',
  focus: '#58a6ff',
  danger: '#f85149',
  onDanger: '#0d1117',
  dangerSubtle: '#3a1719',
  success: '#3fb950',
  onSuccess: '#0d1117',
  successSubtle: '#12301b',
  info: '#4493f8',
  onInfo: '#0d1117',
  infoSubtle: '#14263d',
  warning: '#d29922',
  onWarning: '#0d1117',
  warningSubtle: '#33260b',
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
  /** Text colour on the primary colour (a tenant's checked pair); picked for contrast when absent. */
  onPrimaryColor?: string;
  /** Logo image address shown by the shell. */
  logoUrl?: string;
}

/** Builds the theme of a mode with an optional tenant branding applied. */
export function createTheme(mode: ColorMode, branding: Branding = {}): PortcullisTheme {
  const base = mode === 'dark' ? darkColors : lightColors;
  const colors: ThemeColors = { ...base };
  if (branding.primaryColor) {
    colors.primary = branding.primaryColor;
    colors.onPrimary = branding.onPrimaryColor ?? readableTextColor(branding.primaryColor, '#111418', '#ffffff');
    // A branded primary brings its own hover and tint; links keep the theme's blue, which is known to
    // reach AA on both surfaces (a tenant colour may not).
    colors.primaryHover = mixHex(branding.primaryColor, mode === 'dark' ? '#ffffff' : '#000000', 0.15);
    colors.primarySubtle = mixHex(branding.primaryColor, base.surface, mode === 'dark' ? 0.8 : 0.9);
  }
  const shadows =
    mode === 'dark'
      ? { sm: '0 1px 2px rgba(0,0,0,.6)', md: '0 4px 12px rgba(0,0,0,.6)', lg: '0 12px 32px rgba(0,0,0,.7)' }
      : {
          sm: '0 1px 2px rgba(31,35,40,.12)',
          md: '0 4px 12px rgba(31,35,40,.15)',
          lg: '0 12px 32px rgba(31,35,40,.2)',
        };
  return {
    [PORTCULLIS_THEME]: true,
    mode,
    colors,
    ...shared,
    shadows,
    elevation: { flat: 'none', raised: shadows.sm, overlay: shadows.md, modal: shadows.lg },
    ...(branding.logoUrl ? { logoUrl: branding.logoUrl } : {}),
  };
}

/** Whether a value is a theme made by {@link createTheme} (and not, say, a host's own Emotion theme). */
export function isPortcullisTheme(value: unknown): value is PortcullisTheme {
  return typeof value === 'object' && value !== null && (value as PortcullisTheme)[PORTCULLIS_THEME] === true;
}
