import { createTheme, isPortcullisTheme, type PortcullisTheme } from './tokens';

/** The theme components use when no Portcullis ThemeProvider is above them: light, no branding. */
export const defaultTheme: PortcullisTheme = createTheme('light');

/**
 * The theme a component should style with: the Emotion theme in context when a Portcullis
 * ThemeProvider put it there, else the default theme. A host's own Emotion theme (another shape) is
 * never read as ours, so our components look the same inside it and do not crash on missing tokens.
 */
export const resolveTheme = (theme: unknown): PortcullisTheme => (isPortcullisTheme(theme) ? theme : defaultTheme);

/**
 * A `css` prop value whose theme functions receive the resolved theme. Functions may return further
 * functions or arrays (Emotion calls those too), so results are wrapped again; style objects and
 * serialized styles pass through unchanged.
 */
export function withThemeFallback(css: unknown): unknown {
  if (typeof css === 'function')
    return (theme: unknown) => withThemeFallback((css as (t: PortcullisTheme) => unknown)(resolveTheme(theme)));
  if (Array.isArray(css) && css.some(needsTheme)) return css.map(withThemeFallback);
  return css;
}

const needsTheme = (css: unknown): boolean => typeof css === 'function' || (Array.isArray(css) && css.some(needsTheme));

/** Props with their `css` prop wrapped by {@link withThemeFallback}; the same object when nothing needs it. */
export function propsWithThemeFallback<P>(props: P): P {
  const css = (props as { css?: unknown } | null)?.css;
  return needsTheme(css) ? { ...props, css: withThemeFallback(css) } : props;
}
