import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The paging compiler's unit test only: no global PostgreSQL setup, no server. */
export default defineConfig({
  root: fileURLToPath(new URL('../apps/server', import.meta.url)),
  test: { environment: 'node', include: ['src/engine/lists/paging.test.ts'] },
});
