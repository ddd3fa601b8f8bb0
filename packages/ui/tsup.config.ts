import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * ESM build of every entry. The components are compiled with the package's own JSX runtime
 * (jsxImportSource '@portcullis/ui'); it is bundled by path here, since a package build does not
 * resolve its own name, and shared with the `./jsx-runtime` entry through a common chunk. The fonts'
 * style sheet ships as it is: its `url()`s name the Fontsource packages, which the host's bundler resolves.
 */
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/core/index.ts',
    'src/chart/index.ts',
    'src/jsx/jsx-runtime.ts',
    'src/jsx/jsx-dev-runtime.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom'],
  onSuccess: async () => copyFileSync(path.join(dirname, 'src/fonts/fonts.css'), path.join(dirname, 'dist/fonts.css')),
  esbuildOptions(options) {
    options.alias = {
      '@portcullis/ui/jsx-runtime': path.join(dirname, 'src/jsx/jsx-runtime.ts'),
      '@portcullis/ui/jsx-dev-runtime': path.join(dirname, 'src/jsx/jsx-dev-runtime.ts'),
    };
  },
});
