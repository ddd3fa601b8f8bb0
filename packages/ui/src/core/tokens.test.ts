import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color';
import { contrastRatio as contrast, mixHex, relativeLuminance } from './color';
import { createTheme, darkColors, isPortcullisTheme, lightColors, type ThemeColors } from './tokens';

/** Pairs of [foreground, background, minimum ratio] every colour mode must meet (WCAG 2.2 AA). */
const pairs: Array<[keyof ThemeColors, keyof ThemeColors, number]> = [
  ['text', 'surface', 4.5],
  ['text', 'background', 4.5],
  ['text', 'surfaceHover', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surfaceMuted', 4.5],
  ['link', 'surface', 4.5],
  ['link', 'background', 4.5],
  ['linkHover', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['primary', 'primarySubtle', 4.5],
  ['text', 'primarySubtle', 4.5],
  ['onDanger', 'danger', 4.5],
  ['danger', 'dangerSubtle', 4.5],
  ['danger', 'surface', 4.5],
  ['success', 'successSubtle', 4.5],
  ['warning', 'warningSubtle', 4.5],
  ['info', 'infoSubtle', 4.5],
  ['borderStrong', 'surface', 3],
  ['focus', 'surface', 3],
  ['focus', 'background', 3],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s colour roles', (_mode, colors) => {
  it.each(pairs)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });
});

describe('createTheme', () => {
  it('derives the hover and tint of a branded primary and keeps links readable', () => {
    const theme = createTheme('light', { primaryColor: '#7b1fa2' });
    expect(theme.colors.primary).toBe('#7b1fa2');
    expect(theme.colors.onPrimary).toBe('#ffffff');
    expect(theme.colors.primaryHover).not.toBe('#7b1fa2');
    expect(contrastRatio(theme.colors.onPrimary, theme.colors.primaryHover)).toBeGreaterThan(
      contrastRatio(theme.colors.onPrimary, theme.colors.primary),
    );
    expect(theme.colors.link).toBe(lightColors.link);
  });

  it('maps elevation onto the shadows of its mode', () => {
    const light = createTheme('light');
    const dark = createTheme('dark');
    expect(light.elevation.overlay).toBe(light.shadows.md);
    expect(dark.elevation.modal).toBe(dark.shadows.lg);
    expect(light.elevation.raised).not.toBe(dark.elevation.raised);
  });

  it('keeps control heights on the 4 px grid and the compact row lower than the comfortable one', () => {
    const { controlHeights, rowHeights, layout } = createTheme('light');
    for (const h of [...Object.values(controlHeights), ...Object.values(rowHeights), layout.gutter, layout.headerGap])
      expect(h % 4).toBe(0);
    expect(rowHeights.compact).toBeLessThan(rowHeights.comfortable);
  });
});

describe('createTheme per mode and branding', () => {
  it('takes the colour roles of its mode', () => {
    expect(createTheme('dark').colors).toEqual(darkColors);
    expect(createTheme('light').colors).toEqual(lightColors);
    expect(createTheme('dark').mode).toBe('dark');
  });

  it('darkens a branded primary for hover in light mode and lightens it in dark mode, and tints it from the surface', () => {
    const brand = '#2e7d32';
    const light = createTheme('light', { primaryColor: brand }).colors;
    const dark = createTheme('dark', { primaryColor: brand }).colors;
    expect(light.primaryHover).toBe(mixHex(brand, '#000000', 0.15));
    expect(dark.primaryHover).toBe(mixHex(brand, '#ffffff', 0.15));
    expect(relativeLuminance(light.primaryHover)).toBeLessThan(relativeLuminance(brand));
    expect(relativeLuminance(dark.primaryHover)).toBeGreaterThan(relativeLuminance(brand));
    expect(light.primarySubtle).toBe(mixHex(brand, lightColors.surface, 0.9));
    expect(dark.primarySubtle).toBe(mixHex(brand, darkColors.surface, 0.8));
  });

  it('writes dark text on a light branded primary', () => {
    const colors = createTheme('light', { primaryColor: '#ffeb3b' }).colors;
    expect(colors.onPrimary).toBe('#111418');
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each mode its own visible shadows, deeper for higher elevation', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { shadows, elevation } = createTheme(mode);
      for (const shadow of [shadows.sm, shadows.md, shadows.lg]) expect(shadow).toMatch(/^0 \d+px \d+px rgba\(/);
      expect(new Set([shadows.sm, shadows.md, shadows.lg]).size).toBe(3);
      expect(elevation).toEqual({ flat: 'none', raised: shadows.sm, overlay: shadows.md, modal: shadows.lg });
    }
    // Dark surfaces take pure black shadows; light ones the soft grey of the light text colour.
    expect(createTheme('dark').shadows.md).toContain('rgba(0,0,0,');
    expect(createTheme('light').shadows.md).toContain('rgba(31,35,40,');
  });

  it("carries the branding's logo only when one is set", () => {
    expect(createTheme('light', { logoUrl: '/brand/logo.svg' }).logoUrl).toBe('/brand/logo.svg');
    expect('logoUrl' in createTheme('light')).toBe(false);
  });
});

describe('isPortcullisTheme', () => {
  it('knows a theme made by createTheme from anything else', () => {
    expect(isPortcullisTheme(createTheme('light'))).toBe(true);
    expect(isPortcullisTheme(createTheme('dark', { primaryColor: '#7b1fa2' }))).toBe(true);
    for (const other of [null, undefined, 'theme', 42, {}, { colors: lightColors }])
      expect(isPortcullisTheme(other)).toBe(false);
  });
});
