import type { BrandingTheme } from '@portcullis/api-client';
import type { Branding } from '@portcullis/ui';

/** The CSS custom properties a tenant's branding sets on the page's root element. */
export const BRAND_CSS_PROPERTIES = {
  PrimaryColor: '--portcullis-brand-primary',
  PrimaryTextColor: '--portcullis-brand-on-primary',
  AccentColor: '--portcullis-brand-accent',
  BackgroundColor: '--portcullis-brand-background',
} as const satisfies Partial<Record<keyof BrandingTheme, string>>;

/** The custom properties of a branding: `{ '--portcullis-brand-primary': '#5b2c83', … }`. */
export function brandCssProperties(theme: BrandingTheme): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(BRAND_CSS_PROPERTIES) as Array<keyof typeof BRAND_CSS_PROPERTIES>).map((field) => [
      BRAND_CSS_PROPERTIES[field],
      theme[field],
    ]),
  );
}

/**
 * What the ui kit's theme takes from a branding: the primary colour, its text colour and the logo.
 * Decision: in dark mode only the logo. The brand's colour pairs are checked for contrast against the
 * light theme (WCAG AA, measured on save); on the dark palette a brand primary can fall below it (a dark
 * blue on near-black), so the dark console keeps the kit's own dark primary, as Entra's dark mode does.
 */
export function kitBrandingOf(theme: BrandingTheme, mode: 'light' | 'dark' = 'light'): Branding {
  return {
    ...(mode === 'light' ? { primaryColor: theme.PrimaryColor, onPrimaryColor: theme.PrimaryTextColor } : {}),
    ...(theme.LogoUrl ? { logoUrl: theme.LogoUrl } : {}),
  };
}
