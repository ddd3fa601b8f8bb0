import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The name rules' unit tests only (no database: the server's global setup is left out). */
export default defineConfig({
  root: fileURLToPath(new URL('../apps/server', import.meta.url)),
  test: { environment: 'node', include: ['src/engine/names/name-rules.test.ts'] },
});
