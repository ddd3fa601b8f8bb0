import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storyProject } from '../ui/.storybook/story-project';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      // PGlite starts in a beforeAll: on a busy 2-core machine that can take longer than the 10 s default.
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      storyProject({
        name: 'storybook',
        configDir: path.join(dirname, '.storybook'),
        optimizeDeps: ['zod', '@microsoft/signalr'],
      }),
    ],
  },
});
