// `jsxImportSource: '@portcullis/ui'` — Emotion's JSX runtime with one change: a `css` prop's theme
// functions receive the Portcullis theme, or the default theme when no ThemeProvider is above. This is
// how every component of @portcullis/ui, rule-builder and datatable renders without a provider.
import { Fragment, jsx as emotionJsx, jsxs as emotionJsxs } from '@emotion/react/jsx-runtime';
import { propsWithThemeFallback } from '../theme/theme-fallback';

export type { PortcullisJSX as JSX } from './jsx-namespace';
export { Fragment };

type Jsx = typeof emotionJsx;

/** Creates an element (one child or none). */
export const jsx: Jsx = (type, props, key) => emotionJsx(type, propsWithThemeFallback(props), key);
/** Creates an element with static children. */
export const jsxs: Jsx = (type, props, key) => emotionJsxs(type, propsWithThemeFallback(props), key);
