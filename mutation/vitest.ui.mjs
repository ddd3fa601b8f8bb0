import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The ui core's Node unit tests only (not the Storybook stories). */
export default defineConfig({
  root: fileURLToPath(new URL('../packages/ui', import.meta.url)),
  test: { environment: 'node', include: ['src/core/**/*.test.ts'] },
});
