import { describe, expect, it } from 'vitest';
import { createTheme, isPortcullisTheme, type PortcullisTheme } from './tokens';
import { defaultTheme, propsWithThemeFallback, resolveTheme, withThemeFallback } from './theme-fallback';

const border = (t: PortcullisTheme) => ({ border: `1px solid ${t.colors.border}` });
type ThemeFn = (theme: unknown) => unknown;

describe('theme fallback', () => {
  it('resolves only our own themes: none or a host theme gives the default one', () => {
    const dark = createTheme('dark');
    expect(resolveTheme(dark)).toBe(dark);
    expect(resolveTheme({ ...dark })).toEqual(dark); // Emotion merges nested themes by spreading
    expect(resolveTheme({})).toBe(defaultTheme);
    expect(resolveTheme(undefined)).toBe(defaultTheme);
    expect(resolveTheme({ colors: { border: 'hotpink' } })).toBe(defaultTheme);
    expect(isPortcullisTheme(defaultTheme)).toBe(true);
    expect(defaultTheme.mode).toBe('light');
  });

  it('hands theme functions the resolved theme, also inside arrays and returned functions', () => {
    const wrapped = withThemeFallback(border) as ThemeFn;
    expect(wrapped({})).toEqual({ border: `1px solid ${defaultTheme.colors.border}` });
    const dark = createTheme('dark');
    expect(wrapped(dark)).toEqual({ border: `1px solid ${dark.colors.border}` });

    const [plain, fn] = withThemeFallback([{ margin: 0 }, border]) as [unknown, ThemeFn];
    expect(plain).toEqual({ margin: 0 });
    expect(fn({})).toEqual({ border: `1px solid ${defaultTheme.colors.border}` });

    const nested = withThemeFallback(() => border) as ThemeFn;
    expect((nested({}) as ThemeFn)({})).toEqual({ border: `1px solid ${defaultTheme.colors.border}` });
  });

  it('leaves props without theme functions as they are', () => {
    const props = { css: { margin: 0 }, id: 'a' };
    expect(propsWithThemeFallback(props)).toBe(props);
    const withFn = { css: border, id: 'b' };
    const out = propsWithThemeFallback(withFn) as { css: ThemeFn; id: string };
    expect(out).not.toBe(withFn);
    expect(out.id).toBe('b');
    expect(out.css({})).toEqual({ border: `1px solid ${defaultTheme.colors.border}` });
  });
});
