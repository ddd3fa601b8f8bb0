import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Tests wait on conditions (Playwright's auto-waiting), not time; long walks are split one screen per
    // test. The limit only catches a hang: generous, so a loaded machine makes the suite slower, not red.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One browser at a time against one server: the flows share the seeded database.
    fileParallelism: false,
  },
});
