import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The password policy's unit tests only. */
export default defineConfig({
  root: fileURLToPath(new URL('../packages/api-client', import.meta.url)),
  test: { environment: 'node', include: ['src/password-policy.test.ts'] },
});
