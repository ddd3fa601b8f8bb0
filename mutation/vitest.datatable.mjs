import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The data table core's Node unit tests only. */
export default defineConfig({
  root: fileURLToPath(new URL('../packages/datatable', import.meta.url)),
  test: { environment: 'node', include: ['src/core/**/*.test.ts'] },
});
