import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_COLORS, urlOf } from '@portcullis/api-client';

const logoUrl = urlOf('branding', 'image', { params: { kind: 'Logo' }, query: { v: 'abc' } });
import { brandCssProperties, kitBrandingOf } from './brand-theme';

const theme = {
  ...DEFAULT_BRAND_COLORS,
  PrimaryColor: '#5b2c83',
  SignInTitle: null,
  SignInMessage: null,
  LogoUrl: logoUrl,
  FaviconUrl: null,
};

describe('brand theme', () => {
  it('names every colour as a custom property', () => {
    expect(brandCssProperties(theme)).toEqual({
      '--portcullis-brand-primary': '#5b2c83',
      '--portcullis-brand-on-primary': '#ffffff',
      '--portcullis-brand-accent': '#0b5cad',
      '--portcullis-brand-background': '#ffffff',
    });
  });

  it('gives the kit the primary pair and the logo, or no logo', () => {
    expect(kitBrandingOf(theme)).toEqual({
      primaryColor: '#5b2c83',
      onPrimaryColor: '#ffffff',
      logoUrl,
    });
    expect(kitBrandingOf({ ...theme, LogoUrl: null })).not.toHaveProperty('logoUrl');
  });

  it('keeps the kit’s dark primary in dark mode (the brand pair is checked on the light theme), with the logo', () => {
    expect(kitBrandingOf(theme, 'dark')).toEqual({ logoUrl });
  });
});
