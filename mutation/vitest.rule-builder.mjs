import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The rule-builder core's Node unit tests only (PGlite runs in process). */
export default defineConfig({
  root: fileURLToPath(new URL('../packages/rule-builder', import.meta.url)),
  test: { environment: 'node', include: ['src/core/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
