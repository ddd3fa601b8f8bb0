import { describe, expect, it } from 'vitest';
import { preloadTags } from './font-preload';

describe('font preload', () => {
  const bundle = {
    'assets/index-A.js': { type: 'chunk' as const, fileName: 'assets/index-A.js' },
    'assets/inter-latin-wght-normal-B.woff2': {
      type: 'asset' as const,
      fileName: 'assets/inter-latin-wght-normal-B.woff2',
      names: ['inter-latin-wght-normal.woff2'],
    },
    'assets/jetbrains-mono-latin-wght-normal-C.woff2': {
      type: 'asset' as const,
      fileName: 'assets/jetbrains-mono-latin-wght-normal-C.woff2',
      originalFileNames: [
        'node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
      ],
    },
  };

  it('preloads the first paint font as emitted, in CORS mode, and nothing else', () => {
    expect(preloadTags(bundle, '/')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-B.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: true,
        },
        injectTo: 'head',
      },
    ]);
  });

  it('finds a font by its source path under the base, and refuses one the build lacks', () => {
    expect(preloadTags(bundle, '/console/', ['jetbrains-mono-latin-wght-normal.woff2'])[0]!.attrs!['href']).toBe(
      '/console/assets/jetbrains-mono-latin-wght-normal-C.woff2',
    );
    expect(() => preloadTags(bundle, '/', ['inter-latin-ext-wght-normal.woff2'])).toThrow(
      /inter-latin-ext-wght-normal.woff2 to preload is not in the build/,
    );
  });
});
