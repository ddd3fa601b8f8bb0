import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The font files the first paint needs: the Latin subset of the kit's body face (Inter), which every
 * English page, the sign-in page first, draws its text in. The monospace face and the Latin Extended
 * subsets (Turkish) are fetched by the browser only when a page shows their characters (their
 * @font-face unicode-range), so preloading them would slow the sign-in page for nothing.
 */
export const FIRST_PAINT_FONTS = ['inter-latin-wght-normal.woff2'];

/** What preloadTags reads of Vite's output bundle: assets by emitted file name. */
interface EmittedAsset {
  type: 'asset' | 'chunk';
  fileName: string;
  names?: readonly string[];
  originalFileNames?: readonly string[];
}

/**
 * `<link rel="preload" as="font">` tags for `fonts` (source file names) as emitted in `bundle`; throws
 * when one is missing, so a renamed font file cannot silently drop the preload.
 */
export function preloadTags(
  bundle: Record<string, EmittedAsset>,
  base: string,
  fonts: readonly string[] = FIRST_PAINT_FONTS,
): HtmlTagDescriptor[] {
  const assets = Object.values(bundle).filter((o) => o.type === 'asset');
  return fonts.map((font) => {
    const asset = assets.find((a) =>
      [...(a.names ?? []), ...(a.originalFileNames ?? [])].some((name) => path.basename(name) === font),
    );
    if (!asset)
      throw new Error(`The font ${font} to preload is not in the build (is @portcullis/ui/fonts.css imported?).`);
    return {
      tag: 'link',
      // Fonts are fetched in CORS mode, so the preload must be too, or the browser fetches twice.
      attrs: { rel: 'preload', href: base + asset.fileName, as: 'font', type: 'font/woff2', crossorigin: true },
      injectTo: 'head',
    };
  });
}

/** Vite plugin: adds the preloads of FIRST_PAINT_FONTS to the built index.html. */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'portcullis:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => (ctx.bundle ? preloadTags(ctx.bundle, base) : []),
    },
  };
}
