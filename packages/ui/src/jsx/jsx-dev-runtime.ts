// Development flavour of jsx-runtime.ts (bundlers pick it in dev mode): the same theme fallback.
import { Fragment, jsxDEV as emotionJsxDEV } from '@emotion/react/jsx-dev-runtime';
import { propsWithThemeFallback } from '../theme/theme-fallback';

export type { PortcullisJSX as JSX } from './jsx-namespace';
export { Fragment };

/** Creates an element with its source position (dev mode). */
export const jsxDEV: typeof emotionJsxDEV = (type, props, key, isStatic, source, self) =>
  emotionJsxDEV(type, propsWithThemeFallback(props), key, isStatic, source, self);
