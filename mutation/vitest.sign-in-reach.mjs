import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The sign-in reach rules' unit test only (issue 23): no global PostgreSQL setup, no server. */
export default defineConfig({
  root: fileURLToPath(new URL('../apps/server', import.meta.url)),
  test: { environment: 'node', include: ['src/engine/access/sign-in-reach.test.ts'] },
});
