import type { Interpolation } from '@emotion/react';
import type { JSX as ReactJSX } from 'react';
import type { PortcullisTheme } from '../theme/tokens';

/** A `css` prop whose theme functions receive the Portcullis theme (the default one without a provider). */
export type ThemedCss = Interpolation<PortcullisTheme>;

type WithCssProp<P> = 'className' extends keyof P
  ? string extends P['className' & keyof P]
    ? { css?: ThemedCss }
    : {}
  : {};

/**
 * The JSX types of `jsxImportSource: '@portcullis/ui'`: React's, plus Emotion's `css` prop typed with
 * the Portcullis theme. Being a namespace of its own (not an augmentation of Emotion's global `Theme`),
 * it leaves a host's Emotion theme type alone.
 */
export declare namespace PortcullisJSX {
  type ElementType = ReactJSX.ElementType;
  interface Element extends ReactJSX.Element {}
  interface ElementClass extends ReactJSX.ElementClass {}
  interface ElementAttributesProperty extends ReactJSX.ElementAttributesProperty {}
  interface ElementChildrenAttribute extends ReactJSX.ElementChildrenAttribute {}
  type LibraryManagedAttributes<C, P> = P extends unknown
    ? WithCssProp<P> & ReactJSX.LibraryManagedAttributes<C, P>
    : never;
  interface IntrinsicAttributes extends ReactJSX.IntrinsicAttributes {}
  interface IntrinsicClassAttributes<T> extends ReactJSX.IntrinsicClassAttributes<T> {}
  type IntrinsicElements = {
    [K in keyof ReactJSX.IntrinsicElements]: ReactJSX.IntrinsicElements[K] & { css?: ThemedCss };
  };
}
