import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageFiles, weighFonts, weighPages, type Manifest } from './bundle-budget';
import { CHUNK_MODULES_FILE } from './chunk-modules';

// A console split by route: the entry, a lazy sign-in screen sharing a chunk with it, a lazy overview
// whose map shapes load later, and a screen bundled inside a shared chunk.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_vendor-B.js'],
    css: ['assets/index-A.css'],
    dynamicImports: ['src/shell/SignInPage.tsx', 'src/areas/dashboard/OverviewPage.tsx'],
  },
  '_vendor-B.js': { file: 'assets/vendor-B.js' },
  '_forms-C.js': { file: 'assets/forms-C.js', imports: ['_vendor-B.js'] },
  'src/shell/SignInPage.tsx': {
    file: 'assets/SignInPage-D.js',
    isDynamicEntry: true,
    imports: ['index.html', '_forms-C.js'],
  },
  'src/areas/dashboard/OverviewPage.tsx': {
    file: 'assets/OverviewPage-E.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['virtual:world-map'],
  },
  'virtual:world-map': { file: 'assets/world-map-F.js', isDynamicEntry: true },
};

describe('bundle budget', () => {
  it('takes the entry and the route chunks with their static imports, never their dynamic ones', () => {
    expect(pageFiles(manifest, ['index.html', 'src/shell/SignInPage.tsx'], {}).sort()).toEqual([
      'assets/SignInPage-D.js',
      'assets/forms-C.js',
      'assets/index-A.css',
      'assets/index-A.js',
      'assets/vendor-B.js',
    ]);
    expect(pageFiles(manifest, ['index.html', 'src/areas/dashboard/OverviewPage.tsx'], {})).not.toContain(
      'assets/world-map-F.js',
    );
  });

  it('finds a module bundled into a shared chunk through the chunk map, and refuses an unknown one', () => {
    const chunkOf = { 'src/areas/directory/UserListPage.tsx': 'assets/forms-C.js' };
    expect(pageFiles(manifest, ['src/areas/directory/UserListPage.tsx'], chunkOf).sort()).toEqual([
      'assets/forms-C.js',
      'assets/vendor-B.js',
    ]);
    expect(() => pageFiles(manifest, ['src/gone.tsx'], chunkOf)).toThrow(/No chunk holds "src\/gone.tsx"/);
  });

  it('weighs the gzip of what each page loads and reports pages over budget', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'budget-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      writeFileSync(path.join(dist, CHUNK_MODULES_FILE), '{}');
      // Random bytes do not compress: the gzip size is about the file size.
      const random = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)));
      for (const [file, bytes] of Object.entries({
        'index-A.js': 20_000,
        'index-A.css': 1_000,
        'vendor-B.js': 30_000,
        'forms-C.js': 15_000,
        'SignInPage-D.js': 2_000,
        'OverviewPage-E.js': 10_000,
        'world-map-F.js': 40_000,
      }))
        writeFileSync(path.join(dist, 'assets', file), random(bytes));
      const [signIn, overview] = weighPages(dist, [
        { page: 'sign-in', modules: ['src/shell/SignInPage.tsx'], initialJsBudget: 60 * 1024 },
        {
          page: 'overview',
          modules: ['src/areas/dashboard/OverviewPage.tsx'],
          laterModules: ['virtual:world-map'],
          totalBudget: 100 * 1024,
        },
      ]);
      expect(signIn!.initialJsGzip).toBeGreaterThan(67_000); // 20 + 30 + 15 + 2 kB of JS, CSS aside
      expect(signIn!.initialJsGzip).toBeLessThan(68_000);
      expect(signIn!.failures).toEqual([expect.stringMatching(/^sign-in: 6\d\.\d kB of JavaScript before rendering/)]);
      expect(overview!.laterFiles).toEqual(['assets/world-map-F.js']);
      expect(overview!.totalGzip).toBeGreaterThan(101_000); // 20 + 1 + 30 + 10 + 40 kB
      expect(overview!.failures).toHaveLength(0);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('weighs the fonts index.html preloads against the font budget, and counts every font file', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'budget-fonts-'));
    try {
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'assets', 'inter-latin-A.woff2'), Buffer.alloc(48_000));
      writeFileSync(path.join(dist, 'assets', 'inter-latin-ext-B.woff2'), Buffer.alloc(85_000));
      writeFileSync(path.join(dist, 'assets', 'index-C.js'), Buffer.alloc(9_000));
      writeFileSync(
        path.join(dist, 'index.html'),
        '<head><link rel="icon" href="/favicon.svg"><link rel="preload" href="/assets/inter-latin-A.woff2" as="font" type="font/woff2" crossorigin></head>',
      );
      const fonts = weighFonts(dist);
      expect(fonts.preloaded).toEqual([{ file: 'assets/inter-latin-A.woff2', bytes: 48_000 }]);
      expect(fonts.allFontBytes).toBe(133_000);
      expect(fonts.failures).toEqual([]);
      expect(weighFonts(dist, 40_000).failures).toEqual(['fonts: 46.9 kB preloaded by index.html, budget 39.1 kB']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
